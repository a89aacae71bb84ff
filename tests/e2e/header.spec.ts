// The header from tablet to desktop widths: the nav's links in one line, the language switch on
// the brand's row. The Spanish labels are longer than the English; the last one ("Contacto")
// used to fall to a row of its own at 1024–1280 px, and the switch did at 768–999 px.
import { expect, test } from "./page-ready";

for (const width of [800, 1024, 1280]) {
  for (const path of ["/", "/es", "/calculator", "/es/condados"]) {
    test(`${path} at ${width} px: the nav's links in one line, the switch beside the brand`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const layout = await page.evaluate(() => {
        const middle = (el: Element | null) => {
          const r = el!.getBoundingClientRect();
          return r.top + r.height / 2;
        };
        const links = [...document.querySelectorAll(".main-nav li")].map((li) =>
          Math.round(li.getBoundingClientRect().top),
        );
        return {
          links,
          brand: middle(document.querySelector(".brand")),
          switch: middle(document.querySelector(".language-switch")),
          wider: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
      expect(layout.links.length).toBeGreaterThanOrEqual(6);
      expect(new Set(layout.links).size, "rows of nav links").toBe(1);
      expect(Math.abs(layout.switch - layout.brand)).toBeLessThan(12);
      expect(layout.wider).toBe(false);
    });
  }
}

// The spec: a text logo replaces the logo image if it fails to load.
for (const [path, file, name] of [
  ["/", "tx-logo-full.svg", /Texas Property Tax/],
  ["/es", "tx-logo-full-es.svg", /impuesto predial de Texas/i],
] as const) {
  test(`${path}: the site's name in words when ${file} does not load`, async ({ page }) => {
    await page.route(`**/${file}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(path);
    await expect(page.getByTestId("text-logo")).toHaveText(name);
    await expect(page.locator("img.logo")).toHaveCount(0);
  });
}
