// Texas: appraisal district values, one line per taxing unit, rates per $100.
// Tax Code 11.13 (homestead exemptions: state school amount, local-option percentage with its
// $5,000 minimum, over-65 / disabled amounts), 11.22 / 11.131 (disabled veterans), 11.26 (school
// tax ceiling, lowered when the school exemptions rise), 23.23 (10% homestead cap, in caps.ts).
import { isSenior, ratingLabel, veteranRating } from "./input";
import { countyUnits, type Grant, pct, summarize, taxLine, type Unit, withCeiling } from "./lines";
import { dollarsToCents, roundDollars, scaleRate, shareOfDollars, taxCents } from "./money";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  MessageRef,
  TaxLine,
  TaxResult,
  TexasRules,
} from "./schemas";
import { entryFor, valueFor } from "./series";
import { estimateUnit, splitRates } from "./split";

/** The amounts of the law in force in one tax year. */
function texasYear(rules: TexasRules, year: number) {
  return {
    year,
    schoolHomestead: entryFor(rules.schoolHomestead, year),
    over65: entryFor(rules.schoolOver65OrDisabled, year),
    localOption: entryFor(rules.localOptionHomestead, year),
    veteran: entryFor(rules.disabledVeteran, year),
  };
}
type TexasYear = ReturnType<typeof texasYear>;

/** Who the owner is, as far as the exemptions care. */
interface Owner {
  homestead: boolean;
  senior: boolean;
  /** 65 or older with the homestead. */
  over65: boolean;
  /** Disabled with the homestead. */
  disabled: boolean;
  rating: number;
}

function ownerOf(input: CalculatorInput): Owner {
  const homestead = input.homesteadExemption;
  const senior = isSenior(input);
  return {
    homestead,
    senior,
    over65: homestead && senior,
    disabled: homestead && input.disabledPersonExemption,
    rating: veteranRating(input),
  };
}

/**
 * The disabled veteran's exemption (11.22), the same on every unit: the band's amount for the
 * rating ($12,000 at 65 or older with 10%), or the whole value at 100% with the homestead (11.131).
 */
function veteranExemption(y: TexasYear, owner: Owner): { grant: Grant; rule: AppliedRule } | null {
  const vet = y.veteran.value;
  if (owner.rating < 10) return null;
  const cited = { source: y.veteran.source, status: y.veteran.status };
  if (owner.rating >= vet.totalExemptionRating && owner.homestead)
    return {
      grant: { kind: "veteran", amount: 0, total: true },
      rule: { key: "rule.tx.veteranTotal", ...cited },
    };
  const band = vet.bands.find((b) => owner.rating >= b.minRating && owner.rating <= b.maxRating);
  let amount = band?.amount ?? 0;
  if (owner.senior && owner.rating >= vet.over65MinRating) amount = Math.max(amount, vet.over65Amount);
  if (amount <= 0) return null;
  return {
    grant: { kind: "veteran", amount },
    rule: { key: "rule.tx.veteranBand", params: { amount, rating: owner.rating }, ...cited },
  };
}

/**
 * What one unit exempts for this owner, in the order the law takes them off, and the rules it
 * cites: the school district's state homestead and 65+ / disabled amounts; the unit's own
 * percentage, flat and 65+ / disabled amounts; the county's flat amount in the estimate.
 */
function unitGrants(
  unit: Unit,
  owner: Owner,
  y: TexasYear,
  appraised: number,
  estimateCountyHomestead: number,
): { grants: Grant[]; rules: AppliedRule[] } {
  const grants: Grant[] = [];
  const rules: AppliedRule[] = [];
  const ex = unit.exemptions;
  const school = unit.kind === "school";
  if (!owner.homestead) return { grants, rules };
  if (school) grants.push({ kind: "homestead", amount: y.schoolHomestead.value });
  if (ex?.homesteadPercent) {
    const share = Math.min(ex.homesteadPercent, y.localOption.value.maxPercent);
    const minimum = ex.homesteadMinimum ?? y.localOption.value.minimum;
    grants.push({ kind: "localHomestead", amount: Math.max(shareOfDollars(appraised, share), minimum) });
    rules.push({
      key: "rule.tx.localOption",
      params: { unit: unit.name, percent: pct(share), minimum },
      year: y.year,
      source: y.localOption.source,
      status: y.localOption.status,
    });
  }
  if (ex?.homesteadAmount) {
    grants.push({ kind: "localHomestead", amount: ex.homesteadAmount });
    rules.push({
      key: "rule.tx.localFlat",
      params: { unit: unit.name, amount: ex.homesteadAmount },
      source: ex.source,
    });
  } else if (estimateCountyHomestead > 0 && unit.kind === "county") {
    grants.push({ kind: "localHomestead", amount: estimateCountyHomestead });
  }
  if (owner.over65 || owner.disabled) {
    if (school) grants.push({ kind: owner.over65 ? "over65" : "disabled", amount: y.over65.value });
    const local65 = owner.over65 ? (ex?.over65Amount ?? 0) : 0;
    const localDisabled = owner.disabled ? (ex?.disabledAmount ?? 0) : 0;
    // Tax Code 11.13(d): a person both 65+ and disabled receives one of the two from a unit.
    if (local65 > 0 || localDisabled > 0) {
      const amount = Math.max(local65, localDisabled);
      grants.push({ kind: local65 >= localDisabled ? "over65" : "disabled", amount });
      rules.push({ key: "rule.tx.localOver65", params: { unit: unit.name, amount }, source: ex?.source });
    }
  }
  return { grants, rules };
}

