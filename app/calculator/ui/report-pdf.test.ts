import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { calculate } from "~/calculator/engine/calculate";
import { configs, rules, texasCounty } from "./__fixtures__/data";
import { translator } from "./__fixtures__/i18n";
import { buyerComparison, readBuyerInputs } from "./buyer-inputs";
import { buyerReportSection, buyerText } from "./buyer-text";
import { toEngineInput } from "./engine-input";
import { buildOptions } from "./options";
import { buildReport, type Translate } from "./report-model";
import { buildReportPdf, pdfSafe, type PdfTexts } from "./report-pdf";
import { formStateFrom, readParams } from "./url-state";

const dir = mkdtempSync(join(tmpdir(), "report-pdf-"));
const tr: Partial<Record<"en" | "es", Translate>> = {};
beforeAll(async () => {
  tr.en = await translator("en");
  tr.es = await translator("es");
});

function texts(t: Translate, url: string): PdfTexts {
  return {
    siteName: t("common.siteName", { state: "Texas" }),
    inputsTitle: t("calculator.report.inputsTitle"),
    resultsTitle: t("calculator.report.resultsTitle"),
    chartTitle: t("calculator.results.breakdownTitle"),
    linesTitle: t("calculator.report.linesTitle"),
    colUnit: t("calculator.results.colUnit"),
    colRate: t("calculator.results.colRate"),
    colTaxable: t("calculator.results.colTaxable"),
    colTax: t("calculator.results.colTax"),
    total: t("calculator.results.total"),
    source: (line) => t("calculator.results.source", { source: line.source }),
    exemptionsTitle: t("calculator.report.exemptionsTitle"),
    colExemption: t("calculator.results.colExemption"),
    colAmount: t("calculator.results.colAmount"),
    colSavings: t("calculator.results.colSavings"),
    escrowTitle: t("calculator.report.escrowTitle"),
    escrowNote: t("calculator.report.escrowNote"),
    rulesTitle: t("calculator.results.rulesTitle"),
    notesTitle: t("calculator.report.notesTitle"),
    disclaimerTitle: t("calculator.report.disclaimerTitle"),
    link: t("calculator.report.link", { url }),
    page: (page, pages) => t("calculator.report.page", { page, pages }),
  };
}

