/** A script minified by the build for a page to carry inline (site/lib/inline-scripts.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
