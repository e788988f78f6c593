// oidc-provider ships no type declarations and @types/oidc-provider is not installed; the local test provider
// uses a handful of its calls, typed loosely here.
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Provider: any;
  export default Provider;
}
