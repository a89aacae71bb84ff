// Texas: appraisal district values, one line per taxing unit, rates per $100.
// Tax Code 11.13 (homestead exemptions: state school amount, local-option percentage with its
// $5,000 minimum, over-65 / disabled amounts), 11.22 / 11.131 (disabled veterans), 11.26 (school
// tax ceiling, lowered when the school exemptions rise), 23.23 (10% homestead cap, in caps.ts).
import { isSenior, ratingLabel, veteranRating } from "./input";
import {
  applyCeiling,
  cachedSplit,
  Bill,
  countyRateStatus,
  EX,
  Grants,
  pct,
  planRate,
  summarize,
  type NameLists,
  type UnitPlan,
  unitPlans,
} from "./lines";
import { dollarsToCents, roundDollars, shareOfDollars, taxCents } from "./money";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  MessageRef,
  SeriesEntry,
  TaxResult,
  TexasRules,
} from "./schemas";
import { entryFor, valueFor, yearCache } from "./series";

export interface TexasYear {
  year: number;
  schoolHomestead: SeriesEntry<number>;
  over65: SeriesEntry<number>;
  localOption: TexasRules["localOptionHomestead"][number];
  roadFlood: SeriesEntry<number>;
  veteran: TexasRules["disabledVeteran"][number];
  cap: SeriesEntry<number>;
  /** The rules a result cites depend only on the year, the unit and a few flags: made once, shared (frozen). */
  cited: {
    schoolHomestead: AppliedRule;
    over65: AppliedRule;
    veteranTotal: AppliedRule;
    veteranBand: Map<number, AppliedRule>;
  };
}

function cite(rule: AppliedRule): AppliedRule {
  if (rule.params) Object.freeze(rule.params);
  return Object.freeze(rule);
}

export const texasYear = yearCache((rules: TexasRules, year: number): TexasYear => {
  const schoolHomestead = entryFor(rules.schoolHomestead, year);
  const over65 = entryFor(rules.schoolOver65OrDisabled, year);
  const veteran = entryFor(rules.disabledVeteran, year);
  return {
    year,
    schoolHomestead,
    over65,
    localOption: entryFor(rules.localOptionHomestead, year),
    roadFlood: entryFor(rules.countyRoadFloodHomestead, year),
    veteran,
    cap: entryFor(rules.homesteadCap, year),
    cited: {
      schoolHomestead: cite({
        key: "rule.tx.schoolHomestead",
        params: { amount: schoolHomestead.value },
        year,
        source: schoolHomestead.source,
        status: schoolHomestead.status,
      }),
      over65: cite({
        key: "rule.tx.over65",
        params: { amount: over65.value },
        year,
        source: over65.source,
        status: over65.status,
      }),
      veteranTotal: cite({ key: "rule.tx.veteranTotal", source: veteran.source, status: veteran.status }),
      veteranBand: new Map(),
    },
  };
});

const LOCAL_OPTION = 0;
const LOCAL_FLAT = 1;
const LOCAL_OVER65 = 2;

/** A unit's cited rule (local option, flat amount, over-65 amount) for this year, if made before with this amount. */
function citedFor(
  y: TexasYear,
  p: UnitPlan,
  slot: number,
  amount: number | undefined,
): AppliedRule | undefined {
  if (p.cited.owner !== y) {
    p.cited.owner = y;
    p.cited.rules = [];
    return undefined;
  }
  const rule = p.cited.rules[slot];
  return rule && (rule.params as { amount?: number } | undefined)?.amount === amount ? rule : undefined;
}

function storeCited(p: UnitPlan, slot: number, rule: AppliedRule): AppliedRule {
  p.cited.rules[slot] = cite(rule);
  return p.cited.rules[slot] as AppliedRule;
}

function veteranBandRule(y: TexasYear, amount: number, rating: number): AppliedRule {
  const key = rating * 1_000_000 + amount;
  let rule = y.cited.veteranBand.get(key);
  if (!rule) {
    rule = cite({
      key: "rule.tx.veteranBand",
      params: { amount, rating },
      source: y.veteran.source,
      status: y.veteran.status,
    });
    y.cited.veteranBand.set(key, rule);
  }
  return rule;
}

/**
 * The rules a county's units cite depend only on the year and on homestead / 65+ / disabled:
 * the whole list is kept per combination (`lists`). With the veteran's rule and the estimate's
 * split (but no ceiling, whose figures are the owner's) the whole result list is kept too
 * (`finals`), frozen and shared by every result that cites exactly those rules.
 */
