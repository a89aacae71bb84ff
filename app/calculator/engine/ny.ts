// New York outside New York City: each levy (county, town/city, village, school) taxes the
// assessment minus the exemptions that levy grants, at its rate per $1,000. STAR reduces
// school taxes only, and its savings are the least of exemption x rate, the maximum savings
// and the school tax (DTF's method, with the 2% growth limit); RPTL 467 (seniors) and
// 458-a / 458-b (veterans) apply where the levy grants them.
import { isSenior, ratingLabel, veteranRating } from "./input";
import { countyUnits, type Grant, pct, summarize, taxLine, type Unit, withSavingsCap } from "./lines";
import { dollarsToCents, ratePercentOf, roundDollars, scaleRate, shareOfDollars, taxCents } from "./money";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  MessageRef,
  NewYorkRules,
  SeriesEntry,
  TaxResult,
} from "./schemas";
import { entryFor, valueFor } from "./series";
import { segmentStar } from "./star-segments";
import { estimateUnit, splitRates } from "./split";

/** STAR's amounts in force in one school year (New York City uses them too). */
export interface NewYorkYear {
  basic: SeriesEntry<number>;
  enhanced: SeriesEntry<number>;
  incomeLimit: SeriesEntry<number>;
  enhancedCarried: boolean;
}

export function newYorkYear(rules: NewYorkRules, year: number): NewYorkYear {
  const enhanced = entryFor(rules.star.enhancedBase, year);
  return {
    basic: entryFor(rules.star.basicBase, year),
    enhanced,
    incomeLimit: entryFor(rules.star.enhancedIncomeLimit, year),
    enhancedCarried: year > enhanced.from,
  };
}

export type StarType = "none" | "basic" | "enhanced";

/** Enhanced STAR needs age 65+ and income at or below the year's limit; any other homestead gets Basic. */
export function starTypeFor(input: CalculatorInput, limit: number): { type: StarType; incomeOver: boolean } {
  if (!input.homesteadExemption) return { type: "none", incomeOver: false };
  if (isSenior(input) && input.seniorIncome !== undefined) {
    if (input.seniorIncome <= limit) return { type: "enhanced", incomeOver: false };
    return { type: "basic", incomeOver: true };
  }
  return { type: "basic", incomeOver: false };
}

/** RPTL 467 share for an income under the schedule (0 above its last step). */
export function seniorShare(schedule: NewYorkRules["senior"]["schedule"], income: number): number {
  for (const step of schedule) if (income <= step.maxIncome) return step.percent;
  return 0;
}

export interface VeteranExemption {
  amount: number;
  section: "458-a" | "458-b" | "";
  assumedService: boolean;
}

/**
 * RPTL 458-a (wartime 15%, combat 10%, disability half the rating) or 458-b (Cold War), each part
 * capped at its maximum times the equalization rate (1 at full value; NYC passes its class ratio).
 */
export function newYorkVeteranExemption(
  assessed: number,
  input: CalculatorInput,
  v: NewYorkRules["veterans"],
  equalizationRate = 1,
): VeteranExemption {
  const rating = veteranRating(input);
  let service = input.veteranService;
  let assumedService = false;
  if (service === "none" && !input.coldWarVeteran && rating > 0) {
    service = "wartime";
    assumedService = true;
  }
  const disability =
    rating > 0
      ? Math.min(
          shareOfDollars(assessed, (rating / 100) * v.disabilityFactor),
          Math.round(v.disabilityMax * equalizationRate),
        )
      : 0;
  if (service !== "none") {
    let amount = Math.min(
      shareOfDollars(assessed, v.wartimePercent),
      Math.round(v.wartimeMax * equalizationRate),
    );
    if (service === "combat")
      amount += Math.min(
        shareOfDollars(assessed, v.combatPercent),
        Math.round(v.combatMax * equalizationRate),
      );
    return { amount: amount + disability, section: "458-a", assumedService };
  }
  if (input.coldWarVeteran) {
    const amount = Math.min(
      shareOfDollars(assessed, v.coldWarPercent),
      Math.round(v.coldWarMax * equalizationRate),
    );
    const dis =
      rating > 0
        ? Math.min(
            shareOfDollars(assessed, (rating / 100) * v.disabilityFactor),
            Math.round(v.coldWarDisabilityMax * equalizationRate),
          )
        : 0;
    return { amount: amount + dis, section: "458-b", assumedService };
  }
  return { amount: 0, section: "", assumedService };
}

/** Without taxing units: the county's rate shared among school, county, town or city and special districts, per $1,000. */
function estimateUnits(county: County, rules: NewYorkRules): Unit[] {
  const s = rules.split;
  const rest = 1 - s.schoolShare;
  const parts = splitRates(county, {
    school: s.schoolShare,
    county: rest * s.nonSchoolShares.county,
    city: rest * s.nonSchoolShares.city,
    special: rest * s.nonSchoolShares.special,
  });
  // County rates are percent of full value; New York bills state rates per $1,000 (mills).
  const mills = (id: string, name: string, kind: Unit["kind"], percent: number) =>
    estimateUnit(county, { id, name, kind, basis: "mills", rate: percent * 10 });
  return [
    mills("school", "School district", "school", parts.school),
    mills("county", "County", "county", parts.county),
    mills("town", "Town or city", "town", parts.city),
    { ...mills("special", "Special districts", "special", parts.special), exemptions: { veterans: false } },
  ];
}

