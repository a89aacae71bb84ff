import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./page-ready";
import { withoutJs } from "./no-js";
import { e2eUrl } from "./ports";

// The county map on the Texas build (playwright.config.ts): its own SVG file, shown as a
// picture in the directory's HTML and put in the page when the visitor first points at, touches
// or tabs into it: 254 county links, reachable by keyboard, with the directory as its text
// alternative (decision 121).
const BASE = e2eUrl(0);

/** Points at the map, which then becomes the drawing itself, its county links in the page. */
async function liveMap(page: Page) {
  await page.locator(".county-map__canvas").hover();
  await expect(page.locator("svg.county-map__svg a")).toHaveCount(254);
}

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

test("the map's file links each of Texas's 254 counties; the page's HTML shows it as a picture", async ({
  request,
}) => {
  const html = await (await request.get(`${BASE}/counties`)).text();
  expect(html).toMatch(/<img class="county-map__svg" src="\/counties\/map\.svg"/);
  expect(html).not.toContain('<svg class="county-map__svg"');
  const res = await request.get(`${BASE}/counties/map.svg`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  const svg = await res.text();
  const links = [...svg.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
  expect(links).toHaveLength(254);
  expect(new Set(links).size).toBe(254);
  expect(links.every((l) => /^\/counties\/[a-z0-9-]+$/.test(l))).toBe(true);
  expect(links).toContain("/counties/harris");
  expect(svg.length).toBeLessThan(150 * 1024);
  const es = await (await request.get(`${BASE}/es/condados/mapa.svg`)).text();
  expect(es).toContain('href="/es/condados/harris"');
});

test("without JavaScript the map is shown as a picture", async ({ browser }) => {
  await withoutJs(browser, async (page) => {
    await page.goto(`${BASE}/es/condados`);
    const picture = page.locator("img.county-map__svg");
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(801);
    await expect(page.locator("svg.county-map__svg")).toHaveCount(0);
  });
});

test("the drawing takes the picture's place without moving the page, and not before it is used", async ({
  page,
}) => {
  await page.goto(`${BASE}/counties`);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("svg.county-map__svg")).toHaveCount(0);
  // Where each sits in the page (not in the window, which pointing at the map may scroll).
  const place = (selector: string) =>
    page.locator(selector).evaluate((e) => {
      const r = e.getBoundingClientRect();
      return [r.left, r.top + window.scrollY, r.width, r.height].map(Math.round);
    });
  const before = await place("img.county-map__svg");
  await liveMap(page);
  await expect(page.locator("img.county-map__svg")).toBeHidden();
  expect(await place("svg.county-map__svg")).toEqual(before);
});

test("Spanish map links go to the Spanish county pages", async ({ page }) => {
  await page.goto(`${BASE}/es/condados`);
  await liveMap(page);
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
  // Tabbing into the map brings its links into the page.
  await expect(page.locator("svg.county-map__svg a")).toHaveCount(254);
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
  await liveMap(page);
  await page.getByRole("link", { name: /^Harris County: / }).click();
  await expect(page).toHaveURL(`${BASE}/counties/harris`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Harris");
});

test("on a phone, the first tap on the map opens the county tapped", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/counties`);
    await page.waitForLoadState("networkidle");
    const box = (await page.locator("img.county-map__svg").boundingBox())!;
    // The middle of the state: a county, whichever it is.
    await page.touchscreen.tap(box.x + box.width * 0.55, box.y + box.height * 0.5);
    await expect(page).toHaveURL(new RegExp(`^${BASE}/counties/[a-z0-9-]+$`));
  } finally {
    await context.close();
  }
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
    await liveMap(page);
    await expectNoViolations(page, path);
  });
}
