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
