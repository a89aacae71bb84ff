// Rendered pages kept in memory for as long as their own Cache-Control lets a shared cache keep
// them (s-maxage), capped at the content cache's freshness, so that a burst of visitors to the
// same page costs one render, not one per visitor. Without a CDN in front this is the
// difference between a few dozen and a few thousand pages a second (docs/performance.md).
//
// What makes a cached page safe to hand to the next visitor:
// - only GET/HEAD answers with status 200, HTML, a public Cache-Control with s-maxage, and no
//   Set-Cookie; a request with the editors' preview cookie neither reads nor fills the cache;
// - the CSP: a page's inline scripts are allowed by their hashes (decision 122), which are the
//   same for every copy of it, and the security headers are made for each request's scheme and
//   path (server/security.mjs);
// - a content purge (the CMS webhook) empties it together with the content cache.
//
// Compression: a page is compressed once when it is kept, gzip at once and brotli (smaller by
// about a fifth, slower to make) in the background; an answer is then one buffer.
// @ts-check
import { brotliCompress, constants as zlibConstants, gzipSync } from "node:zlib";
import { isSecureRequest } from "./security.mjs";
import { UNAVAILABLE_PAGES, unavailableHeaders } from "./unavailable.mjs";

/**
 * @typedef {"br" | "gzip" | "identity"} Encoding
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string][]} headers The page's own headers (not the security headers).
 * @property {Buffer} body
 * @property {Buffer} gzip
 * @property {Buffer} [br] Brotli, once the background compression has finished.
 * @property {readonly string[]} scriptHashes Its inline scripts' CSP hashes (inlineScriptHashes).
 * @property {Map<string, Record<string, string>>} heads Whole answers' headers by scheme, encoding and state, made on first use (answerHead).
 * @property {number} expires When it stops being fresh.
 * @property {number} staleUntil Until when it may still be served while one render refreshes it.
 */

/** Bytes a page holds in memory. @param {CachedPage} page */
const pageBytes = (page) => page.body.length + page.gzip.length + (page.br?.length ?? 0);

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
 * @property {(scriptHashes: readonly string[], secure: boolean, url: string) => Record<string, string>} [securityHeaders]
 *   The security headers of an answer from the cache (server/security.mjs's securityHeaders).
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
  // Made for each answer's scheme and path (server/security.mjs): a copy never carries the
  // framing rule or the scheme of the request it was rendered for.
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
   * @param {{ status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer, scriptHashes?: readonly string[] }} response
   *   `scriptHashes`: given by the render (app/entry.server.tsx); an answer without them is not a page.
   * @returns {boolean}
   */
  put(key, response) {
    if (response.status !== 200 || !response.scriptHashes) return false;
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
    /** @type {CachedPage} */
    const page = {
      status: response.status,
      headers,
      body: response.body,
      gzip: gzipSync(response.body, { level: 9 }),
      scriptHashes: response.scriptHashes,
      heads: new Map(),
      expires: this.#now() + ttl * 1000,
      staleUntil: this.#now() + (ttl + (this.options.staleSeconds ?? 0)) * 1000,
    };
    this.#pages.set(key, page);
    this.#bytes += pageBytes(page);
    this.#evict();
    // Quality 11 takes ~75 ms for a 70 KB page, off the serving thread; gzip is sent until then.
    brotliCompress(
      response.body,
      {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: response.body.length,
        },
      },
      (error, br) => {
        if (error || this.#pages.get(key) !== page) return;
        page.br = br;
        this.#bytes += br.length;
        this.#evict();
      },
    );
    return true;
  }

  #evict() {
    while (this.#pages.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
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
    this.#bytes -= pageBytes(page);
    this.#pages.delete(key);
  }
}

// --- Express middleware (server/index.mjs installs it) ---

/**
 * @typedef {{ method: string, originalUrl: string, headers: Record<string, string | string[] | undefined>, protocol?: string }} Req
 * @typedef {object} Res
 * @property {number} statusCode
 * @property {{ scriptHashes?: string[] }} locals The render's inline-script hashes (server/index.mjs's allowInlineScripts).
 * @property {() => Record<string, string | string[] | number | undefined>} getHeaders
 * @property {(name: string, value: string) => void} setHeader
 * @property {(code: number) => Res} status
 * @property {(chunk?: unknown, encoding?: unknown, cb?: unknown) => unknown} end
 * @property {(chunk?: unknown, encoding?: unknown, cb?: unknown) => boolean} write
 * @property {(event: "close", listener: () => void) => unknown} [on]
 */

