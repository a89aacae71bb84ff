// No path aliases here: the Studio's county preview (cms-schema/) shows the same figures.
import { estimateSpan } from "../calculator/engine/estimate";
import { DEFAULT_HOME_VALUE } from "../calculator/engine/input";

/**
 * The home value the directory's and the home page's "Tax on a $350K home" figures are worked
 * out on: the calculator's own default (the spec's 350,000), so the two never drift apart.
 */
export const SAMPLE_VALUE = DEFAULT_HOME_VALUE;

/** The sample home's tax, a year and a month, written as a county's figures state it. */
export interface SampleTax {
  annual: string;
  monthly: string;
  /** A range: the county's rate is a census estimate, not its taxing units' published rates. */
  estimate: boolean;
}

/**
 * The tax on the sample home with no exemptions: the rate applied to the value, written with
 * `money` (the page's dollar format). A county whose rate is an estimate gets the range the
 * calculator's card gives for it (80% to 120%, decision 043), never one figure that reads like
 * a bill.
 */
export function sampleTax(
  rate: number,
  tone: "official" | "estimate",
  money: (dollars: number) => string,
): SampleTax {
  const annual = (SAMPLE_VALUE * rate) / 100;
  if (tone === "official") return { annual: money(annual), monthly: money(annual / 12), estimate: false };
  return { annual: estimateSpan(annual, money), monthly: estimateSpan(annual / 12, money), estimate: true };
}
