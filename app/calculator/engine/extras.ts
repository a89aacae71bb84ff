// The spec's extras: California's Prop 13 savings demo, Florida's first-time buyer tax shock,
// the Texas November 2025 amendment savings, the potential-savings banner and the value tier.
import { calculate } from "./calculate";
import { estimateRange, isEstimate } from "./estimate";
import { prop13Factor, saveOurHomesAssessed, type YearFactorUsed } from "./caps";
import { withDefaults } from "./input";
import {
  divRoundHalfUp,
  RATE_SCALE,
  ratePercentOf,
  roundDollars,
  scaleRate,
  shareOfCents,
  taxCents,
} from "./money";
import type {
  CaliforniaRules,
  CalculatorInput,
  CalculatorInputRaw,
  County,
  FloridaRules,
  ProductRules,
  Source,
  TexasRules,
} from "./schemas";

// --- California: Prop 13 savings demo --------------------------------------------------------

export interface Prop13DemoYear {
  year: number;
  marketValue: number;
  protectedAssessment: number;
  taxWithoutProp13: number;
  actualTax: number;
  savings: number;
  factor: YearFactorUsed | null;
}

export interface Prop13Demo {
  protectedAssessment: number;
  taxWithoutProp13: number;
  actualTax: number;
  annualSavings: number;
  totalSavings: number;
  ratePercent: number;
  years: Prop13DemoYear[];
}

/**
 * The nominal ad valorem rate of a county in percent of value: its units' rates, whatever basis
 * each is published in (Florida's and New York's mills, Texas's dollars per $100, California's
 * percent), else its rate. Fixed per-parcel charges are not a rate on value and are left out.
 * Summed in scaled integers so the result is the exact eight-decimal figure.
 */
export function nominalRate(county: County): number {
  if (county.units && county.units.length > 0) {
    let scaled = 0;
    for (const u of county.units) scaled += scaleRate(ratePercentOf(u.rate, u.basis));
    return scaled / RATE_SCALE;
  }
  return county.rate;
}

/**
 * Prop 13 protects the purchase price, grown by each year's inflation factor (at most 2%); without
 * it the home would be taxed on market value. Market values between the purchase and today are
 * interpolated at a constant growth rate, the only path the two figures given imply.
 */
export function prop13SavingsDemo(
  args: {
    purchasePrice: number;
    purchaseYear: number;
    currentMarketValue: number;
    currentYear?: number;
    county?: County;
  },
  rules: CaliforniaRules,
): Prop13Demo {
  const currentYear = args.currentYear ?? rules.currentTaxYear;
  const ratePercent = args.county ? nominalRate(args.county) : rules.prop13Demo.ratePercent;
  const rateScaled = scaleRate(ratePercent);
  const price = roundDollars(Math.max(0, args.purchasePrice));
  const current = roundDollars(Math.max(0, args.currentMarketValue));
  const span = Math.max(0, currentYear - args.purchaseYear);
  const growth = span > 0 && price > 0 && current > 0 ? Math.pow(current / price, 1 / span) : 1;
  const years: Prop13DemoYear[] = [];
  let factored = price;
  let totalCents = 0;
  for (let i = 0; i <= span; i++) {
    const year = args.purchaseYear + i;
    let factor: YearFactorUsed | null = null;
    if (i > 0) {
      factor = prop13Factor(rules, year);
      factored = divRoundHalfUp(factored * Math.round(factor.factor * 100000), 100000);
    }
    const market = i === span ? current : roundDollars(price * Math.pow(growth, i));
    const protectedAssessment = Math.min(factored, market);
    const withoutCents = taxCents(market, "percent", rateScaled);
    const actualCents = taxCents(protectedAssessment, "percent", rateScaled);
    totalCents += withoutCents - actualCents;
    years.push({
      year,
      marketValue: market,
      protectedAssessment,
      taxWithoutProp13: withoutCents / 100,
      actualTax: actualCents / 100,
      savings: (withoutCents - actualCents) / 100,
      factor,
    });
  }
  const last = years[years.length - 1];
  return {
    protectedAssessment: last.protectedAssessment,
    taxWithoutProp13: last.taxWithoutProp13,
    actualTax: last.actualTax,
    annualSavings: last.savings,
    totalSavings: totalCents / 100,
    ratePercent,
    years,
  };
}

// --- Florida: first-time buyer tax shock ---------------------------------------------------------

export interface TaxShock {
  purchasePrice: number;
  sellerAssessedValue: number;
  sellerTax: number;
  buyerAssessedValue: number;
  buyerTax: number;
  increase: number;
  increasePercent: number;
  /** The county's rate is a census estimate: the buyer's bill as a range (the seller's is as uncertain). */
  buyerTaxRange?: { low: number; high: number };
}

/**
 * What the seller paid (Save Our Homes kept their assessed value low) versus the buyer's first
 * bill, when the assessment resets to market value. The seller's assessed value comes from the
 * property appraiser's record, or is rebuilt from their purchase with the yearly caps.
 */