/** The weight an Accept-Encoding header gives a coding (`*` stands for the others), 0 if none. */
/** @param {string | string[] | undefined} header @param {string} coding @returns {number} */
function acceptance(header, coding) {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of value.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q[name.trim()] = weight === undefined ? 1 : Number(weight.slice(2)) || 0;
  }
  return q[coding] ?? q["*"] ?? 0;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
/** @param {string | string[] | undefined} header @returns {boolean} */
export function acceptsGzip(header) {
  return acceptance(header, "gzip") > 0;
}

/**
 * The encoding a cached page is sent in: brotli when the browser takes it and it is ready (every
 * current browser takes it, over http as well), else gzip, else none.
 * @param {CachedPage} page @param {string | string[] | undefined} header @returns {Encoding}
 */
export function encodingFor(page, header) {
  if (page.br && acceptance(header, "br") > 0) return "br";
  return acceptsGzip(header) ? "gzip" : "identity";
}

/** Whether a request may be answered from the cache at all: GET or HEAD, no bypass cookie, a page and not a file (favicon.svg, robots.txt are the static server's; pages have no extension). */
/** @param {PageCache} cache @param {string} method @param {string} url @param {string | string[] | undefined} cookie @returns {boolean} */
function cacheableRequest(cache, method, url, cookie) {
  return (
    cache.applies(method, Array.isArray(cookie) ? cookie.join("; ") : cookie) &&
    !/\.[a-z0-9]+$/i.test(url.split("?")[0])
  );
}

/**
 * A whole answer's headers for a cached page, made on first use and kept with it (building and
 * merging them for every answer cost a third of the rate, wrk on the home page): the security
 * headers for the scheme and path, the page's own, its encoding, length and cache state.
 * @param {PageCache} cache @param {CachedPage} page @param {{ secure: boolean, url: string, encoding: Encoding, fresh: boolean }} answer
 * @returns {Record<string, string>}
 */
function answerHead(cache, page, { secure, url, encoding, fresh }) {
  const name = `${secure ? "https" : "http"} ${encoding} ${fresh ? "hit" : "stale"}`;
  const known = page.heads.get(name);
  if (known) return known;
  /** @type {Record<string, string>} */
  const head = {};
  for (const [key, value] of Object.entries(
    cache.options.securityHeaders?.(page.scriptHashes, secure, url) ?? {},
  ))
    head[key.toLowerCase()] = value;
  for (const [key, value] of page.headers) head[key.toLowerCase()] = value;
  head["x-page-cache"] = fresh ? "hit" : "stale";
  head.vary = "Accept-Encoding";
  if (encoding !== "identity") head["content-encoding"] = encoding;
  head["content-length"] = String(bodyIn(page, encoding).length);
  page.heads.set(name, head);
  return head;
}

/** @param {CachedPage} page @param {Encoding} encoding @returns {Buffer} */
function bodyIn(page, encoding) {
  return encoding === "br" && page.br ? page.br : encoding === "gzip" ? page.gzip : page.body;
}

/**
 * Sends a cached page: one buffer, with headers made once for its kind of answer.
 * @param {PageCache} cache @param {CachedPage} page @param {boolean} fresh
 * @param {{ method?: string, url?: string, originalUrl?: string, headers: Record<string, string | string[] | undefined>, socket?: object }} req
 * @param {{ writeHead(status: number, headers: Record<string, string>): unknown, end(chunk?: Buffer): unknown }} res
 */
