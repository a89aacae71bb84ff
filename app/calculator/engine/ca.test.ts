// California: homeowners' and disabled veterans' exemptions, the 1% levy and voter debt, the
// spec's breakdown of the 1% levy, Prop 13 factors, Prop 19 and the savings demo.
import { describe, expect, it } from "vitest";
import { caRules, county, unit } from "./__fixtures__/rules";
import { calculate } from "./calculate";
import {
  prop13Assessed,
  prop13Factor,
  prop13FactoredValue,
  prop19InheritedBase,
  prop19TransferBase,
} from "./caps";
import { prop13SavingsDemo } from "./extras";
import { withDefaults } from "./input";
import type { CalculatorInputRaw, County } from "./schemas";

const estimate = county("CA", undefined, { rate: 1.2 });
const run = (raw: CalculatorInputRaw, c: County = estimate) => calculate(withDefaults(raw), c, caRules);

describe("California bill without units: 1% general levy plus voter-approved debt", () => {
  it("takes the homeowners' exemption off every ad valorem line", () => {
    // Net AV 493,000: 1% = 4,930.00; debt 0.2% = 986.00.
    const r = run({ homeValue: 500000, homesteadExemption: true });
    expect(r.lines.map((l) => [l.name, l.taxableValue, l.tax])).toEqual([
      ["General levy (1%)", 493000, 4930],
      ["Voter-approved debt", 493000, 986],
    ]);
    expect(r.annualTax).toBe(5916);
    expect(r.exemptionSavings).toBe(84); // $7,000 x 1.2%
  });

  it("shows the 1% levy split 40/20/25/15 and debt as special", () => {
    const r = run({ homeValue: 500000, homesteadExemption: true });
    expect(r.countyBreakdown).toEqual({ school: 1972, county: 986, city: 1232.5, special: 739.5 + 986 });
  });

  it("uses the county's voter debt rate when it has one", () => {
    const r = run({ homeValue: 400000 }, county("CA", undefined, { rate: 1.25, levyRate: 0.15 }));
    expect(r.lines[1].rate).toBe(0.15);
    expect(r.annualTax).toBe(4600);
  });

  it("adds fixed charges unchanged and leaves them out of the exemption", () => {
    const c = county("CA", [
      unit({ id: "general", kind: "county", basis: "percent", rate: 1, generalLevy: true }),
      unit({ id: "mello-roos", name: "CFD 2005-1", kind: "mello-roos", basis: "fixed", rate: 1834.56 }),
    ]);
    const r = run({ homeValue: 600000, homesteadExemption: true }, c);
    expect(r.lines[1]).toMatchObject({ tax: 1834.56, taxableValue: 0, exemptions: [] });
    expect(r.annualTax).toBe(7764.56);
  });
});

describe("California disabled veterans' exemption (R&T 205.5)", () => {
  const vet = (raw: CalculatorInputRaw) =>
    run({ homeValue: 600000, taxYear: 2024, ...raw }).lines[0].exemptions;
  it("basic amount at a 100% rating, in place of the homeowners' exemption", () => {
    expect(vet({ homesteadExemption: true, disabledVeteranExemption: "100" })).toEqual([
      expect.objectContaining({ kind: "veteran", amount: 169769 }),
    ]);
  });
  it.each([
    [76235, 254656],
    [76236, 169769],
  ])("household income %i USD: %i USD", (householdIncome, amount) => {
    expect(
      vet({ homesteadExemption: true, disabledVeteranExemption: "100", householdIncome })[0].amount,
    ).toBe(amount);
  });
  it("below 100% the homeowners' exemption applies", () => {
    expect(vet({ homesteadExemption: true, disabledVeteranExemption: "70-99" })).toEqual([
      expect.objectContaining({ kind: "homeowners", amount: 7000 }),
    ]);
  });
  it("needs the principal residence", () => expect(vet({ disabledVeteranExemption: "100" })).toEqual([]));
  it("says 2025 reuses the 2024 amounts", () => {
    const r = run({
      homeValue: 600000,
      taxYear: 2025,
      homesteadExemption: true,
      disabledVeteranExemption: "100",
    });
    expect(r.lines[0].exemptions[0].amount).toBe(169769);
    expect(r.notes).toContainEqual({
      key: "note.carriedForward",
      params: { figure: "figure.disabledVeteranExemption", year: 2025, from: 2024 },
    });
  });
});

describe("Prop 13 inflation factors (R&T 51)", () => {
  it.each([
    [2010, 0.99763, false],
    [2014, 1.00454, false],
    [2016, 1.01525, false],
    [2021, 1.01036, false],
    [2025, 1.02, false],
    [2019, 1.02, true],
    [2026, 1.02, true],
  ])("%i: %d (assumed: %s)", (year, factor, assumed) => {
    expect(prop13Factor(caRules, year)).toMatchObject({ factor, assumed });
  });

  it("an assumed inflation below 2% is used for years without a factor", () => {
    expect(prop13Factor(caRules, 2026, 0.015).factor).toBe(1.015);
    expect(prop13Factor(caRules, 2026, 0.05).factor).toBe(1.02);
  });

  it("compounds and rounds each year", () => {
    // 500,000 (2020) -> x1.01036 = 505,180 -> x1.02 = 515,283.6 -> 515,284 -> x1.02 (assumed) = 525,589.68 -> 525,590.
    expect(prop13FactoredValue(500000, 2020, 2023, caRules).value).toBe(525590);
  });

  it("Prop 8: market value when it is lower than the factored base", () => {
    expect(prop13Assessed(500000, 2020, 2021, 480000, caRules)).toEqual({
      factored: 505180,
      assessed: 480000,
    });
  });
});

