import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, startSite, type Site } from "./support";

// A cached page past its expiry (pages kept 1 s here): the first visitor gets the expired copy at
// once and the server renders the page again by asking itself for it (server/page-refresh.mjs).
let site: Site;
beforeAll(async () => {
  site = await startSite(6, { CONTENT_TTL_SECONDS: "1" });
});
afterAll(async () => {
  await site?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  raw(site.port, { path, headers: { "accept-encoding": "identity", ...headers } });

describe("a cached page's expiry", () => {
  it("answers the first visitor after it from the stale copy and refreshes the page without one", async () => {
    for (const path of ["/counties/harris", "/es/guias-impuestos"]) {
      await get(path);
      expect((await get(path)).headers["x-page-cache"], path).toBe("hit");
      await new Promise((r) => setTimeout(r, 1_300));
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers["x-page-cache"], path).toBe("stale");
      expect(first.body, path).toContain("</html>");
      // No visitor renders it: the copy is replaced by the server's own request.
      await expect
        .poll(async () => (await get(path)).headers["x-page-cache"], { timeout: 10_000, interval: 100 })
        .toBe("hit");
    }
    expect(site.output()).not.toMatch(/error/i);
  });

  it("does not take a made-up refresh header for the server's own", async () => {
    await get("/faq");
    await new Promise((r) => setTimeout(r, 1_300));
    const forged = await get("/faq", { "x-page-refresh": "00000000-0000-4000-8000-000000000000" });
    expect(forged.headers["x-page-cache"]).toBe("stale");
  });
});
