import { LANGS, type SiteState } from "../../app/i18n/route-table";
import { samplePages } from "./sample-pages";
import { expect, pageHydrated, test } from "./page-ready";
import { e2eUrl } from "./ports";

// Every page of the route table, in both languages, on a state build and on the hub.
const BUILDS: { state: SiteState; base: string }[] = [
  { state: "TX", base: e2eUrl(0) },
  { state: "HUB", base: e2eUrl(1) },
];

for (const { state, base } of BUILDS) {
  test.describe(`${state} build`, () => {
    for (const { route, path: pathIn } of samplePages(state)) {
      for (const lang of LANGS) {
        const path = pathIn(lang);
        // The unsubscribe page without a token is a bad request: it explains, and answers 400.
        const expected = route.module === "unsubscribe" ? 400 : 200;
        test(`${lang} ${path} answers ${expected} with lang and heading`, async ({ page }) => {
          const response = await page.goto(base + path);
          expect(response?.status()).toBe(expected);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          const h1 = page.locator("h1").first();
          await expect(h1).toBeVisible();
          expect((await h1.textContent())?.trim().length).toBeGreaterThan(2);
          if (route.module === "guide") {
            await expect(
              page.getByRole("navigation", { name: lang === "es" ? "Ruta de navegación" : "Breadcrumb" }),
            ).toBeVisible();
          }
          // canonical and hreflang pair on every page
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", base + path);
          await expect(page.locator('link[hreflang="es-US"]')).toHaveCount(1);
        });
      }
    }
  });
}

test("the language switch lands on the counterpart page and saves the preference", async ({ page }) => {
  await page.goto("/about");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/es\/acerca-de$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("es");
  // A full page load: wait until the new page's handlers are attached (and its own work is done).
  await pageHydrated(page);
  await page.waitForLoadState("networkidle");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("en");
});

test("an unmapped path switches language by adding /es", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("language-switch")).toHaveAttribute("href", "/es/no-such-page");
});

for (const [path, heading, home, homeHref] of [
  ["/definitely-missing", "Page not found", "Go Home", "/"],
  ["/es/no-existe-esta-pagina", "No encontramos la página", "Ir al inicio", "/es"],
] as const) {
  test(`404 in ${path.startsWith("/es") ? "Spanish" : "English"}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const link = page.getByRole("link", { name: home });
    await expect(link).toHaveAttribute("href", homeHref);
  });
}

test("an unknown county is a 404, not an error", async ({ page }) => {
  const response = await page.goto("/counties/atlantis");
  expect(response?.status()).toBe(404);
});

test("skip links move focus to their targets", async ({ page }) => {
  await page.goto("/faq");
  for (const [name, target] of [
    ["Skip to main content", "main-content"],
    ["Skip to navigation", "main-navigation"],
    ["Skip to footer", "site-footer"],
  ] as const) {
    await page.goto("/faq");
    await page.keyboard.press("Tab");
    let tries = 0;
    while ((await page.evaluate(() => document.activeElement?.textContent)) !== name && tries++ < 5)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(target);
  }
});
