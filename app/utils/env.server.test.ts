import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

function problems(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("environment validation", () => {
  it("starts on defaults: Texas, local content, port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SITE_STATE: "TX",
      CONTENT_SOURCE: "local",
      PORT: 3000,
      SANITY_API_VERSION: "2025-02-19",
    });
  });

  it("accepts each state code, in any case", () => {
    for (const s of ["tx", "CA", "fl", "NY", "hub"])
      expect(parseEnv({ SITE_STATE: s }).SITE_STATE).toBe(s.toUpperCase());
  });

  it("names each bad variable with its value in one message", () => {
    const found = problems({
      SITE_STATE: "ZZ",
      PORT: "http",
      CONTENT_SOURCE: "mongo",
      SANITY_API_VERSION: "latest",
    });
    expect(found).toHaveLength(4);
    expect(found.find((p) => p.startsWith("SITE_STATE"))).toContain(
      'must be one of TX, CA, FL, NY, HUB (got "ZZ")',
    );
    expect(found.find((p) => p.startsWith("PORT"))).toContain('(got "http")');
    expect(found.find((p) => p.startsWith("CONTENT_SOURCE"))).toContain("must be local or sanity");
    expect(found.find((p) => p.startsWith("SANITY_API_VERSION"))).toContain("2025-02-19");
  });

  it("requires a project id for the sanity source", () => {
    expect(problems({ CONTENT_SOURCE: "sanity" })).toEqual([
      "SANITY_PROJECT_ID: is required when CONTENT_SOURCE=sanity",
    ]);
    expect(problems({ CONTENT_SOURCE: "sanity", SANITY_PROJECT_ID: "abc123" })).toEqual([]);
  });

  it("hides secrets in messages", () => {
    const found = problems({ SESSION_SECRET: "short" });
    expect(found[0]).toContain('(got "***")');
    expect(found[0]).not.toContain("short");
  });

  it("refuses the development SESSION_SECRET when NODE_ENV=production is set, and only then", () => {
    const refusal = "SESSION_SECRET: must be set to a long random value when NODE_ENV=production";
    expect(problems({ NODE_ENV: "production" })).toEqual([refusal]);
    expect(problems({ NODE_ENV: "production", SESSION_SECRET: "dev-only-secret-change-me" })).toEqual([
      refusal,
    ]);
    expect(problems({ NODE_ENV: "production", SESSION_SECRET: "a-real-secret-of-some-length" })).toEqual([]);
    expect(problems({ NODE_ENV: "development" })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it("checks URLs and ids", () => {
    expect(problems({ SENTRY_DSN: "not a url" })[0]).toMatch(/^SENTRY_DSN/);
    expect(problems({ DATABASE_URL: "mysql://x" })[0]).toMatch(/^DATABASE_URL: must start with postgres/);
    expect(problems({ GTM_ID: "UA-1" })[0]).toMatch(/^GTM_ID/);
    expect(problems({ SENTRY_DSN: "", GTM_ID: "" })).toEqual([]);
  });

  it("checks who may frame the embedded calculator: CSP sources, 'none' only alone", () => {
    for (const ok of [
      "",
      "*",
      "https://partner.example",
      "https://a.example, https://*.b.example:8443 'self'",
      "'none'",
    ])
      expect(problems({ EMBED_FRAME_ANCESTORS: ok }), ok).toEqual([]);
    expect(problems({ EMBED_FRAME_ANCESTORS: "https://a.example; script-src *" })[0]).toMatch(
      /^EMBED_FRAME_ANCESTORS: "https:\/\/a.example;" is not a source/,
    );
    expect(problems({ EMBED_FRAME_ANCESTORS: "self" })[0]).toContain("write 'self' with its single quotes");
    expect(problems({ EMBED_FRAME_ANCESTORS: "'none' https://a.example" })[0]).toContain(
      "'none' cannot be combined",
    );
  });
});
