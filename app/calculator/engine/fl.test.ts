// Florida rules at and around each threshold, worked by hand from the statutes and the
// figures in seed/states/fl.rules.json ($25,000 first exemption; second $25,000 through 2024,
// $25,722 for 2025; Save Our Homes caps; $500 / $5,000 disabled person; $5,000 veterans).
import { describe, expect, it } from "vitest";
import { county, flRules, unit } from "./__fixtures__/rules";
import { calculate } from "./calculate";
import {
  floridaNonHomesteadAssessed,
  floridaPortability,
  saveOurHomesAssessed,
  saveOurHomesRate,
} from "./caps";
import { floridaTaxShock } from "./extras";
import { withDefaults } from "./input";
import type { CalculatorInputRaw, County } from "./schemas";

const twoLevies = county("FL", [
  unit({ id: "school", kind: "school", basis: "mills", rate: 7 }),
  unit({ id: "county", kind: "county", basis: "mills", rate: 11 }),
]);
const run = (raw: CalculatorInputRaw, c: County = twoLevies) => calculate(withDefaults(raw), c, flRules);

describe("Florida homestead exemptions (s. 196.031)", () => {
  it.each([
    // [assessed, year, school taxable, non-school taxable]
    [20000, 2025, 0, 0],
    [25000, 2025, 0, 0],
    [50000, 2025, 25000, 25000],
    [50001, 2025, 25001, 25000],
    [75722, 2025, 50722, 25000],
    [75723, 2025, 50723, 25001],
    [100000, 2025, 75000, 49278],
    [100000, 2024, 75000, 50000],
    [75000, 2024, 50000, 25000],
    [75001, 2024, 50001, 25001],
  ])(
    "assessed %i USD in %i: school %i USD, non-school %i USD",
    (value, taxYear, schoolTaxable, otherTaxable) => {
      const fl = run({ homeValue: value, homesteadExemption: true, taxYear }).florida!;
      expect(fl.schoolTaxableValue).toBe(schoolTaxable);
      expect(fl.nonSchoolTaxableValue).toBe(otherTaxable);
    },
  );

  it("carries the indexed 2025 amount into 2026 and says so", () => {
    const r = run({ homeValue: 100000, homesteadExemption: true, taxYear: 2026 });
    expect(r.florida?.nonSchoolTaxableValue).toBe(49278);
    expect(r.notes).toContainEqual({
      key: "note.carriedForward",
      params: { figure: "figure.additionalHomestead", year: 2026, from: 2025 },
    });
  });

  it("reports the spec's two-tier breakdown", () => {
    // $300,000 in 2025: school 275,000 x 7 mills = 1,925; non-school 249,278 x 11 mills = 2,742.058.
    const r = run({ homeValue: 300000, homesteadExemption: true, taxYear: 2025 });
    expect(r.florida).toEqual({
      propertyValue: 300000,
      assessedValue: 300000,
      homesteadExemption: 50722,
      over65Exemption: 0,
      schoolTaxableValue: 275000,
      schoolRate: 7,
      schoolTax: 1925,
      nonSchoolTaxableValue: 249278,
      nonSchoolRate: 11,
      nonSchoolTax: 2742.06,
    });
    expect(r.annualTax).toBe(4667.06);
  });
});

describe("Florida senior local option (s. 196.075)", () => {
  const withSenior = county("FL", [
    unit({ id: "school", kind: "school", basis: "mills", rate: 7 }),
    unit({ id: "county", kind: "county", basis: "mills", rate: 6, exemptions: { over65Amount: 50000 } }),
    unit({ id: "city", kind: "city", basis: "mills", rate: 5 }),
  ]);
  const senior = (seniorIncome?: number) =>
    run(
      { homeValue: 300000, homesteadExemption: true, over65Exemption: true, seniorIncome, taxYear: 2025 },
      withSenior,
    );
  it("applies on the units that adopted it, at or below the income limit ($37,694 for 2025)", () => {
    const r = senior(37694);
    expect(r.lines.map((l) => l.taxableValue)).toEqual([275000, 199278, 249278]);
    expect(r.florida?.over65Exemption).toBe(50000);
  });
  it("not a dollar above the limit", () => expect(senior(37695).lines[1].taxableValue).toBe(249278));
  it("asks for income when it is missing", () =>
    expect(senior().notes.map((n) => n.key)).toContain("note.fl.seniorIncomeMissing"));
  it("says when no unit on file grants it", () => {
    const r = run({
      homeValue: 300000,
      homesteadExemption: true,
      over65Exemption: true,
      seniorIncome: 20000,
    });
    expect(r.notes.map((n) => n.key)).toContain("note.fl.seniorNotOnFile");
  });
});

