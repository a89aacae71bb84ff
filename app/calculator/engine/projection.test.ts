// Year-by-year projection for an owner who stays and a buyer who just bought, through the same calculation.
import { describe, expect, it } from "vitest";
import { caRules, county, flRules, nyRules, txRules, unit } from "./__fixtures__/rules";
import { withDefaults } from "./input";
import { projectTax } from "./projection";

describe("projectTax", () => {
  it("Texas: the owner's homestead value rises at most 10% a year; the buyer starts at market", () => {
    const c = county("TX", [unit({ id: "isd", kind: "school", basis: "per100", rate: 1 })]);
    const p = projectTax(
      withDefaults({ homeValue: 500000, assessedValue: 300000, homesteadExemption: true, taxYear: 2025 }),
      c,
      txRules,
      { years: 3, marketGrowth: 0.05 },
    );
    expect(p.owner.map((y) => y.assessedValue)).toEqual([300000, 330000, 363000]);
    expect(p.buyer.map((y) => y.assessedValue)).toEqual([500000, 525000, 551250]);
    // School tax on (value - $140,000) at $1.00 per $100.
    expect(p.owner.map((y) => y.annualTax)).toEqual([1600, 1900, 2230]);
    expect(p.buyer.map((y) => y.annualTax)).toEqual([3600, 3850, 4112.5]);
    expect(p.ownerTotal).toBe(5730);
    expect(p.buyerTotal).toBe(11562.5);
  });

  it("Texas: an over-65 owner's school tax is frozen at the first year's when no ceiling is on file", () => {
    const c = county("TX", [unit({ id: "isd", kind: "school", basis: "per100", rate: 1 })]);
    const p = projectTax(
      withDefaults({
        homeValue: 400000,
        homesteadExemption: true,
        over65Exemption: true,
        schoolTaxCeiling: true,
        taxYear: 2025,
      }),
      c,
      txRules,
      { years: 3, marketGrowth: 0.1 },
    );
    expect(p.owner.map((y) => y.schoolTax)).toEqual([2000, 2000, 2000]); // (400,000 - 200,000) x 1%
  });

  it("California: Prop 13 factors for the owner; the buyer is reassessed at the price", () => {
    const c = county("CA", undefined, { rate: 1 });
    const p = projectTax(
      withDefaults({ homeValue: 800000, assessedValue: 500000, taxYear: 2025 }),
      c,
      caRules,
      { years: 3, marketGrowth: 0.04 },
    );
    // 2026 and 2027 have no published factor: the 2% maximum.
    expect(p.owner.map((y) => y.assessedValue)).toEqual([500000, 510000, 520200]);
    expect(p.buyer.map((y) => y.assessedValue)).toEqual([800000, 816000, 832320]);
  });

  it("Florida: Save Our Homes for the owner; portability lowers the buyer's start", () => {
    const c = county("FL", undefined, { rate: 1.8 });
    const input = withDefaults({
      homeValue: 400000,
      assessedValue: 250000,
      homesteadExemption: true,
      taxYear: 2025,
    });
    const p = projectTax(input, c, flRules, { years: 2, marketGrowth: 0.05, portabilityBenefit: 100000 });
    expect(p.owner.map((y) => y.assessedValue)).toEqual([250000, 256750]); // 2026: +2.7%
    expect(p.buyer.map((y) => y.assessedValue)).toEqual([300000, 308100]);
  });

  it("New York City: class 1 caps stay with the property, so owner and buyer match", () => {
    const kings = county("NY", undefined, { nycClass: true, name: "Kings", slug: "kings" });
    const p = projectTax(
      withDefaults({ homeValue: 1000000, propertyType: "class1", taxYear: 2024 }),
      kings,
      nyRules,
      { years: 3, marketGrowth: 0.2 },
    );
    expect(p.owner.map((y) => y.assessedValue)).toEqual([60000, 63600, 67416]); // 6% a year, rounded down
    expect(p.buyer).toEqual(p.owner);
  });
});