export function floridaTaxShock(
  args: {
    purchasePrice: number;
    county: County;
    taxYear?: number;
    sellerAssessedValue?: number;
    sellerPurchasePrice?: number;
    sellerPurchaseYear?: number;
    buyerHomestead?: boolean;
  },
  rules: FloridaRules,
): TaxShock {
  const year = args.taxYear ?? rules.currentTaxYear;
  const price = roundDollars(Math.max(0, args.purchasePrice));
  let sellerAssessed =
    args.sellerAssessedValue !== undefined ? Math.min(roundDollars(args.sellerAssessedValue), price) : price;
  if (
    args.sellerAssessedValue === undefined &&
    args.sellerPurchasePrice !== undefined &&
    args.sellerPurchaseYear !== undefined &&
    args.sellerPurchaseYear < year
  ) {
    const start = roundDollars(args.sellerPurchasePrice);
    const span = year - args.sellerPurchaseYear;
    const growth = start > 0 && price > 0 ? Math.pow(price / start, 1 / span) : 1;
    let assessed = start;
    for (let i = 1; i <= span; i++) {
      const market = i === span ? price : roundDollars(start * Math.pow(growth, i));
      // The first homestead year is assessed at just value; the cap applies from the year after.
      assessed =
        i === 1 ? market : saveOurHomesAssessed(assessed, market, rules, args.sellerPurchaseYear + i);
    }
    sellerAssessed = Math.min(assessed, price);
  }
  const base = { county: args.county.name, homeValue: price, taxYear: year };
  const seller = calculate(
    withDefaults({ ...base, homesteadExemption: true, assessedValue: sellerAssessed }),
    args.county,
    rules,
  );
  const buyer = calculate(
    withDefaults({ ...base, homesteadExemption: args.buyerHomestead ?? true }),
    args.county,
    rules,
  );
  const increase = Math.round((buyer.annualTax - seller.annualTax) * 100) / 100;
  return {
    purchasePrice: price,
    sellerAssessedValue: sellerAssessed,
    sellerTax: seller.annualTax,
    buyerAssessedValue: price,
    buyerTax: buyer.annualTax,
    increase,
    increasePercent: seller.annualTax > 0 ? (increase / seller.annualTax) * 100 : 0,
    ...(isEstimate(buyer) ? { buyerTaxRange: estimateRange(buyer.annualTax) } : {}),
  };
}

// --- Texas: the November 2025 amendment ----------------------------------------------------------

export interface TexasAmendmentSavings {
  before: {
    year: number;
    schoolHomestead: number;
    over65OrDisabled: number;
    schoolTax: number;
    annualTax: number;
  };
  after: {
    year: number;
    schoolHomestead: number;
    over65OrDisabled: number;
    schoolTax: number;
    annualTax: number;
  };
  savings: number;
  electionDate: string;
  approved: boolean;
  sources: Source[];
}

/** The same home, county and rates under the 2024 amounts ($100,000 / $10,000) and the 2025 ones ($140,000 / $60,000). */
export function texasAmendmentSavings(
  raw: CalculatorInputRaw,
  county: County,
  rules: TexasRules,
): TexasAmendmentSavings {
  const a = rules.amendment2025;
  const input: CalculatorInput = withDefaults({ ...raw, homesteadExemption: true, schoolTaxCeiling: false });
  const side = (year: number) => {
    const r = calculate({ ...input, taxYear: year }, county, rules);
    const senior = input.over65Exemption || input.seniorCitizen || input.disabledPersonExemption;
    let schoolHomestead = 0;
    let over65 = 0;
    for (const l of r.lines)
      for (const e of l.exemptions) {
        if (l.kind === "school" && e.kind === "homestead")
          schoolHomestead = Math.max(schoolHomestead, e.amount);
        if (l.kind === "school" && senior && (e.kind === "over65" || e.kind === "disabled"))
          over65 = Math.max(over65, e.amount);
      }
    return {
      year,
      schoolHomestead,
      over65OrDisabled: over65,
      schoolTax: r.countyBreakdown.school,
      annualTax: r.annualTax,
    };
  };
  const before = side(a.beforeYear);
  const after = side(a.afterYear);
  return {
    before,
    after,
    savings: Math.round((before.annualTax - after.annualTax) * 100) / 100,
    electionDate: a.electionDate,
    approved: a.approved,
    sources: a.sources,
  };
}

// --- Product helpers ---------------------------------------------------------------------------

/** The potential-savings banner: 15% of the home value times the effective rate; nothing when homestead and over-65 are both on. */
export function potentialSavings(
  homeValue: number,
  effectiveRatePercent: number,
  flags: { homesteadExemption: boolean; over65Exemption: boolean },
  product: ProductRules,
): number {
  if (flags.homesteadExemption && flags.over65Exemption) return 0;
  if (!(homeValue > 0) || !(effectiveRatePercent > 0)) return 0;
  const cents = shareOfCents(Math.round(homeValue * 100), product.potentialSavingsShare);
  return Math.round((cents * effectiveRatePercent) / 100) / 100;
}

export type ValueTier = "low" | "medium" | "high" | "very_high";

/** Analytics value tier: low under 200,000, medium under 500,000, high under 1,000,000, very_high from 1,000,000. */
export function valueTier(value: number, product: ProductRules): ValueTier {
  const t = product.valueTiers;
  if (value < t.low) return "low";
  if (value < t.medium) return "medium";
  if (value < t.high) return "high";
  return "very_high";
}

/** The results card's school / non-school split of the effective rate (55% / 45%). */
export function effectiveRateSplit(
  effectiveRatePercent: number,
  product: ProductRules,
): { school: number; nonSchool: number } {
  const school = effectiveRatePercent * product.displaySchoolShare;
  return { school, nonSchool: effectiveRatePercent - school };
}

/** The high-value analytics event fires above 500,000. */
export function isHighValue(value: number, product: ProductRules): boolean {
  return value > product.highValueEventAbove;
}
