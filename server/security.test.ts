import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security.mjs";

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
  it("allows scripts only from the site and with this response's nonce", () => {
    const d = directives(contentSecurityPolicy("abc123", base));
    expect(d["script-src"]).toEqual(["'self'", "'nonce-abc123'"]);
    expect(d["script-src"]).not.toContain("'unsafe-inline'");
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["img-src"]).toContain("https://cdn.sanity.io");
  });

  it("names no third-party host until a feature that needs it is configured", () => {
    const csp = contentSecurityPolicy("n", base);
    expect(csp).not.toMatch(/google|sentry/);
    const d = directives(
      contentSecurityPolicy("n", {
        ...base,
        SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
        GTM_ID: "GTM-ABC123",
      }),
    );
    expect(d["connect-src"]).toContain("https://o1.ingest.sentry.io");
    expect(d["script-src"]).toContain("https://www.googletagmanager.com");
  });

  it("sends HSTS and upgrade-insecure-requests only over https", () => {
    const plain = securityHeaders("n", base, false);
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(plain["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    const tls = securityHeaders("n", base, true);
    expect(tls["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(tls["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    for (const h of ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"])
      expect(tls[h]).toBeTruthy();
  });
});
