import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, startSite, type Site } from "./support";

// Two instances on loopback against one PostgreSQL server (bash scripts/with-postgres.sh sets
// TEST_DATABASE_URL; npm test runs this stage under it): a purge received by one clears the
// other's cached pages, a webhook accepted by one is refused by the other, and a form rate
// limit reached through one holds on the other.
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

  const webhook = (site: Site, body: string, signature: string) =>
    raw(site.port, {
      path: "/api/revalidate",
      method: "POST",
      headers: { "Content-Type": "application/json", "sanity-webhook-signature": signature },
      body,
    });
  const faqCache = async (site: Site) =>
    (await raw(site.port, { path: "/faq", headers: { "Accept-Encoding": "identity" } })).headers[
      "x-page-cache"
    ];
  /** Asks for /faq until the site's page cache says `wanted`, pausing `pauseMs` before each ask. */
  const faqCacheBecomes = async (site: Site, wanted: string, tries: number, pauseMs = 0) => {
    let state: unknown;
    for (let i = 0; i < tries && state !== wanted; i++) {
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      state = await faqCache(site);
    }
    expect(state).toBe(wanted);
  };
  const warm = (site: Site) => faqCacheBecomes(site, "hit", 10);
  /** The purge announced by the other instance has emptied the site's cache. */
  const purgeArrives = (site: Site) => faqCacheBecomes(site, "miss", 40, 50);

  /** A webhook for document `id`, accepted by a; returns once its purge has reached b. */
  const purgeThroughA = async (id: string) => {
    await warm(b);
    const body = JSON.stringify({ _id: id, _type: "faq" });
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK);
    expect((await webhook(a, body, signature)).status).toBe(200);
    await purgeArrives(b);
    return { body, signature };
  };

  it("carries a purge received by one instance to the other's page cache", async () => {
    await purgeThroughA("faq.1");
  });

  it("refuses on one instance a webhook the other accepted, and purges nothing", async () => {
    const { body, signature } = await purgeThroughA("faq.2");
    await Promise.all([warm(a), warm(b)]);
    const replay = await webhook(b, body, signature);
    expect(replay.status).toBe(409);
    // As long as the test above gives an announced purge to arrive.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await faqCache(b)).toBe("hit");
    expect(await faqCache(a)).toBe("hit");
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