/** Without taxing units: the county's component rates if it has them, else the spec's shares of its rate. */
function estimateUnits(county: County, rules: TexasRules): Unit[] {
  const parts = splitRates(county, rules.split.shares);
  return [
    estimateUnit(county, {
      id: "school",
      name: "School district",
      kind: "school",
      basis: "per100",
      rate: parts.school,
    }),
    estimateUnit(county, {
      id: "county",
      name: "County",
      kind: "county",
      basis: "per100",
      rate: parts.county,
    }),
    estimateUnit(county, { id: "city", name: "City", kind: "city", basis: "per100", rate: parts.city }),
    estimateUnit(county, {
      id: "special",
      name: "Special districts",
      kind: "special",
      basis: "per100",
      rate: parts.special,
    }),
  ];
}

export function calculateTexas(input: CalculatorInput, county: County, rules: TexasRules): TaxResult {
  const year = input.taxYear ?? rules.currentTaxYear;
  const y = texasYear(rules, year);
  const value = input.homeValue;
  const appraised =
    input.assessedValue !== undefined ? Math.min(roundDollars(input.assessedValue), value) : value;
  const owner = ownerOf(input);
  const ownUnits = countyUnits(county, year);
  const units = ownUnits ?? estimateUnits(county, rules);
  const estimateCountyHomestead =
    !ownUnits && rules.split.countyHomestead.applyWithoutUnits ? rules.split.countyHomestead.amount : 0;
  const veteran = veteranExemption(y, owner);

  const applied: AppliedRule[] = [];
  let lines = units.map((unit) => {
    const own = unitGrants(unit, owner, y, appraised, estimateCountyHomestead);
    applied.push(...own.rules);
    return taxLine(unit, appraised, veteran ? [...own.grants, veteran.grant] : own.grants);
  });
  if (owner.homestead && units.some((u) => u.kind === "school")) {
    applied.push(citeAmount("rule.tx.schoolHomestead", y.schoolHomestead, year));
    if (owner.over65 || owner.disabled) applied.push(citeAmount("rule.tx.over65", y.over65, year));
  }
  if (veteran) applied.push(veteran.rule);

  const notes: MessageRef[] = [];
  if (!owner.homestead && (owner.senior || input.disabledPersonExemption))
    notes.push({ key: "note.tx.over65NeedsHomestead" });
  if (input.schoolTaxCeiling && (owner.over65 || owner.disabled))
    lines = withCeilings(lines, units, input, rules, y, applied, notes);
  if (!ownUnits) {
    const s = rules.split.shares;
    applied.push({
      key: "rule.split",
      params: { school: pct(s.school), county: pct(s.county), city: pct(s.city), special: pct(s.special) },
    });
    if (county.rateKind === "estimate") notes.push({ key: "note.estimateRate" });
  }

  return summarize(lines, {
    state: "TX",
    county,
    taxYear: year,
    mode: ownUnits ? "units" : "split",
    homeValue: value,
    assessedValue: appraised,
    rules: applied,
    notes,
    veteranDisability: ratingLabel(owner.rating),
  });
}

function citeAmount(key: string, entry: TexasYear["schoolHomestead"], year: number): AppliedRule {
  return { key, params: { amount: entry.value }, year, source: entry.source, status: entry.status };
}

/**
 * The school tax ceiling (11.26) and other units' ceilings (11.261). A ceiling set in an earlier
 * year is lowered by the rise in the school exemptions since, times this year's school rate; an
 * owner who moved carries the same share of the new home's tax (11.26(h)).
 */
function withCeilings(
  lines: TaxLine[],
  units: Unit[],
  input: CalculatorInput,
  rules: TexasRules,
  y: TexasYear,
  applied: AppliedRule[],
  notes: MessageRef[],
): TaxLine[] {
  let missingNoted = false;
  return lines.map((line, i) => {
    const unit = units[i];
    if (unit.kind !== "school") {
      const own = input.unitTaxCeilings?.[unit.id];
      return unit.exemptions?.over65Ceiling && own !== undefined
        ? withCeiling(line, dollarsToCents(own))
        : line;
    }
    const moved = input.ceilingPortability;
    if (input.schoolTaxCeilingAmount === undefined && moved && moved.formerTaxWithoutCeiling > 0) {
      const share = Math.min(1, moved.formerCeilingTax / moved.formerTaxWithoutCeiling);
      const ceiling = Math.round(dollarsToCents(line.tax) * share);
      applied.push({
        key: "rule.tx.ceilingPortability",
        params: { amount: ceiling / 100, percent: Math.round(share * 10000) / 100 },
        source: rules.ceiling.source,
      });
      return withCeiling(line, ceiling);
    }
    if (input.schoolTaxCeilingAmount === undefined) {
      if (!missingNoted) notes.push({ key: "note.tx.ceilingAmountMissing" });
      missingNoted = true;
      return line;
    }
    let ceiling = dollarsToCents(input.schoolTaxCeilingAmount);
    let reducedFrom: number | undefined;
    const setIn = input.schoolTaxCeilingYear;
    if (setIn !== undefined && setIn < y.year && rules.ceiling.reduceWhenExemptionsRise) {
      const increase =
        y.schoolHomestead.value +
        y.over65.value -
        (valueFor(rules.schoolHomestead, setIn) + valueFor(rules.schoolOver65OrDisabled, setIn));
      if (increase > 0) {
        reducedFrom = ceiling;
        ceiling = Math.max(0, ceiling - taxCents(increase, unit.basis, scaleRate(unit.rate)));
        applied.push({
          key: "rule.tx.ceilingReduced",
          params: { from: reducedFrom / 100, to: ceiling / 100, increase, year: setIn },
          source: rules.ceiling.source,
        });
      }
    }
    applied.push({ key: "rule.tx.ceiling", params: { amount: ceiling / 100 }, source: rules.ceiling.source });
    return withCeiling(line, ceiling, reducedFrom);
  });
}
