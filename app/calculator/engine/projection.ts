// Tax year by year for an owner who keeps the home and for a buyer who has just bought it.
// Both run through the same calculation; they differ only in the assessed value they start
// from: the owner's capped value, or (where a sale resets the cap) the price.
import { calculate } from "./calculate";
import {
  nycClass1Assessed,
  prop13Factor,
  saveOurHomesAssessed,
  texasCappedAppraisal,
  floridaNonHomesteadAssessed,
} from "./caps";
import { divRoundHalfUp, roundDollars } from "./money";
import { nycClassOf } from "./nyc";
import type { CalculatorInput, County, StateRules } from "./schemas";

export interface ProjectionOptions {
  /** How many years, the current one included. */
  years: number;
  /** Yearly market value growth assumed for the projection (0.04 = 4%). */
  marketGrowth: number;
  /** Inflation assumed for years without a published Prop 13 factor or Save Our Homes CPI (defaults to each cap's maximum). */
  assumedInflation?: number;
  /** Florida: Save Our Homes benefit the buyer ports from a previous homestead. */
  portabilityBenefit?: number;
}

export interface ProjectionYear {
  year: number;
  marketValue: number;
  assessedValue: number;
  annualTax: number;
  schoolTax: number;
}

export interface Projection {
  owner: ProjectionYear[];
  buyer: ProjectionYear[];
  ownerTotal: number;
  buyerTotal: number;
}

function nextAssessed(
  rules: StateRules,
  county: County,
  input: CalculatorInput,
  state: { assessed: number; factored: number; history: number[] },
  market: number,
  year: number,
  opts: ProjectionOptions,
): void {
  switch (rules.state) {
    case "TX":
      state.assessed = input.homesteadExemption
        ? texasCappedAppraisal(state.assessed, market, rules, year)
        : market;
      return;
    case "CA": {
      // Prop 8: a decline in value lowers the assessment, while the factored base keeps growing beneath it.
      const f = prop13Factor(rules, year, opts.assumedInflation).factor;
      state.factored = divRoundHalfUp(state.factored * Math.round(f * 100000), 100000);
      state.assessed = Math.min(state.factored, market);
      return;
    }
    case "FL":
      state.assessed = input.homesteadExemption
        ? saveOurHomesAssessed(state.assessed, market, rules, year, opts.assumedInflation)
        : floridaNonHomesteadAssessed(state.assessed, market, rules);
      return;
    case "NY": {
      if (!county.nycClass) {
        state.assessed = market;
        return;
      }
      const cls = nycClassOf(input.propertyType) ?? "class1";
      const av =
        cls === "class1"
          ? nycClass1Assessed(market, state.history, rules.nyc)
          : roundDollars(market * rules.nyc.assessmentRatios[cls]);
      state.history.push(av);
      state.assessed = av;
      return;
    }
  }
}

function run(
  input: CalculatorInput,
  county: County,
  rules: StateRules,
  opts: ProjectionOptions,
  startAssessed: number,
  history: number[],
): ProjectionYear[] {
  const startYear = input.taxYear ?? rules.currentTaxYear;
  const rows: ProjectionYear[] = [];
  const state = { assessed: startAssessed, factored: startAssessed, history };
  let ceilingAmount = input.schoolTaxCeilingAmount;
  let ceilingYear = input.schoolTaxCeilingYear;
  const freezes =
    rules.state === "TX" &&
    input.schoolTaxCeiling &&
    input.homesteadExemption &&
    (input.over65Exemption || input.seniorCitizen || input.disabledPersonExemption);
  for (let i = 0; i < opts.years; i++) {
    const year = startYear + i;
    const market = roundDollars(input.homeValue * Math.pow(1 + opts.marketGrowth, i));
    if (i > 0) nextAssessed(rules, county, input, state, market, year, opts);
    const yearInput: CalculatorInput = {
      ...input,
      homeValue: market,
      assessedValue: state.assessed,
      taxYear: year,
      schoolTaxCeilingAmount: ceilingAmount,
      schoolTaxCeilingYear: ceilingYear,
      priorAssessedValues: undefined,
    };
    const r = calculate(yearInput, county, rules);
    const schoolTax = r.countyBreakdown.school;
    // Texas 11.26: without a ceiling on file, the first projected year's school tax becomes the ceiling.
    if (freezes && ceilingAmount === undefined) {
      ceilingAmount = schoolTax;
      ceilingYear = year;
    }
    rows.push({
      year,
      marketValue: market,
      assessedValue: state.assessed,
      annualTax: r.annualTax,
      schoolTax,
    });
  }
  return rows;
}

function total(rows: ProjectionYear[]): number {
  let cents = 0;
  for (const r of rows) cents += Math.round(r.annualTax * 100);
  return cents / 100;
}

export function projectTax(
  input: CalculatorInput,
  county: County,
  rules: StateRules,
  opts: ProjectionOptions,
): Projection {
  const value = input.homeValue;
  const isNyc = rules.state === "NY" && county.nycClass === true;
  const nycHistory = input.priorAssessedValues ? [...input.priorAssessedValues] : [];
  let ownerStart: number;
  if (isNyc) {
    const cls = nycClassOf(input.propertyType) ?? "class1";
    ownerStart =
      input.assessedValue ??
      (cls === "class1" && nycHistory.length > 0
        ? nycClass1Assessed(value, nycHistory, rules.nyc)
        : roundDollars(value * rules.nyc.assessmentRatios[cls]));
  } else
    ownerStart =
      input.assessedValue !== undefined ? Math.min(roundDollars(input.assessedValue), value) : value;
  // A sale resets the cap in Texas, California and Florida; New York City's class 1 limits stay with the property.
  let buyerStart = isNyc ? ownerStart : value;
  if (rules.state === "FL" && opts.portabilityBenefit)
    buyerStart = Math.max(0, value - Math.min(opts.portabilityBenefit, rules.portability.maxBenefit));
  const owner = run(input, county, rules, opts, ownerStart, isNyc ? [...nycHistory, ownerStart] : []);
  const buyerInput: CalculatorInput = {
    ...input,
    schoolTaxCeilingAmount: undefined,
    schoolTaxCeilingYear: undefined,
  };
  const buyer = run(buyerInput, county, rules, opts, buyerStart, isNyc ? [...nycHistory, buyerStart] : []);
  return { owner, buyer, ownerTotal: total(owner), buyerTotal: total(buyer) };
}
