// Hydration code is fetched after the first paint (docs/decisions/007-hydrate-after-first-paint.md).
import { expect, test } from "./page-ready";

for (const path of ["/", "/es/calculadora", "/guides/understanding-property-taxes"]) {
  test(`${path}: the page paints before any script is fetched, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const held = [...html.matchAll(/<link data-rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(held.every((href) => /^\/assets\/[^"]+\.js$/.test(href))).toBe(true);
    // The bootstrap (app/utils/hydrate-boot.js) runs each framework chunk in a task of its own:
    // the build must name them so.
    for (const chunk of [/\/react-dom-[\w-]+\.js$/, /\/framework-[\w-]+\.js$/])
      expect(held.filter((href) => chunk.test(href))).toHaveLength(1);

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

// Chrome fetches and decodes a page's icon in the page's renderer: an SVG icon is built as a
// document of its own on the main thread, while the page hydrates (scripts/favicon.ts).
for (const path of ["/", "/es/condados/harris"]) {
  test(`${path}: the page's icon is a PNG of the size it declares`, async ({ page, request }) => {
    await page.goto(path);
    const icons = await page.locator('head link[rel~="icon"]').evaluateAll((links) =>
      links.map((l) => ({
        href: l.getAttribute("href"),
        type: l.getAttribute("type"),
        sizes: l.getAttribute("sizes"),
      })),
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      const res = await request.get(icon.href!);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      const png = await res.body();
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
}
