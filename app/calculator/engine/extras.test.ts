// The potential-savings banner, the value tier, the results card's rate split and the value checks.
import { describe, expect, it } from "vitest";
import { txRules } from "./__fixtures__/rules";
import { effectiveRateSplit, isHighValue, potentialSavings, valueTier } from "./extras";
import { parseHomeValueText } from "./input";
import { formErrors, valueWarning } from "./validate";

const product = txRules.product;

describe("product helpers", () => {
  it("potential savings: 15% of the value times the effective rate; nothing with homestead and over-65 both on", () => {
    expect(potentialSavings(350000, 2, { homesteadExemption: false, over65Exemption: false }, product)).toBe(1050);
    expect(potentialSavings(350000, 2, { homesteadExemption: true, over65Exemption: false }, product)).toBe(1050);
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
