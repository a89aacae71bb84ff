// Florida: assessed value (after Save Our Homes, caps.ts) minus exemptions, times millage / 1000.
// s. 196.031: first $25,000 on every levy; the second exemption only on non-school levies, on
// the assessed value between $50,000 and $50,000 + its indexed amount. s. 196.075 senior local
// option, s. 196.202 disabled person, s. 196.24 / 196.081 disabled veterans.
import { isSenior, ratingLabel, veteranRating } from "./input";
import { countyUnits, type Grant, pct, summarize, taxLine, type Unit } from "./lines";
import { centsToDollars, dollarsToCents, ratePercentOf, roundDollars } from "./money";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  FloridaBreakdown,
  FloridaRules,
  MessageRef,
  TaxLine,
  TaxResult,
} from "./schemas";
import { entryFor } from "./series";
import { estimateUnit } from "./split";

/** The amounts of the law in force in one tax year. */
function floridaYear(rules: FloridaRules, year: number) {
  const additional = entryFor(rules.additionalHomestead, year);
  const last = rules.additionalHomestead[rules.additionalHomestead.length - 1];
  return {
    first: entryFor(rules.firstHomestead, year),
    additional,
    seniorIncomeLimit: entryFor(rules.seniorLocalOption.incomeLimit, year),
    disabledPerson: entryFor(rules.disabledPerson, year),
    veteran: entryFor(rules.disabledVeteran, year),
    /** The additional exemption is indexed yearly: a year past the last published figure carries it forward. */
    additionalCarried: additional === last && year > last.from && last.from >= 2025,
  };
}

/** Without taxing units: the school levy and everything else, at the county's rate in mills (1% = 10 mills). */
function estimateUnits(county: County, rules: FloridaRules): Unit[] {
  const schoolPct = county.schoolRate ?? county.rate * rules.split.schoolShare;
  const otherPct = Math.max(0, county.rate - schoolPct);
  return [
    estimateUnit(county, {
      id: "school",
      name: "School district",
      kind: "school",
      basis: "mills",
      rate: schoolPct * 10,
    }),
    estimateUnit(county, {
      id: "non-school",
      name: "County, city and special districts",
      kind: "county",
      basis: "mills",
      rate: otherPct * 10,
    }),
  ];
}

export function calculateFlorida(input: CalculatorInput, county: County, rules: FloridaRules): TaxResult {
  const year = input.taxYear ?? rules.currentTaxYear;
  const y = floridaYear(rules, year);
  const value = input.homeValue;
  const assessed =
    input.assessedValue !== undefined ? Math.min(roundDollars(input.assessedValue), value) : value;
  const homestead = input.homesteadExemption;
  const senior = isSenior(input);
  const rating = veteranRating(input);
  const ownUnits = countyUnits(county, year);
  const units = ownUnits ?? estimateUnits(county, rules);
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
  // The senior exemption is a local option: only the units that adopted it grant it.
  const seniorUnits = homestead && senior ? units.filter((u) => (u.exemptions?.over65Amount ?? 0) > 0) : [];

  const lines = units.map((unit) => {
    const grants: Grant[] = [];
    if (first > 0) grants.push({ kind: "homestead", amount: first });
    if (second > 0 && unit.kind !== "school") grants.push({ kind: "additionalHomestead", amount: second });
    if (seniorIncomeOk && seniorUnits.includes(unit)) {
      const amount = Math.min(unit.exemptions?.over65Amount ?? 0, rules.seniorLocalOption.maxAmount);
      grants.push({ kind: "senior", amount });
      applied.push({
        key: "rule.fl.senior",
        params: { unit: unit.name, amount, limit: incomeLimit },
        year,
        source: y.seniorIncomeLimit.source,
        status: y.seniorIncomeLimit.status,
      });
    }
    if (disabledPerson > 0) grants.push({ kind: "disabled", amount: disabledPerson });
    if (vetTotal) grants.push({ kind: "veteran", amount: 0, total: true });
    else if (vetAmount > 0) grants.push({ kind: "veteran", amount: vetAmount });
    return taxLine(unit, assessed, grants);
  });
  const seniorGranted = seniorIncomeOk && seniorUnits.length > 0;
  const seniorOffered = seniorUnits.length > 0;

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
  if (!ownUnits) {
    const school = pct(rules.split.schoolShare);
    applied.push({
      key: "rule.splitSchool",
      params: { school, other: Math.round((100 - school) * 100) / 100 },
    });
    if (county.rateKind === "estimate") notes.push({ key: "note.estimateRate" });
  }

  const result = summarize(lines, {
    state: "FL",
    county,
    taxYear: year,
    mode: ownUnits ? "units" : "split",
    homeValue: value,
    assessedValue: assessed,
    rules: applied,
    notes,
    veteranDisability: ratingLabel(rating),
  });
  result.florida = floridaBreakdown(lines, value, assessed, first + second);
  return result;
}

/** The spec's two-tier view: school and non-school taxable values, rates (mills) and taxes. */
function floridaBreakdown(
  lines: TaxLine[],
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
  for (const line of lines) {
    const cents = dollarsToCents(line.tax);
    for (const e of line.exemptions) if (e.kind === "senior") over65 = Math.max(over65, e.amount);
    if (line.basis === "fixed") {
      otherCents += cents;
      continue;
    }
    const mills = line.basis === "mills" ? line.rate : ratePercentOf(line.rate, line.basis) * 10;
    if (line.kind === "school") {
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