interface KnownRules {
  owner: TexasYear;
  lists: (AppliedRule[] | undefined)[];
  /** By flags: the whole list without a veteran's rule, and by veteran's rule. */
  finals: (AppliedRule[] | undefined)[];
  finalsWithVeteran: (Map<AppliedRule, AppliedRule[]> | undefined)[];
  /** The lists of line names of these units' bills. */
  names: NameLists;
}

const unitRulesCache = new WeakMap<UnitPlan[], KnownRules>();

let lastPlans: UnitPlan[] | null = null;
let lastKnown: KnownRules | null = null;

function knownRulesFor(plans: UnitPlan[], y: TexasYear): KnownRules {
  if (plans === lastPlans && lastKnown !== null && lastKnown.owner === y) return lastKnown;
  let known = unitRulesCache.get(plans);
  if (!known || known.owner !== y) {
    known = { owner: y, lists: [], finals: [], finalsWithVeteran: [], names: [] };
    unitRulesCache.set(plans, known);
  }
  lastPlans = plans;
  lastKnown = known;
  return known;
}

function finalRules(
  known: KnownRules,
  flags: number,
  base: AppliedRule[],
  veteran: AppliedRule | null,
  split: AppliedRule | null,
): AppliedRule[] {
  let byVeteran: Map<AppliedRule, AppliedRule[]> | undefined;
  let list: AppliedRule[] | undefined;
  if (veteran === null) list = known.finals[flags];
  else {
    byVeteran = known.finalsWithVeteran[flags];
    if (!byVeteran) known.finalsWithVeteran[flags] = byVeteran = new Map();
    list = byVeteran.get(veteran);
  }
  if (!list) {
    list = base.slice();
    if (veteran) list.push(veteran);
    if (split) list.push(split);
    Object.freeze(list);
    if (byVeteran && veteran) byVeteran.set(veteran, list);
    else known.finals[flags] = list;
  }
  return list;
}

const NO_NOTES: MessageRef[] = Object.freeze([]) as unknown as MessageRef[];
const NOTE_OVER65_NEEDS_HOMESTEAD: MessageRef = Object.freeze({ key: "note.tx.over65NeedsHomestead" });
const NOTE_ESTIMATE: MessageRef = Object.freeze({ key: "note.estimateRate" });
const NOTE_CEILING_AMOUNT_MISSING: MessageRef = Object.freeze({ key: "note.tx.ceilingAmountMissing" });

const splitRuleCache = new WeakMap<TexasRules, AppliedRule>();
function splitRule(rules: TexasRules): AppliedRule {
  let rule = splitRuleCache.get(rules);
  if (!rule) {
    const s = rules.split.shares;
    rule = cite({
      key: "rule.split",
      params: { school: pct(s.school), county: pct(s.county), city: pct(s.city), special: pct(s.special) },
    });
    splitRuleCache.set(rules, rule);
  }
  return rule;
}

const splitCache = new WeakMap<County, Map<TexasRules, UnitPlan[]>>();

/** Without taxing units: the county's component rates if it has them, else the spec's shares of its rate. */
function splitPlans(county: County, rules: TexasRules): UnitPlan[] {
  return cachedSplit(splitCache, county, rules, () => {
    const s = rules.split.shares;
    const parts = splitRates(county, s);
    const status = countyRateStatus(county);
    const src = county.rateSource;
    const y = county.rateYear;
    return [
      planRate(`${county.slug}-school`, "School district", "school", "per100", parts.school, y, status, src),
      planRate(`${county.slug}-county`, "County", "county", "per100", parts.county, y, status, src),
      planRate(`${county.slug}-city`, "City", "city", "per100", parts.city, y, status, src),
      planRate(
        `${county.slug}-special`,
        "Special districts",
        "special",
        "per100",
        parts.special,
        y,
        status,
        src,
      ),
    ];
  });
}

/** Component rates for the estimate: given ones stand; the rest of the county rate is shared by the spec's proportions. */
export function splitRates(
  county: Pick<County, "rate" | "schoolRate" | "countyRate" | "cityRate" | "specialRate">,
  shares: { school: number; county: number; city: number; special: number },
): { school: number; county: number; city: number; special: number } {
  const given = {
    school: county.schoolRate,
    county: county.countyRate,
    city: county.cityRate,
    special: county.specialRate,
  };
  let knownRate = 0;
  let unknownShare = 0;
  for (const k of ["school", "county", "city", "special"] as const) {
    if (given[k] !== undefined) knownRate += given[k] as number;
    else unknownShare += shares[k];
  }
  const rest = Math.max(0, county.rate - knownRate);
  const part = (k: "school" | "county" | "city" | "special") =>
    given[k] ?? (unknownShare > 0 ? (rest * shares[k]) / unknownShare : 0);
  return { school: part("school"), county: part("county"), city: part("city"), special: part("special") };
}

