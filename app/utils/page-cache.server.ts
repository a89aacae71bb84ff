// Rendered pages kept in memory for as long as their own Cache-Control lets a shared cache keep
// them (s-maxage), capped at the content cache's freshness, so that a burst of visitors to the
// same page costs one render, not one per visitor. Without a CDN in front this is the
// difference between a few dozen and a few thousand pages a second (docs/performance.md).
//
// What makes a cached page safe to hand to the next visitor:
// - only GET/HEAD answers with status 200, HTML, a public Cache-Control with s-maxage, and no
//   Set-Cookie; a request with the editors' preview cookie neither reads nor fills the cache;
// - the CSP nonce: every response gets a fresh one. The cached copy remembers the nonce it was
//   rendered with, and each hit swaps it for the new request's nonce (the security headers
//   already carry that one), so no two responses share a nonce;
// - a content purge (the CMS webhook) empties it together with the content cache.
//
// Compression: a page is compressed once, in the pieces between its nonces; a visitor whose
// browser accepts gzip gets those pieces spliced around a fresh nonce (gzip-splice.server.ts)
// instead of a new compression of the whole page per request.
import { randomBytes } from "node:crypto";
import { preparePiece, splicedGzip, type PreparedPiece } from "./gzip-splice.server";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
  /** The body cut at each occurrence of the nonce, so a hit is a copy, not a text search. */
  parts: Buffer[];
  /** Each part as raw deflate with its CRC, made on the first gzip hit. */
  prepared?: PreparedPiece[];
  expires: number;
}

function splitAt(body: Buffer, needle: string): Buffer[] {
  const n = Buffer.from(needle, "utf8");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(n, from); at !== -1; at = body.indexOf(n, from)) {
    parts.push(body.subarray(from, at));
    from = at + n.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export interface PageCacheOptions {
  /** Longest time a page is kept, in seconds, whatever its Cache-Control says. */
  maxTtlSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  /** Requests carrying this cookie bypass the cache (the CMS preview). */
  bypassCookie?: string;
  now?: () => number;
}

/** Headers describing one response's body or one visitor: never replayed from the cache. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "date",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "content-security-policy",
]);

/** Seconds a shared cache may keep a response with this Cache-Control, 0 when it may not. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (
    !directives.includes("public") ||
    directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")
  )
    return 0;
  const s = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = Number(s?.slice("s-maxage=".length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.pages.size;
  }

  /** Whether this request may be answered from, or fill, the cache. */
  applies(method: string, cookieHeader: string | undefined): boolean {
    if (method !== "GET" && method !== "HEAD") return false;
    if (this.options.maxTtlSeconds <= 0) return false;
    const bypass = this.options.bypassCookie;
    if (
      bypass &&
      cookieHeader &&
      cookieHeader
        .split(";")
        .some((c) => c.trim().startsWith(`${bypass}=`) && c.trim().length > bypass.length + 1)
    )
      return false;
    return true;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) {
      this.misses++;
      return undefined;
    }
    if (page.expires <= this.now()) {
      this.delete(key);
      this.misses++;
      return undefined;
    }
    // Refresh its place in the eviction order.
    this.pages.delete(key);
    this.pages.set(key, page);
    this.hits++;
    return page;
  }

  /** Keeps a response when it qualifies; returns whether it was kept. */
  put(
    key: string,
    response: {
      status: number;
      headers: Record<string, string | string[] | number | undefined>;
      body: Buffer;
      nonce: string;
    },
  ): boolean {
    if (response.status !== 200 || !response.nonce) return false;
    const header = (name: string) => {
      const v = response.headers[name];
      return Array.isArray(v) ? v.join(", ") : v === undefined ? undefined : String(v);
    };
    if (header("set-cookie") !== undefined) return false;
    if (!(header("content-type") ?? "").startsWith("text/html")) return false;
    const ttl = Math.min(sharedMaxAge(header("cache-control")), this.options.maxTtlSeconds);
    if (ttl <= 0) return false;
    if (response.body.length === 0 || response.body.length > this.maxEntryBytes) return false;

    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || NOT_REPLAYED.has(name.toLowerCase())) continue;
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    this.delete(key);
    this.pages.set(key, {
      status: response.status,
      headers,
      body: response.body,
      nonce: response.nonce,
      parts: splitAt(response.body, response.nonce),
      expires: this.now() + ttl * 1000,
    });
    this.bytes += response.body.length;
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  /** The cached body with the request's own nonce in place of the one it was rendered with. */
  static bodyFor(page: CachedPage, nonce: string): Buffer {
    if (!nonce || nonce === page.nonce) return page.body;
    // The nonce is 128 random bits in base64: it occurs nowhere in a page but where it was put.
    const fresh = Buffer.from(nonce, "utf8");
    const pieces: Buffer[] = [page.parts[0]];
    for (let i = 1; i < page.parts.length; i++) pieces.push(fresh, page.parts[i]);
    return Buffer.concat(pieces);
  }

  /** The cached page gzip-compressed, with the request's own nonce. */
  static gzipFor(page: CachedPage, nonce: string): Buffer[] {
    page.prepared ??= page.parts.map((part) => preparePiece(part));
    return splicedGzip(page.prepared, Buffer.from(nonce || page.nonce, "utf8"));
  }

  purge(): number {
    const n = this.pages.size;
    this.pages.clear();
    this.bytes = 0;
    return n;
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.body.length;
    this.pages.delete(key);
  }
}

