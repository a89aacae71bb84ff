import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./page-ready";
import { declineAnalytics, engineResult, hydrated, money } from "./calculator-support";

// The PDF report: jsPDF is fetched only when the visitor asks for a report; the file is real
// text in the page's language.

function watchPdfLibrary(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (req) => {
    if (/jspdf|html2canvas|report-pdf/i.test(req.url())) requested.push(req.url());
  });
  return requested;
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  const path = await file.path();
  return {
    name: file.suggestedFilename(),
    bytes: readFileSync(path),
    text: execFileSync("pdftotext", ["-layout", path, "-"]).toString("utf8"),
  };
}

test("English report: loaded on demand, named after the county and year, with the county and the annual tax as text", async ({
  page,
}, testInfo) => {
  await declineAnalytics(page);
  const requested = watchPdfLibrary(page);
  const query = "value=380000&county=harris&homestead=1&over65=1";
  await page.goto(`/calculator?${query}`);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(requested, "nothing of the PDF code before the report is asked for").toEqual([]);

  const pdf = await download(page, "Download PDF report");
  expect(requested.some((u) => /jspdf/i.test(u))).toBe(true);
  await expect(
    page.locator("[data-sonner-toast]", { hasText: "Report downloaded successfully!" }),
  ).toBeVisible();

  const r = engineResult(query);
  expect(pdf.name).toBe(`Harris-County-property-tax-${r.taxYear}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.text).toContain("Property Tax Report");
  expect(pdf.text).toContain("Harris County");
  expect(pdf.text).toMatch(new RegExp(`Annual property tax\\s+\\${money(r.annualTax, "en")}`));
  for (const line of r.lines) expect(pdf.text).toContain(line.name.slice(0, 20));
  expect(pdf.text).toContain("Monthly escrow payments");
  expect(
    pdf.text.match(new RegExp(`\\${money(r.monthlyTax, "en")}`, "g"))?.length ?? 0,
  ).toBeGreaterThanOrEqual(12);
  expect(pdf.text).toContain("This calculator gives an estimate for planning");
  await testInfo.attach("report-en.pdf", { body: pdf.bytes, contentType: "application/pdf" });
});

test("Spanish report: Spanish text with its accents", async ({ page }, testInfo) => {
  await declineAnalytics(page);
  const query = "value=300000&county=travis&homestead=1";
  await page.goto(`/es/calculadora?${query}`);
  await hydrated(page);
  const pdf = await download(page, "Descargar informe en PDF");
  await expect(
    page.locator("[data-sonner-toast]", { hasText: "¡Informe descargado correctamente!" }),
  ).toBeVisible();
  const r = engineResult(query);
  expect(pdf.name).toBe(`Condado-Travis-impuesto-predial-${r.taxYear}.pdf`);
  expect(pdf.text).toContain("Informe de impuestos prediales");
  expect(pdf.text).toContain("Condado de Travis");
  expect(pdf.text).toMatch(new RegExp(`Impuesto predial anual\\s+\\${money(r.annualTax, "es")}`));
  expect(pdf.text).toContain("Pagos mensuales de depósito en garantía");
  expect(pdf.text).toContain("Exención");
  await testInfo.attach("report-es.pdf", { body: pdf.bytes, contentType: "application/pdf" });
});

test("a report that cannot be generated says so", async ({ page }) => {
  await declineAnalytics(page);
  await page.route(/jspdf/i, (route) => route.abort());
  await page.goto("/calculator?value=300000&county=travis");
  await hydrated(page);
  await page.getByRole("button", { name: "Download PDF report" }).click();
  await expect(
    page.locator("[data-sonner-toast]", { hasText: "Failed to generate report. Please try again." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF report" })).toBeVisible();
});
