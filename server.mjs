// The production server: the Remix build behind Express, with compression, immutable
// caching for hashed assets, a per-request CSP nonce, and a graceful stop on SIGTERM.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const root = path.dirname(fileURLToPath(import.meta.url));
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

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build")
  : await import(pathToFileURL(serverBuildPath).href);

// Security headers and anything else the app wants to add per request live in the build
// (app/utils/security.server.ts when present), so they are tested with the app.
const hooks = viteDevServer ? null : (build.entry?.module?.serverHooks ?? null);

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

app.use((req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
});
if (hooks?.securityHeaders) app.use(hooks.securityHeaders);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(
    "/assets",
    express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
}
// Cached pages before the public files: a page is then served without a look at the disk.
if (hooks?.pageCache) app.use(hooks.pageCache);
if (!viteDevServer) app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));

app.all(
  "*",
  createRequestHandler({
    build,
    getLoadContext: (req, res) => ({ nonce: res.locals.nonce, clientIp: req.ip }),
  }),
);

// Cached pages are answered before Express when they can be (entry.server's fastPage hook).
const server = createServer((req, res) => {
  try {
    if (hooks?.fastPage?.(req, res)) return;
  } catch (error) {
    // A fault there must cost one answer, not the process: Express answers instead if it can.
    console.error(error);
    if (res.headersSent) return void res.destroy();
  }
  app(req, res);
}).listen(port, host, () => {
  console.log(`Property tax site (${process.env.SITE_STATE || "TX"}) listening on http://localhost:${port}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping`);
  server.close(async () => {
    try {
      await hooks?.onShutdown?.();
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
