import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./page-ready";
import { e2eUrl } from "./ports";

// The county map on the Texas build (playwright.config.ts): rendered by the
// server, 254 county links, reachable by keyboard, with the directory as its text alternative.
const BASE = e2eUrl(0);

// axe runs on the map itself: the whole page (with 254 directory cards) is a11y.spec.ts's.
async function expectNoViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .include(".county-map")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, context).toEqual([]);
}

test("the map is in the server's HTML with a link to each of Texas's 254 counties", async ({ request }) => {
  const html = await (await request.get(`${BASE}/counties`)).text();
  const svg = html.match(/<svg class="county-map__svg"[\s\S]*?<\/svg>/)?.[0] ?? "";
  const links = [...svg.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
  expect(links).toHaveLength(254);
  expect(new Set(links).size).toBe(254);
  expect(links.every((l) => /^\/counties\/[a-z0-9-]+$/.test(l))).toBe(true);
  expect(links).toContain("/counties/harris");
  expect(svg.length).toBeLessThan(150 * 1024);
});

test("Spanish map links go to the Spanish county pages", async ({ page }) => {
  await page.goto(`${BASE}/es/condados`);
  const links = page.locator(".county-map__svg a");
  await expect(links).toHaveCount(254);
  await expect(page.getByRole("link", { name: /^Condado de Harris: \d/ })).toHaveAttribute(
    "href",
    "/es/condados/harris",
  );
});

test("keyboard: the skip link leads past the map, and Tab reaches a county link with a visible focus", async ({
  page,
}) => {
  await page.goto(`${BASE}/counties`);
  const skip = page.getByRole("link", { name: "Skip the map to the county directory" });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("href", /^\/counties\/[a-z0-9-]+$/);
  await expect(focused).toHaveAttribute("data-fips", /^48\d{3}$/);
  // The focused county is filled with the focus colour, so sighted keyboard users see where they are.
  const fill = await focused.locator("path").evaluate((p) => getComputedStyle(p).fill);
  expect(fill).toBe("rgb(245, 158, 11)");
  // And its name is spelled out under the map.
  await expect(page.locator(".county-map__readout")).toHaveText(/County: \d+\.\d\d%/);

  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#county-directory$/);
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("id", "county-search");
});

test("a county on the map opens its page", async ({ page }) => {
  await page.goto(`${BASE}/counties`);
  await page.getByRole("link", { name: /^Harris County: / }).click();
  await expect(page).toHaveURL(`${BASE}/counties/harris`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Harris");
});

test("the map is a figure described by the directory heading, not an image", async ({ page }) => {
  await page.goto(`${BASE}/counties`);
  const figure = page.getByRole("figure", { name: /Map of Texas counties/ });
  await expect(figure).toBeVisible();
  const describedBy = (await figure.getAttribute("aria-describedby")) ?? "";
  expect(describedBy.split(" ")).toContain("county-directory");
  await expect(page.locator("#county-directory")).toHaveText("County directory");
  await expect(page.locator(".county-map [role=img]")).toHaveCount(0);
  await expect(figure.getByText("Hatched: estimated rate")).toBeVisible();
});

for (const path of ["/counties", "/es/condados"]) {
  test(`axe finds no violation in the map on ${path}`, async ({ page }) => {
    await page.goto(BASE + path);
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, path);
  });
}