function sendCached(cache, page, fresh, req, res) {
  const encoding = encodingFor(page, req.headers["accept-encoding"]);
  const url = req.originalUrl ?? req.url ?? "/";
  res.writeHead(page.status, answerHead(cache, page, { secure: isSecureRequest(req), url, encoding, fresh }));
  if (req.method === "HEAD") res.end();
  else res.end(bodyIn(page, encoding));
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
    const start = () => {
      this.active++;
      go(release);
    };
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
 * Renders an expired page again without a visitor waiting for it (server/page-refresh.mjs): the
 * server asks itself for the page, and `isRefresh` knows that request.
 * @typedef {object} PageRefresh
 * @property {(req: { headers: Record<string, string | string[] | undefined> }) => boolean} isRefresh
 * @property {(req: Req, path: string, done: () => void) => void} request Asks for `path`; `done` runs once the answer has ended or failed.
 */

/**
 * @param {PageCache} cache
 * @param {{ queue?: RenderQueue, skip?: (path: string) => boolean, refresh?: PageRefresh }} [options]
 *   `skip`: paths that neither use the cache nor wait in the queue (the health check).
 *   `refresh`: without it, the first request after a page's expiry renders it and waits.
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
    /** @param {CachedPage} hit @param {boolean} fresh */
    const serve = (hit, fresh) => sendCached(cache, hit, fresh, req, /** @type {any} */ (res));

    const found = cache.lookup(key);
    const refreshing = options.refresh?.isRefresh(req) ?? false;
    if (found?.fresh && !refreshing) return serve(found.page, true);
    const waiting = cache.rendering.get(key);
    // Stale while revalidate: one render refreshes the page, every visitor meanwhile gets the old
    // copy, the first one too when the server can ask itself for the page.
    if (found && waiting && !refreshing) return serve(found.page, false);
    if (found && options.refresh && !refreshing) {
      cache.rendering.set(key, []);
      serve(found.page, false);
      options.refresh.request(req, key, releaseRendering(key));
      return;
    }
    if (req.method === "HEAD") return next();

    /** Renders this request's page when the queue lets it; `done` runs when it is answered. */
    const renderInTurn = (done = () => {}) =>
      queue.enter(
        (leave) => {
          res.on?.("close", leave);
          render(req, res, key, () => {
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

    // The refresh asked for above: its render replaces the copy, and its own answer ending
    // releases the visitors waiting on it.
    if (refreshing) return renderInTurn();
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
    const release = releaseRendering(key);
    // A render that fails or a visitor who leaves must not keep the others waiting.
    res.on?.("close", release);
    renderInTurn(release);
  };

  /** Ends the render of `key` (once, however often it is called) and wakes who waited on it. */
  /** @param {string} key */
  function releaseRendering(key) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const waiters = cache.rendering.get(key) ?? [];
      cache.rendering.delete(key);
      for (const waiter of waiters) waiter();
    };
  }

  /**
   * Lets the app answer, keeping a copy of what it writes (before compression, which wraps
   * these same methods) for the cache; `done` runs once the answer is ended.
   * @param {Req} req @param {Res} res @param {string} key @param {() => void} done
   */
  function render(req, res, key, done) {
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
        cache.put(key, {
          status: res.statusCode,
          headers,
          body: Buffer.concat(chunks),
          scriptHashes: res.locals.scriptHashes,
        });
      }
      const ended = end(chunk, encoding, cb);
      done();
      return ended;
    };
  }
}

/**
 * The parts of Node's request and response the fast path uses.
 * @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined>, socket: object }} NodeReq
 * @typedef {{ writeHead(status: number, headers: Record<string, string>): unknown, end(chunk?: Buffer): unknown }} NodeRes
 */

/**
 * Cached pages answered straight from Node's request handler, before Express: the middleware
 * chain costs several times the answer itself (a bare answer of the home page measured ~50,000
 * a second here, the same through Express ~10,000). Only a hit is answered here; anything else
 * (a miss, a cookie that bypasses the cache, a file) returns false and goes through Express and
 * pageCacheMiddleware as before, and so does the server's own request to refresh a page.
 * @param {PageCache} cache
 * @param {PageRefresh} [refresh]
 */
export function pageCacheFastPath(cache, refresh) {
  /** @param {NodeReq} req @param {NodeRes} res @returns {boolean} */
  return (req, res) => {
    if (refresh?.isRefresh(req)) return false;
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    if (!cacheableRequest(cache, method, url, req.headers.cookie)) return false;
    const key = cache.keyFor(url);
    const found = cache.lookup(key);
    // A stale copy only while another request renders the page again (the middleware starts it).
    if (!found || !(found.fresh || cache.rendering.has(key))) return false;
    sendCached(cache, found.page, found.fresh, req, res);
    return true;
  };
}