describe("Florida disabled person and veterans", () => {
  const line = (raw: CalculatorInputRaw) => run({ homeValue: 200000, ...raw }).lines[0];
  it.each([
    [2022, 500],
    [2023, 5000],
  ])("disabled person (s. 196.202) in %i: %i USD", (taxYear, amount) => {
    expect(line({ disabledPersonExemption: true, taxYear }).exemptions).toEqual([
      expect.objectContaining({ kind: "disabled", amount }),
    ]);
  });
  it.each([
    [9, 0],
    [10, 5000],
    [99, 5000],
  ])("veteran rated %i%% (s. 196.24): %i USD", (rating, amount) => {
    expect(
      line({ veteranDisabilityRating: rating })
        .exemptions.filter((e) => e.kind === "veteran")
        .reduce((s, e) => s + e.amount, 0),
    ).toBe(amount);
  });
  it("exempts a 100% (permanent and total) veteran's homestead (s. 196.081)", () => {
    expect(
      run({ homeValue: 200000, homesteadExemption: true, disabledVeteranExemption: "100" }).annualTax,
    ).toBe(0);
  });
  it("gives $5,000 at 100% on a property that is not the homestead", () => {
    expect(line({ disabledVeteranExemption: "100" }).taxableValue).toBe(195000);
  });
});

describe("Florida estimate without units", () => {
  it("puts 45% of the county rate on the school levy, in mills", () => {
    const r = run({ homeValue: 200000 }, county("FL", undefined, { rate: 1.8 }));
    expect(r.lines.map((l) => [l.kind, l.basis, Math.round(l.rate * 1e6) / 1e6])).toEqual([
      ["school", "mills", 8.1],
      ["county", "mills", 9.9],
    ]);
    expect(r.annualTax).toBe(3600); // 200,000 x 18 mills
  });
});

describe("Save Our Homes (s. 193.155)", () => {
  it.each([
    [1997, 0.03, false], // CPI 3.3%: the 3% cap
    [2021, 0.014, false],
    [2022, 0.03, false], // CPI 7.0%
    [2025, 0.029, false],
    [2026, 0.027, false],
    [2027, 0.03, true], // not published: the maximum is assumed
  ])("%i: %d", (year, rate, assumed) => {
    const r = saveOurHomesRate(flRules, year);
    expect(r.factor).toBe(rate);
    expect(r.assumed).toBe(assumed);
  });

  it.each([
    [200000, 300000, 2025, 205800], // +2.9%
    [200000, 201000, 2025, 201000], // just value is the ceiling
    [200000, 180000, 2025, 180000], // a fall in value lowers it
  ])("prior %i USD, just %i USD in %i: %i USD", (prior, just, year, expected) => {
    expect(saveOurHomesAssessed(prior, just, flRules, year)).toBe(expected);
  });

  it("non-homestead property rises at most 10%", () => {
    expect(floridaNonHomesteadAssessed(200000, 300000, flRules)).toBe(220000);
  });

  it.each([
    [400000, 250000, 500000, 150000, 350000], // upsizing: the whole benefit
    [400000, 250000, 200000, 75000, 125000], // downsizing: in proportion, 150,000 x 200/400
    [1500000, 800000, 2000000, 500000, 1500000], // at most $500,000
  ])(
    "portability: old %i USD / %i USD, new %i USD: benefit %i USD, assessed %i USD",
    (oldJust, oldAssessed, newJust, benefit, assessed) => {
      expect(
        floridaPortability({
          oldJustValue: oldJust,
          oldAssessedValue: oldAssessed,
          newJustValue: newJust,
          rules: flRules,
        }),
      ).toEqual({ benefit, newAssessedValue: assessed });
    },
  );
});

