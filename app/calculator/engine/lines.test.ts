import { describe, expect, it } from "vitest";
import { summarize, taxLine, type Unit, withCeiling, withSavingsCap } from "./lines";
import type { County } from "./schemas";

const source = { title: "test", url: "https://example.org/" };
const school: Unit = {
  id: "isd",
  name: "Example ISD",
  kind: "school",
  basis: "per100",
  rate: 0.8683,
  rateYear: 2025,
  status: "adopted",
  source,
};
const county: Unit = { ...school, id: "county", name: "Example County", kind: "county", rate: 0.38529 };

// Worked by hand: $300,000 x 0.8683 / 100 = $2,604.90; after the $140,000 school homestead,
// $160,000 x 0.8683 / 100 = $1,389.28; after a further $60,000 (65+), $100,000 -> $868.30.
describe("a bill line: the unit's tax on the value, less each exemption in turn", () => {
  it("takes each exemption off what is left, its savings being the tax it removed", () => {
    const line = taxLine(school, 300_000, [
      { kind: "homestead", amount: 140_000 },
      { kind: "over65", amount: 60_000 },
    ]);
    expect(line.taxBeforeExemptions).toBe(2604.9);
    expect(line.exemptions).toEqual([
      { kind: "homestead", amount: 140_000, savings: 1215.62 },
      { kind: "over65", amount: 60_000, savings: 520.98 },
    ]);
    expect(line.taxableValue).toBe(100_000);
    expect(line.tax).toBe(868.3);
  });

  it("never exempts more than the value, and a total exemption takes all that is left", () => {
    const capped = taxLine(school, 100_000, [{ kind: "homestead", amount: 140_000 }]);
    expect(capped.exemptions[0].amount).toBe(100_000);
    expect(capped.tax).toBe(0);
    const total = taxLine(county, 250_000, [
      { kind: "localHomestead", amount: 50_000 },
      { kind: "veteran", amount: 0, total: true },
    ]);
    expect(total.exemptions.map((e) => e.amount)).toEqual([50_000, 200_000]);
    expect(total.tax).toBe(0);
  });

  it("a fixed charge is billed whatever the value", () => {
    const line = taxLine({ ...county, id: "sewer", basis: "fixed", rate: 123.45 }, 500_000, [
      { kind: "homeowners", amount: 7_000 },
    ]);
    expect(line.tax).toBe(123.45);
    expect(line.exemptions).toEqual([]);
  });

  it("a ceiling (Tax Code 11.26) limits the line's tax and says what it saved", () => {
    const line = withCeiling(taxLine(school, 300_000, [{ kind: "homestead", amount: 140_000 }]), 100_000);
    expect(line.tax).toBe(1000);
    expect(line.ceiling).toEqual({ amount: 1000, savings: 389.28 });
  });

  it("a savings cap gives the excess back to the line's tax", () => {
    const line = withSavingsCap(
      taxLine(school, 300_000, [{ kind: "star", amount: 140_000 }]),
      "star",
      50_000,
    );
    expect(line.exemptions[0].savings).toBe(500);
    expect(line.tax).toBe(2104.9);
  });
});

describe("the summary adds the lines up in cents", () => {
  it("totals, groups and exemption groups come from the lines", () => {
    const lines = [
      taxLine(school, 300_000, [{ kind: "homestead", amount: 140_000 }]),
      taxLine(county, 300_000, [{ kind: "localHomestead", amount: 60_000 }]),
    ];
    const result = summarize(lines, {
      state: "TX",
      county: { name: "Example", slug: "example" } as County,
      taxYear: 2025,
      mode: "units",
      homeValue: 300_000,
      assessedValue: 300_000,
      rules: [],
      notes: [],
    });
    // County: $300,000 x 0.38529 / 100 = $1,155.87; after $60,000, $240,000 -> $924.70.
    expect(result.annualTax).toBe(2313.98);
    expect(result.countyBreakdown).toEqual({ school: 1389.28, county: 924.7, city: 0, special: 0 });
    expect(result.exemptionSavings).toBe(1446.79);
    expect(result.exemptionBreakdown.homestead.amount).toBe(140_000);
    expect(result.exemptionBreakdown.homestead.appliesTo).toEqual(["Example ISD", "Example County"]);
  });
});
