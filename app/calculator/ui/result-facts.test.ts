// What a result may claim (issue 13 "Honest figures"), in both languages.
import { beforeAll, describe, expect, it } from "vitest";
import { calculate } from "~/calculator/engine/calculate";
import { county } from "~/calculator/engine/__fixtures__/rules";
import { configs, estimateCounty, rules, texasCounty } from "./__fixtures__/data";
import { translator } from "./__fixtures__/i18n";
import { toEngineInput } from "./engine-input";
import { buildOptions } from "./options";
import { buildReport, reportText, type Translate } from "./report-model";
import {
  estimateRange,
  loadedMessage,
  publishedRateCount,
  noSplitReason,
  readerTitle,
  splitFromBill,
} from "./result-facts";
import { headline, unitsCoverage } from "./result-headline";
import { unclaimedSavings } from "./run";
import { formStateFrom, readParams } from "./url-state";

let en: Translate;
let es: Translate;
beforeAll(async () => {
  en = await translator("en");
  es = await translator("es");
});

const tx = (q: string, c = texasCounty) => {
  const form = formStateFrom(readParams(q), 350000);
  const options = buildOptions(configs.TX, rules.TX, "en", (k) => k);
  return {
    form,
    options,
    result: calculate(toEngineInput(form, { options, countyName: c.name, nyc: false }), c, rules.TX),
  };
};

describe("source titles read like a bill's, without editors' notes", () => {
  it.each([
    [
      "Community Impact: Harris County approves increase in property tax rate for FY 2024-25 [status: rate above voter-approval rate; approved by voters as Prop A on 2024-11-05, see README]",
      "Community Impact: Harris County approves increase in property tax rate for FY 2024-25",
    ],
    [
      "Citizen Portal (AI meeting summary): McAllen ISD public hearing on proposed 2025 tax rate",
      "Citizen Portal: McAllen ISD public hearing on proposed 2025 tax rate",
    ],
    [
      "James Colin Campbell (realtor page): Los Angeles Property Tax Rates by City [2020] [secondary; old]",
      "James Colin Campbell (realtor page): Los Angeles Property Tax Rates by City [2020]",
    ],
    [
      "Tarrant County College: Notice of Public Hearing on Tax Increase for 2025 [status: proposed]",
      "Tarrant County College: Notice of Public Hearing on Tax Increase for 2025",
    ],
  ])("%s", (raw, clean) => expect(readerTitle(raw)).toBe(clean));
});

describe("where your tax goes: only a bill's own split", () => {
  it("a county with taxing units shows its lines' split; an estimated county says why it does not", () => {
    expect(splitFromBill(tx("value=300000&county=fixture").result)).toBe(true);
    const est = tx("value=300000&county=estimado", estimateCounty).result;
    expect(splitFromBill(est)).toBe(false);
    expect(noSplitReason(est, en)).toMatch(/one estimated rate/);
    expect(noSplitReason(est, es)).toMatch(/una sola tasa estimada/);
  });

  it("California's general levy is not split; a $0 bill shows nothing", () => {
    const ca = calculate(
      toEngineInput(formStateFrom(readParams("value=500000&county=x"), 1), {
        options: buildOptions(configs.CA, rules.CA, "en", (k) => k),
        countyName: "X",
        nyc: false,
      }),
      county("CA", undefined, { rate: 1.1 }),
      rules.CA,
    );
    expect(splitFromBill(ca)).toBe(false);
    expect(noSplitReason(ca, en)).toMatch(/1% general levy/);
    expect(noSplitReason({ ...ca, annualTax: 0 }, en)).toBeNull();
  });
});

