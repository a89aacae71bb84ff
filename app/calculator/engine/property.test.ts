// Properties every state's calculation must keep, for any input (fast-check):
// finite and never negative; the tax never falls when the value rises; turning an exemption
// on never raises it; monthly x 12 = annual within a cent; effective rate = annual / value.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import harrisJson from "./__fixtures__/harris.county.json";
import { caRules, county, flRules, nyRules, txRules, unit } from "./__fixtures__/rules";
import { calculate } from "./calculate";
import { firstCoveredYear } from "./coverage";
import { withDefaults } from "./input";
import {
  type CalculatorInputRaw,
  type County,
  CountySchema,
  type StateRules,
  VeteranBandLabelSchema,
} from "./schemas";

interface Scenario {
  name: string;
  county: County;
  rules: StateRules;
  minValue: number;
  maxValue: number;
}

const scenarios: Scenario[] = [
  {
    name: "TX, Harris (five units)",
    county: CountySchema.parse(harrisJson),
    rules: txRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "TX, estimate",
    county: county("TX", undefined, { rate: 2.1, rateKind: "estimate" }),
    rules: txRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "CA, 1% + debt + Mello-Roos",
    county: county("CA", [
      unit({ id: "general", kind: "county", basis: "percent", rate: 1, generalLevy: true }),
      unit({ id: "debt", kind: "special", basis: "percent", rate: 0.184263 }),
      unit({ id: "cfd", kind: "mello-roos", basis: "fixed", rate: 1834.56 }),
    ]),
    rules: caRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "CA, estimate",
    county: county("CA", undefined, { rate: 1.17 }),
    rules: caRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "FL, units with a senior option",
    county: county("FL", [
      unit({ id: "school", kind: "school", basis: "mills", rate: 6.343 }),
      unit({
        id: "county",
        kind: "county",
        basis: "mills",
        rate: 11.3169,
        exemptions: { over65Amount: 50000 },
      }),
      unit({ id: "cdd", kind: "cdd", basis: "fixed", rate: 1250 }),
    ]),
    rules: flRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "FL, estimate",
    county: county("FL", undefined, { rate: 1.8 }),
    rules: flRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "NY, estimate",
    county: county("NY", undefined, { rate: 2.4 }),
    rules: nyRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "NY, units with senior and capped STAR",
    county: county(
      "NY",
      [
        unit({ id: "school", kind: "school", basis: "mills", rate: 20.16782 }),
        unit({
          id: "county",
          kind: "county",
          basis: "mills",
          rate: 9.26,
          exemptions: { over65Percent: 0.5 },
        }),
        unit({ id: "village", kind: "village", basis: "mills", rate: 10.88 }),
      ],
      { star: { maxSavings: { basic: 700, enhanced: 1500 } } },
    ),
    rules: nyRules,
    minValue: 0,
    maxValue: 20_000_000,
  },
  {
    name: "NYC",
    county: county("NY", undefined, { nycClass: true, name: "Kings", slug: "kings" }),
    rules: nyRules,
    minValue: 1,
    maxValue: 50_000_000,
  },
];

const flagsArb = fc.record({
  homesteadExemption: fc.boolean(),
  over65Exemption: fc.boolean(),
  disabledPersonExemption: fc.boolean(),
  disabledVeteranExemption: fc.constantFrom(...VeteranBandLabelSchema.options),
  schoolTaxCeiling: fc.boolean(),
  schoolTaxCeilingAmount: fc.option(fc.integer({ min: 0, max: 20000 }), { nil: undefined }),
  seniorCitizen: fc.boolean(),
  coldWarVeteran: fc.boolean(),
  seniorIncome: fc.integer({ min: 0, max: 200000 }),
  householdIncome: fc.option(fc.integer({ min: 0, max: 200000 }), { nil: undefined }),
  veteranService: fc.constantFrom("none" as const, "wartime" as const, "combat" as const),
  propertyType: fc.constantFrom("class1", "class2", "class3", "class4"),
  coopCondoPrimaryResidence: fc.boolean(),
  taxYear: fc.integer({ min: 2020, max: 2027 }),
});

const TOGGLES = [
  "homesteadExemption",
  "over65Exemption",
  "disabledPersonExemption",
  "seniorCitizen",
  "coldWarVeteran",
  "coopCondoPrimaryResidence",
  "schoolTaxCeiling",
] as const;

// Years before the first rules the state holds are refused (coverage.ts): the generated year
// starts at that first year.
function tax(s: Scenario, raw: CalculatorInputRaw) {
  const first = firstCoveredYear(s.rules, s.county);
  const taxYear = raw.taxYear === undefined ? undefined : Math.max(raw.taxYear, first);
  return calculate(withDefaults({ ...raw, taxYear }), s.county, s.rules);
}

