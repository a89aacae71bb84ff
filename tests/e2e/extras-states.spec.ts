import type { ChildProcess } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./page-ready";
import { holdScripts, stylesApplied } from "./calculator-support";
import { withoutJs } from "./no-js";
import { e2eUrl, e2ePort } from "./ports";
import { startStateServer, stopStateServer } from "./state-server";

// Each state's extras on its home page, with and without JavaScript: Texas on the build the
// config starts, California and Florida on servers this file starts (ports.ts offsets 10, 11).
const TX = e2eUrl(0);
const HUB = e2eUrl(1);
const CA = e2eUrl(10);
const FL = e2eUrl(11);

const servers: ChildProcess[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  servers.push(
    ...(await Promise.all([startStateServer("CA", e2ePort(10)), startStateServer("FL", e2ePort(11))])),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopStateServer));
});

/** axe on the extras' own sections (the rest of each page is a11y.spec.ts's). */
async function expectNoViolations(page: Page, context: string, selectors: string[]) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  for (const s of selectors) builder = builder.include(s);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, context).toEqual([]);
}

/** Marks the window: a client-side submission keeps the mark, a full page load loses it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

test.describe("Texas: November 2025 amendments", () => {
  test("state what changed and when Texans voted", async ({ page }) => {
    await page.goto(TX);
    const section = page.locator("#tx-referendum");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      "Texas's November 2025 property tax amendments",
    );
    await expect(section).toContainText("rose from $100,000 to $140,000");
    await expect(section).toContainText("rose from $10,000 to $60,000");
    await expect(section).toContainText("October 6, 2025");
    await expect(section).toContainText("October 20, 2025 to October 31, 2025");
    await expect(section).toContainText("November 4, 2025");
  });

  test("the savings calculator answers in place with JavaScript and announces the result", async ({
    page,
  }) => {
    await page.goto(TX);
    await page.waitForLoadState("networkidle");
    await mark(page);
    const section = page.locator("#tx-referendum");
    await section.getByLabel("Your home's appraised value").fill("400,000");
    await section.getByLabel(/school district's tax rate/).fill("1.2");
    await section.getByLabel("I am 65 or older, or disabled").check();
    await section.getByRole("button", { name: "Calculate my savings" }).click();
    // ($140,000 − $100,000) + ($60,000 − $10,000) = $90,000 more exempt, at $1.20 per $100.
    await expect(section.getByRole("status")).toContainText("$1,080 a year");
    await expect(page.getByTestId("tx-savings")).toHaveText("$1,080");
    expect(new URL(page.url()).searchParams.get("amValue")).toBe("400,000");
    expect(await kept(page)).toBe(true);
  });

  test("the savings calculator works without JavaScript", async ({ browser }) => {
    await withoutJs(browser, async (page) => {
      await page.goto(TX);
      const section = page.locator("#tx-referendum");
      await section.getByLabel("Your home's appraised value").fill("400000");
      await section.getByLabel(/school district's tax rate/).fill("1");
      await section.getByRole("button", { name: "Calculate my savings" }).click();
      await expect(page).toHaveURL(/amValue=400000.*#tx-referendum$/);
      await expect(page.getByTestId("tx-savings")).toHaveText("$400");
    });
  });

  test("a value that is not a number is flagged on the field", async ({ page }) => {
    await page.goto(`${TX}/?amValue=abc&amRate=1`);
    const field = page.locator("#am-value");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#am-value-error")).toHaveText("Please enter a valid value");
  });

  test("Spanish page", async ({ page }) => {
    await page.goto(`${TX}/es?amValue=400000&amRate=1`);
    await expect(page.locator("#tx-referendum")).toContainText("6 de octubre de 2025");
    await expect(page.getByTestId("tx-savings")).toHaveText("$400");
  });
});

test.describe("California: Prop 13 demo, timeline, notify and share", () => {
  test("the demo computes the protected value and savings with JavaScript, and the link can be copied", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: CA });
    await page.goto(CA);
    await page.waitForLoadState("networkidle");
    await mark(page);
    const section = page.locator("#ca-prop13");
    await section.getByLabel("Purchase price").fill("500000");
    await section.getByLabel("Year you bought").fill("2025");
    await section.getByLabel("What the home is worth today").fill("520000");
    await section.getByRole("button", { name: "Show my savings" }).click();
    // 2025 price $500,000 × 1.02 = $510,000 in 2026; 1% of $520,000 − 1% of $510,000 = $100.
    await expect(page.getByTestId("ca-annual-savings")).toHaveText("$100");
    await expect(section).toContainText("$510,000");
    await expect(section.getByRole("status")).toContainText("$100 this year");
    expect(await kept(page)).toBe(true);

    await section.getByRole("button", { name: "Copy a link to these figures" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.searchParams.get("p13Price")).toBe("500000");
    expect(copied.searchParams.get("p13Year")).toBe("2025");
    expect(copied.hash).toBe("#ca-prop13");
  });

  // The copy button was added when React arrived, pushing the timeline and the rest down 52 px.
  test("the copy button is there from the first paint and nothing under it moves at hydration", async ({
    page,
  }) => {
    const release = await holdScripts(page, "**/assets/entry.client-*.js");
    await page.goto(CA, { waitUntil: "commit" });
    const copy = page.getByTestId("copy-link");
    await expect(copy).toBeDisabled();
    await stylesApplied(page);
    const timeline = page.locator("#ca-timeline");
    const top = () => timeline.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const before = await top();
    release();
    await expect(copy).toBeEnabled();
    expect(await top()).toBe(before);
  });

  test("the demo works without JavaScript", async ({ browser }) => {
    await withoutJs(browser, async (page) => {
      await page.goto(CA);
      const section = page.locator("#ca-prop13");
      await section.getByLabel("Purchase price").fill("500000");
      await section.getByLabel("Year you bought").fill("2025");
      await section.getByLabel("What the home is worth today").fill("520000");
      await section.getByRole("button", { name: "Show my savings" }).click();
      await expect(page).toHaveURL(/#ca-prop13$/);
      await expect(page.getByTestId("ca-annual-savings")).toHaveText("$100");
      // The copy button needs JavaScript; without it the address bar holds the link, and the
      // row that holds the button leaves no empty gap.
      await expect(page.getByTestId("copy-link")).toBeHidden();
      await expect(section.locator(".actions")).toHaveCSS("display", "none");
    });
  });

  test("the 2026 timeline lists dated events with sources, and notify-me leads to the newsletter", async ({
    page,
  }) => {
    await page.goto(CA);
    const timeline = page.locator("#ca-timeline");
    const items = timeline.locator(".timeline__item");
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    await expect(items.first().locator("time").first()).toHaveAttribute("datetime", /^2026-/);
    await expect(items.first().getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
    const notify = timeline.getByRole("link", { name: "Notify me when the new rates are published" });
    await expect(notify).toHaveAttribute("href", "#site-footer");
    await notify.click();
    await expect(page.locator("#site-footer").getByRole("textbox", { name: /mail/i })).toBeVisible();
  });
});

