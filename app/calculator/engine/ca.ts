// California: net assessed value (Prop 13 factored base year value, caps.ts, minus the
// homeowners' or disabled veterans' exemption) times the 1% general levy and each voter-approved
// debt rate, each line rounded to the cent; fixed per-parcel charges (Mello-Roos, sewer,
// garbage) are added unchanged.
import { prop13FactoredValue } from "./caps";
import { ratingLabel, veteranRating } from "./input";
import { countyUnits, type Grant, summarize, taxLine, type Unit } from "./lines";
import { centsToDollars, dollarsToCents, roundDollars } from "./money";
import type {
  AppliedRule,
  CaliforniaRules,
  CalculatorInput,
  County,
  MessageRef,
  SeriesEntry,
  TaxResult,
} from "./schemas";
import { entryFor } from "./series";
import { estimateUnit } from "./split";

/** The amounts of the law in force in one tax year. */
function californiaYear(rules: CaliforniaRules, year: number) {
  const veteran = entryFor(rules.disabledVeteran, year);
  const last = rules.disabledVeteran[rules.disabledVeteran.length - 1];
  return {
    levy: entryFor(rules.generalLevyRate, year),
    homeowners: entryFor(rules.homeownersExemption, year),
    veteran,
    // The amounts are indexed every year; a gap year (or a year past the last figure) reuses an older one.
    veteranCarried: year > veteran.from && (veteran !== last || year > last.from),
  };
}

/** Without taxing units: the 1% general levy, and the rest of the county's rate as voter-approved debt. */
function estimateUnits(county: County, levy: SeriesEntry<number>): Unit[] {
  const debt = county.levyRate ?? Math.max(0, county.rate - levy.value);
  const units: Unit[] = [
    {
      ...estimateUnit(county, {
        id: "general-levy",
        name: "General levy (1%)",
        kind: "county",
        basis: "percent",
        rate: levy.value,
      }),
      // The 1% is fixed by the constitution (art. XIII A), whatever the county's other rates are.
      status: "adopted",
      source: levy.source ?? county.rateSource,
      generalLevy: true,
    },
  ];
  if (debt > 0)
    units.push(
      estimateUnit(county, {
        id: "voter-debt",
        name: "Voter-approved debt",
        kind: "special",
        basis: "percent",
        rate: debt,
      }),
    );
  return units;
}

export function calculateCalifornia(
  input: CalculatorInput,
  county: County,
  rules: CaliforniaRules,
): TaxResult {
  const year = input.taxYear ?? rules.currentTaxYear;
  const y = californiaYear(rules, year);
  const value = input.homeValue;
  const applied: AppliedRule[] = [];
  const notes: MessageRef[] = [];
  // The value entered is the assessed value on the bill (Prop 13); a purchase price and year
  // give the factored base year value instead.
  let assessed = value;
  if (input.assessedValue !== undefined) assessed = Math.min(roundDollars(input.assessedValue), value);
  else if (
    input.purchasePrice !== undefined &&
    input.purchaseYear !== undefined &&
    input.purchaseYear <= year
  ) {
    const factored = prop13FactoredValue(input.purchasePrice, input.purchaseYear, year, rules);
    assessed = factored.value;
    applied.push({
      key: "rule.ca.factoredBase",
      params: { price: roundDollars(input.purchasePrice), year: input.purchaseYear, value: assessed },
      source: rules.maxInflationFactor[0].source,
    });
    if (factored.factors.some((f) => f.assumed)) notes.push({ key: "note.ca.factorAssumed" });
  }
  const homestead = input.homesteadExemption;
  const rating = veteranRating(input);
  const ownUnits = countyUnits(county, year);
  const units = ownUnits ?? estimateUnits(county, y.levy);

  // R&T 205.5: the disabled veterans' exemption (100% rating) replaces the homeowners' exemption.
  const grants: Grant[] = [];
  if (homestead && rating >= 100) {
    const dv = y.veteran.value;
    const low = input.householdIncome !== undefined && input.householdIncome <= dv.lowIncomeLimit;
    const amount = low ? dv.lowIncome : dv.basic;
    grants.push({ kind: "veteran", amount });
    applied.push({
      key: "rule.ca.veteran",
      params: { amount, tier: low ? "figure.lowIncome" : "figure.basic" },
      year,
      source: y.veteran.source,
      status: y.veteran.status,
    });
    if (y.veteranCarried)
      notes.push({
        key: "note.carriedForward",
        params: { figure: "figure.disabledVeteranExemption", year, from: y.veteran.from },
      });
  } else if (homestead) {
    grants.push({ kind: "homeowners", amount: y.homeowners.value });
    applied.push({
      key: "rule.ca.homeowners",
      params: { amount: y.homeowners.value },
      year,
      source: y.homeowners.source,
      status: y.homeowners.status,
    });
  }

  // Every line of a California bill taxes the same net assessed value.
  const lines = units.map((unit) => taxLine(unit, assessed, grants));

  if (!ownUnits) {
    applied.push({
      key: "rule.ca.generalLevy",
      params: { rate: y.levy.value },
      source: y.levy.source,
      status: y.levy.status,
    });
    if (county.rateKind === "estimate") notes.push({ key: "note.estimateRate" });
  }

  const result = summarize(lines, {
    state: "CA",
    county,
    taxYear: year,
    mode: ownUnits ? "units" : "split",
    homeValue: value,
    assessedValue: assessed,
    rules: applied,
    notes,
    veteranDisability: ratingLabel(rating),
    generalLevy: {
      lineIds: units.filter((u) => u.generalLevy).map((u) => u.id),
      shares: rules.split.shares,
    },
  });
  result.installments = californiaInstallments(result.annualTax, year);
  return result;
}

/**
 * The secured bill of fiscal year `year`-`year + 1` in two installments: the first due 1
 * November and delinquent after 10 December (R&T Code 2605, 2617), the second due 1 February
 * and delinquent after 10 April (R&T Code 2606, 2618). Each is half the tax; an odd cent goes
 * with the first.
 */
export function californiaInstallments(
  annualTax: number,
  year: number,
): NonNullable<TaxResult["installments"]> {
  const cents = dollarsToCents(annualTax);
  const second = Math.floor(cents / 2);
  return [
    { amount: centsToDollars(cents - second), due: `${year}-11-01`, delinquentAfter: `${year}-12-10` },
    { amount: centsToDollars(second), due: `${year + 1}-02-01`, delinquentAfter: `${year + 1}-04-10` },
  ];
}
