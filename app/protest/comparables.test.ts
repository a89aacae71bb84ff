import { describe, expect, it } from "vitest";
import { median, summarizeComparables } from "./comparables";

describe("comparables worksheet", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("prices the subject at the comparables' median value per square foot", () => {
    // 300,000/2,000 = 150; 330,000/2,000 = 165; 280,000/2,000 = 140: median 150 a square foot.
    const s = summarizeComparables(
      [
        { value: 300_000, squareFeet: 2_000 },
        { value: 330_000, squareFeet: 2_000 },
        { value: 280_000, squareFeet: 2_000 },
      ],
      1_800,
    );
    expect(s.perSquareFoot).toEqual([150, 165, 140]);
    expect(s.medianPerSquareFoot).toBe(150);
    expect(s.impliedValue).toBe(270_000);
  });

  it("is not pulled by one unusual sale", () => {
    // 200, 210, 220, 230 and an outlier at 1,000 a square foot: the median stays at 220.
    const s = summarizeComparables(
      [
        { value: 400_000, squareFeet: 2_000 },
        { value: 420_000, squareFeet: 2_000 },
        { value: 440_000, squareFeet: 2_000 },
        { value: 460_000, squareFeet: 2_000 },
        { value: 2_000_000, squareFeet: 2_000 },
      ],
      1_500,
    );
    expect(s.medianPerSquareFoot).toBe(220);
    expect(s.impliedValue).toBe(330_000);
  });
});
