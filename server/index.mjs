// @ts-check
// The production server: the Remix build behind Express, with the HTTP layer wired here in
// plain sight: security headers (a page's CSP names its inline scripts' hashes), the page cache (answered before
// Express on a hit), compression, immutable caching for hashed assets, and a graceful stop.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { PageCache, pageCacheFastPath, pageCacheMiddleware, RenderQueue } from "./page-cache.mjs";
import { lingerAfterEarlyAnswer } from "./linger.mjs";
import { pageRefresher } from "./page-refresh.mjs";
import { hasValidPreview } from "./preview-cookie.mjs";
import { onPurge } from "./purge.mjs";
import { startPurgeBroadcast } from "./purge-broadcast.mjs";
import { guardRequest } from "./request-guard.mjs";
import { isSecureRequest, parseFrameAncestors, securityHeaders } from "./security.mjs";
import { onShutdown, runShutdownTasks } from "./shutdown.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";

const viteDevServer = dev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

const serverBuildPath = path.join(root, "build/server/index.js");
if (!dev && !existsSync(serverBuildPath)) {
  console.error("No production build found: run `npm run build` (or `npm start`, which builds first).");
  process.exit(1);
}

// Importing the build validates the environment (app/utils/env.server.ts): a bad value stops
// the process here, before it listens.
const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build")
  : await import(pathToFileURL(serverBuildPath).href);

// The app's environment check refuses a bad EMBED_FRAME_ANCESTORS too; this covers --dev, where
// the app is loaded on the first request.
const frameAncestors = parseFrameAncestors(process.env.EMBED_FRAME_ANCESTORS);
if ("error" in frameAncestors) {
  console.error(`Invalid environment:\n  - EMBED_FRAME_ANCESTORS: ${frameAncestors.error}`);
  process.exit(1);
}
const headerSettings = {
  SENTRY_DSN: process.env.SENTRY_DSN?.trim(),
  GTM_ID: process.env.GTM_ID?.trim(),
  EMBED_FRAME_ANCESTORS: frameAncestors.sources,
};

// The page cache: off in development (every edit must show) and when PAGE_CACHE=off (behind a
// CDN that caches pages itself, docs/operations.md).
const pageCache =
  dev || process.env.PAGE_CACHE === "off"
    ? undefined
    : new PageCache({
        maxTtlSeconds: Number(process.env.CONTENT_TTL_SECONDS || 60),
        // Served while one render refreshes it, so an expiry costs no visitor a wait (issue 21).
        staleSeconds: Number(process.env.PAGE_STALE_SECONDS || 300),
        // Only an editor's valid preview cookie skips the cache (a junk one used to force renders).
        bypass: (cookie) => hasValidPreview(cookie, process.env.SANITY_PREVIEW_SECRET?.trim()),
        securityHeaders: (hashes, secure, url) => securityHeaders(hashes, headerSettings, secure, url),
      });
if (pageCache) onPurge(() => void pageCache.purge());
// Several instances share a PostgreSQL server: a purge on one reaches the others.
if (process.env.DATABASE_URL?.trim()) {
  const broadcast = await startPurgeBroadcast(process.env.DATABASE_URL.trim());
  onShutdown(() => broadcast.close());
}

const app = express();
app.disable("x-powered-by");
// Whose X-Forwarded-For to believe: by default only a proxy on this machine (nginx in front),
// so a visitor cannot pick the address the form rate limits count against. Behind a load
// balancer elsewhere, set TRUST_PROXY to its address range or hop count (Express syntax).
const trustProxy = process.env.TRUST_PROXY ?? "loopback";
app.set(
  "trust proxy",
  /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === "true" ? true : trustProxy,
);
app.use(compression());
// Remix flushes the compressor after each piece of a streamed page, and every flush ends a gzip
// block: a page rendered afresh went out much larger than the page cache's copy of it, a size a
// CDN would then keep (docs/performance.md). No page streams deferred data, so the stream is
// compressed as a whole instead.
app.use((req, res, next) => {
  res.flush = () => {};
  next();
});

