import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, startSite, type Site } from "./support";

// The operator's switches behind a CDN (docs/operations.md): the same smoke set of pages served
// with the defaults and with PAGE_CACHE=off DEFER_HYDRATION=off.
const SMOKE = [
  "/",
  "/es",
  "/calculator?value=350000&county=harris",
  "/counties/harris",
  "/faq",
  "/tax-guides",
];
/** A page as sent to a browser that accepts gzip: its bytes on the wire and its cache state. */
function gzipped(port: number, path: string): Promise<{ wire: Buffer; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, headers: { "accept-encoding": "gzip" }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          expect(res.headers["content-encoding"], path).toBe("gzip");
          resolve({ wire: Buffer.concat(chunks), cache: res.headers["x-page-cache"] as string | undefined });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The CSP hash-sources of the scripts a page runs inline (JSON and JSON-LD are data, not run). */
function inlineScriptSources(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, text]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

let defaults: Site;
let switchedOff: Site;

beforeAll(async () => {
  [defaults, switchedOff] = await Promise.all([
    startSite(1),
    startSite(2, { PAGE_CACHE: "off", DEFER_HYDRATION: "off" }),
  ]);
});
afterAll(async () => {
  await Promise.all([defaults?.stop(), switchedOff?.stop()]);
});

describe.each([
  ["defaults", () => defaults, { cached: true, deferred: true }],
  ["PAGE_CACHE=off DEFER_HYDRATION=off", () => switchedOff, { cached: false, deferred: false }],
] as const)("with %s", (_, site, expected) => {
  it("serves the smoke set whole, with its security headers", async () => {
    for (const path of SMOKE) {
      for (let round = 0; round < 2; round++) {
        const a = await raw(site().port, { path });
        expect(a.status, path).toBe(200);
        expect(a.body, path).toMatch(/<h1[^>]*>[^<]{3,}/);
        expect(a.body, path).toContain("</html>");
        // Each script the page runs inline is allowed by its hash, and nothing else inline is.
        const scriptSrc = /script-src ([^;]+)/
          .exec(String(a.headers["content-security-policy"]))![1]
          .split(" ");
        const inline = inlineScriptSources(a.body);
        // The theme and scroll scripts; with Remix's own bootstrap, its context, module and data too.
        expect(inline.length, path).toBeGreaterThanOrEqual(expected.deferred ? 2 : 5);
        expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort(), path).toEqual(
          [...new Set(inline)].sort(),
        );
        expect(scriptSrc, path).not.toContain("'unsafe-inline'");
        // The second request for a page is a cache hit only when the page cache is on.
        if (round === 1) expect(a.headers["x-page-cache"] === "hit", path).toBe(expected.cached);
      }
    }
  });

  it("sends a page rendered afresh as compact as gzip makes it, as a cached one", async () => {
    // Pages the smoke set did not ask for: the first answer is a render, not the cache's copy.
    for (const path of ["/counties", "/about", "/es/calculadora"]) {
      const first = await gzipped(site().port, path);
      if (expected.cached) expect(first.cache, path).toBe("miss");
      const whole = gzipSync(gunzipSync(first.wire), { level: 6 }).length;
      expect(first.wire.length, path).toBeLessThan(whole * 1.05);
    }
  });

  it("holds the hydration scripts back until the first paint only when DEFER_HYDRATION is on", async () => {
    const a = await raw(site().port, { path: "/faq" });
    expect(a.body.includes('data-rel="modulepreload"')).toBe(expected.deferred);
    expect(a.body.includes('<link rel="modulepreload"')).toBe(!expected.deferred);
    // Deferred, the page's data is in JSON blocks for the shared bootstrap, not in scripts.
    expect(a.body.includes('<script type="application/json" id="remix-boot">')).toBe(expected.deferred);
    expect(a.body.includes("streamController.enqueue(")).toBe(!expected.deferred);
  });
});
