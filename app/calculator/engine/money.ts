// Exact money arithmetic. Values are whole dollars (assessors round them), taxes are integer
// cents, and rates are scaled to integers so that a tax line is one integer product and one
// rounded division: no binary-fraction drift can move a half cent the wrong way.
import type { RateBasis } from "./schemas";

/** Rates are kept to eight decimals: more than any published rate uses. */
export const RATE_SCALE = 100_000_000;

export function scaleRate(rate: number): number {
  return Math.round(rate * RATE_SCALE);
}

/**
 * A rate in its basis as a percent of value: dollars per $100 already are; a mill is a tenth of a
 * percent. A fixed charge is dollars per parcel, not a share of value: 0.
 */
export function ratePercentOf(rate: number, basis: RateBasis): number {
  switch (basis) {
    case "percent":
    case "per100":
      return rate;
    case "mills":
      return rate / 10;
    case "fixed":
      return 0;
  }
}

/**
 * round(n / d) half up, for non-negative integers n and positive integer d. The float quotient
 * can land on the wrong side of an integer when n is large, so the floor is corrected with
 * exact integer products.
 */
export function divRoundHalfUp(n: number, d: number): number {
  const x = n + Math.floor(d / 2);
  let q = Math.floor(x / d);
  const r = x - q * d;
  if (r < 0) q -= 1;
  else if (r >= d) q += 1;
  return q;
}

/**
 * Tax in cents on `taxable` whole dollars at a rate scaled by RATE_SCALE, rounded half up to the
 * cent: per $100 and percent, cents = taxable x rate; mills (per $1,000), cents = taxable x rate / 10.
 * A product past 2^53 is divided as a BigInt, so a large value never loses a cent.
 */
export function taxCents(taxable: number, basis: RateBasis, rateScaled: number): number {
  if (basis === "fixed") return divRoundHalfUp(rateScaled * 100, RATE_SCALE);
  if (taxable <= 0 || rateScaled <= 0) return 0;
  const divisor = basis === "mills" ? RATE_SCALE * 10 : RATE_SCALE;
  const product = taxable * rateScaled;
  if (product <= Number.MAX_SAFE_INTEGER - divisor) return divRoundHalfUp(product, divisor);
  const d = BigInt(divisor);
  return Number((BigInt(taxable) * BigInt(rateScaled) + d / 2n) / d);
}

/** Whole dollars, half up (assessed values, exemption amounts). */
export function roundDollars(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/** Dollars with cents from integer cents. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A share (0.2, 0.45) of whole dollars, rounded to whole dollars, without float error at .5. */
export function shareOfDollars(value: number, share: number): number {
  return divRoundHalfUp(value * Math.round(share * 1_000_000), 1_000_000);
}

/** A share of cents, rounded to the cent. */
export function shareOfCents(cents: number, share: number): number {
  return divRoundHalfUp(cents * Math.round(share * 1_000_000), 1_000_000);
}
