import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./page-ready";
import { declineAnalytics, engineResult, money } from "./calculator-support";

// The protest kit: a GET form the server answers, so the deadline, the checklist and the
// comparables worksheet work with JavaScript off; the calendar file is a plain download; the
// PDF is made in the browser.

// Three comparables at 150, 165 and 140 dollars a square foot: median 150; the 1,800 sq ft
// subject is worth 270,000 by them against 350,000 on the notice.
const COMPARABLES = [
  ["300,000", "2,000"],
  ["330,000", "2,000"],
  ["280,000", "2,000"],
];
const taxSaved = () =>
  engineResult("value=350000&county=harris&homestead=1").annualTax -
  engineResult("value=270000&county=harris&homestead=1").annualTax;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("English: deadline moved off a weekend, the worksheet priced by the engine", async ({ page }) => {
    await page.goto("/protest-kit");
    await page.locator('select[name="county"]').selectOption("harris");
    // Delivered 1 May 2026: 30 days later is Sunday 31 May, so Monday 1 June.
    await page.getByLabel("Date your notice of appraised value was delivered").fill("2026-05-01");
    await page.getByLabel("Hearing date (if you have one)").fill("2026-07-14");
    await page.getByLabel("Value on your notice ($)").fill("350,000");
    await page.getByLabel("Your home's square feet").fill("1,800");
    await page.locator('input[name="homestead"]').check();
    for (const [i, [value, size]] of COMPARABLES.entries()) {
      await page.locator(`input[name="c${i + 1}v"]`).fill(value);
      await page.locator(`input[name="c${i + 1}s"]`).fill(size);
    }
    await page.getByRole("button", { name: "Build my protest kit" }).click();

    await page.waitForURL(/notice=2026-05-01/);
    expect(new URL(page.url()).pathname).toBe("/protest-kit");
    await expect(page.getByTestId("kit-deadline")).toHaveText("June 1, 2026");
    await expect(page.getByText("The rule's date, May 31, 2026, is a weekend or holiday")).toBeVisible();
    await expect(page.getByRole("link", { name: /Texas Tax Code § 41\.44/ })).toBeVisible();
    await expect(page.getByTestId("kit-median")).toHaveText("$150.00");
    await expect(page.getByTestId("kit-implied")).toHaveText("$270,000");
    await expect(page.getByTestId("kit-savings")).toHaveText(money(taxSaved(), "en"));
    await expect(page.getByRole("heading", { name: "Evidence checklist" })).toBeVisible();
    await expect(page.getByText(/Tax Code 41\.461/)).toBeVisible();
    // The form keeps what was submitted.
    await expect(page.locator('select[name="county"]')).toHaveValue("harris");
    await expect(page.locator('input[name="c3v"]')).toHaveValue("280,000");

    // The calendar file: an all-day deadline and the hearing, CRLF lines.
    const href = await page
      .getByRole("link", { name: /Add the deadline and your hearing/ })
      .getAttribute("href");
    const ics = await page.request.get(href!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain("DTSTART;VALUE=DATE:20260601\r\n");
    expect(body).toContain("DTSTART;VALUE=DATE:20260714\r\n");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  test("Spanish: 15 May deadline, es-MX dates, Spanish checklist", async ({ page }) => {
    await page.goto("/es/kit-de-protesta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kit de protesta del impuesto predial en Texas",
    );
    await page.locator('select[name="county"]').selectOption("travis");
    await page.getByLabel("Fecha en que le entregaron el aviso de avalúo").fill("2026-04-15");
    await page.getByRole("button", { name: "Preparar mi kit de protesta" }).click();
    await page.waitForURL(/county=travis/);
    expect(new URL(page.url()).pathname).toBe("/es/kit-de-protesta");
    await expect(page.getByTestId("kit-deadline")).toHaveText("15 de mayo de 2026");
    await expect(page.getByText("Con su aviso, la fecha es el 15 de mayo.", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lista de pruebas" })).toBeVisible();
    const href = await page.getByRole("link", { name: /Agregar la fecha límite/ }).getAttribute("href");
    expect(href).toMatch(/^\/es\/kit-de-protesta\/calendario\.ics\?/);
    const ics = await page.request.get(href!);
    expect(await ics.text()).toContain("SUMMARY;LANGUAGE=es:Fecha límite para protestar el avalúo");
  });

  test("Spanish: bad input gets Spanish messages and no 5xx", async ({ page }) => {
    const response = await page.goto(
      "/es/kit-de-protesta?county=harris&notice=ayer&value=350000&sqft=-1800&c1v=300000&c1s=2000&c2v=330000&c2s=2000",
    );
    expect(response!.status()).toBeLessThan(500);
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("No pudimos leer esa fecha.");
    await expect(summary).toContainText("Escriba al menos 3 casas comparables");
    await expect(summary).toContainText("Los pies cuadrados deben ser mayores que cero.");
    await expect(page.getByTestId("kit-deadline")).toHaveCount(0);
    const ics = await page.request.get("/es/kit-de-protesta/calendario.ics?county=harris&notice=31/02/2026");
    expect(ics.status()).toBe(400);
    expect(await ics.text()).toContain("No pudimos leer esa fecha.");
  });

  test("the footer and the protest guide link to the kit in both languages", async ({ page }) => {
    await page.goto("/guides/how-to-protest");
    await page.getByRole("link", { name: "Open the protest kit" }).click();
    await expect(page).toHaveURL(/\/protest-kit$/);
    await page.goto("/es/preguntas-frecuentes");
    await page.locator("footer").getByRole("link", { name: "Kit de protesta" }).click();
    await expect(page).toHaveURL(/\/es\/kit-de-protesta$/);
  });
});

test("with JavaScript: the one-page PDF in Spanish carries the deadline and the worksheet", async ({
  page,
}) => {
  await declineAnalytics(page);
  const query = [
    "county=harris&notice=2026-05-01&value=350000&sqft=1800&homestead=1",
    ...COMPARABLES.map(([v, s], i) => `c${i + 1}v=${v.replace(",", "")}&c${i + 1}s=${s.replace(",", "")}`),
  ].join("&");
  await page.goto(`/es/kit-de-protesta?${query}`);
  const button = page.getByRole("button", { name: "Descargar el resumen de una página (PDF)" });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
  const info = execFileSync("pdfinfo", [path]).toString("utf8");
  expect(info).toMatch(/Pages:\s+1\n/);
  const text = execFileSync("pdftotext", ["-layout", path, "-"]).toString("utf8");
  expect(text).toContain("Resumen de la protesta del avalúo");
  expect(text).toContain("1 de junio de 2026");
  expect(text).toContain("$270,000");
  expect(text).toContain(money(taxSaved(), "es"));
});

test("axe: a filled-in kit with its errors and with its result", async ({ page }) => {
  await declineAnalytics(page);
  for (const path of [
    "/protest-kit?county=harris&notice=2026-05-01&hearing=2026-07-14&value=350000&sqft=1800&c1v=300000&c1s=2000&c2v=330000&c2s=2000&c3v=280000&c3s=2000",
    "/es/kit-de-protesta?county=harris&notice=ayer&sqft=-5&c1v=300000",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`),
      path,
    ).toEqual([]);
  }
});
