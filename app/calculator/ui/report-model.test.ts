import { beforeAll, describe, expect, it } from "vitest";
import { calculate } from "~/calculator/engine/calculate";
import type { TaxResult } from "~/calculator/engine/schemas";
import { configs, estimateCounty, rules, texasCounty } from "./__fixtures__/data";
import type { CalcCounty } from "./counties";
import { translator } from "./__fixtures__/i18n";
import { toEngineInput } from "./engine-input";
import { buildOptions } from "./options";
import {
  buildReport,
  exemptionRows,
  rateText,
  reportText,
  safeFileName,
  shareFigures,
  shareLinks,
  sharePost,
  sourceCitation,
  type Translate,
} from "./report-model";
import { formStateFrom, readParams } from "./url-state";

let en: Translate;
let es: Translate;
beforeAll(async () => {
  en = await translator("en");
  es = await translator("es");
});

const form = formStateFrom(readParams("value=300000&county=fixture&homestead=1&veteran=30-49"), 350000);
function result(): TaxResult {
  const options = buildOptions(configs.TX, rules.TX, "en", (k) => k);
  return calculate(
    toEngineInput(form, { options, countyName: "Fixture", nyc: false }),
    texasCounty,
    rules.TX,
  );
}

function reportArgs(lang: "en" | "es") {
  const t = lang === "en" ? en : es;
  return {
    result: result(),
    form,
    options: buildOptions(configs.TX, rules.TX, lang, t),
    county: texasCounty,
    stateName: "Texas",
    lang,
    t,
    url: "https://tx.example/calculator?value=300000&county=fixture&homestead=1&veteran=30-49",
    now: new Date(Date.UTC(2026, 10, 22, 12)),
    opportunities: [],
  };
}

function model(lang: "en" | "es") {
  return buildReport(reportArgs(lang));
}

