// Exact cents: the integer method against values where binary floating point rounds the wrong way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divRoundHalfUp, roundDollars, scaleRate, shareOfCents, shareOfDollars, taxCents } from "./money";

describe("money", () => {
  it.each([
    // [taxable, basis, rate, cents]
    [141544, "per100", 1.1567, 163724], // 1,637.2395... (HISD)
    [67460, "percent", 0.041135, 2775], // 27.749...: half-cent region, rounds down
    [1000, "percent", 0.0125, 13], // exactly 12.5 cents: half up
    [10, "mills", 0.5, 1], // exactly 0.5 cents: half up
    [119360, "mills", 20.16782, 240723], // 2,407.231...
    [100, "fixed", 134.16, 13416],
  ] as const)("%i at %s %d = %i cents", (taxable, basis, rate, cents) => {
    expect(taxCents(taxable, basis, scaleRate(rate))).toBe(cents);
  });

  it("stays exact beyond 2^53 (BigInt path)", () => {
    // 50,000,000 x 20.085% = 10,042,500.00 exactly; the scaled product is 1e16, above 2^53.
    expect(taxCents(50_000_000, "percent", scaleRate(20.085))).toBe(1_004_250_000);
    expect(taxCents(900_000_000, "mills", scaleRate(23.33))).toBe(2_099_700_000);
  });

  it("divRoundHalfUp agrees with exact BigInt division for any integers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), fc.integer({ min: 1, max: 1e9 }), (n, d) => {
        const exact = Number((BigInt(n) * 2n + BigInt(d)) / (2n * BigInt(d)));
        expect(divRoundHalfUp(n, d)).toBe(exact);
      }),
    );
  });

  it("taxCents agrees with BigInt arithmetic", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_000_000 }),
        fc.integer({ min: 0, max: 3_000_000_000 }),
        fc.constantFrom("per100" as const, "percent" as const, "mills" as const),
        (taxable, rateScaled, basis) => {
          const d = basis === "mills" ? 1_000_000_000n : 100_000_000n;
          const exact = Number((BigInt(taxable) * BigInt(rateScaled) * 2n + d) / (2n * d));
          expect(taxCents(taxable, basis, rateScaled)).toBe(exact);
        },
      ),
    );
  });

  it("rounds shares and dollars half up", () => {
    expect(shareOfDollars(25003, 0.2)).toBe(5001); // 5,000.6
    expect(shareOfDollars(25002, 0.2)).toBe(5000); // 5,000.4
    expect(shareOfDollars(5, 0.1)).toBe(1); // 0.5
    expect(shareOfCents(562500, 0.281)).toBe(158063); // 1,580.625
    expect(roundDollars(216408.894)).toBe(216409);
    expect(roundDollars(1000.5)).toBe(1001);
  });
});
