// scripts/minified-script.ts: a module's minified text.
declare module "*?minified" {
  const code: string;
  export default code;
}
