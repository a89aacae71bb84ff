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
// browser accepts gzip gets those pieces spliced around a fresh nonce (gzip-splice.mjs)
// instead of a new compression of the whole page per request.
// @ts-check
import { AsyncResource } from "node:async_hooks";
import { preparePieces, splicedGzip } from "./gzip-splice.mjs";
import { freshNonce } from "./nonce.mjs";
import { UNAVAILABLE_PAGES, unavailableHeaders } from "./unavailable.mjs";

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string][]} headers
 * @property {Buffer} body
 * @property {string} nonce
 * @property {Buffer[]} parts The body cut at each occurrence of the nonce, so a hit is a copy, not a text search.
 * @property {import("./gzip-splice.mjs").PreparedPiece[]} [prepared] Each part as raw deflate with its CRC, made on the first gzip hit (preparePieces).
 * @property {{ http?: AnswerHead, https?: AnswerHead }} [heads] The fast path's headers for it, made on its first hit by each scheme (answerHead).
 * @property {number} expires When it stops being fresh.
 * @property {number} staleUntil Until when it may still be served while one render refreshes it.
 */

/** @param {Buffer} body @param {string} needle @returns {Buffer[]} */
function splitAt(body, needle) {
  const n = Buffer.from(needle, "utf8");
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(n, from); at !== -1; at = body.indexOf(n, from)) {
    parts.push(body.subarray(from, at));
    from = at + n.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * @typedef {object} PageCacheOptions
 * @property {number} maxTtlSeconds Longest time a page is kept, in seconds, whatever its Cache-Control says.
 * @property {number} [maxEntries]
 * @property {number} [maxBytes]
 * @property {number} [maxEntryBytes]
 * @property {number} [staleSeconds] How long past its expiry a page is served while one render refreshes it.
 * @property {(cookieHeader: string | undefined) => boolean} [bypass] Requests for which this is true bypass the cache (an editor's valid preview cookie).
 * @property {number} [maxRenders] Pages rendered at once for this cache's misses; more wait in a queue.
 * @property {number} [queueMs] Longest wait in that queue before the answer is a 503.
 * @property {() => number} [now]
 */

/** Headers describing one response's body or one visitor: never replayed from the cache. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "date",
  "transfer-encoding",
  "connection",
  "keep-alive",
  // Computed for each answer from its own request (server/security.mjs): a copy never carries
  // the framing rule of the request it was rendered for.
  "content-security-policy",
  "x-frame-options",
  "x-reads-query",
]);

/** Seconds a shared cache may keep a response with this Cache-Control, 0 when it may not. */
/** @param {string | undefined} cacheControl @returns {number} */
export function sharedMaxAge(cacheControl) {
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
  /** @type {Map<string, CachedPage>} */
  #pages = new Map();
  #bytes = 0;
  #maxEntries;
  #maxBytes;
  #maxEntryBytes;
  #now;
  /** Pages that do not read their query string (learned from their answers' X-Reads-Query). */
  #queryFree = new Set();
  /** @type {Map<string, (() => void)[]>} Keys being rendered, with the requests waiting on them. */
  rendering = new Map();
  hits = 0;
  stale = 0;
  misses = 0;

  /** @param {PageCacheOptions} options */
  constructor(options) {
    this.options = options;
    this.#maxEntries = options.maxEntries ?? 2000;
    this.#maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
    this.#maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  get size() {
    return this.#pages.size;
  }

  /**
   * Whether this request may be answered from, or fill, the cache. Only a cookie the `bypass`
   * check accepts skips it: a made-up preview cookie is ignored, or anyone could force renders.
   * @param {string} method @param {string | undefined} cookieHeader @returns {boolean}
   */
  applies(method, cookieHeader) {
    if (method !== "GET" && method !== "HEAD") return false;
    if (this.options.maxTtlSeconds <= 0) return false;
    return !(cookieHeader && this.options.bypass?.(cookieHeader));
  }

  /**
   * The cache key of a request's URL: the path alone for a page known not to read its query
   * string (so `?utm_source=…` or `?x=random` costs no render), the whole URL otherwise.
   * @param {string} url
   */
  keyFor(url) {
    const q = url.indexOf("?");
    return q !== -1 && this.#queryFree.has(url.slice(0, q)) ? url.slice(0, q) : url;
  }

  /** A fresh page, or undefined. @param {string} key @returns {CachedPage | undefined} */
  get(key) {
    const found = this.lookup(key);
    return found?.fresh ? found.page : undefined;
  }

  /**
   * The page kept under `key`, fresh or stale (past its expiry but within the stale window),
   * or undefined when there is none or it is too old.
   * @param {string} key @returns {{ page: CachedPage, fresh: boolean } | undefined}
   */
  lookup(key) {
    const page = this.#pages.get(key);
    const now = this.#now();
    if (!page || page.staleUntil <= now) {
      if (page) this.#delete(key);
      this.misses++;
      return undefined;
    }
    // Refresh its place in the eviction order.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    const fresh = page.expires > now;
    if (fresh) this.hits++;
    else this.stale++;
    return { page, fresh };
  }

  /** Keeps a response when it qualifies; returns whether it was kept. */
  /**
   * @param {string} key
   * @param {{ status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer, nonce: string }} response
   * @returns {boolean}
   */
  put(key, response) {
    if (response.status !== 200 || !response.nonce) return false;
    /** @param {string} name */
    const header = (name) => {
      const v = response.headers[name];
      return Array.isArray(v) ? v.join(", ") : v === undefined ? undefined : String(v);
    };
    if (header("x-reads-query") === "no") this.#queryFree.add(key.split("?")[0]);
    if (header("set-cookie") !== undefined) return false;
    if (!(header("content-type") ?? "").startsWith("text/html")) return false;
    const ttl = Math.min(sharedMaxAge(header("cache-control")), this.options.maxTtlSeconds);
    if (ttl <= 0) return false;
    if (response.body.length === 0 || response.body.length > this.#maxEntryBytes) return false;

    /** @type {[string, string][]} */
    const headers = [];
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || NOT_REPLAYED.has(name.toLowerCase())) continue;
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    this.#delete(key);
    this.#pages.set(key, {
      status: response.status,
      headers,
      body: response.body,
      nonce: response.nonce,
      parts: splitAt(response.body, response.nonce),
      expires: this.#now() + ttl * 1000,
      staleUntil: this.#now() + (ttl + (this.options.staleSeconds ?? 0)) * 1000,
    });
    this.#bytes += response.body.length;
    while (this.#pages.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** The cached body with the request's own nonce in place of the one it was rendered with. */
  /** @param {CachedPage} page @param {string} nonce @returns {Buffer} */
  static bodyFor(page, nonce) {
    if (!nonce || nonce === page.nonce) return page.body;
    // The nonce is 128 random bits in base64: it occurs nowhere in a page but where it was put.
    const fresh = Buffer.from(nonce, "utf8");
    const pieces = [page.parts[0]];
    for (let i = 1; i < page.parts.length; i++) pieces.push(fresh, page.parts[i]);
    return Buffer.concat(pieces);
  }

  /** The cached page gzip-compressed, with the request's own nonce. */
  /** @param {CachedPage} page @param {string} nonce @returns {Buffer[]} */
  static gzipFor(page, nonce) {
    const inserted = Buffer.from(nonce || page.nonce, "utf8");
    // Every nonce has the same length; a page is prepared again only if one did not.
    if (page.prepared?.[0]?.insertedLength !== inserted.length)
      page.prepared = preparePieces(page.parts, inserted.length);
    return splicedGzip(page.prepared, inserted);
  }

  /** @returns {number} */
  purge() {
    const n = this.#pages.size;
    this.#pages.clear();
    this.#bytes = 0;
    return n;
  }

  /** @param {string} key */
  #delete(key) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#bytes -= page.body.length;
    this.#pages.delete(key);
  }
}

// --- Express middleware (server/index.mjs installs it) ---

/**
 * @typedef {{ method: string, originalUrl: string, headers: Record<string, string | string[] | undefined> }} Req
 * @typedef {object} Res
 * @property {number} statusCode
 * @property {{ nonce?: string }} locals
 * @property {() => Record<string, string | string[] | number | undefined>} getHeaders
 * @property {(name: string, value: string) => void} setHeader
 * @property {(code: number) => Res} status
 * @property {(chunk?: unknown, encoding?: unknown, cb?: unknown) => unknown} end
 * @property {(chunk?: unknown, encoding?: unknown, cb?: unknown) => boolean} write
 * @property {(event: "close", listener: () => void) => unknown} [on]
 */

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
/** @param {string | string[] | undefined} header @returns {boolean} */
export function acceptsGzip(header) {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of value.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q[coding.trim()] = weight === undefined ? 1 : Number(weight.slice(2)) || 0;
  }
  const gzip = q.gzip ?? q["*"];
  return gzip !== undefined && gzip > 0;
}

