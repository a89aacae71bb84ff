// Texas rules at and around every threshold. Expected figures are worked by hand from the law
// (amounts from seed/states/tx.rules.json: $15,000 / $25,000 / $40,000 / $100,000 / $140,000 school
// homestead; $10,000 / $60,000 over-65; 11.22 bands) and written out in the comments.
import { describe, expect, it } from "vitest";
import harrisJson from "./__fixtures__/harris.county.json";
import { county, txRules, unit } from "./__fixtures__/rules";
import { calculate, tryCalculate } from "./calculate";
import { texasCappedAppraisal } from "./caps";
import { texasAmendmentSavings } from "./extras";
import { withDefaults } from "./input";
import { type CalculatorInputRaw, type County, CountySchema } from "./schemas";

const harris = CountySchema.parse(harrisJson);
const school = (rate = 1) => county("TX", [unit({ id: "isd", kind: "school", basis: "per100", rate })]);
const run = (raw: CalculatorInputRaw, c: County = school()) => calculate(withDefaults(raw), c, txRules);
const exemption = (r: ReturnType<typeof run>, kind: string, line = 0) =>
  r.lines[line].exemptions.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);

describe("Texas school homestead exemption by tax year (Tax Code 11.13(b))", () => {
  it.each([
    [1997, 15000],
    [2014, 15000],
    [2015, 25000],
    [2021, 25000],
    [2022, 40000],
    [2023, 100000],
    [2024, 100000],
    [2025, 140000],
    [2026, 140000],
  ])("tax year %i: %i USD", (taxYear, amount) => {
    expect(exemption(run({ homeValue: 500000, homesteadExemption: true, taxYear }), "homestead")).toBe(
      amount,
    );
  });

  it("is not granted without the homestead", () => {
    expect(run({ homeValue: 500000, taxYear: 2025 }).lines[0].exemptions).toEqual([]);
  });

  it("never takes the taxable value below zero", () => {
    const r = run({ homeValue: 139999, homesteadExemption: true, taxYear: 2025 });
    expect(exemption(r, "homestead")).toBe(139999);
    expect(r.lines[0].taxableValue).toBe(0);
    expect(r.annualTax).toBe(0);
  });
});

describe("Texas over-65 / disabled school exemption (11.13(c))", () => {
  it.each([
    [2024, { over65Exemption: true }, "over65", 10000],
    [2025, { over65Exemption: true }, "over65", 60000],
    [2024, { disabledPersonExemption: true }, "disabled", 10000],
    [2025, { disabledPersonExemption: true }, "disabled", 60000],
  ] as const)("%i %o: %s %i USD", (taxYear, flags, kind, amount) => {
    expect(exemption(run({ homeValue: 500000, homesteadExemption: true, taxYear, ...flags }), kind)).toBe(
      amount,
    );
  });

  it("grants one of the two to a person both 65+ and disabled", () => {
    const r = run({
      homeValue: 500000,
      homesteadExemption: true,
      over65Exemption: true,
      disabledPersonExemption: true,
      taxYear: 2025,
    });
    expect(exemption(r, "over65") + exemption(r, "disabled")).toBe(60000);
  });

  it("needs a residence homestead, and says so", () => {
    const r = run({ homeValue: 500000, over65Exemption: true, taxYear: 2025 });
    expect(r.lines[0].exemptions).toEqual([]);
    expect(r.notes.map((n) => n.key)).toContain("note.tx.over65NeedsHomestead");
  });
});

