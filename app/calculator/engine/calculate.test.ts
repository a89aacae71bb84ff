// The spec's calculation errors and the county lookup.
import { describe, expect, it } from "vitest";
import harrisJson from "./__fixtures__/harris.county.json";
import { caRules, county, flRules, nyRules, txRules, unit } from "./__fixtures__/rules";
import { calculate, calculateForCounty, findCounty, tryCalculate } from "./calculate";
import { withDefaults } from "./input";
import type { EngineError } from "./messages";
import { CountySchema, TaxResultSchema } from "./schemas";

const harris = county("TX", undefined, { name: "Harris", slug: "harris" });
const fortBend = county("TX", undefined, { name: "Fort Bend", slug: "fort-bend" });
const keyOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as EngineError).key;
  }
  return null;
};

describe("calculate", () => {
  it("fails with the spec's errors", () => {
    const input = withDefaults({ homeValue: 300000, county: "harris" });
    expect(keyOf(() => calculate(input, harris, null))).toBe("error.stateDataNotLoaded");
    expect(keyOf(() => calculate(input, undefined, txRules))).toBe("error.countyNotFound");
    expect(keyOf(() => calculate(input, harris, flRules))).toBe("error.countyNotFound");
    expect(keyOf(() => calculate({ ...input, homeValue: Number.NaN }, harris, txRules))).toBe(
      "error.invalidValue",
    );
    expect(keyOf(() => calculate({ ...input, homeValue: -1 }, harris, txRules))).toBe("error.invalidValue");
    expect(keyOf(() => calculateForCounty({ ...input, county: "Atlantis" }, [harris], txRules))).toBe(
      "error.countyNotFound",
    );
    expect(keyOf(() => calculateForCounty(input, null, txRules))).toBe("error.stateDataNotLoaded");
  });

  it("returns a value instead of throwing on request", () => {
    const bad = tryCalculate(withDefaults({ homeValue: 1 }), harris, null);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.text("es")).toBe("No se cargaron los datos del estado");
    const good = tryCalculate(withDefaults({ homeValue: 1 }), harris, txRules);
    expect(good.ok).toBe(true);
  });

  it.each([
    ["harris", "harris"],
    ["Harris", "harris"],
    ["HARRIS COUNTY", "harris"],
    ["  fort bend ", "fort-bend"],
    ["fort-bend", "fort-bend"],
    ["Fort Bend County", "fort-bend"],
    ["Bend", undefined],
    ["", undefined],
  ])("finds %j as %s", (query, slug) => {
    expect(findCounty([harris, fortBend], query)?.slug).toBe(slug);
  });
});

describe("results match the exported schema", () => {
  it.each([
    [
      "TX units",
      () =>
        calculate(
          withDefaults({
            homeValue: 400000,
            homesteadExemption: true,
            over65Exemption: true,
            schoolTaxCeiling: true,
            schoolTaxCeilingAmount: 900,
            schoolTaxCeilingYear: 2024,
            disabledVeteranExemption: "30-49",
          }),
          CountySchema.parse(harrisJson),
          txRules,
        ),
    ],
    [
      "TX split",
      () => calculate(withDefaults({ homeValue: 250000, homesteadExemption: true }), harris, txRules),
    ],
    [
      "CA",
      () =>
        calculate(
          withDefaults({ homeValue: 700000, homesteadExemption: true }),
          county("CA", [
            unit({ id: "g", kind: "county", basis: "percent", rate: 1, generalLevy: true }),
            unit({ id: "m", kind: "mello-roos", basis: "fixed", rate: 900 }),
          ]),
          caRules,
        ),
    ],
    [
      "FL",
      () =>
        calculate(
          withDefaults({ homeValue: 300000, homesteadExemption: true, disabledPersonExemption: true }),
          county("FL", undefined, { rate: 1.9 }),
          flRules,
        ),
    ],
    [
      "NY",
      () =>
        calculate(
          withDefaults({
            homeValue: 300000,
            homesteadExemption: true,
            seniorCitizen: true,
            seniorIncome: 30000,
            veteranService: "combat",
          }),
          county("NY", undefined, { rate: 2.5 }),
          nyRules,
        ),
    ],
    [
      "NYC",
      () =>
        calculate(
          withDefaults({
            homeValue: 900000,
            propertyType: "coop",
            homesteadExemption: true,
            coopCondoPrimaryResidence: true,
            disabledVeteranExemption: "50-69",
          }),
          county("NY", undefined, { nycClass: true }),
          nyRules,
        ),
    ],
  ])("%s", (_name, run) => {
    const r = run();
    expect(TaxResultSchema.safeParse(r).success).toBe(true);
    expect(JSON.parse(JSON.stringify(r))).toEqual(TaxResultSchema.parse(JSON.parse(JSON.stringify(r))));
  });
});
