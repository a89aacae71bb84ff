import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { routeById } from "~/i18n/route-table";
import {
  contentSecurityPolicy,
  EMBED_PATHS,
  EMBED_PREVIEW_PATHS,
  inlineScriptHashes,
  isEmbedPath,
  parseFrameAncestors,
  securityHeaders,
} from "./security.mjs";

const base = { SENTRY_DSN: undefined, GTM_ID: undefined, CONTENT_SOURCE: "local" as const };

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );
}

describe("security headers", () => {
  it("allows scripts only from the site and the page's own inline scripts, by hash", () => {
    const d = directives(contentSecurityPolicy(["sha256-AAA=", "sha256-BBB="], base));
    expect(d["script-src"]).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directives(contentSecurityPolicy([], base))["script-src"]).toEqual(["'self'"]);
    expect(d["script-src"]).not.toContain("'unsafe-inline'");
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["img-src"]).toContain("https://cdn.sanity.io");
  });

  it("names no third-party host until a feature that needs it is configured", () => {
    const csp = contentSecurityPolicy([], base);
    expect(csp).not.toMatch(/google|sentry/);
    const d = directives(
      contentSecurityPolicy([], {
        ...base,
        SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
        GTM_ID: "GTM-ABC123",
      }),
    );
    expect(d["connect-src"]).toContain("https://o1.ingest.sentry.io");
    expect(d["script-src"]).toContain("https://www.googletagmanager.com");
  });

  it("sends HSTS and upgrade-insecure-requests only over https", () => {
    const plain = securityHeaders([], base, false, "/");
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(plain["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    const tls = securityHeaders([], base, true, "/");
    expect(tls["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(tls["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    for (const h of ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"])
      expect(tls[h]).toBeTruthy();
  });
});

describe("inline script hashes", () => {
  const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

  it("hashes the text of each inline script a page runs, once each, as CSP hashes it", () => {
    const page =
      '<head><script>document.documentElement.setAttribute("data-js","")</script>' +
      '<script type="application/ld+json">{"@type":"WebApplication"}</script>' +
      '<script src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script></head>' +
      '<body><p>café &lt;script&gt;</p><script type="module" async="">import("/assets/c.js");\n</script>' +
      '<script>window.x = "año";</script><script>document.documentElement.setAttribute("data-js","")</script></body>';
    expect(inlineScriptHashes(page)).toEqual([
      sha('document.documentElement.setAttribute("data-js","")'),
      sha('import("/assets/c.js");\n'),
      sha('window.x = "año";'),
    ]);
    // The published example of CSP Level 3 (w3.org/TR/CSP3, "hash-source"): alert('Hello, world.');
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    ]);
  });
});

describe("framing: only the embeddable calculator may be framed", () => {
  const partners = { ...base, EMBED_FRAME_ANCESTORS: ["https://partner.example", "https://*.news.example"] };

  it("knows the embed pages by the route table's paths, in both languages", () => {
    const embed = routeById("embed-calculator")!;
    expect([...EMBED_PATHS].sort()).toEqual([embed.en, embed.es].sort());
    const instructions = routeById("embed")!;
    expect([...EMBED_PREVIEW_PATHS].sort()).toEqual([instructions.en, instructions.es].sort());
  });

  it("lets only the Embed page frame this site's pages, for its live preview", () => {
    const frameSrc = (url: string) =>
      directives(securityHeaders([], base, true, url)["Content-Security-Policy"])["frame-src"];
    for (const url of ["/embed", "/es/insertar", "/es/insertar/", "/embed?x=1"])
      expect(frameSrc(url), url).toEqual(["'self'"]);
    for (const url of ["/", "/calculator", "/embed/calculator", "/es/insertar/calculadora"])
      expect(frameSrc(url), url).toEqual(["'none'"]);
  });

  it("lets any site frame the embed pages by default, without X-Frame-Options", () => {
    for (const url of [
      "/embed/calculator",
      "/es/insertar/calculadora",
      "/embed/calculator?value=300000&county=harris",
      "/embed/calculator/",
    ]) {
      const h = securityHeaders([], base, true, url);
      expect(directives(h["Content-Security-Policy"])["frame-ancestors"], url).toEqual(["*"]);
      expect(h["X-Frame-Options"], url).toBeUndefined();
    }
  });

  it("names only the configured sites when EMBED_FRAME_ANCESTORS lists them", () => {
    const h = securityHeaders([], partners, true, "/es/insertar/calculadora");
    expect(directives(h["Content-Security-Policy"])["frame-ancestors"]).toEqual([
      "https://partner.example",
      "https://*.news.example",
    ]);
  });

  it("refuses every other page to every frame, the Embed instructions page included", () => {
    for (const url of [
      "/",
      "/calculator",
      "/es/calculadora",
      "/embed",
      "/es/insertar",
      "/embed/calculator/x",
      "/embed/calculatorx",
      "/x/embed/calculator",
      "/embed/calculator.js",
    ]) {
      const h = securityHeaders([], partners, true, url);
      expect(directives(h["Content-Security-Policy"])["frame-ancestors"], url).toEqual(["'none'"]);
      expect(h["X-Frame-Options"], url).toBe("DENY");
      expect(isEmbedPath(url), url).toBe(false);
    }
  });

  it("loads no tag manager in the embedded calculator, even when one is configured", () => {
    const tagged = { ...base, GTM_ID: "GTM-ABC123" };
    expect(contentSecurityPolicy([], tagged, true, "embed")).not.toContain("googletagmanager");
    expect(directives(contentSecurityPolicy([], tagged, true, "embed"))["frame-src"]).toEqual(["'none'"]);
    expect(contentSecurityPolicy([], tagged, true, "page")).toContain("googletagmanager");
  });

  it("reads EMBED_FRAME_ANCESTORS as CSP sources, any site when unset", () => {
    expect(parseFrameAncestors(undefined)).toEqual({ sources: ["*"] });
    expect(parseFrameAncestors("  ")).toEqual({ sources: ["*"] });
    expect(parseFrameAncestors("https://a.example,https://b.example:8443/path 'self'")).toEqual({
      sources: ["https://a.example", "https://b.example:8443/path", "'self'"],
    });
    expect(parseFrameAncestors("'none'")).toEqual({ sources: ["'none'"] });
    for (const bad of [
      "https://a.example;",
      "'unsafe-inline'",
      "https://a b'",
      "none",
      "'none' *",
      "https://a.example/x;y",
    ])
      expect(parseFrameAncestors(bad), bad).toHaveProperty("error");
  });
});
