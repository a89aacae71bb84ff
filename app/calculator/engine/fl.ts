// Florida: assessed value (after Save Our Homes, caps.ts) minus exemptions, times millage / 1000.
// s. 196.031: first $25,000 on every levy; the second exemption only on non-school levies, on
// the assessed value between $50,000 and $50,000 + its indexed amount. s. 196.075 senior local
// option, s. 196.202 disabled person, s. 196.24 / 196.081 disabled veterans.
import { isSenior, ratingLabel, veteranRating } from "./input";
import {
  Bill,
  cachedSplit,
  countyRateStatus,
  EX,
  Grants,
  pct,
  planRate,
  summarize,
  type UnitPlan,
  unitPlans,
} from "./lines";
import { centsToDollars, roundDollars } from "./money";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  FloridaBreakdown,
  FloridaRules,
  MessageRef,
  SeriesEntry,
  TaxResult,
} from "./schemas";
import { entryFor, yearCache } from "./series";

export interface FloridaYear {
  year: number;
  first: SeriesEntry<number>;
  additional: FloridaRules["additionalHomestead"][number];
  seniorIncomeLimit: SeriesEntry<number>;
  disabledPerson: SeriesEntry<number>;
  veteran: FloridaRules["disabledVeteran"][number];
  /** The additional exemption is indexed yearly: a year past the last published figure carries it forward. */
  additionalCarried: boolean;
}

export const floridaYear = yearCache((rules: FloridaRules, year: number): FloridaYear => {
  const additional = entryFor(rules.additionalHomestead, year);
  const last = rules.additionalHomestead[rules.additionalHomestead.length - 1];
  return {
    year,
    first: entryFor(rules.firstHomestead, year),
    additional,
    seniorIncomeLimit: entryFor(rules.seniorLocalOption.incomeLimit, year),
    disabledPerson: entryFor(rules.disabledPerson, year),
    veteran: entryFor(rules.disabledVeteran, year),
    additionalCarried: additional === last && year > last.from && last.from >= 2025,
  };
});

const splitCache = new WeakMap<County, Map<FloridaRules, UnitPlan[]>>();

function splitPlans(county: County, rules: FloridaRules): UnitPlan[] {
  return cachedSplit(splitCache, county, rules, () => {
    const schoolPct = county.schoolRate ?? county.rate * rules.split.schoolShare;
    const otherPct = Math.max(0, county.rate - schoolPct);
    const status = countyRateStatus(county);
    // County rates are percent; Florida bills state mills (1% = 10 mills).
    return [
      planRate(
        `${county.slug}-school`,
        "School district",
        "school",
        "mills",
        schoolPct * 10,
        county.rateYear,
        status,
        county.rateSource,
      ),
      planRate(
        `${county.slug}-non-school`,
        "County, city and special districts",
        "county",
        "mills",
        otherPct * 10,
        county.rateYear,
        status,
        county.rateSource,
      ),
    ];
  });
}

/** Reused for every line of every calculation (calculate() is synchronous and not re-entrant). */
const grants = new Grants();
const bill = new Bill();

