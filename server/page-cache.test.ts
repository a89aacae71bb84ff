import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  acceptsGzip,
  encodingFor,
  PageCache,
  pageCacheFastPath,
  pageCacheMiddleware,
  RenderQueue,
  sharedMaxAge,
} from "./page-cache.mjs";
import { inlineScriptHashes, securityHeaders } from "./security.mjs";

const html = (text = "Harris") =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script>1</script></head><body><p>${text}</p><script type="module">2</script></body></html>`,
  );
const HASHES = inlineScriptHashes(html().toString());
const CONTENT = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("sharedMaxAge", () => {
  it("reads s-maxage of public responses only", () => {
    expect(sharedMaxAge(CONTENT)).toBe(300);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, no-store")).toBe(0);
    expect(sharedMaxAge("public, s-maxage=60, no-cache")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
    expect(sharedMaxAge("s-maxage=60")).toBe(0);
  });
});

describe("PageCache", () => {
  const page = (
    over: Partial<{
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      scriptHashes: string[] | undefined;
    }> = {},
  ) => ({
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": CONTENT,
      "content-security-policy": "script-src 'self'",
      "x-content-state": "fresh",
    },
    body: html(),
    scriptHashes: HASHES,
    ...over,
  });

  it("keeps a public HTML page for the shorter of s-maxage and the content TTL", () => {
    const c = clock();
    const cache = new PageCache({ maxTtlSeconds: 60, now: c.now });
    expect(cache.put("/", page())).toBe(true);
    c.advance(59_000);
    expect(cache.get("/")).toBeDefined();
    c.advance(2_000);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("refuses what must not be shared", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    expect(cache.put("/a", page({ status: 404 }))).toBe(false);
    expect(
      cache.put(
        "/b",
        page({ headers: { "content-type": "text/html", "cache-control": "private, no-store" } }),
      ),
    ).toBe(false);
    expect(
      cache.put(
        "/c",
        page({ headers: { "content-type": "text/html", "cache-control": CONTENT, "set-cookie": "a=b" } }),
      ),
    ).toBe(false);
    expect(
      cache.put("/d", page({ headers: { "content-type": "application/json", "cache-control": CONTENT } })),
    ).toBe(false);
    // Not an answer of the site's render (app/entry.server.tsx gives the page's script hashes).
    expect(cache.put("/e", page({ scriptHashes: undefined }))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("does not replay the CSP or per-response headers, and keeps the page's script hashes", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    cache.put("/", page());
    const hit = cache.get("/")!;
    expect(hit.headers.map(([n]) => n)).toEqual(["content-type", "cache-control", "x-content-state"]);
    expect(hit.scriptHashes).toEqual(HASHES);
    expect(gunzipSync(hit.gzip).toString()).toBe(html().toString());
  });

  it("compresses a kept page with brotli in the background, and counts it against its memory", async () => {
    const body = Buffer.from(`<!DOCTYPE html><p>${"Harris County ".repeat(400)}</p>`);
    const cache = new PageCache({ maxTtlSeconds: 60, maxBytes: 20_000 });
    cache.put("/a", page({ body }));
    expect(cache.get("/a")!.br).toBeUndefined();
    await vi.waitFor(() => expect(cache.get("/a")!.br).toBeDefined());
    expect(brotliDecompressSync(cache.get("/a")!.br!).toString()).toBe(body.toString());
    expect(cache.get("/a")!.br!.length).toBeLessThan(cache.get("/a")!.gzip.length);
    // A page replaced before its brotli is ready does not get the old one.
    cache.put("/b", page({ body }));
    cache.put("/b", page({ body: html("Travis") }));
    await vi.waitFor(() => expect(cache.get("/b")!.br).toBeDefined());
    expect(brotliDecompressSync(cache.get("/b")!.br!).toString()).toBe(html("Travis").toString());
  });

  it("counts a page's brotli copy against its memory limit when it arrives", async () => {
    const body = Buffer.from(`<!DOCTYPE html><p>${"Harris County ".repeat(400)}</p>`);
    const gzip = gzipSync(body, { level: 9 }).length;
    // Room for the page and its gzip copy, not for its brotli copy too (any brotli is over 10 bytes).
    const cache = new PageCache({ maxTtlSeconds: 60, maxBytes: body.length + gzip + 10 });
    expect(cache.put("/a", page({ body }))).toBe(true);
    expect(cache.size).toBe(1);
    await vi.waitFor(() => expect(cache.size).toBe(0));
  });

  it("skips GET requests whose preview cookie the check accepts, and never other methods", () => {
    const cache = new PageCache({
      maxTtlSeconds: 60,
      bypass: (cookie) => cookie?.includes("__ptc_preview=valid") ?? false,
    });
    expect(cache.applies("GET", undefined)).toBe(true);
    expect(cache.applies("GET", "theme=dark; __ptc_preview=valid")).toBe(false);
    expect(cache.applies("GET", "__ptc_preview=junk")).toBe(true);
    expect(cache.applies("POST", undefined)).toBe(false);
    expect(new PageCache({ maxTtlSeconds: 0 }).applies("GET", undefined)).toBe(false);
  });

  it("evicts the least recently used pages beyond its limits, and purges", () => {
    const cache = new PageCache({ maxTtlSeconds: 60, maxEntries: 2 });
    cache.put("/a", page());
    cache.put("/b", page());
    cache.get("/a");
    cache.put("/c", page());
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.purge()).toBe(2);
    expect(cache.get("/a")).toBeUndefined();
  });
});

/**
 * A response as the middleware sees it, recording what is written and who listens for "close".
 * `scriptHashes`: what the render gives (server/index.mjs's allowInlineScripts).
 */
function fakeRes(locals: { scriptHashes?: string[] } = { scriptHashes: HASHES }) {
  const headers: Record<string, string> = {};
  const out: { status: number; body: Buffer[]; ended: boolean } = { status: 200, body: [], ended: false };
  const closers: (() => void)[] = [];
  const res = {
    statusCode: 200,
    locals,
    getHeaders: () => ({ ...headers }),
    setHeader: (n: string, v: string) => void (headers[n.toLowerCase()] = v),
    status(code: number) {
      this.statusCode = code;
      out.status = code;
      return this;
    },
    // As Node's: the headers given are set over those set before.
    writeHead(code: number, given: Record<string, string>) {
      this.status(code);
      for (const [n, v] of Object.entries(given)) headers[n.toLowerCase()] = v;
    },
    write: (chunk: unknown) => {
      out.body.push(Buffer.from(chunk as Buffer));
      return true;
    },
    end: (chunk?: unknown) => {
      if (chunk) out.body.push(Buffer.from(chunk as Buffer));
      out.ended = true;
    },
    on: (_event: "close", listener: () => void) => void closers.push(listener),
  };
  return { res, headers, out, close: () => closers.forEach((c) => c()) };
}

describe("pageCacheMiddleware", () => {
  it("renders once, then answers from memory", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    const mw = pageCacheMiddleware(cache);
    let renders = 0;
    const app = () => {
      const { res, headers, out } = fakeRes();
      mw({ method: "GET", originalUrl: "/counties", headers: {} }, res, () => {
        renders++;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", CONTENT);
        res.write(html().subarray(0, 40));
        res.end(html().subarray(40));
      });
      return { headers, body: Buffer.concat(out.body).toString() };
    };
    const first = app();
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = app();
    const third = app();
    expect(renders).toBe(1);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(html().toString());
    expect(third.body).toBe(html().toString());
  });

  it("answers in brotli once it is ready, else gzip, else plain, as the browser accepts", async () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    const mw = pageCacheMiddleware(cache);
    const request = (encoding?: string) => {
      const { res, headers, out } = fakeRes();
      mw(
        { method: "GET", originalUrl: "/", headers: encoding ? { "accept-encoding": encoding } : {} },
        res,
        () => {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", CONTENT);
          res.end(html());
        },
      );
      return { headers, body: Buffer.concat(out.body) };
    };
    request();
    const early = request("gzip, deflate, br");
    expect(early.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(early.body).toString()).toBe(html().toString());
    await vi.waitFor(() => expect(cache.get("/")!.br).toBeDefined());
    const br = request("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(html().toString());
    const gzip = request("gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html().toString());
    const plain = request("gzip;q=0, identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html().toString());
  });

  it("keeps no page whose render gave no script hashes (not a page of the site's render)", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    const mw = pageCacheMiddleware(cache);
    const { res } = fakeRes({});
    mw({ method: "GET", originalUrl: "/x", headers: {} }, res, () => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", CONTENT);
      res.end(html());
    });
    expect(cache.size).toBe(0);
  });
});

describe("pageCacheMiddleware under a burst of requests for a page not yet cached", () => {
  it("renders the page once and answers the requests that came meanwhile from it", () => {
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }));
    const renders: (() => void)[] = [];
    const requests = [1, 2, 3, 4].map(() => {
      const r = fakeRes();
      mw({ method: "GET", originalUrl: "/counties", headers: {} }, r.res, () =>
        renders.push(() => {
          r.res.setHeader("Content-Type", "text/html; charset=utf-8");
          r.res.setHeader("Cache-Control", CONTENT);
          r.res.end(html());
        }),
      );
      return r;
    });
    expect(renders).toHaveLength(1);
    expect(requests.some((r) => r.out.ended)).toBe(false);
    renders[0]();
    for (const r of requests) {
      expect(r.out.ended).toBe(true);
      expect(Buffer.concat(r.out.body).toString()).toBe(html().toString());
    }
    expect(requests.slice(1).every((r) => r.headers["x-page-cache"] === "hit")).toBe(true);
  });

  it("lets the waiting requests render for themselves when the page may not be kept, or when the first visitor left", () => {
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }));
    let renders = 0;
    const leader = fakeRes();
    const second = fakeRes();
    const third = fakeRes();
    const noStore = (r: ReturnType<typeof fakeRes>) => () => {
      renders++;
      r.res.setHeader("Content-Type", "text/html; charset=utf-8");
      r.res.setHeader("Cache-Control", "private, no-store");
      r.res.end(html("x"));
    };
    mw({ method: "GET", originalUrl: "/p", headers: {} }, leader.res, () => undefined);
    mw({ method: "GET", originalUrl: "/p", headers: {} }, second.res, noStore(second));
    expect(renders).toBe(0);
    leader.close(); // the visitor left before the page was rendered
    expect(renders).toBe(1);
    expect(second.out.ended).toBe(true);
    mw({ method: "GET", originalUrl: "/p", headers: {} }, third.res, noStore(third));
    expect(renders).toBe(2);
  });
});

describe("pageCacheMiddleware keys, expiry and load", () => {
  /** A request through the middleware whose render the test finishes when it wants. */
  function request(
    mw: ReturnType<typeof pageCacheMiddleware>,
    url: string,
    page: { cacheControl?: string; readsQuery?: boolean } = {},
  ) {
    const r = fakeRes();
    const req = { method: "GET", originalUrl: url, headers: {} };
    let rendered: string | undefined;
    let finish: (() => void) | undefined;
    mw(req, r.res, () => {
      rendered = req.originalUrl;
      finish = () => {
        r.res.setHeader("Content-Type", "text/html; charset=utf-8");
        r.res.setHeader("Cache-Control", page.cacheControl ?? CONTENT);
        if (page.readsQuery === false) r.res.setHeader("X-Reads-Query", "no");
        r.res.end(Buffer.from(`<p>${req.originalUrl}</p>`));
      };
    });
    return { ...r, rendered: () => rendered, finish: () => finish?.() };
  }

  it("keys a page that says it reads no query by its path, and renders it without the query", () => {
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }));
    const first = request(mw, "/guides/exemptions?utm_source=x", { readsQuery: false });
    first.finish();
    // The first render could not know yet; from now on the query is dropped.
    const second = request(mw, "/guides/exemptions?x=123", { readsQuery: false });
    expect(second.rendered()).toBe("/guides/exemptions");
    second.finish();
    const third = request(mw, "/guides/exemptions?x=456", { readsQuery: false });
    expect(third.rendered()).toBeUndefined();
    expect(third.headers["x-page-cache"]).toBe("hit");
    expect(Buffer.concat(third.out.body).toString()).toBe("<p>/guides/exemptions</p>");
    // A page that reads its query keeps one copy per query.
    request(mw, "/calculator?value=1").finish();
    expect(request(mw, "/calculator?value=2").rendered()).toBe("/calculator?value=2");
  });

  it("serves the stale copy while one request renders an expired page again", () => {
    const t = clock();
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60, staleSeconds: 30, now: t.now }));
    request(mw, "/").finish();
    t.advance(61_000);
    const refresher = request(mw, "/");
    expect(refresher.rendered()).toBe("/");
    const others = [1, 2, 3].map(() => request(mw, "/"));
    for (const o of others) {
      expect(o.rendered()).toBeUndefined();
      expect(o.out.ended).toBe(true);
      expect(o.headers["x-page-cache"]).toBe("stale");
    }
    refresher.finish();
    expect(request(mw, "/").headers["x-page-cache"]).toBe("hit");
    // Past the stale window the copy is gone: the next request waits for a render.
    t.advance(100_000);
    const late = request(mw, "/");
    expect(late.rendered()).toBe("/");
    expect(late.out.ended).toBe(false);
  });

  it("answers the first visitor after an expiry from the stale copy while the server's own request renders it", () => {
    const t = clock();
    const asked: { path: string; done: () => void }[] = [];
    const refresh = {
      isRefresh: (req: { headers: Record<string, unknown> }) => req.headers["x-refresh"] === "yes",
      request: (_req: unknown, path: string, done: () => void) => void asked.push({ path, done }),
    };
    const cache = new PageCache({ maxTtlSeconds: 60, staleSeconds: 30, now: t.now });
    const mw = pageCacheMiddleware(cache, { refresh });
    request(mw, "/guides/protest", { readsQuery: false }).finish();
    t.advance(61_000);
    const first = request(mw, "/guides/protest?utm=2", { readsQuery: false });
    expect(first.rendered()).toBeUndefined();
    expect(first.out.ended).toBe(true);
    expect(first.headers["x-page-cache"]).toBe("stale");
    // One refresh, of the page's key, however many visitors come meanwhile.
    expect(asked.map((a) => a.path)).toEqual(["/guides/protest"]);
    expect(request(mw, "/guides/protest").headers["x-page-cache"]).toBe("stale");
    expect(asked).toHaveLength(1);
    // The refresh itself is rendered, not answered from the copy.
    const r = fakeRes();
    const req = { method: "GET", originalUrl: "/guides/protest", headers: { "x-refresh": "yes" } };
    let rendered = false;
    mw(req, r.res, () => {
      rendered = true;
      r.res.setHeader("Content-Type", "text/html; charset=utf-8");
      r.res.setHeader("Cache-Control", CONTENT);
      r.res.end(Buffer.from("<p>new</p>"));
    });
    expect(rendered).toBe(true);
    asked[0].done();
    const after = request(mw, "/guides/protest");
    expect(after.headers["x-page-cache"]).toBe("hit");
    expect(Buffer.concat(after.out.body).toString()).toBe("<p>new</p>");
    expect(cache.rendering.size).toBe(0);
  });

  it("asks again at the next visit when a refresh ends without a new copy", () => {
    const t = clock();
    const asked: (() => void)[] = [];
    const refresh = {
      isRefresh: () => false,
      request: (_req: unknown, _path: string, done: () => void) => void asked.push(done),
    };
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60, staleSeconds: 30, now: t.now }), {
      refresh,
    });
    request(mw, "/").finish();
    t.advance(61_000);
    request(mw, "/");
    asked[0](); // failed: connection refused, a 500, a timeout
    asked[0](); // said twice: released once
    const next = request(mw, "/");
    expect(next.headers["x-page-cache"]).toBe("stale");
    expect(asked).toHaveLength(2);
    asked[1]();
    // Past the stale window no copy is left: the visitor waits for a render of their own.
    t.advance(100_000);
    expect(request(mw, "/").rendered()).toBe("/");
  });

  it("renders a few pages at a time and answers 503 with Retry-After past the queue's budget", async () => {
    const queue = new RenderQueue(2, 30);
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }), { queue });
    const renders = Array.from({ length: 5 }, (_, i) => request(mw, `/counties/c${i}`));
    expect(renders.filter((r) => r.rendered())).toHaveLength(2);
    renders[0].finish(); // frees a slot: the third starts
    expect(renders[2].rendered()).toBe("/counties/c2");
    await new Promise((r) => setTimeout(r, 60));
    for (const r of renders.slice(3)) {
      expect(r.rendered()).toBeUndefined();
      expect(r.out.status).toBe(503);
      expect(r.headers["retry-after"]).toBe("5");
      expect(r.headers["cache-control"]).toBe("private, no-store");
      const text = Buffer.concat(r.out.body).toString();
      expect(text).toContain("try again");
      expect(text).toContain("Vuelva a intentarlo");
    }
    expect(queue.rejected).toBe(2);
  });
});

describe("pageCacheFastPath (hits answered before Express)", () => {
  const made: boolean[] = [];
  const securityFor = (hashes: readonly string[], secure: boolean) => {
    made.push(secure);
    return {
      "Content-Security-Policy": `script-src 'self' ${hashes.map((h) => `'${h}'`).join(" ")}${secure ? "; upgrade-insecure-requests" : ""}`,
      "X-Frame-Options": "DENY",
    };
  };
  function cached(now?: () => number) {
    const cache = new PageCache({
      maxTtlSeconds: 60,
      staleSeconds: 30,
      now,
      bypass: (cookie) => cookie?.startsWith("__ptc_preview=") ?? false,
      securityHeaders: securityFor,
    });
    cache.put("/counties", {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": CONTENT,
        "x-frame-options": "DENY",
      },
      body: html(),
      scriptHashes: HASHES,
    });
    return { cache, fast: pageCacheFastPath(cache) };
  }
  function answer(
    fast: ReturnType<typeof pageCacheFastPath>,
    req: { method?: string; url?: string; headers?: Record<string, string>; encrypted?: boolean },
  ) {
    const out: { status?: number; headers?: Record<string, string>; body: Buffer[]; ended: boolean } = {
      body: [],
      ended: false,
    };
    const res = {
      writeHead: (status: number, headers: Record<string, string>) =>
        void Object.assign(out, { status, headers: { ...headers } }),
      end: (chunk?: Buffer) => {
        if (chunk) out.body.push(chunk);
        out.ended = true;
      },
    };
    const answered = fast(
      {
        method: req.method ?? "GET",
        url: req.url ?? "/counties",
        headers: { "accept-encoding": "gzip", ...req.headers },
        socket: { encrypted: req.encrypted },
      },
      res,
    );
    return { answered, ...out };
  }

  it("answers a hit as one buffer, with a CSP that names the page's inline scripts", () => {
    const { fast } = cached();
    const a = answer(fast, {});
    const b = answer(fast, { headers: { "x-forwarded-proto": "https" } });
    for (const r of [a, b]) {
      expect(r.answered).toBe(true);
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(1);
      expect(gunzipSync(r.body[0]).toString()).toBe(html().toString());
      for (const hash of HASHES) expect(r.headers!["content-security-policy"]).toContain(`'${hash}'`);
      expect(r.headers).toMatchObject({
        "content-encoding": "gzip",
        vary: "Accept-Encoding",
        "x-page-cache": "hit",
        "content-type": "text/html; charset=utf-8",
        "x-frame-options": "DENY",
      });
      expect(Number(r.headers!["content-length"])).toBe(r.body[0].length);
    }
    expect(a.headers!["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(b.headers!["content-security-policy"]).toContain("upgrade-insecure-requests");
    const plain = answer(fast, { headers: { "accept-encoding": "identity" } });
    expect(plain.answered).toBe(true);
    expect(plain.headers!["content-encoding"]).toBeUndefined();
    expect(Buffer.concat(plain.body).toString()).toBe(html().toString());
  });

  it("leaves everything else to Express: misses, POST, files, the preview cookie", () => {
    const { fast } = cached();
    const others: { method?: string; url?: string; headers?: Record<string, string> }[] = [
      { url: "/faq" },
      { method: "POST" },
      { url: "/favicon.svg" },
      { headers: { cookie: "__ptc_preview=on" } },
    ];
    for (const req of others) {
      const r = answer(fast, req);
      expect(r.answered, JSON.stringify(req)).toBe(false);
      expect(r.status).toBeUndefined();
    }
    const head = answer(fast, { method: "HEAD" });
    expect(head.answered && head.ended && head.body.length === 0).toBe(true);
    expect(Number(head.headers!["content-length"])).toBeGreaterThan(0);
  });

  it("makes a page's headers once for each scheme, encoding and state, and again for a new render", () => {
    const t = clock();
    made.length = 0;
    const { cache, fast } = cached(t.now);
    const answers = [false, true, false, true, false].map((encrypted) => answer(fast, { encrypted }));
    expect(made).toEqual([false, true]);
    expect(answers.map((a) => a.headers!["content-security-policy"].includes("upgrade"))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    // Kept headers are not handed out to be changed: each answer gets the same values.
    expect(answers[0].headers).toEqual(answers[2].headers);

    // Expired and being rendered again: "stale", from headers made once for that state.
    t.advance(61_000);
    cache.rendering.set("/counties", []);
    expect(answer(fast, {}).headers!["x-page-cache"]).toBe("stale");
    expect(answer(fast, {}).headers!["x-page-cache"]).toBe("stale");
    expect(made).toEqual([false, true, false]);
    cache.rendering.delete("/counties");
    // The new render is a new page: its headers are made again, and say "hit".
    cache.put("/counties", {
      status: 200,
      headers: { "content-type": "text/html", "cache-control": CONTENT, "content-language": "es" },
      body: html("Travis"),
      scriptHashes: HASHES,
    });
    const renewed = answer(fast, {});
    expect(renewed.headers).toMatchObject({ "x-page-cache": "hit", "content-language": "es" });
    expect(gunzipSync(renewed.body[0]).toString()).toBe(html("Travis").toString());
    expect(made).toEqual([false, true, false, false]);
  });
});

describe("framing headers of cached pages", () => {
  const settings = { EMBED_FRAME_ANCESTORS: ["https://partner.example"] };
  const frameAncestors = (h: Record<string, string>) =>
    /frame-ancestors ([^;]+)/.exec(h["content-security-policy"])![1];

  // What server/index.mjs does: security headers for the request's path, then the cache.
  function site() {
    const cache = new PageCache({
      maxTtlSeconds: 60,
      securityHeaders: (hashes, secure, url) => securityHeaders(hashes, settings, secure, url),
    });
    const mw = pageCacheMiddleware(cache);
    const fast = pageCacheFastPath(cache);
    let renders = 0;
    const viaExpress = (url: string, encoding?: string) => {
      const { res, headers } = fakeRes();
      for (const [name, value] of Object.entries(securityHeaders([], settings, false, url)))
        res.setHeader(name, value);
      mw(
        { method: "GET", originalUrl: url, headers: encoding ? { "accept-encoding": encoding } : {} },
        res,
        () => {
          renders++;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", CONTENT);
          res.end(html());
        },
      );
      return headers;
    };
    const viaFastPath = (url: string) => {
      let sent: Record<string, string> | undefined;
      const answered = fast(
        { method: "GET", url, headers: { "accept-encoding": "gzip" }, socket: {} },
        { writeHead: (_status, h) => void (sent = h), end: () => {} },
      );
      expect(answered, url).toBe(true);
      return sent!;
    };
    return { viaExpress, viaFastPath, renders: () => renders };
  }

  it("an embed page replayed from the cache carries the embed headers, by either path", () => {
    const s = site();
    for (const url of ["/embed/calculator", "/es/insertar/calculadora"]) {
      const miss = s.viaExpress(url);
      expect(miss["x-page-cache"]).toBe("miss");
      const hits = [s.viaExpress(url), s.viaExpress(url, "gzip"), s.viaFastPath(url)];
      for (const h of [miss, ...hits]) {
        expect(frameAncestors(h)).toBe("https://partner.example");
        expect(h["x-frame-options"]).toBeUndefined();
      }
      for (const h of hits) expect(h["content-security-policy"]).toContain(`'${HASHES[0]}'`);
      expect(hits.map((h) => h["x-page-cache"])).toEqual(["hit", "hit", "hit"]);
    }
    expect(s.renders()).toBe(2);
  });

  it("other pages replayed from the cache never do, whatever was cached before them", () => {
    const s = site();
    s.viaExpress("/embed/calculator");
    for (const url of ["/calculator", "/embed"]) {
      s.viaExpress(url);
      for (const h of [s.viaExpress(url), s.viaFastPath(url)]) {
        expect(h["x-page-cache"]).toBe("hit");
        expect(frameAncestors(h)).toBe("'none'");
        expect(h["x-frame-options"]).toBe("DENY");
      }
    }
  });

  it("keeps no framing header in a cached copy: each answer gets its own", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    cache.put("/embed/calculator", {
      status: 200,
      headers: { "content-type": "text/html", "cache-control": CONTENT, "x-frame-options": "DENY" },
      body: html(),
      scriptHashes: HASHES,
    });
    const kept = cache.get("/embed/calculator")!;
    expect(kept.headers.map(([name]) => name.toLowerCase())).not.toContain("x-frame-options");
  });
});

describe("Accept-Encoding", () => {
  it("reads gzip as browsers and proxies write it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
  });

  it("picks brotli only when the page has it and the browser takes it", () => {
    const withBr = { br: Buffer.from("x") } as Parameters<typeof encodingFor>[0];
    const without = {} as Parameters<typeof encodingFor>[0];
    expect(encodingFor(withBr, "gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor(without, "gzip, deflate, br, zstd")).toBe("gzip");
    expect(encodingFor(withBr, "gzip, br;q=0")).toBe("gzip");
    expect(encodingFor(withBr, "*")).toBe("br");
    expect(encodingFor(withBr, "identity")).toBe("identity");
    expect(encodingFor(withBr, "br;q=0, gzip;q=0")).toBe("identity");
  });
});
