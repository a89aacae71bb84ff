// The checks the calculator form runs before a calculation starts (SPEC.md section 5). They run
// in the browser on every change, so this module stays free of zod: the schemas in schemas.ts
// are for the edges (URL, form posts, CLI, dataset), parsed once in validate.ts.
import type { CalculatorInput, ProductRules } from "./schemas";
import type { ErrorKey } from "./error-messages";

/** 'Please select a county', 'Please enter a valid value'. */
export function formErrors(input: Pick<CalculatorInput, "homeValue" | "county">): ErrorKey[] {
  const errors: ErrorKey[] = [];
  if (!input.county || input.county.trim() === "") errors.push("error.selectCounty");
  if (!(Number.isFinite(input.homeValue) && input.homeValue > 0)) errors.push("error.invalidValue");
  return errors;
}

/** The value warnings: very low below 10,000 (but above 0), very high above 10,000,000. */
export function valueWarning(value: number, product: Pick<ProductRules, "warnings">): ErrorKey | null {
  if (value > product.warnings.veryHighAbove) return "warning.veryHighValue";
  if (value > 0 && value < product.warnings.veryLowBelow) return "warning.veryLowValue";
  return null;
}
