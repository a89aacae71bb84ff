import { TX_URL } from "../../playwright.config";
import { expect, pageHydrated, test, type Page } from "./page-ready";
import { allowAnalytics, engineResult, events, figure, money } from "./calculator-support";

// The phone calculator: under 768 px a card opens a full-screen four-step wizard. Driven from
// the keyboard only.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function openWizard(page: Page, path = "/calculator") {
  await allowAnalytics(page);
  await page.goto(path);
  const start = page.getByRole("button", {
    name: path.startsWith("/es") ? "Iniciar el asistente de cálculo" : "Start the calculator wizard",
  });
  await expect(start).toBeVisible({ timeout: 15_000 });
  await start.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return { dialog, start };
}

test("the whole wizard from the keyboard: four steps, progress, focus, then the result", async ({
  page,
}, testInfo) => {
  const { dialog } = await openWizard(page);
  const progress = dialog.getByRole("progressbar");
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "1");
  await expect(progress).toHaveAttribute("aria-valuemax", "4");
  await expect(dialog.getByRole("heading", { name: "Property value" })).toBeFocused();

  // Step 1: Next only with a value above 0.
  const next = dialog.getByRole("button", { name: "Next" });
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Home value")).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await expect(next).toBeDisabled();
  await page.keyboard.type("615000");
  await expect(dialog.getByLabel("Home value")).toHaveValue("615,000");
  await expect(next).toBeEnabled();
  await page.keyboard.press("Enter");

  // Step 2: a county.
  await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "2");
  await expect(dialog.getByRole("heading", { name: "Location" })).toBeFocused();
  await expect(next).toBeDisabled();
  await page.keyboard.press("Tab");
  await page.keyboard.type("willi");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("combobox")).toHaveValue("Williamson");
  await expect(next).toBeEnabled();
  await page.keyboard.press("Enter");

  // Step 3: exemptions; the school tax ceiling appears only with over-65 on.
  await expect(dialog.getByText("Step 3 of 4")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Exemptions" })).toBeFocused();
  await expect(dialog.getByRole("checkbox", { name: /School tax ceiling/ })).toHaveCount(0);
  await dialog.getByRole("checkbox", { name: /Residence homestead/ }).focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("checkbox", { name: /Disabled homeowner/ }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: /School tax ceiling/ })).toHaveCount(0);
  await page.keyboard.press("Space");
  await dialog.getByRole("checkbox", { name: /Age 65 or older/ }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: /School tax ceiling/ })).toBeVisible();
  await next.focus();
  await page.keyboard.press("Enter");

  // Step 4: review, then Calculate tax.
  await expect(dialog.getByText("Step 4 of 4")).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "4");
  await expect(dialog.getByRole("heading", { name: "Review and calculate" })).toBeFocused();
  await expect(dialog.getByText("$615,000")).toBeVisible();
  await expect(dialog.getByText("Williamson County")).toBeVisible();
  const calculate = dialog.getByRole("button", { name: "Calculate tax" });
  await calculate.focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("dialog")).toHaveCount(0);
  const r = engineResult("value=615000&county=williamson&homestead=1&over65=1");
  await expect(figure(page, "Annual property tax")).toHaveText(money(r.annualTax, "en"));
  await expect(page.getByRole("heading", { name: /Estimated \d{4} property tax/ })).toBeFocused();
  await expect(page).toHaveURL(/\?value=615000&county=williamson&homestead=1&over65=1$/);
  expect((await events(page, "tax_calculated")).at(-1)).toMatchObject({
    via: "wizard",
    county: "Williamson",
  });
  expect(await events(page, "wizard_abandoned")).toEqual([]);

  await page.locator(".results-card").screenshot({ path: testInfo.outputPath("results-phone-en.png") });
  await testInfo.attach("results-phone-en", {
    path: testInfo.outputPath("results-phone-en.png"),
    contentType: "image/png",
  });
});

test("Back on step 1 closes the wizard, records the abandonment and returns focus", async ({ page }) => {
  const { dialog, start } = await openWizard(page);
  await dialog.getByRole("button", { name: "Back" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(start).toBeFocused();
  expect(await events(page, "wizard_abandoned")).toEqual([
    expect.objectContaining({ step: 1, via: "back", state: "TX" }),
  ]);
});

test("Previous goes back a step; Escape closes the wizard from any step", async ({ page }) => {
  const { dialog, start } = await openWizard(page);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(start).toBeFocused();
  expect(await events(page, "wizard_abandoned")).toEqual([
    expect.objectContaining({ step: 2, via: "escape" }),
  ]);
});

test("Tab stays inside the wizard", async ({ page }) => {
  const { dialog } = await openWizard(page);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
});

test("Spanish wizard: 'Paso X de 4' and the Spanish buttons", async ({ page }) => {
  const { dialog } = await openWizard(page, "/es/calculadora");
  await expect(dialog.getByText("Paso 1 de 4")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Valor de la propiedad" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Atrás" })).toBeVisible();
  await dialog.getByRole("button", { name: "Siguiente" }).click();
  await expect(dialog.getByText("Paso 2 de 4")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Anterior" })).toBeVisible();
});

test("no wizard card on a desktop-width screen", async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto("/calculator");
  await expect(page.locator("#calc-county[role=combobox]")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the calculator wizard" })).toBeHidden();
  await page.close();
});

test("the wizard card holds its place from the first paint: the form does not move when React arrives", async ({
  page,
}) => {
  await page.goto("/calculator", { waitUntil: "commit" });
  const form = page.locator("form.calculator-form");
  await form.waitFor();
  const before = await form.evaluate((f) => f.getBoundingClientRect().top);
  await expect(page.getByRole("button", { name: "Start the calculator wizard" })).toBeVisible();
  await pageHydrated(page);
  await expect(page.getByRole("button", { name: "Start the calculator wizard" })).toBeEnabled();
  expect(await form.evaluate((f) => f.getBoundingClientRect().top)).toBe(before);
});

test("without JavaScript there is no wizard card, since the wizard could not open", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${TX_URL}/calculator`);
  await expect(page.locator("form.calculator-form")).toBeVisible();
  await expect(page.locator(".wizard-card")).toBeHidden();
  await context.close();
});
