// Rate classes for the county map. Rates are binned as the site shows them (percent to two
// decimals), so a county shown as 1.60% is never in a class whose legend ends at 1.59%.
// Work is in hundredths of a percent (basis points of value) to keep the bounds exact.

export interface RateBin {
  /** Lowest rate in the class, in hundredths of a percent (inclusive). */
  lo: number;
  /** Highest rate in the class, in hundredths of a percent (inclusive). */
  hi: number;
  /** How many counties fall in the class. */
  count: number;
}

export const MAX_BINS = 7;
const TARGET_BINS = 6;
/** Class breaks fall on multiples of 0.05%, so the legend reads 1.15%, 1.30%, not 1.2731%. */
const BREAK_STEP = 5;

export const toHundredths = (ratePercent: number) => Math.round(ratePercent * 100);

function quantile(sorted: number[], p: number): number {
  const i = (sorted.length - 1) * p;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
}

/**
 * Classes of about equal membership (quantiles) with round breaks. With few distinct rates
 * (California's counties mostly share one estimate) each distinct rate is its own class.
 */
export function rateBins(ratesPercent: number[]): RateBin[] {
  const values = ratesPercent
    .filter((r) => Number.isFinite(r))
    .map(toHundredths)
    .sort((a, b) => a - b);
  if (values.length === 0) return [];
  const distinct = [...new Set(values)];
  if (distinct.length <= MAX_BINS) {
    return distinct.map((v) => ({ lo: v, hi: v, count: values.filter((x) => x === v).length }));
  }
  const min = values[0];
  const max = values[values.length - 1];
  const breaks = new Set<number>();
  for (let k = 1; k < TARGET_BINS; k++) {
    const b = Math.round(quantile(values, k / TARGET_BINS) / BREAK_STEP) * BREAK_STEP;
    if (b > min && b <= max) breaks.add(b);
  }
  const starts = [min, ...[...breaks].sort((a, b) => a - b)];
  const bins = starts.map((lo, i) => ({
    lo,
    hi: i + 1 < starts.length ? starts[i + 1] - 1 : max,
    count: 0,
  }));
  for (const v of values) bins[binIndex(v / 100, bins)].count++;
  // Rounding two quantiles to the same step can leave a class with no member: merge it away.
  return bins.reduce<RateBin[]>((out, b) => {
    if (b.count === 0 && out.length > 0) out[out.length - 1].hi = b.hi;
    else if (b.count === 0) out.push(b);
    else if (out.length > 0 && out[out.length - 1].count === 0) {
      const empty = out.pop()!;
      out.push({ lo: empty.lo, hi: b.hi, count: b.count });
    } else out.push(b);
    return out;
  }, []);
}

/** The class of a rate (percent); rates outside every class go to the nearest end. */
export function binIndex(ratePercent: number, bins: readonly RateBin[]): number {
  const v = toHundredths(ratePercent);
  for (let i = bins.length - 1; i >= 0; i--) if (v >= bins[i].lo) return i;
  return 0;
}

// ColorBrewer's YlGnBu sequential schemes (Cynthia Brewer, colorbrewer2.org): lightness falls
// steadily from the first class to the last, so the classes read apart in greyscale too.
const SCHEMES: Record<number, readonly string[]> = {
  1: ["#41b6c4"],
  2: ["#a1dab4", "#225ea8"],
  3: ["#edf8b1", "#7fcdbb", "#2c7fb8"],
  4: ["#ffffcc", "#a1dab4", "#41b6c4", "#225ea8"],
  5: ["#ffffcc", "#a1dab4", "#41b6c4", "#2c7fb8", "#253494"],
  6: ["#ffffcc", "#c7e9b4", "#7fcdbb", "#41b6c4", "#2c7fb8", "#253494"],
  7: ["#ffffcc", "#c7e9b4", "#7fcdbb", "#41b6c4", "#1d91c0", "#225ea8", "#0c2c84"],
};

export function binColors(count: number): readonly string[] {
  return SCHEMES[Math.min(Math.max(count, 1), MAX_BINS)];
}

/** Relative luminance (WCAG 2), for choosing hatch lines that show on a class's colour. */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The fill of a county the dataset has no rate for. */
export const NO_DATA = "#e5e7eb";

/** The rate classes of a state's counties and the colour of each. */
export function mapClasses(counties: readonly { rate: number }[]): {
  bins: RateBin[];
  colors: readonly string[];
} {
  const bins = rateBins(counties.map((c) => c.rate));
  return { bins, colors: binColors(bins.length) };
}
