// Potential savings from the engine: each unclaimed exemption priced on this bill (issue 13),
// checked against the hand-worked Texas figures of tx.test.ts (Tax Code 11.13(b), (c)).
import { describe, expect, it } from "vitest";
import { county, flRules, nyRules, txRules, unit } from "./__fixtures__/rules";
import { calculate } from "./calculate";
import { withDefaults } from "./input";
import { savingsOpportunities } from "./opportunities";

const school = county("TX", [unit({ id: "isd", kind: "school", basis: "per100", rate: 1 })]);
const offered = ["homestead", "over65", "disabled"] as const;

describe("potential savings: what each unclaimed exemption saves on this bill", () => {
  it("Texas 2025, $400,000 at $1.00 per $100: homestead $1,400 (Tax Code 11.13(b) $140,000); age 65 $600 more (11.13(c) $60,000)", () => {
    const input = withDefaults({ homeValue: 400000, taxYear: 2025 });
    expect(savingsOpportunities(input, school, txRules, offered)).toEqual([
      { kind: "homestead", savings: 1400 },
      { kind: "over65", savings: 600 },
      { kind: "disabled", savings: 600 },
    ]);
  });

  it("claimed exemptions are not offered again, and nothing is offered when nothing would save", () => {
    const claimed = withDefaults({
      homeValue: 400000,
      taxYear: 2025,
      homesteadExemption: true,
      over65Exemption: true,
    });
    expect(savingsOpportunities(claimed, school, txRules, offered)).toEqual([]);
    const small = withDefaults({ homeValue: 100000, taxYear: 2025, homesteadExemption: true });
    // $100,000 is all exempt with the homestead: the over-65 exemption has nothing left to save.
    expect(savingsOpportunities(small, school, txRules, offered)).toEqual([]);
  });

  it("matches the engine's own difference of the two bills (Florida, s. 196.031)", () => {
    const fl = county("FL", [
      unit({ id: "school", kind: "school", basis: "mills", rate: 7 }),
      unit({ id: "county", kind: "county", basis: "mills", rate: 11 }),
    ]);
    const input = withDefaults({ homeValue: 300000, taxYear: 2025 });
    const without = calculate(input, fl, flRules).annualTax;
    const withIt = calculate({ ...input, homesteadExemption: true }, fl, flRules).annualTax;
    // School 25,000 x 7 mills = 175; non-school 50,722 x 11 mills = 557.94: 732.94.
    expect(without - withIt).toBeCloseTo(732.94, 2);
    expect(savingsOpportunities(input, fl, flRules, ["homestead"])).toEqual([
      { kind: "homestead", savings: 732.94 },
    ]);
  });

  it("New York: the STAR credit counts although it comes as a check, not off the bill (Tax Law 606(eee))", () => {
    // School 10 mills in the split estimate: Basic STAR 30,000 x 10 mills = $300 a year.
    const upstate = county("NY", undefined, { rate: 2 });
    const input = withDefaults({ homeValue: 200000, taxYear: 2025, starBenefit: "credit" });
    expect(savingsOpportunities(input, upstate, nyRules, ["homestead"])).toEqual([
      { kind: "homestead", savings: 300 },
    ]);
  });
});