// Every answer gets them; a rendered page's CSP is then replaced by one that allows its own
// inline scripts (allowInlineScripts below).
app.use((req, res, next) => {
  for (const [name, value] of Object.entries(
    securityHeaders([], headerSettings, isSecureRequest(req), req.originalUrl),
  ))
    res.setHeader(name, value);
  next();
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(
    "/assets",
    express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
}
// Cached pages before the public files: a page is then served without a look at the disk.
// At most RENDER_CONCURRENCY page renders at once (default two per core: renders are CPU-bound,
// and eight at once on two cores took ~8 s each); a request that would queue longer than
// RENDER_QUEUE_MS gets the stale copy if there is one, else a 503 with Retry-After.
const renderQueue = new RenderQueue(
  Number(process.env.RENDER_CONCURRENCY || Math.max(2, availableParallelism() * 2)),
  Number(process.env.RENDER_QUEUE_MS || 2500),
);
// An expired page is rendered again by a request the server makes to itself (below, `server`).
const refresh = pageCache ? pageRefresher(() => server.address()) : undefined;
if (pageCache) {
  const middleware = pageCacheMiddleware(pageCache, {
    queue: renderQueue,
    skip: (p) => p === "/healthz",
    refresh,
  });
  app.use(/** @type {express.RequestHandler} */ (/** @type {unknown} */ (middleware)));
}
if (!viteDevServer) app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));

// How long a request may wait for the CMS, all its queries together, before it is answered
// from the last good content or with a 503 page (CONTENT_BUDGET_MS). It starts when the request
// reaches Express, so a wait in the render queue counts against it; the loaders get its end in
// the load context and pass it to every query (app/content/content.server.ts).
const contentBudgetMs = Number(process.env.CONTENT_BUDGET_MS || 2500);
/** @type {WeakMap<import("node:http").IncomingMessage, number>} */
const contentDeadlines = new WeakMap();

app.all(
  "*",
  createRequestHandler({
    build,
    // serverSections: a document request's store for the sections its page renders from data
    // kept out of the loaders' answer (app/utils/server-sections.tsx); a data request (.data)
    // has none, so its answer carries them.
    // allowInlineScripts: called by app/entry.server.tsx with the hashes of the page it rendered;
    // the page cache keeps them with its copy (server/page-cache.mjs).
    // contentDeadline: when this request's time to wait on the CMS runs out (above).
    getLoadContext: (req, res) => ({
      contentDeadline: contentDeadlines.get(req),
      allowInlineScripts: (/** @type {string[]} */ hashes) => {
        res.locals.scriptHashes = hashes;
        const page = securityHeaders(hashes, headerSettings, isSecureRequest(req), req.originalUrl);
        res.setHeader("Content-Security-Policy", page["Content-Security-Policy"]);
      },
      clientIp: req.ip,
      ...(req.path.endsWith(".data") ? {} : { serverSections: new Map() }),
    }),
  }),
);

// A cache hit is answered before Express (decisions 006 and 122).
const fastPage = pageCache ? pageCacheFastPath(pageCache, refresh) : undefined;

const server = createServer((req, res) => {
  lingerAfterEarlyAnswer(req);
  if (guardRequest(req, res)) return;
  try {
    if (fastPage?.(req, res)) return;
  } catch (error) {
    // A fault there must cost one answer, not the process: Express answers instead if it can.
    console.error(error);
    if (res.headersSent) return void res.destroy();
  }
  contentDeadlines.set(req, Date.now() + contentBudgetMs);
  app(req, res);
}).listen(port, host, () => {
  console.log(`Property tax site (${process.env.SITE_STATE || "TX"}) listening on http://localhost:${port}`);
});

let stopping = false;
/** @param {string} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping`);
  server.close(async () => {
    try {
      await runShutdownTasks();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
  // Requests that hang must not keep a rolling deploy waiting for ever.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
