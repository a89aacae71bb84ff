// Assessment limits, year over year: California Prop 13 (inflation factor, at most 2%),
// Florida Save Our Homes (lesser of 3% and CPI; portability), the Texas 10% homestead cap and
// New York City's class 1 limits (6% a year, 20% over five years, rounded down).
import { divRoundHalfUp, roundDollars, shareOfDollars } from "./money";
import type { CaliforniaRules, FloridaRules, NycRules, Source, TexasRules } from "./schemas";
import { factorFor, valueFor } from "./series";

// --- Texas, Tax Code 23.23 -------------------------------------------------------------

/** Next year's homestead appraised value: the lesser of market value and last year's value plus the cap, plus new improvements. */
export function texasCappedAppraisal(
  prior: number,
  market: number,
  rules: TexasRules,
  year: number,
  newImprovements = 0,
): number {
  const cap = valueFor(rules.homesteadCap, year);
  return Math.min(market, prior + shareOfDollars(prior, cap) + newImprovements);
}

// --- California, Prop 13 / R&T Code 51 ----------------------------------------------------

export interface YearFactorUsed {
  year: number;
  factor: number;
  /** No published factor for the year: the maximum (or the assumed inflation, if lower) was used. */
  assumed: boolean;
  source?: Source;
}

export function prop13Factor(
  rules: CaliforniaRules,
  year: number,
  assumedInflation?: number,
): YearFactorUsed {
  const max = valueFor(rules.maxInflationFactor, year);
  const published = factorFor(rules.inflationFactors, year);
  if (published)
    return { year, factor: Math.min(published.value, max), assumed: false, source: published.source };
  const assumed = assumedInflation === undefined ? max : Math.min(max, 1 + assumedInflation);
  return { year, factor: assumed, assumed: true };
}

/** Factored base year value: compounded yearly by each year's factor and rounded to the dollar each year. */
export function prop13FactoredValue(
  baseValue: number,
  baseYear: number,
  year: number,
  rules: CaliforniaRules,
  assumedInflation?: number,
): { value: number; factors: YearFactorUsed[] } {
  let value = roundDollars(baseValue);
  const factors: YearFactorUsed[] = [];
  for (let y = baseYear + 1; y <= year; y++) {
    const f = prop13Factor(rules, y, assumedInflation);
    factors.push(f);
    value = divRoundHalfUp(value * Math.round(f.factor * 100000), 100000);
  }
  return { value, factors };
}

/** Taxable value under Prop 13 and Prop 8: the factored base year value, or market value when lower. */
export function prop13Assessed(
  baseValue: number,
  baseYear: number,
  year: number,
  market: number,
  rules: CaliforniaRules,
): { factored: number; assessed: number } {
  const factored = prop13FactoredValue(baseValue, baseYear, year, rules).value;
  return { factored, assessed: Math.min(factored, roundDollars(market)) };
}

/** Prop 19 base year value transfer (55+, disabled, disaster): the original factored value, plus any excess of the replacement's value over the limit. */
export function prop19TransferBase(args: {
  originalFactoredBase: number;
  originalMarketValue: number;
  replacementMarketValue: number;
  timing: "beforeSale" | "withinFirstYear" | "withinSecondYear";
  rules: CaliforniaRules;
}): number {
  const limit = roundDollars(
    args.originalMarketValue * args.rules.prop19.replacementValueLimits[args.timing],
  );
  const excess = Math.max(0, args.replacementMarketValue - limit);
  return args.originalFactoredBase + excess;
}

/** Prop 19 parent-child exclusion: the parent's factored base, plus whatever market value exceeds it by more than the exclusion amount. */
export function prop19InheritedBase(args: {
  parentFactoredBase: number;
  marketValue: number;
  transferDate: string;
  rules: CaliforniaRules;
}): { base: number; exclusion: number } {
  let exclusion = args.rules.prop19.parentChildExclusion[0].amount;
  for (const e of args.rules.prop19.parentChildExclusion)
    if (e.fromDate <= args.transferDate) exclusion = e.amount;
  const excess = Math.max(0, args.marketValue - (args.parentFactoredBase + exclusion));
  return { base: args.parentFactoredBase + excess, exclusion };
}

// --- Florida, s. 193.155 -------------------------------------------------------------------

