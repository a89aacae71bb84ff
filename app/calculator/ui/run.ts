// One calculation from the form's state, the same on the server (no-JavaScript result, shared
// links) and in the browser: the spec's form checks first, then the engine.
import { calculate } from "~/calculator/engine/calculate";
import { formErrors } from "~/calculator/engine/form-checks";
import { EngineError, type ErrorKey } from "~/calculator/engine/messages";
import type { StateRules, TaxResult } from "~/calculator/engine/schemas";
import { findCalcCounty, type CalcCounty } from "./counties";
import { toEngineInput } from "./engine-input";
import type { CalculatorOptions } from "./options";
import type { CalculatorFormState } from "./url-params";

export interface RunOutcome {
  result: TaxResult | null;
  /** The form checks that failed ('Please select a county', 'Please enter a valid value'). */
  errors: ErrorKey[];
  /** Why the engine refused ('County not found', New York City input errors). */
  failure: ErrorKey | null;
}

export function runCalculation(
  form: CalculatorFormState,
  counties: readonly CalcCounty[],
  rules: StateRules,
  options: CalculatorOptions,
): RunOutcome {
  const errors = formErrors({ homeValue: form.value, county: form.county });
  if (errors.length) return { result: null, errors, failure: null };
  const county = findCalcCounty(counties, form.county);
  if (!county) return { result: null, errors: [], failure: "error.countyNotFound" };
  try {
    const input = toEngineInput(form, { options, countyName: county.name, nyc: county.nycClass === true });
    return { result: calculate(input, county, rules), errors: [], failure: null };
  } catch (error) {
    return {
      result: null,
      errors: [],
      failure: error instanceof EngineError ? error.key : "error.calculation",
    };
  }
}
