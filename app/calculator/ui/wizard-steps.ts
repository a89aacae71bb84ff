// The wizard's four steps and when each lets the visitor go on.
import type { CalculatorFormState } from "./url-params";

export const WIZARD_STEPS = ["value", "location", "exemptions", "review"] as const;
export type WizardStep = 1 | 2 | 3 | 4;
export type WizardCloseReason = "back" | "escape" | "close";

/** Spec §5: step 1 needs a value above 0, step 2 a county, step 3 nothing, step 4 a county and a value. */
export function canAdvance(step: WizardStep, form: Pick<CalculatorFormState, "value" | "county">): boolean {
  switch (step) {
    case 1:
      return form.value > 0;
    case 2:
      return form.county !== "";
    case 3:
      return true;
    case 4:
      return form.county !== "" && form.value > 0;
  }
}
