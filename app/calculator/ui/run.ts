// One calculation from the form's state, the same on the server (no-JavaScript result, shared
// links) and in the browser: the spec's form checks first, then the engine; and the exemptions
// left unclaimed, priced by the engine. The browser fetches this module on demand (lazy.ts).
import { calculate } from "~/calculator/engine/calculate";
import { formErrors } from "~/calculator/engine/form-checks";
import { EngineError, type ErrorKey } from "~/calculator/engine/messages";
import {
  savingsOpportunities,
  type OpportunityKind,
  type SavingsOpportunity,
} from "~/calculator/engine/opportunities";
import type { StateRules, TaxResult } from "~/calculator/engine/schemas";
import { findCalcCounty, type CalcCounty } from "./counties";
import { toEngineInput } from "./engine-input";
import type { CalculatorOptions } from "./options";
import type { CalculatorFormState } from "./url-params";

// For the page's analytics after a result: the engine's module is loaded then, not before.
export { valueTier } from "~/calculator/engine/extras";

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

/** The exemptions the state offers that the visitor has not claimed, priced by the engine on this bill. */
export function unclaimedSavings(
  form: CalculatorFormState,
  county: CalcCounty,
  rules: StateRules,
  options: CalculatorOptions,
): SavingsOpportunity[] {
  const offered: OpportunityKind[] = [];
  if (options.homestead) offered.push("homestead");
  if (options.over65) offered.push("over65");
  if (options.disabled) offered.push("disabled");
  if (offered.length === 0) return [];
  const input = toEngineInput(form, { options, countyName: county.name, nyc: county.nycClass === true });
  return savingsOpportunities(input, county, rules, offered);
}