export function calculateNewYork(input: CalculatorInput, county: County, rules: NewYorkRules): TaxResult {
  const year = input.taxYear ?? rules.currentTaxYear;
  const y = newYorkYear(rules, year);
  const value = input.homeValue;
  const assessed =
    input.assessedValue !== undefined ? Math.min(roundDollars(input.assessedValue), value) : value;
  const ownUnits = countyUnits(county, year);
  const units = ownUnits ?? estimateUnits(county, rules);
  const applied: AppliedRule[] = [];
  const notes: MessageRef[] = [];

  const star = starTypeFor(input, y.incomeLimit.value);
  const base = star.type === "enhanced" ? y.enhanced : y.basic;
  // The owner's school district segment, where they named it: the State's maximum savings for it.
  const segment = star.type === "none" ? undefined : segmentStar(county, input.starSegment, year);
  const countyStar = segment?.star ?? county.star;
  const segmentMax = segment?.star.maxSavings?.[star.type as "basic" | "enhanced"];
  const certified = star.type === "none" ? undefined : countyStar?.exemptionAmounts?.[star.type];
  const starAmount =
    star.type === "none"
      ? 0
      : segmentMax !== undefined
        ? valueSaving(segmentMax, units)
        : (certified ?? roundDollars(base.value * (countyStar?.salesPriceFactor ?? 1)));
  const senior = isSenior(input) && input.homesteadExemption;
  const seniorPct =
    senior && input.seniorIncome !== undefined ? seniorShare(rules.senior.schedule, input.seniorIncome) : 0;
  const veteran = newYorkVeteranExemption(assessed, input, rules.veterans);

  // Which levies grant what: RPTL 467 where the levy adopted it (every levy in the estimate),
  // veterans on county, town, city and village levies (schools only where one says so), STAR on school levies.
  const seniorShareOf = (unit: Unit) => (ownUnits ? (unit.exemptions?.over65Percent ?? 0) : 1);
  const grantsVeterans = (unit: Unit) => unit.exemptions?.veterans ?? unit.kind !== "school";
  const seniorUsed = seniorPct > 0 && units.some((u) => seniorShareOf(u) > 0);
  const veteranUsed = veteran.amount > 0 && units.some(grantsVeterans);

  const grantsOf = (unit: Unit, withStar: boolean) => {
    const grants: Grant[] = [];
    if (seniorPct > 0 && seniorShareOf(unit) > 0)
      grants.push({
        kind: "senior",
        amount: shareOfDollars(assessed, Math.min(seniorPct, seniorShareOf(unit))),
      });
    if (veteran.amount > 0 && grantsVeterans(unit)) grants.push({ kind: "veteran", amount: veteran.amount });
    if (withStar && starAmount > 0 && unit.kind === "school")
      grants.push({ kind: "star", amount: starAmount });
    return grants;
  };
  let lines = units.map((unit) => taxLine(unit, assessed, grantsOf(unit, true)));
  let starCredit: TaxResult["starCredit"];

  const starLine = starAmount > 0 ? units.findIndex((u) => u.kind === "school") : -1;
  if (starLine >= 0) {
    if (segment && segmentMax !== undefined) {
      applied.push({
        key: "rule.ny.starSegment",
        params: {
          type: star.type === "enhanced" ? "Enhanced" : "Basic",
          max: segmentMax,
          district: segment.segment.schoolDistrict,
          municipality: segment.segment.municipality,
          schoolYear: `${segment.schoolYear}-${String((segment.schoolYear + 1) % 100).padStart(2, "0")}`,
        },
        year: segment.schoolYear,
        source: segment.star.source,
      });
      if (segment.schoolYear < year)
        notes.push({
          key: "note.carriedForward",
          params: { figure: "figure.starMaxSavings", year, from: segment.schoolYear },
        });
    } else
      applied.push({
        key: "rule.ny.star",
        params: { type: star.type === "enhanced" ? "Enhanced" : "Basic", amount: starAmount },
        year,
        source: certified !== undefined ? (countyStar?.source ?? base.source) : base.source,
        status: certified !== undefined ? undefined : base.status,
      });
    // RPTL 1306-a: the savings are limited to the district's maximum and to last year's plus the growth limit.
    const caps: number[] = [];
    const max = countyStar?.maxSavings?.[star.type as "basic" | "enhanced"];
    if (max !== undefined) caps.push(dollarsToCents(max));
    if (input.priorStarSavings !== undefined)
      caps.push(
        Math.floor(dollarsToCents(input.priorStarSavings) * (1 + starGrowthLimit(input, rules, year))),
      );
    if (caps.length > 0) {
      const cap = Math.min(...caps);
      const capped = withSavingsCap(lines[starLine], "star", cap);
      if (capped !== lines[starLine]) {
        lines = lines.map((line, i) => (i === starLine ? capped : line));
        applied.push({
          key: "rule.ny.starCapped",
          params: { cap: cap / 100 },
          source: rules.star.savingsMethodSource,
        });
      }
    }
    // The STAR credit (Tax Law 606(eee)): the bill carries the whole school tax and the State
    // sends a check for what the exemption would have saved.
    const saved = lines[starLine].exemptions.find((e) => e.kind === "star")?.savings ?? 0;
    if (input.starBenefit === "credit" && saved > 0) {
      starCredit = { type: star.type as "basic" | "enhanced", amount: saved };
      lines = lines.map((line, i) =>
        i === starLine ? taxLine(units[i], assessed, grantsOf(units[i], false)) : line,
      );
    }
    if (certified === undefined && !segment && star.type === "enhanced" && y.enhancedCarried)
      notes.push({
        key: "note.carriedForward",
        params: { figure: "figure.enhancedStarBase", year, from: y.enhanced.from },
      });
  }
  if (star.incomeOver)
    notes.push({ key: "note.ny.enhancedIncomeOver", params: { limit: y.incomeLimit.value } });
  if (seniorUsed)
    applied.push({
      key: "rule.ny.senior",
      params: { percent: pct(seniorPct) },
      source: rules.senior.source,
      status: rules.senior.status,
    });
  else if (senior && input.seniorIncome === undefined) notes.push({ key: "note.ny.seniorIncomeMissing" });
  if (veteranUsed) {
    applied.push({
      key: "rule.ny.veteran",
      params: { amount: veteran.amount, section: veteran.section },
      source: rules.veterans.sources[0],
    });
    if (veteran.assumedService) notes.push({ key: "note.ny.veteranServiceAssumed" });
  }
  if (!ownUnits) {
    const s = rules.split;
    const rest = 100 - pct(s.schoolShare);
    applied.push({
      key: "rule.split",
      params: {
        school: pct(s.schoolShare),
        county: Math.round(rest * s.nonSchoolShares.county * 100) / 100,
        city: Math.round(rest * s.nonSchoolShares.city * 100) / 100,
        special: Math.round(rest * s.nonSchoolShares.special * 100) / 100,
      },
    });
    if (county.rateKind === "estimate") notes.push({ key: "note.estimateRate" });
  }

  const rating = veteranRating(input);
  const result = summarize(lines, {
    state: "NY",
    county,
    taxYear: year,
    mode: ownUnits ? "units" : "split",
    homeValue: value,
    assessedValue: assessed,
    rules: applied,
    notes,
    veteranDisability: ratingLabel(rating),
  });
  if (starCredit) result.starCredit = starCredit;
  return result;
}