async function pdfText(
  lang: "en" | "es",
): Promise<{ text: string; bytes: Buffer; info: string; pages: string[] }> {
  const t = tr[lang]!;
  const form = formStateFrom(readParams("value=300000&county=fixture&homestead=1&over65=1"), 350000);
  const options = buildOptions(configs.TX, rules.TX, lang, t);
  const result = calculate(
    toEngineInput(form, { options, countyName: "Fixture", nyc: false }),
    texasCounty,
    rules.TX,
  );
  const url = "https://tx.example/calculator?value=300000&county=fixture&homestead=1&over65=1";
  const m = buildReport({
    result,
    form,
    options,
    county: texasCounty,
    stateName: "Texas",
    lang,
    t,
    url,
    now: new Date(Date.UTC(2026, 10, 22, 12)),
    opportunities: [],
    buyer: buyerReportSection(
      buyerText(
        buyerComparison(
          form,
          texasCounty,
          rules.TX,
          options,
          readBuyerInputs(new URLSearchParams("sellerAssessed=200000"), 2026),
        )!,
        { lang, t, nyc: false, estimate: false, growthPercent: 3 },
      ),
    ),
  });
  const doc = await buildReportPdf({ ...m }, texts(t, url), [
    { label: "School district", amount: "$1", percent: "50%", share: 0.5 },
  ]);
  const bytes = Buffer.from(doc.output("arraybuffer"));
  const file = join(dir, `${lang}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync("pdfinfo", [file]).toString("utf8");
  const count = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  const pages = Array.from({ length: count }, (_, i) =>
    execFileSync("pdftotext", ["-layout", "-f", String(i + 1), "-l", String(i + 1), file, "-"]).toString(
      "utf8",
    ),
  );
  return { text: execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8"), bytes, info, pages };
}

describe("the PDF report", () => {
  it("has the buyer's section: the seller's capped bill, the buyer's, the escrow change", async () => {
    const { text } = await pdfText("en");
    expect(text).toContain("If you buy this home");
    // Seller at $200,000, homestead only: (200,000 - 20%) at 0.40% = 640; (200,000 - 140,000) at 1.00% = 600.
    expect(text).toMatch(/Seller's bill, 2026 \(capped\)\s+\$1,240/);
    expect(text).toMatch(/Your first bill\s+\$1,960/);
    expect(text).toMatch(/Difference\s+\+\$720/);
    expect(text).toContain("Your escrow at the first analysis");
    expect(text.replace(/\s+/g, " ")).toContain("12 CFR 1024.17");
    const es = await pdfText("es");
    expect(es.text).toContain("Si compra esta casa");
    expect(es.text).toMatch(/Factura del vendedor, 2026 \(con tope\)\s+\$1,240/);
  });

  it("is a US Letter portrait PDF whose text can be extracted: site, county, annual tax, lines, sources, escrow, disclaimer", async () => {
    const { text, bytes, info } = await pdfText("en");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // 8.5 × 11 in = 612 × 792 pt.
    expect(info).toMatch(/Page size:\s+612(\.\d+)? x 792(\.\d+)? pts \(letter\)/);
    expect(text).toContain("Texas Property Tax Calculator");
    expect(text).toContain("Property Tax Report");
    expect(text).toContain("Fixture County");
    // 300,000 − 20% (60,000) at 0.40% = 960; 300,000 − 140,000 − 60,000 at 1.00% = 1,000.
    expect(text).toMatch(/Annual property tax\s+\$1,960/);
    expect(text).toContain("Fixture ISD");
    expect(text).toContain("Source: Fixture source");
    expect(text).toContain("Monthly escrow payments");
    for (const month of ["January", "June", "December"]) expect(text).toContain(month);
    expect(text).toContain("This calculator gives an estimate for planning");
    expect(text).toContain("November 22, 2026");
  });

  it("lists twelve payments that add up to the annual tax", async () => {
    const { text } = await pdfText("en");
    const months = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
    const paid = Array.from({ length: 12 }, (_, i) => {
      const name = months.format(new Date(Date.UTC(2000, i, 1)));
      const hit = new RegExp(`${name}\\s+\\$([\\d,]+)`).exec(text);
      expect(hit, name).not.toBeNull();
      return Number(hit![1].replace(/,/g, ""));
    });
    // $1,960 / 12 = $163.33: eleven payments of $163 and a last one of $167.
    expect(paid).toEqual([...Array(11).fill(163), 167]);
  });

  it("never leaves the disclaimer alone on a page", async () => {
    for (const lang of ["en", "es"] as const) {
      const { pages } = await pdfText(lang);
      const heading = lang === "en" ? "Disclaimer" : "Aviso legal";
      const at = pages.findIndex((p) => p.includes(heading));
      expect(at).toBeGreaterThanOrEqual(0);
      const before = pages[at].slice(0, pages[at].indexOf(heading)).trim();
      expect(before.length, `page ${at + 1} has content before the disclaimer`).toBeGreaterThan(40);
    }
  });

  it("is in Spanish, accents included, for the Spanish page", async () => {
    const { text } = await pdfText("es");
    expect(text).toContain("Informe de impuestos prediales");
    expect(text).toContain("Condado de Fixture");
    expect(text).toMatch(/Impuesto predial anual\s+\$1,960/);
    expect(text).toContain("Pagos mensuales de depósito en garantía");
    expect(text).toContain("Diciembre");
    expect(text).toContain("22 de noviembre de 2026");
    expect(text).toContain("Aviso legal");
  });

  it("keeps Latin-1 and typographic marks, and replaces what the standard fonts cannot draw", () => {
    expect(pdfSafe("año ¿Qué? ¡Sí! – “x” €")).toBe("año ¿Qué? ¡Sí! – “x” €");
    expect(pdfSafe("a → b … ≥ c")).toBe("a -> b ... >= c");
    expect(pdfSafe("İ ő")).toBe("I o");
    expect(pdfSafe("日")).toBe("?");
    expect(pdfSafe("Age 65 or older: −$3,651 a year")).toBe("Age 65 or older: -$3,651 a year");
  });
});