/** Whether a request may be answered from the cache at all: GET or HEAD, no bypass cookie, a page and not a file (favicon.svg, robots.txt are the static server's; pages have no extension). */
/** @param {PageCache} cache @param {string} method @param {string} url @param {string | string[] | undefined} cookie @returns {boolean} */
function cacheableRequest(cache, method, url, cookie) {
  return (
    cache.applies(method, Array.isArray(cookie) ? cookie.join("; ") : cookie) &&
    !/\.[a-z0-9]+$/i.test(url.split("?")[0])
  );
}

/** @param {readonly Buffer[]} chunks */
const byteLength = (chunks) => chunks.reduce((n, b) => n + b.length, 0);

/** Sends the chunks and ends the answer, in one write to the socket where the response can cork. */
/**
 * @param {{ write(chunk: Buffer): unknown, end(chunk?: Buffer): unknown, cork?(): void, uncork?(): void }} res
 * @param {readonly Buffer[]} chunks
 */
function sendChunks(res, chunks) {
  res.cork?.();
  for (let i = 0; i < chunks.length - 1; i++) res.write(chunks[i]);
  res.end(chunks[chunks.length - 1]);
  res.uncork?.();
}

/**
 * Renders started for cache misses at once, with a queue behind them: a burst of distinct pages
 * (unique query strings on a page that reads its query, a flood of county slugs) is rendered a
 * few at a time, and a request that would wait longer than the budget is told to come back
 * (503 with Retry-After) instead of piling up until every render times out.
 */
