import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, startSite, type Site } from "./support";

// Two instances on loopback against one PostgreSQL server (bash scripts/with-postgres.sh sets
// TEST_DATABASE_URL; npm test runs this stage under it): a purge received by one clears the
// other's cached pages, and a form rate limit reached through one holds on the other.
const url = process.env.TEST_DATABASE_URL;
const WEBHOOK = "instances-webhook-secret";
let a: Site;
let b: Site;

describe.skipIf(!url)("several instances on one PostgreSQL", () => {
  beforeAll(async () => {
    const env = { DATABASE_URL: url!, SANITY_WEBHOOK_SECRET: WEBHOOK, FORM_RATE_LIMIT: "3" };
    a = await startSite(4, env);
    b = await startSite(5, env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("carries a purge received by one instance to the other's page cache", async () => {
    await raw(b.port, { path: "/faq" });
    expect((await raw(b.port, { path: "/faq" })).headers["x-page-cache"]).toBe("hit");
    const body = JSON.stringify({ _id: "faq.1", _type: "faq" });
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK);
    const purge = await raw(a.port, {
      path: "/api/revalidate",
      method: "POST",
      headers: { "Content-Type": "application/json", "sanity-webhook-signature": signature },
      body,
    });
    expect(purge.status).toBe(200);
    let state: unknown = "hit";
    for (let i = 0; i < 40 && state === "hit"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await raw(b.port, { path: "/faq", headers: { "Accept-Encoding": "identity" } })).headers[
        "x-page-cache"
      ];
    }
    expect(state).toBe("miss");
  });

  it("holds a form rate limit reached through one instance on the other", async () => {
    const subscribe = (site: Site, i: number) =>
      raw(site.port, {
        path: "/api/newsletter/subscribe",
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: `limit${i}@example.com`,
          state: "TX",
          language: "en",
          tags: ["tx-newsletter"],
        }),
      });
    for (let i = 0; i < 3; i++) expect((await subscribe(a, i)).status).toBe(200);
    const refused = await subscribe(b, 3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