describe("Texas local-option percentage homestead (11.13(n)): 20% at most, $5,000 at least", () => {
  const local = (homeValue: number, homesteadPercent = 0.2) =>
    exemption(
      run(
        { homeValue, homesteadExemption: true },
        county("TX", [
          unit({ id: "city", kind: "city", basis: "per100", rate: 0.5, exemptions: { homesteadPercent } }),
        ]),
      ),
      "localHomestead",
    );
  it.each([
    [10000, 5000], // 20% is $2,000: the $5,000 minimum applies
    [24999, 5000],
    [25000, 5000], // 20% = minimum exactly
    [25001, 5000], // $5,000.20 rounds to $5,000
    [25003, 5001], // $5,000.60 rounds up
    [30000, 6000],
    [195680, 39136],
  ])("value %i USD: %i USD", (value, amount) => expect(local(value)).toBe(amount));

  it("caps a unit's percentage at the law's 20%", () => expect(local(100000, 0.25)).toBe(20000));
  it("is not below the minimum on a small value, but never above the value", () =>
    expect(local(3000)).toBe(3000));
});

describe("Texas disabled veterans (11.22, 11.131)", () => {
  const vet = (raw: CalculatorInputRaw) =>
    exemption(
      run(
        { homeValue: 300000, taxYear: 2025, ...raw },
        county("TX", [unit({ id: "county", kind: "county", basis: "per100", rate: 0.4 })]),
      ),
      "veteran",
    );
  it.each([
    [0, 0],
    [9, 0],
    [10, 5000],
    [29, 5000],
    [30, 7500],
    [49, 7500],
    [50, 10000],
    [69, 10000],
    [70, 12000],
    [99, 12000],
  ])("rating %i%%: %i USD", (rating, amount) =>
    expect(vet({ veteranDisabilityRating: rating })).toBe(amount),
  );

  it.each([
    ["10-29", 5000],
    ["30-49", 7500],
    ["50-69", 10000],
    ["70-99", 12000],
  ] as const)("band %s: %i USD", (band, amount) =>
    expect(vet({ disabledVeteranExemption: band })).toBe(amount),
  );

  it("exempts a 100% disabled veteran's homestead entirely", () => {
    const r = run(
      { homeValue: 300000, taxYear: 2025, homesteadExemption: true, disabledVeteranExemption: "100" },
      harris,
    );
    expect(r.annualTax).toBe(0);
    expect(r.rules.map((x) => x.key)).toContain("rule.tx.veteranTotal");
  });

  it("gives $12,000 at 100% on a property that is not the homestead", () =>
    expect(vet({ disabledVeteranExemption: "100" })).toBe(12000));
  it("gives $12,000 to a veteran 65 or older with at least 10%", () => {
    expect(vet({ veteranDisabilityRating: 10, over65Exemption: true })).toBe(12000);
    expect(vet({ veteranDisabilityRating: 9, over65Exemption: true })).toBe(0);
  });
});

describe("Texas school tax ceiling (11.26)", () => {
  // $500,000 home, 2025 amounts: taxable $300,000 at $1.00 per $100 = $3,000 before the ceiling.
  const base = {
    homeValue: 500000,
    homesteadExemption: true,
    over65Exemption: true,
    schoolTaxCeiling: true,
    taxYear: 2025,
  };
  it.each([
    [2999.99, 2999.99, 0.01],
    [3000, 3000, 0],
    [3000.01, 3000, 0],
    [1200, 1200, 1800],
  ])("ceiling %d USD: tax %d USD, saves %d USD", (ceiling, tax, savings) => {
    const r = run({ ...base, schoolTaxCeilingAmount: ceiling });
    expect(r.lines[0].tax).toBe(tax);
    expect(r.ceilingSavings).toBe(savings);
  });

  it("is lowered by the exemption increase times the current rate when the amounts rose", () => {
    // Set in 2024 ($100,000 + $10,000), now 2025 ($140,000 + $60,000): $90,000 more at $1.00 per $100 = $900 lower.
    const r = run({ ...base, schoolTaxCeilingAmount: 2000, schoolTaxCeilingYear: 2024 });
    expect(r.lines[0].ceiling).toEqual({ amount: 1100, savings: 1900, reducedFrom: 2000 });
    expect(r.lines[0].tax).toBe(1100);
  });

  it("is not lowered when set in the same year", () => {
    expect(run({ ...base, schoolTaxCeilingAmount: 2000, schoolTaxCeilingYear: 2025 }).lines[0].tax).toBe(
      2000,
    );
  });

  it("asks for the amount when only the toggle is on", () => {
    const r = run(base);
    expect(r.lines[0].tax).toBe(3000);
    expect(r.notes.map((n) => n.key)).toContain("note.tx.ceilingAmountMissing");
  });

  it("applies to other units only where they adopted a ceiling and one is given", () => {
    const r = run(
      { ...base, homeValue: 400000, unitTaxCeilings: { houston: 100, "harris-county": 1 } },
      harris,
    );
    expect(r.lines.find((l) => l.id === "houston")?.tax).toBe(100);
    // Harris County has no over65Ceiling flag in the fixture: its line is untouched.
    expect(r.lines.find((l) => l.id === "harris-county")?.ceiling).toBeUndefined();
  });
});