export class RenderQueue {
  active = 0;
  /** @type {{ go: () => void, timer: NodeJS.Timeout }[]} */
  #waiting = [];
  rejected = 0;

  /** @param {number} max @param {number} waitMs */
  constructor(max, waitMs) {
    this.max = max;
    this.waitMs = waitMs;
  }

  /**
   * Calls `go` when a render slot is free (the caller must call the release it gets), or
   * `refuse` when none frees up within the budget.
   * @param {(release: () => void) => void} go
   * @param {() => void} refuse
   */
  enter(go, refuse) {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active--;
      const next = this.#waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.go();
      }
    };
    // Bound to the caller's async context: a queued render starts from another request's end,
    // and must keep its own request's content budget (server/request-budget.mjs).
    const start = AsyncResource.bind(() => {
      this.active++;
      go(release);
    });
    if (this.active < this.max) return start();
    const entry = {
      go: start,
      timer: setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(entry), 1);
        this.rejected++;
        refuse();
      }, this.waitMs),
    };
    this.#waiting.push(entry);
  }

  get queued() {
    return this.#waiting.length;
  }
}

/** @param {Res} res */
function answerBusy(res) {
  res.status(503);
  for (const [name, value] of Object.entries(unavailableHeaders("busy"))) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "busy");
  res.end(UNAVAILABLE_PAGES.busy);
}

/**
 * @param {PageCache} cache
 * @param {{ queue?: RenderQueue, skip?: (path: string) => boolean }} [options]
 *   `skip`: paths that neither use the cache nor wait in the queue (the health check).
 */
export function pageCacheMiddleware(cache, options = {}) {
  const queue = options.queue ?? new RenderQueue(8, 2500);

  /** @param {Req} req @param {Res} res @param {() => void} next */
  return (req, res, next) => {
    if (!cacheableRequest(cache, req.method, req.originalUrl, req.headers.cookie)) return next();
    if (options.skip?.(req.originalUrl.split("?")[0])) return next();
    const key = cache.keyFor(req.originalUrl);
    if (key !== req.originalUrl) {
      // The page does not read its query: render it without, so the copy fits every query.
      req.originalUrl = key;
      /** @type {{ url?: string }} */ (req).url = key;
    }
    const nonce = res.locals.nonce ?? "";

    /** @param {CachedPage} hit @param {boolean} fresh */
    const serve = (hit, fresh) => {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", fresh ? "hit" : "stale");
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

    const found = cache.lookup(key);
    if (found?.fresh) return serve(found.page, true);
    const waiting = cache.rendering.get(key);
    // Stale while revalidate: one request renders the page again, the others get the old copy.
    if (found && waiting) return serve(found.page, false);
    if (req.method === "HEAD") return next();

    /** Renders this request's page when the queue lets it; `done` runs when it is answered. */
    const renderInTurn = (done = () => {}) =>
      queue.enter(
        (leave) => {
          res.on?.("close", leave);
          render(req, res, key, nonce, () => {
            leave();
            done();
          });
          next();
        },
        () => {
          if (found) serve(found.page, false);
          else answerBusy(res);
          done();
        },
      );

    if (waiting) {
      // The page is being rendered: answer from it when it is kept, or take a turn to render
      // if it was not (a 404, a failed render, a visitor who left).
      waiting.push(() => {
        const kept = cache.get(key);
        if (kept) serve(kept, true);
        else renderInTurn();
      });
      return;
    }
    cache.rendering.set(key, []);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const waiters = cache.rendering.get(key) ?? [];
      cache.rendering.delete(key);
      for (const waiter of waiters) waiter();
    };
    // A render that fails or a visitor who leaves must not keep the others waiting.
    res.on?.("close", release);
    renderInTurn(release);
  };

  /**
   * Lets the app answer, keeping a copy of what it writes (before compression, which wraps
   * these same methods) for the cache; `done` runs once the answer is ended.
   * @param {Req} req @param {Res} res @param {string} key @param {string} nonce @param {() => void} done
   */
  function render(req, res, key, nonce, done) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let overflow = false;
    /** @param {unknown} chunk @param {unknown} encoding */
    const keep = (chunk, encoding) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(
              chunk,
              /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
            )
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
    res.write = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    };
    res.end = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      if (!overflow && req.method === "GET") {
        const headers = res.getHeaders();
        delete headers["x-page-cache"];
        cache.put(key, { status: res.statusCode, headers, body: Buffer.concat(chunks), nonce });
      }
      const ended = end(chunk, encoding, cb);
      done();
      return ended;
    };
  }
}

