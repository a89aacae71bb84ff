import { describe, expect, it } from "vitest";
import { escrowPayments } from "./escrow-payments";

describe("escrow payments", () => {
  it("add up to the annual tax, the last month absorbing the rounding", () => {
    // $7,123 / 12 = $593.58: eleven payments of $594 and a last one of $589.
    expect(escrowPayments(7123)).toEqual([...Array(11).fill(594), 589]);
    // $7,121 / 12 = $593.42: eleven of $593, the last $598.
    expect(escrowPayments(7121)).toEqual([...Array(11).fill(593), 598]);
  });

  it("pay the shown (whole-dollar) annual tax for any amount", () => {
    for (const annual of [0, 1, 11, 12, 599.5, 4_815.49, 10_000, 123_456.78]) {
      const p = escrowPayments(annual);
      expect(p).toHaveLength(12);
      expect(p.reduce((a, b) => a + b, 0)).toBe(Math.round(annual));
      expect(p.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
    }
  });

  it("splits an exact multiple evenly", () => {
    expect(escrowPayments(6000)).toEqual(Array(12).fill(500));
  });
});
