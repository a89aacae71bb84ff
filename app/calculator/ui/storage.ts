// What the calculator remembers in the visitor's browser. The usage counters (total_calculations,
// states_used, high_value_calculation) live in ~/utils/analytics/usage; the newsletter popup's
// once-only flag in ~/forms/use-newsletter-popup.
import type { County } from "~/calculator/engine/schemas";
import { findCalcCounty } from "./counties";

/** One key per state, so a visitor of two state sites keeps a county on each. */
export function selectedCountyKey(state: string): string {
  return `selected_county_${state.toLowerCase()}`;
}

export function saveSelectedCounty(state: string, countyName: string): void {
  try {
    localStorage.setItem(selectedCountyKey(state), countyName);
  } catch {
    // Storage blocked: the URL still carries the county.
  }
}

/** The remembered county if it still names one of the state's counties (spec §4), else undefined. */
export function restoreSelectedCounty<C extends Pick<County, "name" | "slug">>(
  state: string,
  counties: readonly C[],
): C | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(selectedCountyKey(state));
  } catch {
    return undefined;
  }
  if (!stored) return undefined;
  return findCalcCounty(counties, stored);
}