// --- Express-style middleware (server.mjs installs it through entry.server's serverHooks) ---

interface Req {
  method: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Res {
  statusCode: number;
  locals: { nonce?: string };
  getHeaders(): Record<string, string | string[] | number | undefined>;
  setHeader(name: string, value: string): void;
  status(code: number): Res;
  end(chunk?: unknown, encoding?: unknown, cb?: unknown): unknown;
  write(chunk: unknown, encoding?: unknown, cb?: unknown): boolean;
  on?(event: "close", listener: () => void): unknown;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const q: Record<string, number> = {};
  for (const part of value.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q[coding.trim()] = weight === undefined ? 1 : Number(weight.slice(2)) || 0;
  }
  const gzip = q.gzip ?? q["*"];
  return gzip !== undefined && gzip > 0;
}

/** Whether a request may be answered from the cache at all: GET or HEAD, no bypass cookie, a page and not a file (favicon.svg, robots.txt are the static server's; pages have no extension). */
function cacheableRequest(
  cache: PageCache,
  method: string,
  url: string,
  cookie: string | string[] | undefined,
): boolean {
  return (
    cache.applies(method, Array.isArray(cookie) ? cookie.join("; ") : cookie) &&
    !/\.[a-z0-9]+$/i.test(url.split("?")[0])
  );
}

const byteLength = (chunks: readonly Buffer[]) => chunks.reduce((n, b) => n + b.length, 0);

/** Sends the chunks and ends the answer, in one write to the socket where the response can cork. */
function sendChunks(
  res: { write(chunk: Buffer): unknown; end(chunk?: Buffer): unknown; cork?(): void; uncork?(): void },
  chunks: readonly Buffer[],
) {
  res.cork?.();
  for (let i = 0; i < chunks.length - 1; i++) res.write(chunks[i]);
  res.end(chunks[chunks.length - 1]);
  res.uncork?.();
}

export function pageCacheMiddleware(cache: PageCache) {
  // Pages being rendered for a miss, with the requests for the same page waiting on them: when
  // a page is not cached (first visit, expiry, purge) under load, it is rendered once, not once
  // per visitor at the same time (a hundred renders at once each took longer than the render
  // timeout and were aborted).
  const rendering = new Map<string, (() => void)[]>();

  return (req: Req, res: Res, next: () => void) => {
    if (!cacheableRequest(cache, req.method, req.originalUrl, req.headers.cookie)) return next();
    const key = req.originalUrl;
    const nonce = res.locals.nonce ?? "";

    const serve = (hit: CachedPage) => {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.setHeader("Vary", "Accept-Encoding");
      if (acceptsGzip(req.headers["accept-encoding"])) {
        // Already encoded: the compression middleware leaves it as it is.
        res.setHeader("Content-Encoding", "gzip");
        const body = PageCache.gzipFor(hit, nonce);
        res.setHeader("Content-Length", String(byteLength(body)));
        if (req.method === "HEAD") return void res.end();
        return sendChunks(res, body);
      }
      if (req.method === "HEAD") return void res.end();
      return void res.end(PageCache.bodyFor(hit, nonce));
    };

    const hit = cache.get(key);
    if (hit) return serve(hit);
    if (req.method === "HEAD") return next();

    const waiting = rendering.get(key);
    if (waiting) {
      // The page is being rendered: answer from it when it is kept, or render as usual if not.
      waiting.push(() => {
        const kept = cache.get(key);
        if (kept) serve(kept);
        else next();
      });
      return;
    }
    rendering.set(key, []);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const waiters = rendering.get(key) ?? [];
      rendering.delete(key);
      for (const waiter of waiters) waiter();
    };
    // A render that fails or a visitor who leaves must not keep the others waiting.
    res.on?.("close", release);

    // Keep a copy of what the app writes (before compression, which wraps these same methods).
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : null;
      if (!buf) return;
      size += buf.length;
      if (size > 4 * 1024 * 1024) overflow = true;
      else chunks.push(buf);
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.setHeader("X-Page-Cache", "miss");
    res.write = (chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    };
    res.end = (chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      if (!overflow) {
        const headers = res.getHeaders();
        delete headers["x-page-cache"];
        cache.put(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), nonce });
      }
      const ended = end(chunk, encoding, cb);
      release();
      return ended;
    };
    next();
  };
}

