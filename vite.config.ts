import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** Libraries every page runs before it is interactive: React, Remix's router, i18next. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream|i18next|react-i18next|html-parse-stringify|void-elements)\//;

export default defineConfig({
  server: { port: 3000 },
  build: {
    target: "es2022",
    rollupOptions: {
      output: {
        // Route splitting left every page with 29–38 script requests, most of them a few hundred
        // bytes, each a round trip on a phone (issue 21). What every page runs goes in one
        // chunk; small pieces loaded together are merged. Code fetched on demand (the engine,
        // jsPDF, html2canvas, zod, sonner, dictionary sections) stays apart.
        manualChunks(id) {
          if (FRAMEWORK.test(id)) return "framework";
          // Fetched only after analytics consent: never a host for the small chunks merged below.
          if (id.includes("/node_modules/web-vitals/")) return "web-vitals";
        },
        experimentalMinChunkSize: 8_000,
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
  ],
});
