import { describe, expect, it } from "vitest";
import { configs, rules, texasCounties } from "./__fixtures__/data";
import { buildOptions } from "./options";
import { OTHER_COUNTY } from "./picker-list";
import { runCalculation } from "./run";
import { formStateFrom, readParams } from "./url-state";

const tx = buildOptions(configs.TX, rules.TX, "en", (k) => k);
const run = (q: string) => runCalculation(formStateFrom(readParams(q), 350000), texasCounties, rules.TX, tx);

describe("one calculation from the form", () => {
  it("computes line by line: hand-worked figures for the fixture county", () => {
    // No exemptions: 300,000 × 0.40/100 = 1,200.00 and 300,000 × 1.00/100 = 3,000.00.
    const plain = run("value=300000&county=fixture");
    expect(plain.errors).toEqual([]);
    expect(plain.result?.annualTax).toBe(4200);
    // Homestead: the county exempts 20% (60,000) → 240,000 × 0.40% = 960.00; the school
    // district exempts the state's $140,000 (2025 on) → 160,000 × 1.00% = 1,600.00.
    const homestead = run("value=300000&county=fixture&homestead=1");
    expect(homestead.result?.annualTax).toBe(2560);
    expect(homestead.result?.exemptionSavings).toBe(1640);
  });

  it("the spec's form checks come first", () => {
    expect(run("value=0&county=fixture").errors).toEqual(["error.invalidValue"]);
    expect(run("value=100000&county=").errors).toEqual(["error.selectCounty"]);
    expect(run("value=abc").errors).toEqual(["error.selectCounty", "error.invalidValue"]);
    // A home page's "another county" choice: the calculator's page asks for one from its whole list.
    expect(run(`value=100000&county=${encodeURIComponent(OTHER_COUNTY)}`).errors).toEqual([
      "error.selectCounty",
    ]);
  });

  it("an unknown county is the engine's 'County not found'", () => {
    expect(run("value=100000&county=nowhere")).toEqual({
      result: null,
      errors: [],
      failure: "error.countyNotFound",
    });
  });

  it("matches the county by name too", () => {
    expect(run("value=100000&county=estimado").result?.county).toBe("Estimado");
  });
});
