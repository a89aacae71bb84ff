import { expect, test, type Page } from "./page-ready";
import { declineAnalytics, hydrated } from "./calculator-support";

// Tooltips on the form's terms (spec §4, §9): open 700 ms after the pointer arrives, at once
// within 300 ms of another closing, close on Escape, leave, click and blur; the definition is the
// trigger's accessible description. Time is Playwright's clock, not real waits.
const cases = [
  {
    lang: "en",
    path: "/calculator",
    homestead: "Residence homestead",
    over65: "Age 65 or older",
    definition: /lowers the taxable value of the home you own and live in/,
  },
  {
    lang: "es",
    path: "/es/calculadora",
    homestead: "Vivienda principal",
    over65: "65 años o más",
    definition: /reduce el valor gravable de la casa que usted posee/,
  },
] as const;

/** The "?" beside a toggle's label. */
const termButton = (page: Page, label: string) =>
  page
    .locator(".toggle")
    .filter({ has: page.getByLabel(label, { exact: false }) })
    .getByRole("button");

for (const c of cases) {
  test(`${c.lang}: a term's tooltip opens after its delay, closes on Escape, and the next opens at once`, async ({
    page,
  }) => {
    await declineAnalytics(page);
    await page.clock.install();
    await page.goto(c.path);
    await hydrated(page);
    // From here the page's time moves only when the test moves it: on a busy machine, time
    // passing during the hover itself opened the tooltip before its 700 ms.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const trigger = termButton(page, c.homestead);
    await expect(trigger).toHaveAccessibleDescription(c.definition);
    const tip = page.getByRole("tooltip", { includeHidden: true }).filter({ hasText: c.definition });
    await expect(tip).toBeHidden();

    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    await page.clock.runFor(650);
    await expect(tip).toBeHidden();
    await page.clock.runFor(60);
    await expect(tip).toBeVisible();
    // 4 px between the bubble and the term.
    const [t, b] = [await trigger.boundingBox(), await tip.boundingBox()];
    expect(Math.round(t!.y - (b!.y + b!.height))).toBe(4);

    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();

    // Pointer away, past the skip window, then back for the full delay.
    const reopen = async () => {
      await page.mouse.move(0, 0);
      await page.clock.runFor(400);
      await trigger.hover();
      await page.clock.runFor(710);
      await expect(tip).toBeVisible();
    };

    // Moving on to the next term within 300 ms of a closing opens it without the delay.
    await reopen();
    const next = termButton(page, c.over65);
    await next.hover();
    await expect(tip).toBeHidden();
    const nextTip = page.locator(`#${await next.getAttribute("aria-describedby")}`.replace(/:/g, "\\:"));
    await expect(nextTip).toBeVisible();

    // Later than the skip window, the delay applies again.
    await page.mouse.move(0, 0);
    await expect(nextTip).toBeHidden();
    await page.clock.runFor(400);
    await trigger.hover();
    await page.clock.runFor(300);
    await expect(tip).toBeHidden();
    await page.clock.runFor(410);
    await expect(tip).toBeVisible();
    await trigger.click();
    await expect(tip).toBeHidden();

    // Scrolling the page closes it.
    await reopen();
    await page.mouse.wheel(0, 200);
    await expect(tip).toBeHidden();
  });

  test(`${c.lang}: the keyboard opens a tooltip on focus and closes it on blur`, async ({ page }) => {
    await declineAnalytics(page);
    await page.goto(c.path);
    await hydrated(page);
    const trigger = termButton(page, c.homestead);
    const tip = page.locator(`#${await trigger.getAttribute("aria-describedby")}`.replace(/:/g, "\\:"));
    await trigger.focus();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(c.definition);
    await page.keyboard.press("Tab");
    await expect(tip).toBeHidden();
  });
}

// Spec §2: a link to /guides/exemptions appears in the school-tax-ceiling section.
for (const c of [
  { path: "/calculator?value=300000&county=harris&homestead=1&over65=1", guide: "/guides/exemptions" },
  { path: "/es/calculadora?value=300000&county=harris&homestead=1&over65=1", guide: "/es/guias/exenciones" },
]) {
  test(`the school tax ceiling section links to the exemptions guide (${c.guide})`, async ({ page }) => {
    await declineAnalytics(page);
    await page.goto(c.path);
    await hydrated(page);
    const link = page.locator(".nested-group").first().locator(`a[href="${c.guide}"]`);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${c.guide}$`));
    await expect(page.locator("h1")).toBeVisible();
  });
}
