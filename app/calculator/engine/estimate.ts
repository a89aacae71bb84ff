// How a figure from a census-estimated county rate is stated: as a range, not a bill (decision
// 043). The rate is a county-wide average; a home's city and school district can sit well above
// or below it, so the figure is given as 80% to 120% of the central estimate, to $10.
export const ESTIMATE_SPREAD = 0.2;

export function estimateRange(annualTax: number): { low: number; high: number } {
  const round10 = (n: number) => Math.round(n / 10) * 10;
  return {
    low: round10(annualTax * (1 - ESTIMATE_SPREAD)),
    high: round10(annualTax * (1 + ESTIMATE_SPREAD)),
  };
}

/** The range written with the caller's dollar format: "$2,970–$4,460". */
export function estimateSpan(amount: number, money: (dollars: number) => string): string {
  const { low, high } = estimateRange(amount);
  return `${money(low)}–${money(high)}`;
}

/** Every line of the result is an estimate: the county has no published rates loaded. */
export function isEstimate(r: { lines: readonly { rateStatus: string }[] }): boolean {
  return r.lines.length > 0 && r.lines.every((l) => l.rateStatus === "estimate");
}