/** The parts of Node's request and response the fast path uses. */
interface NodeReq {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  socket: object;
}
interface NodeRes {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: Buffer): boolean;
  end(chunk?: Buffer): unknown;
  cork?(): void;
  uncork?(): void;
}

/** 128 random bits in base64 for a CSP nonce, cut from a pool: one call to the CSPRNG per 256 nonces. */
let noncePool: Buffer = Buffer.alloc(0);
let noncePoolAt = 0;
export function freshNonce(): string {
  if (noncePoolAt + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    noncePoolAt = 0;
  }
  noncePoolAt += 16;
  return noncePool.toString("base64", noncePoolAt - 16, noncePoolAt);
}

/**
 * Cached pages answered straight from Node's request handler, before Express: the middleware
 * chain costs several times the answer itself (a bare answer of the home page measured ~50,000
 * a second here, the same through Express ~10,000). Only a hit for a visitor who accepts gzip
 * is answered here, with the security headers for a fresh nonce; anything else (a miss, a
 * cookie that bypasses the cache, another encoding, a file) returns false and goes through
 * Express and pageCacheMiddleware as before.
 */
export function pageCacheFastPath(
  cache: PageCache,
  headersFor: (nonce: string, secure: boolean) => Record<string, string>,
) {
  return (req: NodeReq, res: NodeRes): boolean => {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    if (
      !cacheableRequest(cache, method, url, req.headers.cookie) ||
      !acceptsGzip(req.headers["accept-encoding"])
    )
      return false;
    const hit = cache.get(url);
    if (!hit) return false;
    const nonce = freshNonce();
    const secure =
      Boolean((req.socket as { encrypted?: boolean }).encrypted) ||
      req.headers["x-forwarded-proto"] === "https";
    const body = PageCache.gzipFor(hit, nonce);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(headersFor(nonce, secure)))
      headers[name.toLowerCase()] = value;
    for (const [name, value] of hit.headers) headers[name.toLowerCase()] = value;
    headers["x-page-cache"] = "hit";
    headers.vary = "Accept-Encoding";
    headers["content-encoding"] = "gzip";
    headers["content-length"] = String(byteLength(body));
    res.writeHead(hit.status, headers);
    if (method === "HEAD") {
      res.end();
      return true;
    }
    sendChunks(res, body);
    return true;
  };
}

let shared: PageCache | undefined;
/** The process's page cache (one per server). */
export function pageCache(maxTtlSeconds: number, bypassCookie?: string): PageCache {
  shared ??= new PageCache({ maxTtlSeconds, bypassCookie });
  return shared;
}
/** Empties the process's page cache, if there is one. */
export function purgePages(): number {
  return shared?.purge() ?? 0;
}
