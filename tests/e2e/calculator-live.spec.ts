import { expect, test, type Locator } from "./page-ready";
import { declineAnalytics, engineResult, figure, firstCalculation, money } from "./calculator-support";

// After a first result: a shared link opens at it, the result follows the inputs, and the
// newsletter popup waits until the visitor has stopped.

async function inViewport(el: Locator) {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
}

test.describe("a shared result link on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const hash of ["#calculator-results", ""]) {
    test(`opens at the result${hash ? "" : " (address without the anchor)"}, with the form a tap away`, async ({
      page,
    }) => {
      await declineAnalytics(page);
      await page.goto(`/calculator?value=350000&county=travis&homestead=1${hash}`);
      const r = engineResult("value=350000&county=travis&homestead=1");
      const annual = figure(page, "Annual property tax");
      await expect(annual).toHaveText(money(r.annualTax, "en"));
      await expect.poll(() => inViewport(page.locator("#calculator-results"))).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const edit = page.getByRole("link", { name: "Change the inputs" });
      await expect.poll(() => inViewport(edit)).toBe(true);
      await edit.click();
      await expect.poll(() => inViewport(page.locator("#calc-value"))).toBe(true);
    });
  }
});

test("a shared result whose card's code is slow keeps the server's card through a first change", async ({
  page,
}) => {
  // The card's code arrives 1.5 s late. The page hydrated without it, and the tick below then
  // made React drop the server's card for its skeleton (error 421, which the page fixture
  // fails on). The page now hydrates once the code is there.
  await page.route(/\/assets\/ResultsCard-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await declineAnalytics(page);
  await page.goto("/calculator?value=350000&county=travis");
  await page.getByRole("checkbox", { name: /Residence homestead/ }).check();
  const annual = figure(page, "Annual property tax");
  await expect(annual).toHaveText(
    money(engineResult("value=350000&county=travis&homestead=1").annualTax, "en"),
  );
});

test("the result follows the inputs after the first calculation, without pressing Calculate", async ({
  page,
}) => {
  await firstCalculation(page, "Bexar");
  const annual = figure(page, "Annual property tax");
  await expect(annual).toHaveText(money(engineResult("value=350000&county=bexar").annualTax, "en"));

  await page.locator("#calc-value").fill("");
  await page.locator("#calc-value").pressSequentially("520000");
  const after = engineResult("value=520000&county=bexar");
  await expect(annual).toHaveText(money(after.annualTax, "en"), { timeout: 5000 });
  await expect(page).toHaveURL(/value=520000&county=bexar/);

  await page.getByLabel(/Residence homestead/).check();
  await expect(annual).toHaveText(
    money(engineResult("value=520000&county=bexar&homestead=1").annualTax, "en"),
    {
      timeout: 5000,
    },
  );
});

test("the newsletter popup waits while the visitor keeps changing inputs after a result", async ({
  page,
}) => {
  await page.clock.install();
  await firstCalculation(page, "Bexar");
  const popup = page.getByRole("dialog").filter({ has: page.getByLabel(/First name/i) });
  const value = page.locator("#calc-value");
  await value.focus();
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  // Six seconds of typing, a key every 800 ms: twice the popup's delay, and it stays shut.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 2 ? "Backspace" : "5");
    await page.clock.runFor(800);
    await expect(popup).toHaveCount(0);
  }
  // Then the visitor stops: the popup comes 3 s after the last key (or after the result that
  // follows it, 500 ms later).
  await page.clock.runFor(1400);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(2600);
  await expect(popup).toBeVisible();
});
