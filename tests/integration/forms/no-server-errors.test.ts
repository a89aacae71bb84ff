import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactActionData } from "~/forms/contact-schema";
import { formsDb } from "~/forms/db.server";
import { getFixedT } from "~/i18n/i18n.server";
import { action as contactAction } from "~/pages/contact";
import { action as unsubscribeAction } from "~/pages/unsubscribe";
import { action as subscribeAction } from "~/routes/api.newsletter.subscribe";
import { unwrap } from "./support";

vi.hoisted(async () => {
  const { isolatedFormsEnv } = await import("./support");
  // A higher limit here: this file is about what inputs do, not about the limit.
  isolatedFormsEnv({ FORM_RATE_LIMIT: "100000" });
});

// No input produces a 5xx: generated requests (any method, content type, body bytes, JSON
// shapes close to the real payloads) all get an answer below 500 with a real message.

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "text/plain",
  "",
];

const loose = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 40 }), { maxLength: 6 }),
  fc.object({ maxDepth: 2 }),
);
const nearPayload = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), loose),
    firstName: fc.oneof(fc.string({ maxLength: 80, unit: "grapheme" }), loose),
    state: fc.oneof(fc.constantFrom("TX", "CA", "FL", "NY", "tx", "HUB", ""), loose),
    county: fc.oneof(fc.string({ maxLength: 90, unit: "binary" }), loose),
    language: fc.oneof(fc.constantFrom("en", "es", "EN", ""), loose),
    tags: fc.oneof(
      fc.array(
        fc.constantFrom(
          "tx-newsletter",
          "property-tax-updates",
          "tx-calculator",
          "county-harris",
          "ca-newsletter",
          "x",
        ),
        { maxLength: 6 },
      ),
      loose,
    ),
    calculatedTax: fc.oneof(fc.double(), fc.integer(), loose),
    website: fc.oneof(fc.constant(""), loose),
    name: loose,
    subject: loose,
    message: fc.oneof(fc.string({ maxLength: 3000, unit: "binary" }), loose),
    token: loose,
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  nearPayload.map((p) => JSON.stringify(p)),
  nearPayload.map((p) =>
    new URLSearchParams(
      Object.entries(p).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
    ).toString(),
  ),
  fc.json(),
  fc.string({ maxLength: 500, unit: "binary" }),
  fc.uint8Array({ maxLength: 600 }),
  fc.constant("x".repeat(11_000)),
);

const requestArb = fc.record({
  method: fc.constantFrom("POST", "POST", "POST", "PUT", "DELETE", "PATCH"),
  contentType: fc.oneof(
    fc.constantFrom(...CONTENT_TYPES),
    fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  ),
  body,
  path: fc.constantFrom("/contact", "/es/contacto", "/unsubscribe", "/api/newsletter/subscribe"),
  forwardedFor: fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  ),
});

function toRequest(r: {
  method: string;
  contentType: string;
  body: string | Uint8Array;
  path: string;
  forwardedFor: string;
}): Request {
  const headers: Record<string, string> = { "X-Forwarded-For": r.forwardedFor };
  if (r.contentType) headers["Content-Type"] = r.contentType;
  return new Request(`https://tx.example.test${r.path}`, {
    method: r.method,
    headers,
    body: r.body as BodyInit,
  });
}

beforeAll(async () => {
  await formsDb();
});

describe("no input gives a server error", () => {
  it("POST /api/newsletter/subscribe", async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const res = await subscribeAction({
          request: toRequest({ ...r, path: "/api/newsletter/subscribe" }),
          params: {},
          context: {},
        });
        expect(res.status).toBeLessThan(500);
        const answer = (await res.json()) as { ok: boolean; message: string; status: number };
        expect(answer.status).toBe(res.status);
        expect(answer.message.length).toBeGreaterThan(0);
        expect(answer.message).not.toMatch(/^newsletter\./);
      }),
      { numRuns: 300 },
    );
  });

  it("the contact action", async () => {
    const en = await getFixedT("en", "TX");
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const path = r.path === "/es/contacto" ? r.path : "/contact";
        const { status, body: answer } = unwrap<ContactActionData>(
          await contactAction({ request: toRequest({ ...r, path }), params: {}, context: {} }),
        );
        expect(status).toBeLessThan(500);
        if (!answer.ok) {
          const keys = [answer.formError, ...Object.values(answer.fieldErrors)].filter((k): k is string =>
            Boolean(k),
          );
          expect(keys.length).toBeGreaterThan(0);
          for (const key of keys) expect(en(key, { count: 1 })).not.toBe(key);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the unsubscribe action", async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const res = unwrap<{ view: { kind: string } }>(
          await unsubscribeAction({
            request: toRequest({ ...r, path: "/unsubscribe" }),
            params: {},
            context: {},
          }),
        );
        expect(res.status).toBeLessThan(500);
        expect(res.body.view.kind === "done").toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
