import { describe, expect, it } from "vitest";
import { binColors, binIndex, luminance, MAX_BINS, rateBins } from "./bins";

function spread(n: number, lo: number, hi: number): number[] {
  return Array.from({ length: n }, (_, i) => lo + ((hi - lo) * i) / (n - 1));
}

describe("rate classes", () => {
  it("cover every county once, in contiguous classes with round breaks", () => {
    const rates = spread(254, 0.37, 2.49);
    const bins = rateBins(rates);
    expect(bins.length).toBeGreaterThanOrEqual(5);
    expect(bins.length).toBeLessThanOrEqual(MAX_BINS);
    expect(bins[0].lo).toBe(37);
    expect(bins[bins.length - 1].hi).toBe(249);
    for (let i = 1; i < bins.length; i++) {
      expect(bins[i].lo).toBe(bins[i - 1].hi + 1);
      expect(bins[i].lo % 5).toBe(0);
    }
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(254);
    for (const r of rates) {
      const b = bins[binIndex(r, bins)];
      const v = Math.round(r * 100);
      expect(v >= b.lo && v <= b.hi).toBe(true);
    }
  });

  it("splits an even spread into classes of about equal size", () => {
    const bins = rateBins(spread(600, 1, 3));
    for (const b of bins) expect(b.count).toBeGreaterThan(600 / bins.length / 2);
  });

  it("bins a rate as it is shown: 1.595% shows as 1.60% and joins the class that starts at 1.60%", () => {
    const bins = [
      { lo: 100, hi: 159, count: 1 },
      { lo: 160, hi: 220, count: 1 },
    ];
    expect(binIndex(1.5949, bins)).toBe(0);
    expect(binIndex(1.595, bins)).toBe(1);
  });

  it("gives each rate its own class when there are few distinct rates (California's shared estimate)", () => {
    const rates = [...Array(56).fill(1.1), 1.2, 1.3412];
    expect(rateBins(rates)).toEqual([
      { lo: 110, hi: 110, count: 56 },
      { lo: 120, hi: 120, count: 1 },
      { lo: 134, hi: 134, count: 1 },
    ]);
  });

  it("never leaves an empty class when two quantiles round to neighbouring breaks", () => {
    // Most counties at 1.00%, a jump, then a long tail: rounded quantiles can land in the gap.
    const rates = [...Array(40).fill(1.0), ...spread(20, 1.01, 1.04), ...spread(40, 2.0, 3.0)];
    const bins = rateBins(rates);
    expect(bins.every((b) => b.count > 0)).toBe(true);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(rates.length);
  });

  it("answers no classes for no rates, and ignores rates that are not numbers", () => {
    expect(rateBins([])).toEqual([]);
    expect(rateBins([Number.NaN, 1.5])).toEqual([{ lo: 150, hi: 150, count: 1 }]);
  });
});

describe("class colours", () => {
  it("get darker from the first class to the last in every scheme, so they read apart without colour", () => {
    for (let n = 1; n <= MAX_BINS; n++) {
      const colors = binColors(n);
      expect(colors).toHaveLength(n);
      for (let i = 1; i < n; i++) expect(luminance(colors[i])).toBeLessThan(luminance(colors[i - 1]) - 0.04);
    }
  });

  it("computes WCAG relative luminance", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1, 6);
    expect(luminance("#000000")).toBe(0);
    // WCAG's worked value for #777777 is about 0.184.
    expect(luminance("#777777")).toBeCloseTo(0.184, 3);
  });
});
