// `import code from "./file.js?minified"`: the module's text, minified by esbuild, as a string.
// For code every page carries inline (app/utils/hydrate-boot.js), where each byte is in each
// page's HTML; the source stays readable and the tests run what the pages run.
import { readFile } from "node:fs/promises";
import { transformWithEsbuild, type Plugin } from "vite";

const QUERY = "?minified";

export function minifiedScript(): Plugin {
  return {
    name: "minified-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { code } = await transformWithEsbuild(await readFile(file, "utf8"), file, {
        minify: true,
        format: "esm",
        target: "es2022",
        legalComments: "none",
      });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
