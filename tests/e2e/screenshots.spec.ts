import { join } from "node:path";
import { expect, test } from "./page-ready";
import { declineAnalytics, figure } from "./calculator-support";

// Screenshots of the pages a first visit meets, at a phone's and a laptop's width, in both
// languages: kept with the test results (test-results/screenshots/) for a person to look at.
// Each also checks what a glance would: no sideways scroll, the page's headline on screen.
const PAGES = [
  { name: "home", en: "/", es: "/es" },
  {
    name: "calculator-result",
    en: "/calculator?value=350000&county=harris&homestead=1",
    es: "/es/calculadora?value=350000&county=harris&homestead=1",
    annual: { en: "Annual property tax", es: "Impuesto predial anual" },
  },
  { name: "county", en: "/counties/harris", es: "/es/condados/harris" },
  {
    name: "guide",
    en: "/guides/exemptions-guide",
    es: "/es/guias/guia-exenciones-texas",
  },
] as const;

for (const width of [390, 1280]) {
  for (const lang of ["en", "es"] as const) {
    for (const p of PAGES) {
      test(`${p.name} at ${width} px (${lang})`, async ({ page }, testInfo) => {
        await declineAnalytics(page);
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await page.goto(p[lang]);
        await page.waitForLoadState("networkidle");
        if ("annual" in p) await expect(figure(page, p.annual[lang])).toBeVisible();
        await expect(page.locator("h1").first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const path = join(testInfo.project.outputDir, "screenshots", `${p.name}-${width}-${lang}.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`${p.name}-${width}-${lang}`, { path, contentType: "image/png" });
      });
    }
  }
}