/** The Save Our Homes limit for an assessment year: the lesser of 3% and the prior year's CPI change. */
export function saveOurHomesRate(rules: FloridaRules, year: number, assumedCpi?: number): YearFactorUsed {
  const soh = rules.saveOurHomes;
  const published = factorFor(soh.cpiChanges, year);
  if (published)
    return { year, factor: Math.min(soh.maxRate, published.value), assumed: false, source: published.source };
  return {
    year,
    factor: assumedCpi === undefined ? soh.maxRate : Math.min(soh.maxRate, assumedCpi),
    assumed: true,
  };
}

/** This year's homestead assessed value: last year's plus the limit, never above just value (the recapture rule lets it rise to it). */
export function saveOurHomesAssessed(
  prior: number,
  just: number,
  rules: FloridaRules,
  year: number,
  assumedCpi?: number,
): number {
  const rate = saveOurHomesRate(rules, year, assumedCpi).factor;
  const change = rate >= 0 ? shareOfDollars(prior, rate) : -shareOfDollars(prior, -rate);
  return Math.min(roundDollars(just), prior + change);
}

/** Portability (s. 193.155(8)): the old home's Save Our Homes benefit moves with the owner, proportionally when downsizing, up to $500,000. */
export function floridaPortability(args: {
  oldJustValue: number;
  oldAssessedValue: number;
  newJustValue: number;
  rules: FloridaRules;
}): {
  benefit: number;
  newAssessedValue: number;
} {
  const max = args.rules.portability.maxBenefit;
  const diff = Math.max(0, args.oldJustValue - args.oldAssessedValue);
  const raw =
    args.newJustValue >= args.oldJustValue
      ? diff
      : args.oldJustValue > 0
        ? roundDollars((diff * args.newJustValue) / args.oldJustValue)
        : 0;
  const benefit = Math.min(raw, max, args.newJustValue);
  return { benefit, newAssessedValue: args.newJustValue - benefit };
}

/** Non-homestead residential property: at most 10% a year on non-school levies (s. 193.1555). */
export function floridaNonHomesteadAssessed(prior: number, just: number, rules: FloridaRules): number {
  return Math.min(roundDollars(just), prior + shareOfDollars(prior, rules.nonHomesteadCap));
}

// --- New York City, class 1 (RPTL 1805) --------------------------------------------------------

function floorShare(value: number, factor: number): number {
  const scaled = Math.round(factor * 1_000_000);
  const n = value * scaled;
  let q = Math.floor(n / 1_000_000);
  if (q * 1_000_000 > n) q -= 1;
  return q;
}

/** Class 1 assessed value: the class ratio of market value, limited to 6% over last year and 20% over five years ago, rounded down. */
export function nycClass1Assessed(
  marketValue: number,
  priorAssessed: readonly number[],
  nyc: NycRules,
): number {
  return nycCappedAssessed(marketValue * nyc.assessmentRatios.class1, priorAssessed, nyc.class1Caps);
}

/** Class 2a, 2b, 2c: 45% of market value, limited to 8% over last year and 30% over five years ago (RPTL 1805(2)). */
export function nycSmallClass2Assessed(
  marketValue: number,
  priorAssessed: readonly number[],
  nyc: NycRules,
): number {
  return nycCappedAssessed(marketValue * nyc.assessmentRatios.class2, priorAssessed, nyc.class2Caps);
}

function nycCappedAssessed(
  target: number,
  priorAssessed: readonly number[],
  caps: { annual: number; fiveYear: number },
): number {
  const rounded = roundDollars(target);
  const n = priorAssessed.length;
  if (n === 0) return rounded;
  let capped = Math.min(rounded, floorShare(priorAssessed[n - 1], 1 + caps.annual));
  if (n >= 5) capped = Math.min(capped, floorShare(priorAssessed[n - 5], 1 + caps.fiveYear));
  return capped;
}

/** Assessed values for a run of market values, each year capped against the ones before it. */
export function nycClass1Series(
  marketValues: readonly number[],
  nyc: NycRules,
): { assessedValues: number[]; uncappedValues: number[] } {
  const assessedValues: number[] = [];
  const uncappedValues: number[] = [];
  for (const mv of marketValues) {
    uncappedValues.push(roundDollars(mv * nyc.assessmentRatios.class1));
    assessedValues.push(nycClass1Assessed(mv, assessedValues, nyc));
  }
  return { assessedValues, uncappedValues };
}