export function calculateFlorida(input: CalculatorInput, county: County, rules: FloridaRules): TaxResult {
  const year = input.taxYear ?? rules.currentTaxYear;
  const y = floridaYear(rules, year);
  const value = input.homeValue;
  const assessed =
    input.assessedValue !== undefined ? Math.min(roundDollars(input.assessedValue), value) : value;
  const homestead = input.homesteadExemption;
  const senior = isSenior(input);
  const rating = veteranRating(input);
  const units = unitPlans(county);
  const plans = units ?? splitPlans(county, rules);
  const applied: AppliedRule[] = [];
  const notes: MessageRef[] = [];

  const first = homestead ? y.first.value : 0;
  const addl = y.additional.value;
  const second = homestead ? Math.min(addl.amount, Math.max(0, assessed - addl.threshold)) : 0;
  const disabledPerson = input.disabledPersonExemption ? y.disabledPerson.value : 0;
  const vetRules = y.veteran.value;
  const vetTotal = homestead && rating >= vetRules.totalExemptionRating;
  const vetAmount = !vetTotal && rating >= vetRules.minRating ? vetRules.amount : 0;
  const incomeLimit = y.seniorIncomeLimit.value;
  const seniorIncomeOk = input.seniorIncome !== undefined && input.seniorIncome <= incomeLimit;
  let seniorGranted = false;
  let seniorOffered = false;

  bill.reset();
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i];
    grants.reset();
    if (first > 0) grants.add(EX.homestead, first);
    if (second > 0 && !p.isSchool) grants.add(EX.additionalHomestead, second);
    const seniorAmount = p.exemptions?.over65Amount ?? 0;
    if (homestead && senior && seniorAmount > 0) {
      seniorOffered = true;
      if (seniorIncomeOk) {
        const amount = Math.min(seniorAmount, rules.seniorLocalOption.maxAmount);
        grants.add(EX.senior, amount);
        seniorGranted = true;
        applied.push({
          key: "rule.fl.senior",
          params: { unit: p.name, amount, limit: incomeLimit },
          year,
          source: y.seniorIncomeLimit.source,
          status: y.seniorIncomeLimit.status,
        });
      }
    }
    if (disabledPerson > 0) grants.add(EX.disabled, disabledPerson);
    if (vetTotal) grants.add(EX.veteran, 0, true);
    else if (vetAmount > 0) grants.add(EX.veteran, vetAmount);
    bill.add(p, assessed, grants);
  }

  if (first > 0)
    applied.push({
      key: "rule.fl.firstHomestead",
      params: { amount: first },
      year,
      source: y.first.source,
      status: y.first.status,
    });
  if (homestead) {
    applied.push({
      key: "rule.fl.additionalHomestead",
      params: { amount: addl.amount, threshold: addl.threshold },
      year,
      source: y.additional.source,
      status: y.additional.status,
    });
    if (y.additionalCarried)
      notes.push({
        key: "note.carriedForward",
        params: { figure: "figure.additionalHomestead", year, from: y.additional.from },
      });
  }
  if (homestead && senior && !seniorGranted) {
    if (!seniorOffered) notes.push({ key: "note.fl.seniorNotOnFile" });
    else if (input.seniorIncome === undefined) notes.push({ key: "note.fl.seniorIncomeMissing" });
  }
  if (disabledPerson > 0)
    applied.push({
      key: "rule.fl.disabledPerson",
      params: { amount: disabledPerson },
      year,
      source: y.disabledPerson.source,
      status: y.disabledPerson.status,
    });
  if (vetTotal)
    applied.push({ key: "rule.fl.veteranTotal", source: y.veteran.source, status: y.veteran.status });
  else if (vetAmount > 0)
    applied.push({
      key: "rule.fl.veteran",
      params: { amount: vetAmount },
      source: y.veteran.source,
      status: y.veteran.status,
    });
  if (!units) {
    const school = pct(rules.split.schoolShare);
    applied.push({
      key: "rule.splitSchool",
      params: { school, other: Math.round((100 - school) * 100) / 100 },
    });
    if (county.rateKind === "estimate") notes.push({ key: "note.estimateRate" });
  }

  const result = summarize(bill, {
    state: "FL",
    county,
    taxYear: year,
    mode: units ? "units" : "split",
    homeValue: value,
    assessedValue: assessed,
    rules: applied,
    notes,
    veteranDisability: ratingLabel(rating),
  });
  result.florida = floridaBreakdown(bill, value, assessed, first + second);
  return result;
}

/** The spec's two-tier view: school and non-school taxable values, rates (mills) and taxes. */
function floridaBreakdown(
  bill: Bill,
  value: number,
  assessed: number,
  homesteadTotal: number,
): FloridaBreakdown {
  let schoolCents = 0;
  let schoolMills = 0;
  let schoolTaxable = assessed;
  let otherCents = 0;
  let otherMills = 0;
  let otherWeighted = 0;
  let over65 = 0;
  for (let i = 0; i < bill.n; i++) {
    const plan = bill.plans[i];
    const line = bill.lines[i];
    const cents = bill.cents[i];
    for (const e of line.exemptions) if (e.kind === "senior" && e.amount > over65) over65 = e.amount;
    if (!plan.adValorem) {
      otherCents += cents;
      continue;
    }
    const mills = plan.basis === "mills" ? plan.rate : plan.ratePercent * 10;
    if (plan.isSchool) {
      schoolCents += cents;
      schoolMills += mills;
      schoolTaxable = line.taxableValue;
    } else {
      otherCents += cents;
      otherMills += mills;
      otherWeighted += line.taxableValue * mills;
    }
  }
  return {
    propertyValue: value,
    assessedValue: assessed,
    homesteadExemption: homesteadTotal,
    over65Exemption: over65,
    schoolTaxableValue: schoolTaxable,
    schoolRate: schoolMills,
    schoolTax: centsToDollars(schoolCents),
    nonSchoolTaxableValue: otherMills > 0 ? Math.round(otherWeighted / otherMills) : assessed,
    nonSchoolRate: otherMills,
    nonSchoolTax: centsToDollars(otherCents),
  };
}
