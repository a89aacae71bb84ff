// The spec's usage counters, kept in the visitor's own browser and never sent unless analytics is allowed.
export const USAGE_KEYS = {
  lastVisit: "analytics_last_visit",
  totalCalculations: "total_calculations",
  statesUsed: "states_used",
  highValue: "high_value_calculation",
} as const;

/** When a calculation counts as high-value and when the visitor becomes a power user. */
export interface UsageThresholds {
  /** The state configuration's `product.highValueEventAbove` (spec: $500,000). */
  highValueAbove: number;
  /** siteSettings `ui.powerUserCalculations` (spec: 5). */
  powerUserAt: number;
}

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

export function recordVisit(now = new Date()) {
  safe(() => localStorage.setItem(USAGE_KEYS.lastVisit, now.toISOString()), undefined);
}

/** Counts a finished calculation; returns the running total and whether the visitor is now a power user. */
export function recordCalculation(
  state: string,
  homeValue: number,
  thresholds: UsageThresholds,
): { total: number; powerUser: boolean; highValue: boolean } {
  const total = safe(() => Number(localStorage.getItem(USAGE_KEYS.totalCalculations) ?? "0") || 0, 0) + 1;
  safe(() => localStorage.setItem(USAGE_KEYS.totalCalculations, String(total)), undefined);
  const states = new Set<string>(
    safe(() => JSON.parse(localStorage.getItem(USAGE_KEYS.statesUsed) ?? "[]") as string[], []),
  );
  states.add(state);
  safe(() => localStorage.setItem(USAGE_KEYS.statesUsed, JSON.stringify([...states])), undefined);
  const highValue = homeValue > thresholds.highValueAbove;
  if (highValue) safe(() => localStorage.setItem(USAGE_KEYS.highValue, "true"), undefined);
  return { total, powerUser: total >= thresholds.powerUserAt, highValue };
}