for (const s of scenarios) {
  describe(`properties: ${s.name}`, () => {
    const valueArb = fc.integer({ min: s.minValue, max: s.maxValue });

    it("results are finite, never negative, and add up", () => {
      fc.assert(
        fc.property(valueArb, flagsArb, (homeValue, flags) => {
          const r = tax(s, { homeValue, ...flags });
          for (const x of [
            r.annualTax,
            r.monthlyTax,
            r.effectiveRate,
            r.taxableValue,
            r.exemptionSavings,
            r.taxBeforeExemptions,
          ]) {
            expect(Number.isFinite(x)).toBe(true);
            expect(x).toBeGreaterThanOrEqual(0);
          }
          let lineCents = 0;
          for (const l of r.lines) {
            expect(l.tax).toBeGreaterThanOrEqual(0);
            expect(l.taxableValue).toBeGreaterThanOrEqual(0);
            lineCents += Math.round(l.tax * 100);
          }
          expect(lineCents).toBe(Math.round(r.annualTax * 100));
          const b = r.countyBreakdown;
          expect(Math.round((b.county + b.school + b.city + b.special) * 100)).toBe(
            Math.round(r.annualTax * 100),
          );
        }),
      );
    });

    it("tax never decreases when the value rises by $100 or more", () => {
      fc.assert(
        fc.property(valueArb, fc.integer({ min: 100, max: 2_000_000 }), flagsArb, (v, d, flags) => {
          const high = Math.min(s.maxValue, v + d);
          if (high - v < 100) return;
          expect(tax(s, { homeValue: v, ...flags }).annualTax).toBeLessThanOrEqual(
            tax(s, { homeValue: high, ...flags }).annualTax,
          );
        }),
      );
    });

    // Exemption amounts are whole dollars, each rounded as the assessor rounds it (New York's
    // 50% senior and 15%-per-band veterans' exemptions on the same value, for example). When
    // the value rises by a dollar or two, two roundings can both step up and take one dollar
    // more off a line's taxable value than the dollar added: the tax then falls by that dollar
    // times the line's rate, a cent or two. Never more than one dollar per rounded exemption.
    it("a rise of under $100 lowers the tax by no more than the rounding of the exemption amounts", () => {
      fc.assert(
        fc.property(valueArb, fc.integer({ min: 1, max: 99 }), flagsArb, (v, d, flags) => {
          const high = Math.min(s.maxValue, v + d);
          const low = tax(s, { homeValue: v, ...flags });
          const drop = low.annualTax - tax(s, { homeValue: high, ...flags }).annualTax;
          if (drop <= 0) return;
          const rounded = low.lines.reduce((n, l) => n + l.exemptions.length, 0);
          // Tax per dollar of each line's assessed value (whatever the rate's basis), summed.
          const perDollar = low.lines.reduce(
            (sum, l) => sum + (l.assessedValue > 0 ? l.taxBeforeExemptions / l.assessedValue : 0),
            0,
          );
          expect(drop).toBeLessThanOrEqual(rounded * perDollar + 0.01);
        }),
        { numRuns: 300 },
      );
    });

    // The documented rounding (README "Money"): a $1 rise can step each whole-dollar exemption
    // up by one dollar, so the tax may fall by at most one dollar of value per rounded
    // exemption, times the line's rate, plus the cent each line rounds to.
    it("a $1 rise never lowers the tax by more than the documented rounding", () => {
      fc.assert(
        fc.property(valueArb, flagsArb, (v, flags) => {
          if (v + 1 > s.maxValue) return;
          const low = tax(s, { homeValue: v, ...flags });
          const high = tax(s, { homeValue: v + 1, ...flags });
          const drop = low.annualTax - high.annualTax;
          if (drop <= 0) return;
          const bound = low.lines.reduce(
            (sum, l) =>
              sum +
              (l.assessedValue > 0 ? (l.exemptions.length * l.taxBeforeExemptions) / l.assessedValue : 0) +
              0.01,
            0,
          );
          expect(drop).toBeLessThanOrEqual(bound);
        }),
        { numRuns: 300 },
      );
    });

    it("turning an exemption on never raises the tax", () => {
      fc.assert(
        fc.property(
          valueArb,
          flagsArb,
          fc.constantFrom(...TOGGLES),
          fc.constantFrom(...VeteranBandLabelSchema.options),
          (homeValue, flags, toggle, band) => {
            const off = tax(s, { homeValue, ...flags, [toggle]: false }).annualTax;
            const on = tax(s, { homeValue, ...flags, [toggle]: true }).annualTax;
            expect(on).toBeLessThanOrEqual(off);
            const noVet = tax(s, {
              homeValue,
              ...flags,
              disabledVeteranExemption: "none",
              veteranService: "none",
              coldWarVeteran: false,
            }).annualTax;
            const vet = tax(s, {
              homeValue,
              ...flags,
              disabledVeteranExemption: band,
              veteranService: "none",
              coldWarVeteran: false,
            }).annualTax;
            expect(vet).toBeLessThanOrEqual(noVet);
          },
        ),
      );
    });

    it("monthly x 12 equals annual within a cent; effective rate = annual / value", () => {
      fc.assert(
        fc.property(valueArb, flagsArb, (homeValue, flags) => {
          const r = tax(s, { homeValue, ...flags });
          expect(Math.abs(r.monthlyTax * 12 - r.annualTax)).toBeLessThan(0.01);
          if (homeValue > 0) expect(r.effectiveRate).toBeCloseTo((r.annualTax / homeValue) * 100, 9);
          else expect(r.effectiveRate).toBe(0);
        }),
      );
    });
  });
}