describe("the report model", () => {
  it("has the inputs, every figure, each line with its source, and twelve escrow payments", () => {
    const m = model("en");
    const r = result();
    expect(m.title).toBe("Property Tax Report");
    expect(m.countyLabel).toBe("Fixture County");
    expect(m.generatedOn).toBe("Generated on November 22, 2026");
    expect(m.inputs).toContainEqual({ label: "Home value", value: "$300,000" });
    expect(m.inputs).toContainEqual({ label: "Disabled veteran", value: "30–49% rating: $7,500" });
    expect(m.figures[0]).toEqual({
      label: "Annual property tax",
      value: `$${Math.round(r.annualTax).toLocaleString("en-US")}`,
    });
    expect(m.figures.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        "Monthly payment",
        "Effective tax rate",
        "Value before exemptions",
        "Taxable value after exemptions",
        "Total savings from exemptions",
        "School taxes",
      ]),
    );
    expect(m.lines.map((l) => [l.name, l.rate, l.status])).toEqual([
      ["Fixture County", "0.40 per $100", "Adopted"],
      ["Fixture ISD", "1.00 per $100", "Proposed"],
    ]);
    expect(m.lines[1].statusNote).toMatch(/Proposed rate/);
    expect(m.lines[0].sourceUrl).toBe("https://example.org/rates");
    expect(m.escrow).toHaveLength(12);
    expect(m.escrow[0].label).toBe("January");
    // Eleven equal payments and a twelfth that brings the year to the annual tax as shown.
    const paid = m.escrow.map((e) => Number(e.value.replace(/[$,]/g, "")));
    expect(new Set(paid.slice(0, 11)).size).toBe(1);
    expect(Math.abs(paid[0] - r.annualTax / 12)).toBeLessThanOrEqual(0.5);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(Math.round(r.annualTax));
    expect(m.notes).toContain("A note for this county.");
    expect(m.fileName).toBe("Fixture-County-property-tax-2026.pdf");
  });

  it("is written in Spanish for the Spanish page", () => {
    const m = model("es");
    expect(m.title).toBe("Informe de impuestos prediales");
    expect(m.countyLabel).toBe("Condado de Fixture");
    expect(m.generatedOn).toBe("Generado el 22 de noviembre de 2026");
    expect(m.escrow[0].label).toBe("Enero");
    expect(m.inputs[0]).toEqual({ label: "Valor de la vivienda", value: "$300,000" });
    expect(m.lines[1].status).toBe("Propuesta");
    expect(m.fileName).toBe("Condado-Fixture-impuesto-predial-2026.pdf");
    expect(m.rules.join(" ")).toMatch(/Exención/);
  });

  it("says in Spanish when a line's source is only in English, and only there", () => {
    // What /api/county answers a Spanish page for a unit whose source has no Spanish title.
    const english = { ...texasCounty.units![1].source!, titleLang: "en" as const };
    const county: CalcCounty = {
      ...texasCounty,
      units: [texasCounty.units![0], { ...texasCounty.units![1], source: english }],
    };
    const options = buildOptions(configs.TX, rules.TX, "es", es);
    const r = calculate(
      toEngineInput(form, { options, countyName: "Fixture", nyc: false }),
      county,
      rules.TX,
    );
    const m = buildReport({ ...reportArgs("es"), result: r, county });
    expect(m.lines.map((l) => l.sourceLang)).toEqual([undefined, "en"]);
    expect(sourceCitation(m.lines[1], es)).toBe("Fuente: Fixture source (en inglés)");
    expect(sourceCitation(m.lines[0], es)).toBe("Fuente: Fixture source");
    const text = reportText(m, es).split("\n");
    expect(text.filter((l) => l.includes("(en inglés)"))).toHaveLength(1);
    expect(text.find((l) => l.includes("(en inglés)"))).toMatch(/^- Fixture ISD: /);
  });

  it("rates read the way each unit publishes them", () => {
    expect(rateText({ basis: "per100", rate: 0.38529 }, "en", en)).toBe("0.38529 per $100");
    expect(rateText({ basis: "mills", rate: 18.5 }, "es", es)).toBe("18.50 milésimas");
    expect(rateText({ basis: "percent", rate: 1 }, "en", en)).toBe("1.00%");
    expect(rateText({ basis: "fixed", rate: 250 }, "en", en)).toBe("$250 a year");
  });

  it("groups exemptions by kind with the tax each saved", () => {
    const rows = exemptionRows(result(), "en", en);
    const homestead = rows.find((r) => r.kind === "homestead")!;
    // The school district's $140,000 at $1.00 per $100 saves $1,400.
    expect(homestead).toMatchObject({
      label: "Homestead exemption",
      amount: "$140,000",
      savings: "$1,400",
      appliesTo: ["Fixture ISD"],
    });
    expect(rows.find((r) => r.kind === "veteran")?.appliesTo).toEqual(["Fixture County", "Fixture ISD"]);
  });

  it("copies as text and shares with e-mail, X and Facebook links", () => {
    const m = model("en");
    const text = reportText(m, en);
    expect(text).toContain("Fixture County");
    expect(text).toContain(m.url);
    expect(text).toContain("Source: Fixture source");
    const links = shareLinks(
      m,
      { value: "$300,000", annual: m.figures[0].value, monthly: "$1", rate: "1.00%", estimate: false },
      en,
    );
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    const mail = new URL(links.email.replace("mailto:", "https://mail.example/"));
    expect(mail.searchParams.get("subject")).toBe("My Texas property tax estimate for Fixture County");
    expect(mail.searchParams.get("body")).toContain(m.url);
    const x = new URL(links.x);
    expect(`${x.origin}${x.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(x.searchParams.get("url")).toBe(m.url);
    const fb = new URL(links.facebook);
    expect(`${fb.origin}${fb.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(fb.searchParams.get("u")).toBe(m.url);
  });

  it("shares an estimated county's tax as the card's range, saying it is a census estimate", () => {
    const plain = formStateFrom(readParams("value=300000&county=estimado"), 350000);
    const options = buildOptions(configs.TX, rules.TX, "en", (k) => k);
    const r = calculate(
      toEngineInput(plain, { options, countyName: "Estimado", nyc: false }),
      estimateCounty,
      rules.TX,
    );
    // 2% of $300,000 = $6,000 a year, $500 a month; 80% and 120% of each.
    const figures = shareFigures(r, "en");
    expect(figures).toMatchObject({ annual: "$4,800–$7,200", monthly: "$400–$600", estimate: true });
    expect(sharePost("Estimado County", "Texas", figures, en)).toBe(
      "My estimated property tax in Estimado County, Texas: roughly $4,800–$7,200 a year, from a county-wide census estimate.",
    );
    const mail = new URL(shareLinks(model("en"), figures, en).email.replace("mailto:", "https://m.example/"));
    expect(mail.searchParams.get("body")).toContain("roughly $4,800–$7,200 a year ($400–$600 a month)");
    expect(mail.searchParams.get("body")).toContain("estimated from census data");
    expect(sharePost("condado de Estimado", "Texas", shareFigures(r, "es"), es)).toContain(
      "aproximadamente $4,800–$7,200 al año",
    );
    // A county with published rates states one amount.
    expect(shareFigures(result(), "en").estimate).toBe(false);
  });

  it("file names keep to ASCII", () => {
    expect(safeFileName("Condado-Doña Ana-impuesto-2026")).toBe("Condado-Dona-Ana-impuesto-2026");
  });
});

describe("the report for a New York STAR credit holder", () => {
  it("shows the bill with the whole school tax, the State's check and the cost after it (Tax Law 606(eee))", () => {
    const upstate: CalcCounty = { ...estimateCounty, state: "NY", name: "Upstate", slug: "upstate", rate: 2 };
    const nyForm = formStateFrom(readParams("value=200000&county=upstate&homestead=1"), 350000);
    const options = buildOptions(configs.NY, rules.NY, "en", en);
    const r = calculate(
      { ...toEngineInput(nyForm, { options, countyName: "Upstate", nyc: false }), taxYear: 2025 },
      upstate,
      rules.NY,
    );
    // Split estimate at 2%: school 10 mills on $200,000 = $2,000 on the bill; Basic STAR
    // $30,000 x 10 mills = $300 by check; county, town and special $2,000.
    expect(r.annualTax).toBe(4000);
    const m = buildReport({
      result: r,
      form: nyForm,
      options,
      county: upstate,
      stateName: "New York",
      lang: "en",
      t: en,
      url: "https://ny.example/calculator",
      now: new Date(Date.UTC(2026, 10, 22, 12)),
      opportunities: [],
    });
    expect(m.figures).toContainEqual({ label: "Your STAR credit check", value: "$300" });
    expect(m.figures).toContainEqual({ label: "What you pay after the check", value: "$3,700" });
  });
});
