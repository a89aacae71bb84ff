import { expect, test } from "./page-ready";
import { engineResult, figure, money, percent } from "./calculator-support";

// With JavaScript off the calculator is a plain GET form: the browser puts the inputs in the
// URL and the server renders the result with the same engine.
test.use({ javaScriptEnabled: false });

test("English: submitting the GET form shows the same figures as the engine", async ({ page }) => {
  await page.goto("/calculator");
  // No combobox without JavaScript: the county is a native select.
  await expect(page.locator('select[name="county"]')).toBeVisible();
  await page.locator('input[name="value"]').fill("510,000");
  await page.locator('select[name="county"]').selectOption("dallas");
  await page.getByRole("checkbox", { name: /Residence homestead/ }).check();
  await page.getByRole("checkbox", { name: /Age 65 or older/ }).check();
  await page.locator('select[name="veteran"]').selectOption("50-69");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();

  await page.waitForURL(/county=dallas/);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/calculator");
  expect(Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""))).toEqual({
    value: "510,000",
    county: "dallas",
    homestead: "1",
    over65: "1",
    veteran: "50-69",
  });
  const r = engineResult("value=510000&county=dallas&homestead=1&over65=1&veteran=50-69");
  await expect(figure(page, "Annual property tax")).toHaveText(money(r.annualTax, "en"));
  await expect(figure(page, "Monthly payment")).toHaveText(money(r.monthlyTax, "en"));
  await expect(figure(page, "Effective tax rate")).toHaveText(percent(r.effectiveRate, "en"));
  await expect(page.locator(".lines-table tbody tr")).toHaveCount(r.lines.length);
  // The form keeps what was submitted.
  await expect(page.locator('input[name="value"]')).toHaveValue("510,000");
  await expect(page.locator('select[name="county"]')).toHaveValue("dallas");
  await expect(page.getByRole("checkbox", { name: /Age 65 or older/ })).toBeChecked();
});

test("Spanish: the same flow, with Spanish labels and es-MX figures", async ({ page }) => {
  await page.goto("/es/calculadora");
  await page.locator('input[name="value"]').fill("275000");
  await page.locator('select[name="county"]').selectOption("bexar");
  await page.getByRole("checkbox", { name: /Vivienda principal/ }).check();
  await page.getByRole("button", { name: "Calcular", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/calculadora\?value=275000&county=bexar&homestead=1(&|#|$)/);
  const r = engineResult("value=275000&county=bexar&homestead=1");
  await expect(figure(page, "Impuesto predial anual")).toHaveText(money(r.annualTax, "es"));
  await expect(figure(page, "Tasa efectiva de impuestos")).toHaveText(percent(r.effectiveRate, "es"));
});

test("the home page's other-county choice leads to the calculator's page and its whole list", async ({
  page,
}) => {
  await page.goto("/es");
  const select = page.locator('select[name="county"]');
  await expect(select.locator("option")).toHaveCount(12);
  await page.locator('input[name="value"]').fill("310000");
  await select.selectOption({ label: "Otro condado (lista completa)" });
  await page.getByRole("button", { name: "Calcular", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/calculadora\?value=310000&county=(\*|%2A)/);
  await expect(page.getByRole("alert")).toContainText("Elija un condado de la lista.");
  // Every county, the value kept: the visitor picks theirs and calculates.
  await expect(select.locator("option")).toHaveCount(255);
  await expect(page.locator('input[name="value"]')).toHaveValue("310,000");
  await select.selectOption("zavala");
  await page.getByRole("button", { name: "Calcular", exact: true }).click();
  await expect(page).toHaveURL(/county=zavala/);
  await expect(figure(page, "Impuesto predial anual")).toBeVisible();
});

test("the server checks the form: no county, no value", async ({ page }) => {
  await page.goto("/calculator");
  await page.locator('input[name="value"]').fill("");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please correct the following:" });
  await expect(summary).toContainText("Please select a county");
  await expect(summary).toContainText("Please enter a valid value");
  await expect(page.locator(".results-card .figure")).toHaveCount(0);
});

test("the home page's form sends the visitor to the calculator page with the result", async ({ page }) => {
  await page.goto("/");
  await page.locator('#calculator input[name="value"]').fill("400000");
  await page.locator('#calculator select[name="county"]').selectOption("harris");
  await page.locator("#calculator").getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(page).toHaveURL(/\/calculator\?value=400000&county=harris/);
  await expect(figure(page, "Annual property tax")).toHaveText(
    money(engineResult("value=400000&county=harris").annualTax, "en"),
  );
});
