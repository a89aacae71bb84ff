// The one entry point the browser, the server and the command line call. Inputs are already
// typed (validated at the edge); this only checks what the spec says a calculation must fail on.
import { calculateCalifornia } from "./ca";
import { firstCoveredYear } from "./coverage";
import { findCounty } from "./find-county";
import { calculateFlorida } from "./fl";
import { EngineError } from "./messages";
import { calculateNewYork } from "./ny";
import { calculateNyc } from "./nyc";
import type { CalculatorInput, County, StateRules, TaxResult } from "./schemas";
import { calculateTexas } from "./tx";

export { findCounty };

export function calculate(
  input: CalculatorInput,
  county: County | null | undefined,
  rules: StateRules | null | undefined,
): TaxResult {
  if (!rules) throw new EngineError("error.stateDataNotLoaded");
  if (!county || county.state !== rules.state) throw new EngineError("error.countyNotFound");
  const value = input.homeValue;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    throw new EngineError("error.invalidValue");
  if (input.taxYear !== undefined && input.taxYear < firstCoveredYear(rules, county))
    throw new EngineError("error.taxYearNotCovered", {
      year: input.taxYear,
      from: firstCoveredYear(rules, county),
    });
  switch (rules.state) {
    case "TX":
      return calculateTexas(input, county, rules);
    case "CA":
      return calculateCalifornia(input, county, rules);
    case "FL":
      return calculateFlorida(input, county, rules);
    case "NY":
      return county.nycClass ? calculateNyc(input, county, rules) : calculateNewYork(input, county, rules);
  }
}

/** Finds the input's county in the state's list and calculates; the errors are the spec's. */
export function calculateForCounty(
  input: CalculatorInput,
  counties: readonly County[] | null | undefined,
  rules: StateRules | null | undefined,
): TaxResult {
  if (!rules || !counties) throw new EngineError("error.stateDataNotLoaded");
  const county = findCounty(counties, input.county);
  if (!county) throw new EngineError("error.countyNotFound");
  return calculate(input, county, rules);
}

export type Outcome = { ok: true; result: TaxResult } | { ok: false; error: EngineError };

/** calculate() for callers that prefer a value to an exception (the UI's toast, the CLI's CSV rows). */
export function tryCalculate(
  input: CalculatorInput,
  county: County | null | undefined,
  rules: StateRules | null | undefined,
): Outcome {
  try {
    return { ok: true, result: calculate(input, county, rules) };
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, error: e };
    return { ok: false, error: new EngineError("error.calculation") };
  }
}