describe("the headline says what the figure is", () => {
  const report = ({ form, options, result }: ReturnType<typeof tx>, c: typeof texasCounty) =>
    buildReport({
      result,
      form,
      options,
      county: c,
      stateName: "Texas",
      lang: "en",
      t: en,
      url: "https://tx.example/",
      now: new Date(),
      opportunities: [],
    });

  it("an estimated county: estimate, a range of 80% to 120%, and the recent buyer's warning", () => {
    const r = tx("value=300000&county=estimado", estimateCounty).result;
    const h = headline(r, "en", en);
    expect(h.title).toMatch(/estimate, not a bill/);
    const range = estimateRange(r.annualTax);
    expect(range.low).toBeLessThan(r.annualTax);
    expect(range.high).toBeGreaterThan(r.annualTax);
    expect(h.estimate?.range).toContain(`$${range.low.toLocaleString("en-US")}`);
    expect(h.estimate?.recentBuyer).toMatch(/10% homestead cap/);
    expect(headline(r, "es", es).title).toMatch(/no una factura/);
  });

  it("rates older than the tax year are named on a line under a short title", () => {
    const r = tx("value=300000&county=fixture").result;
    const older = { ...r, taxYear: 2026 };
    // The fixture's county rate is adopted, its school rate proposed, both 2025.
    expect(headline(older, "en", en)).toEqual({
      title: "Estimated 2026 property tax",
      rates: "Using 2025 adopted and proposed rates: the 2026 rates are not loaded yet.",
    });
    const mixed = { ...older, lines: [{ ...r.lines[0], rateYear: 2024 }, r.lines[1]] };
    expect(headline(mixed, "es", es)).toEqual({
      title: "Impuesto predial estimado para 2026",
      rates:
        "Calculado con las tasas adoptadas y propuestas de 2024–2025; las de 2026 todavía no están cargadas.",
    });
    expect(headline({ ...r, taxYear: 2025 }, "en", en)).toEqual({ title: "Estimated 2025 property tax" });
  });

  it("names the units whose rates are of another year than the bill's (decision 129)", () => {
    const r = tx("value=300000&county=fixture").result;
    const bill = {
      ...r,
      taxYear: 2025,
      lines: [
        { ...r.lines[0], name: "Houston Community College", rateYear: 2024 },
        { ...r.lines[1], rateYear: 2025 },
        { ...r.lines[1], id: "x", name: "Harris County Department of Education", rateYear: 2024 },
      ],
    };
    expect(headline(bill, "en", en).rates).toBe(
      "2 of 3 rates are 2024's: the 2025 rates are not loaded for Houston Community College and Harris County Department of Education.",
    );
    expect(headline(bill, "es", es).rates).toBe(
      "2 de 3 tasas son de 2024: todavía no tenemos las de 2025 para Houston Community College y Harris County Department of Education.",
    );
    // A 2023 bill for units loaded only from 2024: the later year is named the same way.
    const early = {
      ...bill,
      taxYear: 2023,
      lines: [
        { ...r.lines[0], rateYear: 2023 },
        { ...r.lines[1], rateYear: 2024 },
      ],
    };
    expect(headline(early, "en", en).rates).toMatch(
      /^1 of 2 rates are 2024's: the 2023 rates are not loaded for /,
    );
  });

  it("says which units of the bill have no rate loaded, and that their tax is not in the total", () => {
    const r = tx("value=300000&county=fixture").result;
    const county = { unitsNotLoaded: ["Austin ISD", "the San Antonio River Authority"] };
    expect(unitsCoverage(r, county, "en", en)).toBe(
      `Includes ${r.lines.length} of the bill's ${r.lines.length + 2} taxing units. Not loaded, so not in the total: Austin ISD and the San Antonio River Authority.`,
    );
    expect(unitsCoverage(r, county, "es", es)).toMatch(
      /^Incluye \d de las \d entidades fiscales de la factura\. Sin tasa cargada, y por eso fuera del total: Austin ISD y /,
    );
    expect(unitsCoverage(r, {}, "en", en)).toBeNull();
    expect(unitsCoverage({ ...r, mode: "split" }, county, "en", en)).toBeNull();
  });

  it("the report carries the same headline and, for an estimate, the range and warning in its notes", () => {
    const m = report(tx("value=300000&county=estimado", estimateCounty), estimateCounty);
    expect(m.headline).toMatch(/estimate/);
    // The range on the line under the headline, where the first page states the figure.
    expect(m.qualifier).toMatch(/expect roughly \$4,800 to \$7,200 a year/);
    expect(m.notes[0]).toMatch(/recently/);
    expect(m.figures.map((f) => f.label)).not.toContain("School taxes");
  });

  it("the report and its text copy say which older rates the figure uses, under the headline", () => {
    const calc = tx("value=300000&county=fixture");
    const m = report({ ...calc, result: { ...calc.result, taxYear: 2026 } }, texasCounty);
    expect(m.headline).toBe("Estimated 2026 property tax");
    expect(m.qualifier).toBe("Using 2025 adopted and proposed rates: the 2026 rates are not loaded yet.");
    const lines = reportText(m, en).split("\n");
    expect(lines.indexOf(m.qualifier!)).toBe(lines.indexOf(m.headline) + 1);
  });
});

describe("potential savings come from the engine, per unclaimed exemption", () => {
  it("lists the homestead's saving on this bill; nothing once every exemption is claimed", () => {
    const { form, options } = tx("value=300000&county=fixture");
    const list = unclaimedSavings(form, texasCounty, rules.TX, options);
    const withHomestead = tx("value=300000&county=fixture&homestead=1").result.annualTax;
    const without = tx("value=300000&county=fixture").result.annualTax;
    expect(list.find((o) => o.kind === "homestead")?.savings).toBeCloseTo(without - withHomestead, 2);
    const all = tx("value=300000&county=fixture&homestead=1&over65=1&disabled=1");
    expect(unclaimedSavings(all.form, texasCounty, rules.TX, all.options)).toEqual([]);
  });
});

describe("the load toast", () => {
  it("says 'current tax rates' only when most counties have published rates", () => {
    const one = [texasCounty];
    expect(loadedMessage(one.length, publishedRateCount(one), "Texas", en)).toBe(
      "Loaded 1 Texas counties with current tax rates",
    );
    const three = [texasCounty, estimateCounty, estimateCounty];
    expect(loadedMessage(three.length, publishedRateCount(three), "Texas", en)).toBe(
      "Loaded 3 Texas counties: 1 with published rates, the others estimated from census data",
    );
  });
});