/**
 * The full value whose school tax is `savings` dollars: granted as the STAR exemption where the
 * owner's segment gives the State's maximum savings, so that the savings come to that maximum
 * (or the whole school tax, when less) once capped.
 */
function valueSaving(savings: number, units: Unit[]): number {
  const school = units.find((u) => u.kind === "school");
  const perDollar = school && school.basis !== "fixed" ? ratePercentOf(school.rate, school.basis) / 100 : 0;
  return perDollar > 0 ? Math.ceil(savings / perDollar) : 0;
}

/** DTF's STAR savings: the least of exemption x school rate / 1000 (to the cent), the maximum savings and the school tax. */
export function starSavings(args: {
  exemptionAmount: number;
  schoolRatePer1000: number;
  maxSavings?: number;
  schoolTaxBeforeStar: number;
}): {
  exemptionTimesRate: number;
  savings: number;
  schoolTaxAfterStar: number;
} {
  const timesRateCents = taxCents(
    roundDollars(args.exemptionAmount),
    "mills",
    scaleRate(args.schoolRatePer1000),
  );
  const beforeCents = dollarsToCents(args.schoolTaxBeforeStar);
  let savingsCents = Math.min(timesRateCents, beforeCents);
  if (args.maxSavings !== undefined) savingsCents = Math.min(savingsCents, dollarsToCents(args.maxSavings));
  return {
    exemptionTimesRate: timesRateCents / 100,
    savings: savingsCents / 100,
    schoolTaxAfterStar: (beforeCents - savingsCents) / 100,
  };
}

/**
 * How much STAR savings may grow over last year's: the STAR credit up to 2% a year; the STAR
 * exemption by the rules' school-year series (frozen at 0% since 2019-20). Tax Department, "STAR
 * exemption amounts": exemption savings "cannot exceed the savings of the prior year. However,
 * STAR credits can rise as much as 2 percent annually."
 */
export function starGrowthLimit(input: CalculatorInput, rules: NewYorkRules, year: number): number {
  const series = rules.star.exemptionSavingsGrowth;
  return input.starBenefit === "exemption" && series ? valueFor(series, year) : rules.star.savingsGrowthLimit;
}
