import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { readerTitle } from "../../app/calculator/ui/result-facts";
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
    info: execFileSync("pdfinfo", [path]).toString("utf8"),
    images: pdfImages(path),
  };
}

/** The raster images in the PDF, as `pdfimages -list` reports them (page, width, height in pixels). */
function pdfImages(path: string): { page: number; type: string; width: number; height: number }[] {
  const out = execFileSync("pdfimages", ["-list", path]).toString("utf8").trim().split("\n").slice(2);
  return out.map((row) => {
    const c = row.trim().split(/\s+/);
    return { page: Number(c[0]), type: c[2], width: Number(c[3]), height: Number(c[4]) };
  });
}

/** The chart on the page, in CSS pixels: the report pictures it at twice that. */
async function chartBox(page: Page) {
  const box = await page.locator('[data-report-figure="chart"]').boundingBox();
  expect(box, "the results chart is on the page").not.toBeNull();
  return box!;
}

function expectChartImage(images: ReturnType<typeof pdfImages>, box: { width: number; height: number }) {
  const chart = images.filter((i) => i.type === "image");
  expect(chart, "one picture: the results chart").toHaveLength(1);
  // html2canvas at scale 2: twice the chart's CSS size, give or take a pixel of rounding.
  expect(Math.abs(chart[0].width - box.width * 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(chart[0].height - box.height * 2)).toBeLessThanOrEqual(2);
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

  await expect(page.locator(".lines-table .line-source a").first()).toBeVisible();
  await expect(page.locator(".lines-table .link-language")).toHaveCount(0);
  const box = await chartBox(page);
  const pdf = await download(page, "Download PDF report");
  expect(requested.some((u) => /jspdf/i.test(u))).toBe(true);
  expect(requested.some((u) => /html2canvas/i.test(u))).toBe(true);
  await expect(
    page.locator("[data-sonner-toast]", { hasText: "Report downloaded successfully!" }),
  ).toBeVisible();

  const r = engineResult(query);
  expect(pdf.name).toBe(`Harris-County-property-tax-${r.taxYear}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.info).toMatch(/Page size:\s+612(\.\d+)? x 792(\.\d+)? pts \(letter\)/);
  expect(pdf.text).toContain("Texas Property Tax Calculator");
  expect(pdf.text).toContain("Property Tax Report");
  expect(pdf.text).toContain("Harris County");
  expectChartImage(pdf.images, box);
  // The chart's figures are also text: each group's amount and share.
  expect(pdf.text).toMatch(/School districts?\s+\$[\d,]+ \(\d+%\)/);
  expect(pdf.text).toMatch(new RegExp(`Annual property tax\\s+\\${money(r.annualTax, "en")}`));
  for (const line of r.lines) expect(pdf.text).toContain(line.name.slice(0, 20));
  expect(pdf.text).toContain("Monthly escrow payments");
  // Twelve payments that add up to the annual tax.
  const paid = [
    ...pdf.text.matchAll(
      /(January|February|March|April|May|June|July|August|September|October|November|December)\s+\$([\d,]+)/g,
    ),
  ].map((h) => Number(h[2].replace(/,/g, "")));
  expect(paid).toHaveLength(12);
  expect(paid.reduce((a, b) => a + b, 0)).toBe(Math.round(r.annualTax));
  expect(pdf.text).toContain("This calculator gives an estimate for planning");
  await testInfo.attach("report-en.pdf", { body: pdf.bytes, contentType: "application/pdf" });
});

test("Spanish report: Spanish text with its accents, English source titles said to be English", async ({
  page,
}, testInfo) => {
  await declineAnalytics(page);
  const query = "value=300000&county=travis&homestead=1";
  await page.goto(`/es/calculadora?${query}`);
  await hydrated(page);
  const r = engineResult(query);
  // Sources without a Spanish title in the dataset are shown in English, and say so.
  const english = r.lines.filter((l) => !l.source.titleEs);
  expect(english.length, "Travis's lines include sources with English titles only").toBeGreaterThan(0);
  const marked = page.locator('.lines-table .line-source a[hreflang="en"]');
  await expect(marked).toHaveCount(english.length);
  await expect(marked.first().locator('span[lang="en"]')).toHaveText(readerTitle(english[0].source.title));
  await expect(marked.first().locator(".link-language")).toHaveText("(en inglés)");
  const box = await chartBox(page);
  const pdf = await download(page, "Descargar informe en PDF");
  expectChartImage(pdf.images, box);
  expect(pdf.text).toContain("Calculadora de impuesto predial de Texas");
  await expect(
    page.locator("[data-sonner-toast]", { hasText: "¡Informe descargado correctamente!" }),
  ).toBeVisible();
  expect(pdf.name).toBe(`Condado-Travis-impuesto-predial-${r.taxYear}.pdf`);
  expect(pdf.text).toContain("Informe de impuestos prediales");
  expect(pdf.text).toContain("Condado de Travis");
  expect(pdf.text).toMatch(new RegExp(`Impuesto predial anual\\s+\\${money(r.annualTax, "es")}`));
  expect(pdf.text).toContain("Pagos mensuales de depósito en garantía");
  expect(pdf.text).toContain("Exención");
  const flowing = pdf.text.replace(/\s+/g, " ");
  expect(flowing.match(/\(en inglés\)/g) ?? []).toHaveLength(english.length);
  expect(flowing).toContain(`Fuente: ${readerTitle(english[0].source.title)} (en inglés)`);
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
