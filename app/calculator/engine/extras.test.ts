// The potential-savings banner, the value tier, the results card's rate split and the value checks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsvRecords } from "../../../seed/scripts/csv";
import harrisJson from "./__fixtures__/harris.county.json";
import workedExamples from "./__fixtures__/worked-examples.json";
import { caRules, county, testSource, txRules, unit } from "./__fixtures__/rules";
import {
  effectiveRateSplit,
  isHighValue,
  nominalRate,
  potentialSavings,
  prop13SavingsDemo,
  valueTier,
} from "./extras";
import { parseHomeValueText } from "./input";
import { formErrors, valueWarning } from "./form-checks";

const product = txRules.product;

describe("product helpers", () => {
  it("potential savings: 15% of the value times the effective rate; nothing with homestead and over-65 both on", () => {
    expect(potentialSavings(350000, 2, { homesteadExemption: false, over65Exemption: false }, product)).toBe(
      1050,
    );
    expect(potentialSavings(350000, 2, { homesteadExemption: true, over65Exemption: false }, product)).toBe(
      1050,
    );
    expect(potentialSavings(350000, 2, { homesteadExemption: true, over65Exemption: true }, product)).toBe(0);
    expect(potentialSavings(0, 2, { homesteadExemption: false, over65Exemption: false }, product)).toBe(0);
  });

  it.each([
    [0, "low"],
    [199999, "low"],
    [200000, "medium"],
    [499999, "medium"],
    [500000, "high"],
    [999999, "high"],
    [1000000, "very_high"],
  ] as const)("value %i is tier %s", (value, tier) => expect(valueTier(value, product)).toBe(tier));

  it("splits the effective rate 55% school, 45% non-school", () => {
    const s = effectiveRateSplit(2, product);
    expect(s.school).toBeCloseTo(1.1, 12);
    expect(s.nonSchool).toBeCloseTo(0.9, 12);
  });

  it("fires the high-value event above 500,000", () => {
    expect(isHighValue(500000, product)).toBe(false);
    expect(isHighValue(500001, product)).toBe(true);
  });

  it.each([
    [0, null],
    [1, "warning.veryLowValue"],
    [9999, "warning.veryLowValue"],
    [10000, null],
    [10000000, null],
    [10000001, "warning.veryHighValue"],
  ] as const)("value %i warns %s", (value, key) => expect(valueWarning(value, product)).toBe(key));

  it("reads the home value as digits only; unparseable is 0", () => {
    expect(parseHomeValueText("$350,000")).toBe(350000);
    expect(parseHomeValueText("abc")).toBe(0);
    expect(parseHomeValueText("")).toBe(0);
  });

  it("the form needs a county and a value above 0", () => {
    expect(formErrors({ homeValue: 0, county: "" })).toEqual(["error.selectCounty", "error.invalidValue"]);
    expect(formErrors({ homeValue: 1, county: "Harris" })).toEqual([]);
  });
});

