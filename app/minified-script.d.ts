// scripts/minified-script.ts: a module's minified text, or the URL of a file holding it.
declare module "*?minified" {
  const code: string;
  export default code;
}

declare module "*?minified-url" {
  const url: string;
  export default url;
}