function bandAmount(rules: TexasYear["veteran"]["value"], rating: number): number {
  for (const b of rules.bands) if (rating >= b.minRating && rating <= b.maxRating) return b.amount;
  return 0;
}

/** Reused for every line of every calculation (calculate() is synchronous and not re-entrant). */
const grants = new Grants();
const bill = new Bill();

export function calculateTexas(input: CalculatorInput, county: County, rules: TexasRules): TaxResult {
  const year = input.taxYear ?? rules.currentTaxYear;
  const y = texasYear(rules, year);
  const value = input.homeValue;
  const appraised =
    input.assessedValue !== undefined ? Math.min(roundDollars(input.assessedValue), value) : value;
  const homestead = input.homesteadExemption;
  const senior = isSenior(input);
  const over65 = homestead && senior;
  const disabled = homestead && input.disabledPersonExemption;
  const rating = veteranRating(input);
  const vet = y.veteran.value;
  const units = unitPlans(county);
  const plans = units ?? splitPlans(county, rules);
  const known = knownRulesFor(plans, y);
  const flags = (homestead ? 1 : 0) | (over65 ? 2 : 0) | (disabled ? 4 : 0);
  const knownRules = known.lists[flags];

  let vetAmount = 0;
  let vetTotal = false;
  if (rating >= 10) {
    if (rating >= vet.totalExemptionRating && homestead) vetTotal = true;
    else {
      vetAmount = bandAmount(vet, rating);
      if (senior && rating >= vet.over65MinRating && vet.over65Amount > vetAmount)
        vetAmount = vet.over65Amount;
    }
  }
  const vetRule = vetTotal
    ? y.cited.veteranTotal
    : vetAmount > 0
      ? veteranBandRule(y, vetAmount, rating)
      : null;
  const ceilings = input.schoolTaxCeiling && (over65 || disabled);
  // The units' rules are collected only the first time a combination is seen.
  const fresh: AppliedRule[] | null = knownRules ? null : [];

  const localMin = y.localOption.value.minimum;
  const localMax = y.localOption.value.maxPercent;
  const splitCountyHomestead =
    !units && rules.split.countyHomestead.applyWithoutUnits ? rules.split.countyHomestead.amount : 0;
  bill.reset(known.names);
  let anySchool = false;
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i];
    const ex = p.exemptions;
    grants.reset();
    if (homestead) {
      if (p.isSchool) {
        anySchool = true;
        grants.add(EX.homestead, y.schoolHomestead.value);
      }
      if (ex?.homesteadPercent) {
        const share = Math.min(ex.homesteadPercent, localMax);
        const minimum = ex.homesteadMinimum ?? localMin;
        grants.add(EX.localHomestead, Math.max(shareOfDollars(appraised, share), minimum));
        if (fresh)
          fresh.push(
            citedFor(y, p, LOCAL_OPTION, undefined) ??
              storeCited(p, LOCAL_OPTION, {
                key: "rule.tx.localOption",
                params: { unit: p.name, percent: pct(share), minimum },
                year,
                source: y.localOption.source,
                status: y.localOption.status,
              }),
          );
      }
      if (ex?.homesteadAmount) {
        grants.add(EX.localHomestead, ex.homesteadAmount);
        const flat = ex.homesteadAmount;
        if (fresh)
          fresh.push(
            citedFor(y, p, LOCAL_FLAT, flat) ??
              storeCited(p, LOCAL_FLAT, {
                key: "rule.tx.localFlat",
                params: { unit: p.name, amount: flat },
                source: ex.source,
              }),
          );
      } else if (splitCountyHomestead > 0 && p.kind === "county") {
        grants.add(EX.localHomestead, splitCountyHomestead);
      }
      if (over65 || disabled) {
        if (p.isSchool) grants.add(over65 ? EX.over65 : EX.disabled, y.over65.value);
        const a65 = over65 ? (ex?.over65Amount ?? 0) : 0;
        const aDis = disabled ? (ex?.disabledAmount ?? 0) : 0;
        // Tax Code 11.13(d): a person both 65+ and disabled receives one of the two from a unit.
        if (a65 > 0 || aDis > 0) {
          const amount = Math.max(a65, aDis);
          grants.add(a65 >= aDis ? EX.over65 : EX.disabled, amount);
          if (fresh)
            fresh.push(
              citedFor(y, p, LOCAL_OVER65, amount) ??
                storeCited(p, LOCAL_OVER65, {
                  key: "rule.tx.localOver65",
                  params: { unit: p.name, amount },
                  source: ex?.source,
                }),
            );
        }
      }
    }
    if (vetTotal) grants.add(EX.veteran, 0, true);
    else if (vetAmount > 0) grants.add(EX.veteran, vetAmount);
    bill.add(p, appraised, grants);
  }

  let base = knownRules;
  if (!base) {
    base = fresh as AppliedRule[];
    if (homestead && anySchool) {
      base.push(y.cited.schoolHomestead);
      if (over65 || disabled) base.push(y.cited.over65);
    }
    known.lists[flags] = base;
  }
  const split = units ? null : splitRule(rules);
  let notes = NO_NOTES;
  const needsHomestead = !homestead && (senior || input.disabledPersonExemption);
  const estimate = !units && county.rateKind === "estimate";
  if (needsHomestead || ceilings || estimate) {
    notes = [];
    if (needsHomestead) notes.push(NOTE_OVER65_NEEDS_HOMESTEAD);
  }
  let cited: AppliedRule[];
  if (!ceilings) cited = finalRules(known, flags, base, vetRule, split);
  else {
    cited = base.slice();
    if (vetRule) cited.push(vetRule);
    applyCeilings(input, rules, y, cited, notes);
    if (split) cited.push(split);
  }
  if (estimate) notes.push(NOTE_ESTIMATE);

  return summarize(bill, {
    state: "TX",
    county,
    taxYear: year,
    mode: units ? "units" : "split",
    homeValue: value,
    assessedValue: appraised,
    rules: cited,
    notes,
    veteranDisability: ratingLabel(rating),
  });
}

