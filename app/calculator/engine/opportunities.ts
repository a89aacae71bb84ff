// What each exemption the visitor has not claimed would save on this bill, computed by the
// engine from the same rules and lines instead of a flat share of the value: the card's
// "potential savings". Senior and disability exemptions need the homestead in every state we
// cover, so their saving is measured on top of the homestead.
import { tryCalculate } from "./calculate";
import { costAfterCredits } from "./lines";
import type { CalculatorInput, County, StateRules } from "./schemas";

export type OpportunityKind = "homestead" | "over65" | "disabled";

export interface SavingsOpportunity {
  kind: OpportunityKind;
  /** Dollars a year off this bill (or, for New York's STAR credit, sent back by the State). */
  savings: number;
}

const FLAG = {
  homestead: "homesteadExemption",
  over65: "over65Exemption",
  disabled: "disabledPersonExemption",
} as const satisfies Record<OpportunityKind, keyof CalculatorInput>;

/** The unclaimed exemptions among `offered` that lower this bill, largest saving first; none when nothing would. */
export function savingsOpportunities(
  input: CalculatorInput,
  county: County,
  rules: StateRules,
  offered: readonly OpportunityKind[],
): SavingsOpportunity[] {
  // An exemption that needs an input the visitor has not given (New York City's Enhanced STAR
  // asks for the income) cannot be priced: it is left out rather than guessed.
  const tax = (patch: Partial<CalculatorInput>) => {
    const r = tryCalculate({ ...input, ...patch }, county, rules);
    // A STAR credit is a check from the State, not a lower bill: it still counts as a saving.
    return r.ok ? costAfterCredits(r.result) : null;
  };
  const withHomestead = tax({ homesteadExemption: true });
  const out: SavingsOpportunity[] = [];
  for (const kind of offered) {
    if (input[FLAG[kind]]) continue;
    const before = kind === "homestead" ? tax({}) : withHomestead;
    const after =
      kind === "homestead" ? withHomestead : tax({ homesteadExemption: true, [FLAG[kind]]: true });
    if (before === null || after === null) continue;
    const savings = Math.round((before - after) * 100) / 100;
    if (savings >= 1) out.push({ kind, savings });
  }
  return out.sort((a, b) => b.savings - a.savings);
}