// A county's nominal rate (the Prop 13 demo's rate for a county) must read every basis a unit's
// rate is published in. The figures come from the seed's source files and the worked examples;
// the expected values are worked out here in whole ten-thousandths, not taken from the engine.
describe("a county's nominal rate, in every rate basis", () => {
  const rateRows = parseCsvRecords(
    readFileSync(join(__dirname, "../../../seed/data/sources/taxing_unit_rates.csv"), "utf8"),
  );

  /** The county's units as the seed builds them: each unit's latest tax year in the source file. */
  function sourceUnits(state: string, name: string) {
    const latest = new Map<string, Record<string, string>>();
    for (const r of rateRows) {
      if (r.state !== state || r.county !== name) continue;
      const seen = latest.get(r.taxing_unit);
      if (!seen || Number(r.tax_year) > Number(seen.tax_year)) latest.set(r.taxing_unit, r);
    }
    return [...latest.values()];
  }

  /** "5.6658" → 56658: a published rate in ten-thousandths of its unit, exactly. */
  const tenThousandths = (text: string) => Math.round(Number(text) * 10000);

  it.each([
    ["Broward", 3],
    ["Duval", 2],
  ] as const)("Florida, %s County: its levies' mills, a tenth of a percent each", (name, levies) => {
    const rows = sourceUnits("FL", name);
    expect(rows).toHaveLength(levies);
    expect(rows.every((r) => r.rate_basis === "mills")).toBe(true);
    const c = county(
      "FL",
      rows.map((r, i) =>
        unit({
          id: `u${i}`,
          name: r.taxing_unit,
          kind: r.unit_kind as "county",
          basis: "mills",
          rate: Number(r.rate),
          taxYear: Number(r.tax_year),
        }),
      ),
    );
    const mills = rows.reduce((sum, r) => sum + tenThousandths(r.rate), 0);
    // 1 mill = $1 per $1,000 = 0.1%: percent = mills / 10.
    expect(nominalRate(c)).toBe(mills / 100000);
    expect(nominalRate(c)).toBeGreaterThan(1.5);
    // On $400,000 bought this year, the demo's tax is value x mills / 1,000: whole cents here.
    const d = prop13SavingsDemo(
      { purchasePrice: 400000, purchaseYear: 2025, currentMarketValue: 400000, currentYear: 2025, county: c },
      caRules,
    );
    expect(d.ratePercent).toBe(mills / 100000);
    expect(d.actualTax).toBe((400000 * mills) / 10000000);
  });

  it("Broward's figures are the sources' 2025 county, 2024-25 school and Pembroke Pines millage (18.1211 mills)", () => {
    const rows = sourceUnits("FL", "Broward");
    expect(Object.fromEntries(rows.map((r) => [r.taxing_unit, r.rate]))).toEqual({
      "Broward County": "5.6658",
      "Broward County Public Schools (total)": "6.4655",
      "City of Pembroke Pines (operating + debt)": "5.9898",
    });
    expect(
      nominalRate(
        county(
          "FL",
          rows.map((r, i) => unit({ id: `u${i}`, kind: "county", basis: "mills", rate: Number(r.rate) })),
        ),
      ),
    ).toBe(1.81211);
  });

  it("Texas, Harris County: dollars per $100 are percent as they stand", () => {
    const c = county(
      "TX",
      harrisJson.units.map((u) =>
        unit({ id: u.id, name: u.name, rate: u.rate, kind: u.kind as "county", basis: "per100" }),
      ),
    );
    const per100 = harrisJson.units.reduce((sum, u) => sum + Math.round(u.rate * 100000), 0);
    expect(nominalRate(c)).toBe(per100 / 100000);
  });

  it("California, Kern County's sample bill: the 1% levy and the voter-approved debt rates; the fixed charges are not a rate", () => {
    const kern = workedExamples.find((e) => e.id === "CA-01-kern-sample-secured-bill");
    if (!kern) throw new Error("the Kern County example is missing from the worked examples");
    const inputs = kern.inputs as {
      land_value: number;
      improvement_value: number;
      homeowners_exemption: number;
      general_levy_rate_pct: number;
      voter_debt_rates_pct: Record<string, number>;
      fixed_direct_charges: Record<string, number>;
    };
    const units = [
      unit({
        id: "general",
        kind: "county",
        basis: "percent",
        rate: inputs.general_levy_rate_pct,
        generalLevy: true,
      }),
      ...Object.entries(inputs.voter_debt_rates_pct).map(([name, rate]) =>
        unit({ id: name, kind: "special", basis: "percent", rate }),
      ),
      ...Object.entries(inputs.fixed_direct_charges).map(([name, rate]) =>
        unit({ id: name, kind: "special", basis: "fixed", rate }),
      ),
    ];
    const c = county("CA", units);
    // Net assessed value 67,460 at the bill's rates: its ad valorem total, 797.12 (to the cent, one rate).
    const net = inputs.land_value + inputs.improvement_value - inputs.homeowners_exemption;
    const d = prop13SavingsDemo(
      { purchasePrice: net, purchaseYear: 1997, currentMarketValue: net, currentYear: 1997, county: c },
      caRules,
    );
    expect(d.actualTax).toBe((kern.expected as { ad_valorem_total: number }).ad_valorem_total);
    expect(nominalRate(c)).toBe(1.181626);
  });

  it("a county without units uses its own rate", () => {
    expect(nominalRate(county("CA", undefined, { rate: 1.1 }))).toBe(1.1);
    expect(
      nominalRate(
        county("FL", [unit({ id: "cdd", kind: "cdd", basis: "fixed", rate: 1500, source: testSource })]),
      ),
    ).toBe(0);
  });
});
