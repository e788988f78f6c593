/** Ambient declarations shared by every front-end workspace. */
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
/** The build's identity, set by webpack's DefinePlugin from BUILD_ID. */
declare const __BUILD_ID__: string;
/** The key the shell's persisted state is encrypted with, set by webpack's DefinePlugin (not a secret). */
declare const __PERSIST_ENCRYPTION_KEY__: string;
