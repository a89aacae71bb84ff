// Two imports of a hand-written browser script, minified by esbuild:
// - `import code from "./file.js?minified"`: its text, for code every page carries inline
//   (app/utils/after-first-paint.js), where each byte is in each page's HTML;
// - `import url from "./file.js?minified-url"`: the URL of a file of the build holding it, named
//   by its hash (app/utils/hydrate-boot.js). Under the dev server and Vitest, the source's URL.
// The sources stay readable, and the tests run what the pages run.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { transformWithEsbuild, type Plugin } from "vite";

const TEXT = "?minified";
const URL_OF = "?minified-url";

async function minify(file: string): Promise<string> {
  const { code } = await transformWithEsbuild(await readFile(file, "utf8"), file, {
    minify: true,
    format: "esm",
    target: "es2022",
    legalComments: "none",
  });
  return code.trim();
}

export function minifiedScript(): Plugin {
  let build = false;
  let root = process.cwd();
  return {
    name: "minified-script",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
      root = config.root;
    },
    async load(id) {
      const query = id.endsWith(TEXT) ? TEXT : id.endsWith(URL_OF) ? URL_OF : null;
      if (!query) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      if (query === TEXT) return `export default ${JSON.stringify(await minify(file))};`;
      if (!build) return `export default ${JSON.stringify(`/${path.relative(root, file)}`)};`;
      // Vite's asset plugin puts the emitted file's public URL in place of this marker.
      const ref = this.emitFile({ type: "asset", name: path.basename(file), source: await minify(file) });
      return `export default "__VITE_ASSET__${ref}__";`;
    },
  };
}