describe("Florida first-time buyer tax shock", () => {
  it("compares the seller's capped bill with the buyer's reset one", () => {
    const shock = floridaTaxShock(
      { purchasePrice: 400000, sellerAssessedValue: 200000, county: twoLevies, taxYear: 2025 },
      flRules,
    );
    // Seller: school 175,000 x 7 = 1,225; non-school 149,278 x 11 = 1,642.058. Buyer: 375,000 x 7 = 2,625; 349,278 x 11 = 3,842.058.
    expect(shock.sellerTax).toBe(2867.06);
    expect(shock.buyerTax).toBe(6467.06);
    expect(shock.increase).toBe(3600);
    expect(shock.increasePercent).toBeCloseTo((3600 / 2867.06) * 100, 10);
  });

  it("rebuilds the seller's assessed value from their purchase with the yearly caps", () => {
    const shock = floridaTaxShock(
      {
        purchasePrice: 400000,
        sellerPurchasePrice: 300000,
        sellerPurchaseYear: 2022,
        county: twoLevies,
        taxYear: 2025,
      },
      flRules,
    );
    // 2023: just value (first homestead year); 2024: +3%; 2025: +2.9%. Market path 300,000 -> 400,000 over 3 years.
    const m2023 = Math.round(300000 * Math.pow(4 / 3, 1 / 3));
    const a2024 = m2023 + Math.round(m2023 * 0.03);
    const a2025 = a2024 + Math.round(a2024 * 0.029);
    expect(shock.sellerAssessedValue).toBe(a2025);
  });
});

describe("Florida before Amendment 1 of 29 January 2008 (one $25,000 homestead exemption)", () => {
  it("a 2007 homestead has one $25,000 exemption on every levy, school included", () => {
    // $100,000 assessed: 75,000 taxable at 7 + 11 mills = 525 + 825.
    const r = run({ homeValue: 100000, homesteadExemption: true, taxYear: 2007 });
    expect(r.florida?.schoolTaxableValue).toBe(75000);
    expect(r.florida?.nonSchoolTaxableValue).toBe(75000);
    expect(r.annualTax).toBe(1350);
  });

  it("2008, the first year of Amendment 1, adds the second exemption on non-school levies", () => {
    const r = run({ homeValue: 100000, homesteadExemption: true, taxYear: 2008 });
    expect(r.florida?.nonSchoolTaxableValue).toBe(50000);
  });

  it("refuses a year before the first rules it holds instead of applying later law", () => {
    expect(() => run({ homeValue: 100000, homesteadExemption: true, taxYear: 1980 })).toThrow(
      expect.objectContaining({ key: "error.taxYearNotCovered" }),
    );
  });
});

describe("the Florida tax-shock widget states an estimated county's figure as an estimate (issue 13)", () => {
  it("a census-estimated county gives the buyer's bill as 80% to 120%, to $10; an official one does not", () => {
    const estimated = county("FL", undefined, { rate: 1.5, rateKind: "estimate" });
    const shock = floridaTaxShock(
      { purchasePrice: 400000, county: estimated, sellerAssessedValue: 200000 },
      flRules,
    );
    const round10 = (n: number) => Math.round(n / 10) * 10;
    expect(shock.buyerTaxRange).toEqual({
      low: round10(shock.buyerTax * 0.8),
      high: round10(shock.buyerTax * 1.2),
    });
    const official = floridaTaxShock(
      { purchasePrice: 400000, county: twoLevies, sellerAssessedValue: 200000 },
      flRules,
    );
    expect(official.buyerTaxRange).toBeUndefined();
  });
});