/** Where the nonce goes in headers made once for every answer: no header value holds it. */
const NONCE_STAND_IN = "\0nonce\0";

/**
 * @typedef {object} AnswerHead
 * @property {Record<string, string>} fixed Every header of the answer, lower-cased, the nonce's
 *   place in those that hold it marked by NONCE_STAND_IN.
 * @property {[string, string[]][]} withNonce The headers that hold the nonce, cut at it.
 */

/**
 * The fast path's headers for a cached page, made on its first hit by each scheme and kept with
 * it: the security headers (which depend on the nonce, the scheme and the page's path only) and
 * the page's own. An answer then only puts its nonce in place and sets the cache state and the
 * length: building and merging them for every answer cost a third of the rate (wrk, home page).
 * @param {CachedPage} page @param {boolean} secure
 * @param {() => Record<string, string>} securityWithStandIn
 * @returns {AnswerHead}
 */
function answerHead(page, secure, securityWithStandIn) {
  const heads = (page.heads ??= {});
  const scheme = secure ? "https" : "http";
  const known = heads[scheme];
  if (known) return known;
  /** @type {Record<string, string>} */
  const fixed = {};
  for (const [name, value] of Object.entries(securityWithStandIn())) fixed[name.toLowerCase()] = value;
  for (const [name, value] of page.headers) fixed[name.toLowerCase()] = value;
  fixed["x-page-cache"] = "hit";
  fixed.vary = "Accept-Encoding";
  fixed["content-encoding"] = "gzip";
  fixed["content-length"] = "0";
  /** @type {[string, string[]][]} */
  const withNonce = Object.entries(fixed)
    .filter(([, value]) => value.includes(NONCE_STAND_IN))
    .map(([name, value]) => [name, value.split(NONCE_STAND_IN)]);
  return (heads[scheme] = { fixed, withNonce });
}

/**
 * The parts of Node's request and response the fast path uses.
 * @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined>, socket: object }} NodeReq
 * @typedef {{ writeHead(status: number, headers: Record<string, string>): unknown, write(chunk: Buffer): boolean, end(chunk?: Buffer): unknown, cork?(): void, uncork?(): void }} NodeRes
 */

/**
 * Cached pages answered straight from Node's request handler, before Express: the middleware
 * chain costs several times the answer itself (a bare answer of the home page measured ~50,000
 * a second here, the same through Express ~10,000). Only a hit for a visitor who accepts gzip
 * is answered here, with the security headers for a fresh nonce; anything else (a miss, a
 * cookie that bypasses the cache, another encoding, a file) returns false and goes through
 * Express and pageCacheMiddleware as before.
 * @param {PageCache} cache
 * @param {(nonce: string, secure: boolean, url: string) => Record<string, string>} headersFor The
 *   security headers for this nonce and request path (which decides whether the page may be framed).
 */
export function pageCacheFastPath(cache, headersFor) {
  /** @param {NodeReq} req @param {NodeRes} res @returns {boolean} */
  return (req, res) => {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    if (
      !cacheableRequest(cache, method, url, req.headers.cookie) ||
      !acceptsGzip(req.headers["accept-encoding"])
    )
      return false;
    const key = cache.keyFor(url);
    const found = cache.lookup(key);
    // A stale copy only while another request renders the page again (the middleware starts it).
    if (!found || !(found.fresh || cache.rendering.has(key))) return false;
    const hit = found.page;
    const nonce = freshNonce();
    const secure =
      Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) ||
      req.headers["x-forwarded-proto"] === "https";
    const body = PageCache.gzipFor(hit, nonce);
    const head = answerHead(hit, secure, () => headersFor(NONCE_STAND_IN, secure, url));
    const headers = { ...head.fixed };
    for (const [name, parts] of head.withNonce) headers[name] = parts.join(nonce);
    headers["x-page-cache"] = found.fresh ? "hit" : "stale";
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
