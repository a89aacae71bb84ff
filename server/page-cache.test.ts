import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { freshNonce } from "./nonce.mjs";
import {
  acceptsGzip,
  PageCache,
  pageCacheFastPath,
  pageCacheMiddleware,
  RenderQueue,
  sharedMaxAge,
} from "./page-cache.mjs";
import { securityHeaders } from "./security.mjs";

const html = (nonce: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><p>Harris</p><script nonce="${nonce}" type="module">2</script></body></html>`,
  );
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
    over: Partial<{ status: number; headers: Record<string, string>; body: Buffer; nonce: string }> = {},
  ) => ({
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": CONTENT,
      "content-security-policy": "script-src 'nonce-AAA'",
      "x-content-state": "fresh",
    },
    body: html("AAA"),
    nonce: "AAA",
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
    expect(cache.put("/e", page({ nonce: "" }))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("does not replay the CSP or per-response headers, and swaps in the new request's nonce", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    cache.put("/", page());
    const hit = cache.get("/")!;
    expect(hit.headers.map(([n]) => n)).toEqual(["content-type", "cache-control", "x-content-state"]);
    const body = PageCache.bodyFor(hit, "BBB").toString();
    expect(body).not.toContain("AAA");
    expect(body.match(/nonce="BBB"/g)).toHaveLength(2);
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

/** A response as the middleware sees it, recording what is written and who listens for "close". */
function fakeRes(nonce: string) {
  const headers: Record<string, string> = {};
  const out: { status: number; body: Buffer[]; ended: boolean } = { status: 200, body: [], ended: false };
  const closers: (() => void)[] = [];
  const res = {
    statusCode: 200,
    locals: { nonce },
    getHeaders: () => ({ ...headers }),
    setHeader: (n: string, v: string) => void (headers[n.toLowerCase()] = v),
    status(code: number) {
      this.statusCode = code;
      out.status = code;
      return this;
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
  it("renders once, then answers from memory with a fresh nonce each time", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    const mw = pageCacheMiddleware(cache);
    let renders = 0;
    const app = (nonce: string) => {
      const { res, headers, out } = fakeRes(nonce);
      mw({ method: "GET", originalUrl: "/counties", headers: {} }, res, () => {
        renders++;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", CONTENT);
        res.write(html(nonce).subarray(0, 40));
        res.end(html(nonce).subarray(40));
      });
      return { headers, body: Buffer.concat(out.body).toString() };
    };
    const first = app("n1");
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = app("n2");
    const third = app("n3");
    expect(renders).toBe(1);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(html("n2").toString());
    expect(third.body).toBe(html("n3").toString());
  });

  it("answers a browser that accepts gzip with the page compressed around its own nonce", () => {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    const mw = pageCacheMiddleware(cache);
    const request = (nonce: string, encoding?: string) => {
      const { res, headers, out } = fakeRes(nonce);
      mw(
        { method: "GET", originalUrl: "/", headers: encoding ? { "accept-encoding": encoding } : {} },
        res,
        () => {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", CONTENT);
          res.end(html(nonce));
        },
      );
      return { headers, body: Buffer.concat(out.body) };
    };
    request("n0");
    for (const nonce of ["Zm9vYmFyYmF6cXV1eA==", "c2Vjb25kLW5vbmNlLXg="]) {
      const hit = request(nonce, "gzip, deflate, br");
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(hit.headers["vary"]).toBe("Accept-Encoding");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      expect(gunzipSync(hit.body).toString()).toBe(html(nonce).toString());
    }
    const plain = request("n9", "gzip;q=0, identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html("n9").toString());
  });
});

describe("pageCacheMiddleware under a burst of requests for a page not yet cached", () => {
  it("renders the page once and answers the requests that came meanwhile from it, each with its own nonce", () => {
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }));
    const renders: (() => void)[] = [];
    const requests = ["n1", "n2", "n3", "n4"].map((nonce) => {
      const r = fakeRes(nonce);
      mw({ method: "GET", originalUrl: "/counties", headers: {} }, r.res, () =>
        renders.push(() => {
          r.res.setHeader("Content-Type", "text/html; charset=utf-8");
          r.res.setHeader("Cache-Control", CONTENT);
          r.res.end(html(nonce));
        }),
      );
      return { nonce, ...r };
    });
    expect(renders).toHaveLength(1);
    expect(requests.some((r) => r.out.ended)).toBe(false);
    renders[0]();
    for (const r of requests) {
      expect(r.out.ended).toBe(true);
      expect(Buffer.concat(r.out.body).toString()).toBe(html(r.nonce).toString());
    }
    expect(requests.slice(1).every((r) => r.headers["x-page-cache"] === "hit")).toBe(true);
  });

  it("lets the waiting requests render for themselves when the page may not be kept, or when the first visitor left", () => {
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }));
    let renders = 0;
    const leader = fakeRes("a1");
    const second = fakeRes("a2");
    const third = fakeRes("a3");
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
    nonce: string,
    page: { cacheControl?: string; readsQuery?: boolean } = {},
  ) {
    const r = fakeRes(nonce);
    const req = { method: "GET", originalUrl: url, headers: {} };
    let rendered: string | undefined;
    let finish: (() => void) | undefined;
    mw(req, r.res, () => {
      rendered = req.originalUrl;
      finish = () => {
        r.res.setHeader("Content-Type", "text/html; charset=utf-8");
        r.res.setHeader("Cache-Control", page.cacheControl ?? CONTENT);
        if (page.readsQuery === false) r.res.setHeader("X-Reads-Query", "no");
        r.res.end(Buffer.from(`<p nonce="${nonce}">${req.originalUrl}</p>`));
      };
    });
    return { ...r, rendered: () => rendered, finish: () => finish?.() };
  }

  it("keys a page that says it reads no query by its path, and renders it without the query", () => {
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }));
    const first = request(mw, "/guides/exemptions?utm_source=x", "n1", { readsQuery: false });
    first.finish();
    // The first render could not know yet; from now on the query is dropped.
    const second = request(mw, "/guides/exemptions?x=123", "n2", { readsQuery: false });
    expect(second.rendered()).toBe("/guides/exemptions");
    second.finish();
    const third = request(mw, "/guides/exemptions?x=456", "n3", { readsQuery: false });
    expect(third.rendered()).toBeUndefined();
    expect(third.headers["x-page-cache"]).toBe("hit");
    expect(Buffer.concat(third.out.body).toString()).toBe('<p nonce="n3">/guides/exemptions</p>');
    // A page that reads its query keeps one copy per query.
    request(mw, "/calculator?value=1", "n4").finish();
    expect(request(mw, "/calculator?value=2", "n5").rendered()).toBe("/calculator?value=2");
  });

  it("serves the stale copy while one request renders an expired page again", () => {
    const t = clock();
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60, staleSeconds: 30, now: t.now }));
    request(mw, "/", "n0").finish();
    t.advance(61_000);
    const refresher = request(mw, "/", "n1");
    expect(refresher.rendered()).toBe("/");
    const others = ["n2", "n3", "n4"].map((n) => request(mw, "/", n));
    for (const o of others) {
      expect(o.rendered()).toBeUndefined();
      expect(o.out.ended).toBe(true);
      expect(o.headers["x-page-cache"]).toBe("stale");
    }
    refresher.finish();
    expect(request(mw, "/", "n5").headers["x-page-cache"]).toBe("hit");
    // Past the stale window the copy is gone: the next request waits for a render.
    t.advance(100_000);
    const late = request(mw, "/", "n6");
    expect(late.rendered()).toBe("/");
    expect(late.out.ended).toBe(false);
  });

  it("renders a few pages at a time and answers 503 with Retry-After past the queue's budget", async () => {
    const queue = new RenderQueue(2, 30);
    const mw = pageCacheMiddleware(new PageCache({ maxTtlSeconds: 60 }), { queue });
    const renders = Array.from({ length: 5 }, (_, i) => request(mw, `/counties/c${i}`, `n${i}`));
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
  const securityFor = (nonce: string, secure: boolean) => ({
    "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'${secure ? "; upgrade-insecure-requests" : ""}`,
    "X-Frame-Options": "DENY",
  });
  function cached() {
    const cache = new PageCache({
      maxTtlSeconds: 60,
      bypass: (cookie) => cookie?.startsWith("__ptc_preview=") ?? false,
    });
    cache.put("/counties", {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": CONTENT,
        "x-frame-options": "DENY",
      },
      body: html("n0"),
      nonce: "n0",
    });
    return pageCacheFastPath(cache, securityFor);
  }
  function answer(
    fast: ReturnType<typeof cached>,
    req: { method?: string; url?: string; headers?: Record<string, string>; encrypted?: boolean },
  ) {
    const out: { status?: number; headers?: Record<string, string>; body: Buffer[]; ended: boolean } = {
      body: [],
      ended: false,
    };
    const res = {
      writeHead: (status: number, headers: Record<string, string>) =>
        void Object.assign(out, { status, headers }),
      write: (chunk: Buffer) => out.body.push(chunk) > 0,
      end: (chunk?: Buffer) => {
        if (chunk) out.body.push(chunk);
        out.ended = true;
      },
    };
    const answered = fast(
      {
        method: req.method ?? "GET",
        url: req.url ?? "/counties",
        headers: { "accept-encoding": "gzip, br", ...req.headers },
        socket: { encrypted: req.encrypted },
      },
      res,
    );
    return { answered, ...out, text: () => gunzipSync(Buffer.concat(out.body)).toString() };
  }

  it("answers a hit gzip-compressed with a nonce of its own, in the body and in the CSP", () => {
    const fast = cached();
    const a = answer(fast, {});
    const b = answer(fast, { headers: { "x-forwarded-proto": "https" } });
    for (const r of [a, b]) {
      expect(r.answered).toBe(true);
      expect(r.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(r.headers!["content-security-policy"])![1];
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(r.text()).toBe(html(nonce).toString());
      expect(r.headers).toMatchObject({
        "content-encoding": "gzip",
        vary: "Accept-Encoding",
        "x-page-cache": "hit",
        "content-type": "text/html; charset=utf-8",
        "x-frame-options": "DENY",
      });
      expect(Number(r.headers!["content-length"])).toBe(Buffer.concat(r.body).length);
    }
    expect(a.headers!["content-security-policy"]).not.toBe(b.headers!["content-security-policy"]);
    expect(b.headers!["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("leaves everything else to Express: misses, POST, files, other encodings, the preview cookie", () => {
    const fast = cached();
    const others: { method?: string; url?: string; headers?: Record<string, string> }[] = [
      { url: "/faq" },
      { method: "POST" },
      { url: "/favicon.svg" },
      { headers: { "accept-encoding": "identity" } },
      { headers: { cookie: "__ptc_preview=on" } },
    ];
    for (const req of others) {
      const r = answer(fast, req);
      expect(r.answered, JSON.stringify(req)).toBe(false);
      expect(r.status).toBeUndefined();
    }
    const head = answer(fast, { method: "HEAD" });
    expect(head.answered && head.ended && head.body.length === 0).toBe(true);
  });

  it("makes a page's headers once for each scheme, and puts each answer's nonce and state in them", () => {
    const t = clock();
    const cache = new PageCache({ maxTtlSeconds: 60, staleSeconds: 30, now: t.now });
    const page = { status: 200, headers: { "content-type": "text/html", "cache-control": CONTENT } };
    cache.put("/", { ...page, body: html("n0"), nonce: "n0" });
    const made: boolean[] = [];
    const fast = pageCacheFastPath(cache, (nonce, secure) => {
      made.push(secure);
      return securityFor(nonce, secure);
    });
    const answers = [false, true, false, true, false].map((encrypted) =>
      answer(fast, { url: "/", encrypted }),
    );
    expect(made).toEqual([false, true]);
    const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(a.headers!["content-security-policy"])![1]);
    expect(new Set(nonces).size).toBe(5);
    answers.forEach((a, i) => expect(a.text()).toBe(html(nonces[i]).toString()));
    expect(answers.map((a) => a.headers!["content-security-policy"].includes("upgrade"))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);

    // Expired and being rendered again: the same kept headers now say "stale".
    t.advance(61_000);
    cache.rendering.set("/", []);
    expect(answer(fast, { url: "/" }).headers!["x-page-cache"]).toBe("stale");
    cache.rendering.delete("/");
    // The new render is a new page: its headers are made again, and say "hit".
    cache.put("/", {
      ...page,
      headers: { ...page.headers, "content-language": "es" },
      body: html("n1"),
      nonce: "n1",
    });
    const renewed = answer(fast, { url: "/" });
    expect(renewed.headers).toMatchObject({ "x-page-cache": "hit", "content-language": "es" });
    expect(made).toEqual([false, true, false]);
  });

  it("gives nonces that do not repeat, each 128 bits", () => {
    const nonces = Array.from({ length: 5000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(5000);
    expect(nonces.every((n) => Buffer.from(n, "base64").length === 16 && n.length === 24)).toBe(true);
  });
});

describe("framing headers of cached pages", () => {
  const settings = { EMBED_FRAME_ANCESTORS: ["https://partner.example"] };
  const frameAncestors = (h: Record<string, string>) =>
    /frame-ancestors ([^;]+)/.exec(h["content-security-policy"])![1];

  // What server/index.mjs does: security headers for the request's path, then the cache.
  function site() {
    const cache = new PageCache({ maxTtlSeconds: 60 });
    const mw = pageCacheMiddleware(cache);
    const fast = pageCacheFastPath(cache, (nonce, secure, url) =>
      securityHeaders(nonce, settings, secure, url),
    );
    let renders = 0;
    const viaExpress = (url: string, encoding?: string) => {
      const nonce = freshNonce();
      const { res, headers } = fakeRes(nonce);
      for (const [name, value] of Object.entries(securityHeaders(nonce, settings, false, url)))
        res.setHeader(name, value);
      mw(
        { method: "GET", originalUrl: url, headers: encoding ? { "accept-encoding": encoding } : {} },
        res,
        () => {
          renders++;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", CONTENT);
          res.end(html(nonce));
        },
      );
      return headers;
    };
    const viaFastPath = (url: string) => {
      let sent: Record<string, string> | undefined;
      const answered = fast(
        { method: "GET", url, headers: { "accept-encoding": "gzip" }, socket: {} },
        {
          writeHead: (_status, h) => void (sent = h),
          write: () => true,
          end: () => {},
        },
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
      body: html("n0"),
      nonce: "n0",
    });
    const kept = cache.get("/embed/calculator")!;
    expect(kept.headers.map(([name]) => name.toLowerCase())).not.toContain("x-frame-options");
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
  });
});