describe("Texas bill for a county with five taxing units (Harris fixture, 2025 amounts)", () => {
  it("computes each unit's line", () => {
    // County, Harris Health and Flood Control: 20% of $400,000 = $80,000 off; Houston: 20%; HISD: $140,000.
    const r = run({ homeValue: 400000, homesteadExemption: true, taxYear: 2025 }, harris);
    const tax = Object.fromEntries(r.lines.map((l) => [l.id, l.tax]));
    expect(tax).toEqual({
      "harris-county": 1232.93, // 320,000 x 0.38529% = 1,232.928
      "harris-health": 523.14, // 320,000 x 0.16348% = 523.136
      "harris-flood": 156.7, // 320,000 x 0.04897% = 156.704
      houston: 1661.41, // 320,000 x 0.51919% = 1,661.408
      "houston-isd": 2257.58, // 260,000 x 0.8683% = 2,257.58
    });
    expect(r.annualTax).toBe(5831.76);
    expect(r.countyBreakdown).toEqual({ county: 1232.93, school: 2257.58, city: 1661.41, special: 679.84 });
    expect(r.monthlyTax).toBeCloseTo(5831.76 / 12, 10);
  });

  it("adds the local over-65 amounts", () => {
    // County units: $80,000 + $320,000 = all of $400,000; Houston: $80,000 + $260,000, leaving $60,000; HISD: $200,000.
    const r = run(
      { homeValue: 400000, homesteadExemption: true, over65Exemption: true, taxYear: 2025 },
      harris,
    );
    expect(r.lines.map((l) => l.taxableValue)).toEqual([0, 0, 0, 60000, 200000]);
    expect(r.annualTax).toBe(2048.11); // 311.51 + 1,736.60
  });
});

describe("Texas estimate without taxing units (spec split 55/18/22/5)", () => {
  it("splits the county rate and applies the school exemption to the school share", () => {
    const c = county("TX", undefined, { rate: 2, rateKind: "estimate" });
    const r = run({ homeValue: 300000, homesteadExemption: true, taxYear: 2025 }, c);
    // School 1.10% on $160,000 = 1,760; county 0.36% on 300,000 = 1,080; city 0.44% = 1,320; special 0.10% = 300.
    expect(r.lines.map((l) => [l.kind, l.rate, l.tax])).toEqual([
      ["school", 1.1, 1760],
      ["county", 0.36, 1080],
      ["city", 0.44, 1320],
      ["special", 0.1, 300],
    ]);
    expect(r.annualTax).toBe(4460);
    expect(r.mode).toBe("split");
    expect(r.notes.map((n) => n.key)).toContain("note.estimateRate");
  });

  it("keeps the county's own component rates and shares out the rest", () => {
    const c = county("TX", undefined, { rate: 2, schoolRate: 1 });
    const r = run({ homeValue: 100000 }, c);
    const rates = r.lines.map((l) => Math.round(l.rate * 1e6) / 1e6);
    expect(rates).toEqual([1, 0.4, 0.488889, 0.111111]); // the remaining 1% shared 18:22:5
  });

  it("leaves the $3,000 county homestead off (law: only the farm-to-market / flood-control levy)", () => {
    const r = run({ homeValue: 300000, homesteadExemption: true }, county("TX", undefined, { rate: 2 }));
    expect(r.lines[1].exemptions).toEqual([]);
  });
});

