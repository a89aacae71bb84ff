import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { minifiedScript } from "./scripts/minified-script";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** React and its DOM renderer: a chunk of their own, run before the rest (hydrate-after-paint). */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
/** The other libraries every page runs before it is interactive: Remix's router, i18next. */
const FRAMEWORK =
  /\/node_modules\/(@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream|i18next|react-i18next|html-parse-stringify|void-elements)\//;

type ModuleInfo = (id: string) => Rollup.ModuleInfo | null;

/**
 * sonner injects its stylesheet when it loads, after the first paint. Its only rules for the root
 * (`html[dir=ltr]`, `html[dir=rtl]`) set custom properties every element inherits, so that
 * insertion restyled the whole page (~1,200 elements, 64 ms as on a slow phone) in the middle of
 * hydration. The same properties stay on sonner's toaster (`[data-sonner-toaster][dir=…]`),
 * which holds every toast, so they keep reaching what uses them.
 */
const sonnerCssOffRoot = {
  name: "sonner-css-off-root",
  transform(code: string, id: string) {
    if (!id.includes("/node_modules/sonner/dist/")) return null;
    const scoped = code.replaceAll(",html[dir=ltr]", "").replaceAll(",html[dir=rtl]", "");
    if (scoped === code)
      throw new Error("sonner's stylesheet no longer has the root rules this plugin drops");
    return { code: scoped, map: null };
  },
};

/** Code shared by a few pages under this size (before minifying) goes with the layout. */
const SMALL_GROUP_BYTES = 4_000;

/** The modules a module loads before it runs: its static imports, transitively. */
function staticClosure(id: string, info: ModuleInfo): Set<string> {
  const seen = new Set<string>([id]);
  const stack = [id];
  while (stack.length) {
    for (const next of info(stack.pop()!)?.importedIds ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

/**
 * The chunk for each of the site's own modules that a page loads with its first scripts,
 * worked out once per build: what the layout (entry.client and root) loads on every page is one
 * chunk, and what the same pages' route modules load and the layout does not is one chunk per
 * set of pages. Rollup's own splitting also counts each module loaded on demand (the engine, the
 * results card, the wizard) as an entry, which cut what the calculator's pages load at once into
 * ~35 files, many of a few hundred bytes. Modules only code loaded on demand imports are left
 * to Rollup, so none of them joins a page's first scripts.
 */
function pageChunks(info: ModuleInfo, ids: Iterable<string>): Map<string, string> {
  const entries = [...ids].filter((id) => info(id)?.isEntry);
  const layoutEntry = (id: string) => /\/app\/(entry\.client|root)\.tsx(\?|$)/.test(id);
  const layout = new Set<string>();
  for (const e of entries.filter(layoutEntry)) for (const m of staticClosure(e, info)) layout.add(m);
  const pagesOf = new Map<string, string[]>();
  for (const e of entries.filter((id) => !layoutEntry(id))) {
    const name = path.basename(e.replace(/\?.*$/, "")).replace(/\.[jt]sx?$/, "");
    for (const m of staticClosure(e, info)) {
      if (layout.has(m) || info(m)?.isEntry) continue;
      pagesOf.set(m, [...(pagesOf.get(m) ?? []), name]);
    }
  }
  const chunks = new Map<string, string>();
  // Entry modules keep their own chunks: entry.client's code must not run when root's chunk is
  // imported, before Remix's inline script has set up the route modules it hydrates with.
  for (const m of layout) if (!info(m)?.isEntry) chunks.set(m, "layout");
  const groups = new Map<string, string[]>();
  for (const [m, pages] of pagesOf) {
    const names = [...new Set(pages)].sort();
    // A module of one page's only goes with that page's route module (Rollup does that itself).
    if (names.length < 2) continue;
    // Named by its pages while the name is short (it is in every page's HTML that loads it).
    const joined = names.join("+");
    const group =
      joined.length <= 40
        ? `pages-${joined}`
        : `pages-${createHash("sha1").update(joined).digest("hex").slice(0, 8)}`;
    groups.set(group, [...(groups.get(group) ?? []), m]);
  }
  for (const [group, modules] of groups) {
    // A few hundred bytes shared by some pages cost the others less than a request costs them.
    // Only a group whose imports are all in the layout (or in the group) may join it: one that
    // imports a page's module would make the layout's chunk import that page's chunk, which
    // imports the layout back, and the page's code would run before the layout's had (a
    // "Cannot access … before initialization" on every page, seen when issue 20 added pages).
    const size = modules.reduce((n, m) => n + (info(m)?.code?.length ?? 0), 0);
    const selfContained = modules.every((m) =>
      (info(m)?.importedIds ?? []).every((dep) => layout.has(dep) || modules.includes(dep)),
    );
    for (const m of modules) chunks.set(m, size < SMALL_GROUP_BYTES && selfContained ? "layout" : group);
  }
  return chunks;
}

// One map per build (Remix builds the browser's bundle, then the server's, in one process).
const chunksByBuild = new WeakMap<ModuleInfo, Map<string, string>>();
const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Route splitting left every page with 29–38 script requests, most of them a few hundred
        // bytes, each a round trip on a phone (issue 21). The framework is one chunk, the layout
        // one, the code a set of pages shares one (pageChunks). Code fetched on demand (the
        // engine, jsPDF, html2canvas, zod, sonner on most pages, dictionary sections) stays apart.
        // Rollup's experimentalMinChunkSize, used before, merged on-demand code into the first
        // scripts' chunks (~5 KB more on /calculator).
        manualChunks(id, { getModuleInfo, getModuleIds }) {
          if (REACT.test(id)) return "react-dom";
          if (FRAMEWORK.test(id)) return "framework";
          // Fetched only after analytics consent.
          if (id.includes("/node_modules/web-vitals/")) return "web-vitals";
          // The browser's bundle, and the site's own modules only (the framework's helpers stay
          // with the framework).
          if (isSsrBuild || !id.startsWith(APP_DIR)) return undefined;
          let chunks = chunksByBuild.get(getModuleInfo);
          if (!chunks) chunksByBuild.set(getModuleInfo, (chunks = pageChunks(getModuleInfo, getModuleIds())));
          return chunks.get(id);
        },
      },
    },
  },
  // Every `import … from "zod"` gets zod with its eval probe off (app/utils/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("./app/utils/zod-jitless.ts", import.meta.url)) },
    ],
  },
  plugins: [
    minifiedScript(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    sonnerCssOffRoot,
  ],
}));