describe("Prop 19", () => {
  it.each([
    ["beforeSale", 800000, 300000],
    ["beforeSale", 850000, 350000],
    ["withinFirstYear", 840000, 300000],
    ["withinFirstYear", 850000, 310000],
    ["withinSecondYear", 880000, 300000],
    ["withinSecondYear", 900000, 320000],
  ] as const)("base year value transfer, %s, replacement %i USD: %i USD", (timing, replacement, expected) => {
    expect(
      prop19TransferBase({
        originalFactoredBase: 300000,
        originalMarketValue: 800000,
        replacementMarketValue: replacement,
        timing,
        rules: caRules,
      }),
    ).toBe(expected);
  });

  it.each([
    ["2021-03-01", 1000000, 500000],
    ["2024-03-01", 1022600, 477400],
    ["2025-03-01", 1044586, 455414],
  ])("parent-child transfer on %s: exclusion %i USD, new base %i USD", (date, exclusion, base) => {
    expect(
      prop19InheritedBase({
        parentFactoredBase: 300000,
        marketValue: 1500000,
        transferDate: date,
        rules: caRules,
      }),
    ).toEqual({ base, exclusion });
  });

  it("keeps the parent's base when the value is within the exclusion", () => {
    expect(
      prop19InheritedBase({
        parentFactoredBase: 300000,
        marketValue: 1200000,
        transferDate: "2025-03-01",
        rules: caRules,
      }).base,
    ).toBe(300000);
  });
});

describe("Prop 13 savings demo", () => {
  const demo = prop13SavingsDemo(
    { purchasePrice: 500000, purchaseYear: 2020, currentMarketValue: 800000, currentYear: 2025 },
    caRules,
  );
  it("protects the purchase price grown by the factors", () => {
    // 505,180 (2021) -> 515,284 -> 525,590 -> 536,102 -> 546,824 (2025).
    expect(demo.protectedAssessment).toBe(546824);
    expect(demo.actualTax).toBe(5468.24);
    expect(demo.taxWithoutProp13).toBe(8000);
    expect(demo.annualSavings).toBe(2531.76);
    expect(demo.ratePercent).toBe(1);
  });
  it("adds up the savings of every year since the purchase", () => {
    expect(demo.years).toHaveLength(6);
    expect(demo.years[0]).toMatchObject({
      year: 2020,
      marketValue: 500000,
      protectedAssessment: 500000,
      savings: 0,
    });
    expect(demo.totalSavings).toBe(Math.round(demo.years.reduce((s, y) => s + y.savings * 100, 0)) / 100);
    expect(demo.totalSavings).toBeGreaterThan(demo.annualSavings);
  });
  it("uses a county's nominal rate when given", () => {
    const d = prop13SavingsDemo(
      {
        purchasePrice: 500000,
        purchaseYear: 2024,
        currentMarketValue: 520000,
        currentYear: 2025,
        county: county("CA", undefined, { rate: 1.1 }),
      },
      caRules,
    );
    expect(d.ratePercent).toBe(1.1);
    expect(d.actualTax).toBe(5610); // 510,000 x 1.1%
  });
});

describe("California: the value is the bill's assessed value; a purchase price and year derive it (Prop 13, R&T Code 110.1, 51)", () => {
  it("a 2020 purchase at $500,000 is taxed in 2023 on its factored base year value, $525,590", () => {
    // The same factors as prop13FactoredValue above: 500,000 x 2021-2023 factors = 525,590.
    const r = run({ homeValue: 500000, purchasePrice: 500000, purchaseYear: 2020, taxYear: 2023 });
    expect(r.finalAssessedValue).toBe(525590);
    expect(r.lines[0].assessedValue).toBe(525590);
    expect(r.rules.map((x) => x.key)).toContain("rule.ca.factoredBase");
  });

  it("the assessed value from the bill, when given, wins over the purchase", () => {
    const r = run({ homeValue: 400000, assessedValue: 400000, purchasePrice: 500000, purchaseYear: 2020 });
    expect(r.finalAssessedValue).toBe(400000);
  });
});

describe("California's two installments (R&T Code 2605, 2606, 2617, 2618)", () => {
  it("due 1 November and 1 February, delinquent after 10 December and 10 April, half each", () => {
    // 1.2% of $500,000 = $6,000: two installments of $3,000.
    const r = run({ homeValue: 500000, taxYear: 2025 });
    expect(r.installments).toEqual([
      { amount: 3000, due: "2025-11-01", delinquentAfter: "2025-12-10" },
      { amount: 3000, due: "2026-02-01", delinquentAfter: "2026-04-10" },
    ]);
  });

  it("an odd cent goes with the first installment", () => {
    // $100,001 x 1.2% = 1,200.012 -> lines 1,000.01 + 200.00 = 1,200.01.
    const r = run({ homeValue: 100001, taxYear: 2025 });
    expect(r.annualTax).toBe(1200.01);
    expect(r.installments?.map((i) => i.amount)).toEqual([600.01, 600]);
  });
});
