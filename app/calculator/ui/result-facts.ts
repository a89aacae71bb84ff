// What a result may honestly claim, worked out once for the card, the PDF and the share text:
// whether its school / non-school split comes from the bill's own lines, how old its rates are
// against the tax year, whether the county's rate is a census estimate (then a range and the
// recent buyer's warning), the exemptions left unclaimed, and source titles without editors'
// notes. Decision 043. The page loads this module with its first scripts (the load toast's
// text), so it imports nothing of the engine's code: the savings the engine prices are in run.ts.
import type { OpportunityKind } from "~/calculator/engine/opportunities";
import type { TaxResult } from "~/calculator/engine/schemas";
import { estimateRange, isEstimate } from "~/calculator/engine/estimate";
import type { CalcCounty } from "./counties";
import type { CalculatorOptions } from "./options";

export { estimateRange, isEstimate };

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The split shown under "Where your tax goes" only when the bill itself has it: one line per
 * taxing unit. An estimate's lines are shares of one county rate, New York City bills one class
 * rate, and California's 1% general levy is one line shared by agencies the bill does not list.
 */
export function splitFromBill(r: Pick<TaxResult, "mode" | "state" | "annualTax">): boolean {
  return r.mode === "units" && r.state !== "CA" && r.annualTax > 0;
}

/** Why there is no split, in the reader's words; null when the split is shown or the bill is $0. */
export function noSplitReason(r: TaxResult, t: Translate): string | null {
  if (r.annualTax <= 0 || splitFromBill(r)) return null;
  if (r.nyc) return t("calculator.results.noSplit.nyc");
  if (r.state === "CA") return t("calculator.results.noSplit.ca");
  return t("calculator.results.noSplit.estimate");
}

/** The label the state's form uses for an exemption. */
export function opportunityLabel(kind: OpportunityKind, options: CalculatorOptions, t: Translate): string {
  return options[kind]?.label ?? t(`calculator.${kind}`);
}

/**
 * A source's title as a reader should see it: editors' bracketed notes ("[status: proposed]",
 * "[secondary; old]"), "see README" and "(AI meeting summary)" removed. The line's status is
 * shown as a badge instead.
 */
export function readerTitle(title: string): string {
  return title
    .replace(/\s*\[(?:status|secondary|tentative|note|verify)\b[^\]]*\]/gi, "")
    .replace(/\s*\((?:[^()]*\bAI meeting summary\b[^()]*)\)/gi, "")
    .replace(/[,;]?\s*see README\b/gi, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** How many of the counties have published rates (the server counts: the page carries only their names). */
export function publishedRateCount(counties: readonly CalcCounty[]): number {
  return counties.filter((c) => c.rateKind === "official" || (c.units?.length ?? 0) > 0).length;
}

/** The load toast: the spec's "current tax rates" only when most counties have published rates. */
export function loadedMessage(count: number, official: number, stateName: string, t: Translate): string {
  if (official * 2 > count) return t("calculator.loaded", { count, state: stateName });
  return t("calculator.loadedEstimates", { count, state: stateName, official });
}