test.describe("Florida: tax shock, CDD warning, timeline", () => {
  test("the tax-shock calculator compares the seller's bill with the buyer's, with JavaScript", async ({
    page,
  }) => {
    await page.goto(FL);
    await page.waitForLoadState("networkidle");
    await mark(page);
    const section = page.locator("#fl-tax-shock");
    await section.getByLabel("Your purchase price").fill("400000");
    await section.getByLabel("County").selectOption("broward");
    await section.getByLabel(/Seller's assessed value/).fill("200000");
    await section.getByRole("button", { name: "Compare the tax bills" }).click();
    await expect(section).toContainText("Assessed value: $200,000");
    await expect(section).toContainText("Assessed value: $400,000");
    await expect(section.getByRole("status")).toContainText("more than the seller's");
    await expect(section).toContainText("Broward County");
    expect(await kept(page)).toBe(true);
  });

  test("the tax-shock calculator works without JavaScript", async ({ browser }) => {
    await withoutJs(browser, async (page) => {
      await page.goto(FL);
      const section = page.locator("#fl-tax-shock");
      await section.getByLabel("Your purchase price").fill("400000");
      await section.getByLabel(/Seller's assessed value/).fill("400000");
      await section.getByRole("button", { name: "Compare the tax bills" }).click();
      await expect(page).toHaveURL(/shockPrice=400000.*#fl-tax-shock$/);
      await expect(page.locator("#fl-tax-shock").getByRole("status")).toContainText("would not be higher");
    });
  });

  test("the CDD warning and the 2026 timeline are on the home page", async ({ page }) => {
    await page.goto(FL);
    const cdd = page.locator("#fl-cdd");
    await expect(cdd.getByRole("heading", { level: 2 })).toHaveText(
      "Buying in a CDD? Check its assessments first",
    );
    await expect(cdd).toContainText("190.048");
    await expect(cdd.getByRole("link", { name: "Read the special districts guide" })).toHaveAttribute(
      "href",
      "/guides/special-districts",
    );
    expect(await page.locator("#fl-timeline .timeline__item").count()).toBeGreaterThanOrEqual(3);
  });
});

test("the hub's home presents each state with its five guides and no calculator", async ({ page }) => {
  await page.goto(HUB);
  const panels = page.locator(".hub-state");
  await expect(panels).toHaveCount(4);
  for (const name of ["Texas", "California", "Florida", "New York"]) {
    const panel = panels.filter({ has: page.getByRole("heading", { name, level: 3 }) });
    await expect(panel.getByRole("link")).toHaveCount(5);
  }
  await expect(page.locator("#tx-referendum, #ca-prop13, #fl-tax-shock")).toHaveCount(0);
});

const SECTIONS = {
  TX: ["#tx-referendum"],
  CA: ["#ca-prop13", "#ca-timeline"],
  FL: ["#fl-tax-shock", "#fl-cdd", "#fl-timeline"],
  HUB: ['section[aria-labelledby="hub-states"]', 'section[aria-labelledby="hub-general"]'],
};
for (const [name, base] of [
  ["TX", TX],
  ["CA", CA],
  ["FL", FL],
  ["HUB", HUB],
] as const) {
  for (const path of ["/", "/es"]) {
    test(`axe finds no violation in the ${name} extras on ${path}`, async ({ page }) => {
      // With results showing, so the result markup is checked too.
      const query = {
        TX: "?amValue=400000&amRate=1&amSenior=1",
        CA: "?p13Price=500000&p13Year=2015&p13Market=900000",
        FL: "?shockPrice=400000",
        HUB: "",
      }[name];
      await page.goto(base + path + query);
      await page.waitForLoadState("networkidle");
      await page
        .locator("details.extra-years")
        .evaluateAll((ds) => ds.forEach((d) => d.setAttribute("open", "")));
      await expectNoViolations(page, base + path, SECTIONS[name]);
    });
  }
}
