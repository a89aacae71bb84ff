import { describe, expect, it } from "vitest";
import { texasCounty } from "./__fixtures__/data";
import type { Calculation } from "./ResultsCard";
import { calculationReducer, type CalculationState } from "./use-calculation";

const idle: CalculationState = {
  status: "idle",
  calc: null,
  opportunities: [],
  fieldErrors: [],
  failure: null,
  announcement: "",
};
const form = { ...({} as Calculation["form"]), county: "harris", value: 350_000 };
function calcOf(annualTax: number): Calculation {
  return { result: { annualTax } as Calculation["result"], form, county: texasCounty };
}

describe("the calculator's states", () => {
  it("a field's message goes when that field is edited, the other's stays", () => {
    const both = calculationReducer(idle, {
      type: "checksFailed",
      errors: ["error.selectCounty", "error.invalidValue"],
    });
    const afterCounty = calculationReducer(both, { type: "edited", patch: { county: "harris" } });
    expect(afterCounty.fieldErrors).toEqual(["error.invalidValue"]);
    const afterOther = calculationReducer(afterCounty, { type: "edited", patch: { homestead: true } });
    expect(afterOther).toBe(afterCounty);
  });

  it("a calculation that starts clears the checks and the last failure; a failure clears the result", () => {
    const failed = {
      ...idle,
      fieldErrors: ["error.invalidValue" as const],
      failure: "error.calculation" as const,
    };
    const started = calculationReducer(failed, { type: "started", announcement: "Calculating" });
    expect(started).toMatchObject({ status: "calculating", fieldErrors: [], failure: null });
    const shown = calculationReducer(started, {
      type: "succeeded",
      calc: calcOf(7000),
      opportunities: [{ kind: "homestead", savings: 500 }],
      announcement: "",
    });
    expect(shown).toMatchObject({ status: "result", opportunities: [{ kind: "homestead", savings: 500 }] });
    const again = calculationReducer(shown, {
      type: "failed",
      failure: "error.countyNotFound",
      announcement: "",
    });
    expect(again).toMatchObject({
      status: "failed",
      calc: null,
      opportunities: [],
      failure: "error.countyNotFound",
    });
  });
});
