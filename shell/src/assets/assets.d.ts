/** Bundled images (tooling/rspack-app.mjs turns them into asset URLs). */
declare module '*.svg' {
  const url: string;
  export default url;
}
