// Hydration code is fetched after the first paint (docs/decisions/007-hydrate-after-first-paint.md).
import { FRAMEWORK_CHUNKS } from "../../app/utils/hydrate-after-paint.server";
import { expect, test } from "./page-ready";

for (const path of ["/", "/es/calculadora", "/guides/understanding-property-taxes"]) {
  test(`${path}: the page paints before any script is fetched, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const held = [...html.matchAll(/<link data-rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(held.every((href) => /^\/assets\/[^"]+\.js$/.test(href))).toBe(true);
    // The bootstrap runs each framework chunk in a task of its own: the build must name them so.
    for (const chunk of FRAMEWORK_CHUNKS) expect(held.filter((href) => chunk.test(href))).toHaveLength(1);

    await page.goto(path); // waits for hydration (page-ready)
    const timing = await page.evaluate(() => ({
      firstPaint:
        performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ??
        null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => new URL(r.name).pathname.startsWith("/assets/") && r.name.endsWith(".js"))
        .map((r) => r.startTime),
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint!);
    // After hydration the module preloads are real ones in <head>.
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  });
}