function applyCeilings(
  input: CalculatorInput,
  rules: TexasRules,
  y: TexasYear,
  applied: AppliedRule[],
  notes: MessageRef[],
): void {
  let missingNoted = false;
  for (let i = 0; i < bill.n; i++) {
    const plan = bill.plans[i];
    if (plan.isSchool) {
      const moved = input.ceilingPortability;
      if (input.schoolTaxCeilingAmount === undefined && moved && moved.formerTaxWithoutCeiling > 0) {
        // Tax Code 11.26(h): the new home's ceiling is the same share of its tax as the former
        // home's ceiling was of the tax it would have paid without one.
        const share = Math.min(1, moved.formerCeilingTax / moved.formerTaxWithoutCeiling);
        const ceiling = Math.round(bill.cents[i] * share);
        applyCeiling(bill, i, ceiling);
        applied.push({
          key: "rule.tx.ceilingPortability",
          params: { amount: ceiling / 100, percent: Math.round(share * 10000) / 100 },
          source: rules.ceiling.source,
        });
        continue;
      }
      if (input.schoolTaxCeilingAmount === undefined) {
        if (!missingNoted) notes.push(NOTE_CEILING_AMOUNT_MISSING);
        missingNoted = true;
        continue;
      }
      let ceiling = dollarsToCents(input.schoolTaxCeilingAmount);
      let reducedFrom: number | undefined;
      const setIn = input.schoolTaxCeilingYear;
      if (setIn !== undefined && setIn < y.year && rules.ceiling.reduceWhenExemptionsRise) {
        // Looked up directly, not through texasYear(), to keep its one-entry memo on the current year.
        const increase =
          y.schoolHomestead.value +
          y.over65.value -
          (valueFor(rules.schoolHomestead, setIn) + valueFor(rules.schoolOver65OrDisabled, setIn));
        if (increase > 0) {
          reducedFrom = ceiling;
          ceiling = Math.max(0, ceiling - taxCents(increase, plan.basis, plan.rateScaled));
          applied.push({
            key: "rule.tx.ceilingReduced",
            params: { from: reducedFrom / 100, to: ceiling / 100, increase, year: setIn },
            source: rules.ceiling.source,
          });
        }
      }
      applyCeiling(bill, i, ceiling, reducedFrom);
      applied.push({
        key: "rule.tx.ceiling",
        params: { amount: ceiling / 100 },
        source: rules.ceiling.source,
      });
    } else if (plan.exemptions?.over65Ceiling && input.unitTaxCeilings?.[plan.id] !== undefined) {
      applyCeiling(bill, i, dollarsToCents(input.unitTaxCeilings[plan.id]));
    }
  }
}