describe("Texas 10% homestead cap (23.23)", () => {
  it.each([
    [300000, 400000, 0, 330000],
    [300000, 320000, 0, 320000],
    [300000, 330000, 0, 330000],
    [300000, 400000, 5000, 335000],
  ])("prior %i USD, market %i USD, improvements %i USD: %i USD", (prior, market, improvements, expected) => {
    expect(texasCappedAppraisal(prior, market, txRules, 2025, improvements)).toBe(expected);
  });
});

describe("Texas November 2025 amendment savings", () => {
  it("is the school exemption increase times the school rate", () => {
    // $40,000 more at $1.00 per $100 = $400; with over-65, $50,000 more again = $900.
    expect(texasAmendmentSavings({ homeValue: 400000 }, school(), txRules).savings).toBe(400);
    const senior = texasAmendmentSavings({ homeValue: 400000, over65Exemption: true }, school(), txRules);
    expect(senior.savings).toBe(900);
    expect(senior.before).toMatchObject({ year: 2024, schoolHomestead: 100000, over65OrDisabled: 10000 });
    expect(senior.after).toMatchObject({ year: 2025, schoolHomestead: 140000, over65OrDisabled: 60000 });
    expect(senior.electionDate).toBe("2025-11-04");
    expect(senior.approved).toBe(true);
  });
});

describe("years before the first Texas rules (Tax Code 11.13(b) amounts from 1997)", () => {
  it("refuses tax year 1996 with the clear message, in both languages", () => {
    const input = withDefaults({ homeValue: 300000, homesteadExemption: true, taxYear: 1996 });
    const outcome = tryCalculate(input, harris, txRules);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.key).toBe("error.taxYearNotCovered");
      expect(outcome.error.text("es")).toMatch(/año fiscal/);
    }
  });
});

describe("Tax Code 11.26(h): a 65+ or disabled owner who moves carries the ceiling as a share", () => {
  const moved = (formerCeilingTax: number, formerTaxWithoutCeiling: number) =>
    run({
      homeValue: 400000,
      homesteadExemption: true,
      over65Exemption: true,
      schoolTaxCeiling: true,
      taxYear: 2025,
      ceilingPortability: { formerCeilingTax, formerTaxWithoutCeiling },
    });

  it("former ceiling $900 of a $1,500 tax (60%): the new home's $2,000 school tax is limited to $1,200", () => {
    // 400,000 - 140,000 homestead - 60,000 over-65 = 200,000 x $1.00 per $100 = $2,000; 60% = $1,200.
    const r = moved(900, 1500);
    expect(r.lines[0].ceiling).toEqual({ amount: 1200, savings: 800 });
    expect(r.annualTax).toBe(1200);
    expect(r.rules.map((x) => x.key)).toContain("rule.tx.ceilingPortability");
  });

  it("a former ceiling above the tax it limited never raises the new tax", () => {
    expect(moved(1600, 1500).annualTax).toBe(2000);
  });

  it("the statement's ceiling amount, when given, is the ceiling (portability sets only the first year's)", () => {
    const r = run({
      homeValue: 400000,
      homesteadExemption: true,
      over65Exemption: true,
      schoolTaxCeiling: true,
      schoolTaxCeilingAmount: 1500,
      taxYear: 2025,
      ceilingPortability: { formerCeilingTax: 900, formerTaxWithoutCeiling: 1500 },
    });
    expect(r.annualTax).toBe(1500);
  });
});
