// New York City: the Department of Finance bills (billable assessed value - exemptions) x the
// class rate. Assessed value is 6% of market value for class 1 (capped at 6% a year and 20% over
// five years, rounded down) and 45% for classes 2-4. STAR reduces the school share of class 1
// and 2 taxes; veterans' exemptions (RPTL 458-a) and the co-op/condo abatement (RPTL 467-a)
// follow.
import { nycClass1Assessed, nycSmallClass2Assessed } from "./caps";
import { ratingLabel, veteranRating } from "./input";
import { Bill, EX, type NameLists, planRate, summarize, type UnitPlan } from "./lines";
import { EngineError, type ErrorKey } from "./messages";
import { centsToDollars, dollarsToCents, roundDollars, scaleRate, shareOfCents, taxCents } from "./money";
import { newYorkVeteranExemption, newYorkYear, starGrowthLimit, starTypeFor, type StarType } from "./ny";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  MessageRef,
  NewYorkRules,
  NycClass,
  NycResult,
  TaxResult,
} from "./schemas";
import { entryFor } from "./series";

const CLASS_NAMES: Record<NycClass, string> = {
  class1: "class 1",
  class2: "class 2",
  class3: "class 3",
  class4: "class 4",
};

/** The tax class from the input's property type: a class name, or a home type people know. */
export function nycClassOf(propertyType: string | undefined): NycClass | null {
  if (propertyType === undefined || propertyType === "") return "class1";
  return classOfName(propertyType) ?? classOfName(propertyType.trim().toLowerCase());
}

function classOfName(t: string): NycClass | null {
  switch (t) {
    case "class1":
    case "class2":
    case "class3":
    case "class4":
      return t;
    case "single-family":
    case "house":
    case "1-3-family":
      return "class1";
    case "condo":
    case "coop":
    case "co-op":
      return "class2";
    default:
      return null;
  }
}

/** The spec's NYC input checks, in its words. Returns the first failing message key. */
export function nycInputError(input: CalculatorInput, rules: NewYorkRules): ErrorKey | null {
  return inputError(input, rules, nycClassOf(input.propertyType));
}

function inputError(input: CalculatorInput, rules: NewYorkRules, cls: NycClass | null): ErrorKey | null {
  if (!(input.homeValue > 0)) return "error.nyc.marketValuePositive";
  if (input.homeValue > rules.nyc.limits.maxMarketValue) return "error.nyc.marketValueTooHigh";
  if (cls === null) return "error.nyc.invalidClass";
  if (input.seniorIncome !== undefined && input.seniorIncome < 0) return "error.nyc.seniorIncomeNegative";
  if (input.seniorCitizen && input.homesteadExemption && input.seniorIncome === undefined)
    return "error.nyc.seniorIncomeRequired";
  return null;
}

/** Reused by every calculation (calculate() is synchronous and not re-entrant). */
const bill = new Bill();

const CLASS_INDEX: Record<NycClass, number> = { class1: 1, class2: 2, class3: 3, class4: 4 };

/** Everything about a (rules, county, tax year, class) that does not depend on the home: made once. */
interface NycContext {
  rules: NewYorkRules;
  county: County;
  year: number;
  plans: { school: UnitPlan; city: UnitPlan };
  rate: number;
  rateScaled: number;
  share: number;
  schoolRateScaled: number;
  cityRateScaled: number;
  ratio: number;
  starClass: boolean;
  starAV: { basic: number; enhanced: number };
  /** The rate the STAR exemption saves at: the whole class rate for certified amounts (DOF: (AV - exemptions) x rate), else the school share's. */
  starRateScaled: number;
  /** The certified amounts of an earlier school year are used. */
  starCarried: MessageRef | null;
  cited: {
    assessment: AppliedRule;
    rate: AppliedRule;
    class1Cap: AppliedRule;
    starBasic: AppliedRule;
    starEnhanced: AppliedRule;
  };
  carried: MessageRef | null;
  /** The lists of line names of this class's bills (school and city shares). */
  names: NameLists;
}

const contextCache = new WeakMap<NewYorkRules, WeakMap<County, Map<number, NycContext>>>();

function freeze<T extends object>(o: T): T {
  return Object.freeze(o);
}

// The last context of each class answers most calls (one county and year) without the maps.
const recent: (NycContext | undefined)[] = [];

function nycContext(rules: NewYorkRules, county: County, year: number, cls: NycClass): NycContext {
  const index = CLASS_INDEX[cls];
  const last = recent[index];
  if (last !== undefined && last.rules === rules && last.county === county && last.year === year) return last;
  const ctx = makeContext(rules, county, year, cls, year * 10 + index);
  recent[index] = ctx;
  return ctx;
}

function makeContext(
  rules: NewYorkRules,
  county: County,
  year: number,
  cls: NycClass,
  key: number,
): NycContext {
  let byCounty = contextCache.get(rules);
  if (!byCounty) {
    byCounty = new WeakMap();
    contextCache.set(rules, byCounty);
  }
  let byKey = byCounty.get(county);
  if (!byKey) {
    byKey = new Map();
    byCounty.set(county, byKey);
  }
  let ctx = byKey.get(key);
  if (ctx) return ctx;
  const nyc = rules.nyc;
  const rates = entryFor(nyc.classRates, year);
  const share = entryFor(nyc.schoolShares, year).value[cls];
  const rate = rates.value[cls];
  const ratio = nyc.assessmentRatios[cls];
  const src = rates.source ?? nyc.source;
  const status = rates.status === "official" ? "adopted" : "estimate";
  const y = newYorkYear(rules, year);
  const star = starAmounts(nyc, cls, year, ratio, y);
  ctx = {
    rules,
    county,
    year,
    plans: {
      school: planRate(
        `nyc-${cls}-school`,
        `NYC ${CLASS_NAMES[cls]} tax, school share`,
        "school",
        "percent",
        rate * share,
        rates.from + 1,
        status,
        src,
      ),
      city: planRate(
        `nyc-${cls}-city`,
        `NYC ${CLASS_NAMES[cls]} tax, city share`,
        "city",
        "percent",
        rate * (1 - share),
        rates.from + 1,
        status,
        src,
      ),
    },
    rate,
    rateScaled: scaleRate(rate),
    share,
    schoolRateScaled: scaleRate(rate * share),
    cityRateScaled: scaleRate(rate * (1 - share)),
    ratio,
    starClass: nyc.star.classes.includes(cls),
    starAV: star.av,
    starRateScaled: star.certified ? scaleRate(rate) : scaleRate(rate * share),
    starCarried: star.carried,
    cited: {
      assessment: freeze({
        key: "rule.nyc.assessment",
        params: freeze({ ratio: Math.round(ratio * 10000) / 100, class: `figure.${cls}` }),
        source: nyc.source,
      }),
      rate: freeze({
        key: "rule.nyc.rate",
        params: freeze({ class: `figure.${cls}`, rate, fiscalYear: year + 1 }),
        year,
        source: rates.source,
        status: rates.status,
      }),
      class1Cap: freeze({ key: "rule.nyc.class1Cap", source: nyc.class1Caps.source }),
      starBasic: freeze({
        key: "rule.nyc.star",
        params: freeze({ type: "Basic", amount: star.av.basic }),
        year,
        source: star.source ?? y.basic.source,
        status: star.status ?? y.basic.status,
      }),
      starEnhanced: freeze({
        key: "rule.nyc.star",
        params: freeze({ type: "Enhanced", amount: star.av.enhanced }),
        year,
        source: star.source ?? y.enhanced.source,
        status: star.status ?? y.enhanced.status,
      }),
    },
    names: [],
    carried:
      year > rates.from
        ? freeze({
            key: "note.carriedForward",
            params: freeze({ figure: "figure.nycClassRate", year: year + 1, from: rates.from + 1 }),
          })
        : null,
  };
  byKey.set(key, ctx);
  return ctx;
}

/**
 * The STAR exemption in assessed value: the State's certified amount for the class and school
 * year (RPTL 425(2); Tax Department, "STAR exemption amounts: New York City"), carried forward
 * from the last certified year with a note; without certified amounts, base x class ratio x
 * sales price differential factor.
 */
function starAmounts(
  nyc: NewYorkRules["nyc"],
  cls: NycClass,
  year: number,
  ratio: number,
  y: ReturnType<typeof newYorkYear>,
) {
  const series = nyc.star.certifiedAmounts;
  if (series && (cls === "class1" || cls === "class2") && year >= series[0].from) {
    const entry = entryFor(series, year);
    return {
      certified: true,
      av: { basic: entry.value[cls].basic, enhanced: entry.value[cls].enhanced },
      source: entry.source,
      status: entry.status,
      carried:
        year > entry.from
          ? freeze({
              key: "note.carriedForward",
              params: freeze({ figure: "figure.nycStarCertified", year, from: entry.from }),
            })
          : null,
    };
  }
  return {
    certified: false,
    av: {
      basic: roundDollars(y.basic.value * ratio * nyc.star.salesPriceFactor),
      enhanced: roundDollars(y.enhanced.value * ratio * nyc.star.salesPriceFactor),
    },
    source: undefined,
    status: undefined,
    carried: null,
  };
}

type AbatementTier = NewYorkRules["nyc"]["coopCondoAbatement"]["tiers"][number];

function abatementTier(tiers: AbatementTier[], average: number): AbatementTier | undefined {
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i];
    if (t.maxAverageUnitAssessedValue === null || average <= t.maxAverageUnitAssessedValue) return t;
  }
  return undefined;
}

/** The cited abatement rule depends only on the tier (rules are immutable): made once per tier. */
const abatementRules = new WeakMap<AbatementTier, AppliedRule>();

function abatementRule(tier: AbatementTier, status: AppliedRule["status"]): AppliedRule {
  let rule = abatementRules.get(tier);
  if (!rule) {
    rule = freeze({
      key: "rule.nyc.abatement",
      params: freeze({ percent: Math.round(tier.percent * 10000) / 100 }),
      status,
    });
    abatementRules.set(tier, rule);
  }
  return rule;
}

export function calculateNyc(input: CalculatorInput, county: County, rules: NewYorkRules): TaxResult {
  const found = nycClassOf(input.propertyType);
  const problem = inputError(input, rules, found);
  if (problem) throw new EngineError(problem);
  const nyc = rules.nyc;
  const cls = found as NycClass;
  const year = input.taxYear ?? rules.currentTaxYear;
  const fiscalYear = year + 1;
  const applied: AppliedRule[] = [];
  const notes: MessageRef[] = [];
  const marketValue = input.homeValue;
  const c = nycContext(rules, county, year, cls);
  const ratio = c.ratio;

  let assessed: number;
  if (input.assessedValue !== undefined) assessed = roundDollars(input.assessedValue);
  else if (cls === "class1" && input.priorAssessedValues && input.priorAssessedValues.length > 0) {
    assessed = nycClass1Assessed(marketValue, input.priorAssessedValues, nyc);
    applied.push(c.cited.class1Cap);
  } else if (
    cls === "class2" &&
    input.nycSubclass !== undefined &&
    input.nycSubclass !== "2" &&
    input.priorAssessedValues?.length
  ) {
    assessed = nycSmallClass2Assessed(marketValue, input.priorAssessedValues, nyc);
    applied.push({ key: "rule.nyc.class2Cap", source: nyc.class2Caps.source });
  } else if (cls === "class2" && input.transitionalAssessedValue !== undefined) {
    // Larger class 2 (RPTL 1805(3)): the lesser of the actual and the transitional assessed value.
    assessed = Math.min(roundDollars(marketValue * ratio), roundDollars(input.transitionalAssessedValue));
    applied.push({
      key: "rule.nyc.transitional",
      params: { transitional: roundDollars(input.transitionalAssessedValue) },
    });
  } else {
    assessed = roundDollars(marketValue * ratio);
    // A co-op's or condo's DOF market value is income-based and usually far below a sale price.
    if (cls === "class2") notes.push({ key: "note.nyc.class2Notice" });
  }
  applied.push(c.cited.assessment);

  const rate = c.rate;
  const rateScaled = c.rateScaled;
  const share = c.share;
  applied.push(c.cited.rate);
  if (c.carried) notes.push(c.carried);

  const baseCents = taxCents(assessed, "percent", rateScaled);
  const schoolCents = shareOfCents(baseCents, share);
  const cityCents = baseCents - schoolCents;

  // STAR: classes 1 and 2; the certified exemption (or base x class ratio x factor) off the school share.
  let starType: StarType = "none";
  let starAV = 0;
  let starCents = 0;
  if (input.homesteadExemption) {
    if (c.starClass) {
      const y = newYorkYear(rules, year);
      const star = starTypeFor(input, y.incomeLimit.value);
      starType = star.type;
      if (star.incomeOver)
        notes.push({ key: "note.ny.enhancedIncomeOver", params: { limit: y.incomeLimit.value } });
      starAV = starType === "enhanced" ? c.starAV.enhanced : c.starAV.basic;
      starCents = Math.min(taxCents(starAV, "percent", c.starRateScaled), schoolCents);
      if (c.starCarried) notes.push(c.starCarried);
      if (input.priorStarSavings !== undefined)
        starCents = Math.min(
          starCents,
          Math.floor(dollarsToCents(input.priorStarSavings) * (1 + starGrowthLimit(input, rules, year))),
        );
      applied.push(starType === "enhanced" ? c.cited.starEnhanced : c.cited.starBasic);
    } else notes.push({ key: "note.nyc.starClass" });
  }

  // Veterans.
  let vetAV = 0;
  let vetCents = 0;
  const rating = veteranRating(input);
  const isVeteran = rating > 0 || input.veteranService !== "none" || input.coldWarVeteran;
  if (isVeteran) {
    const v = nyc.veterans;
    const room = v.appliesToSchoolTax ? baseCents - starCents : cityCents;
    if (v.method === "spec-multiplier") {
      if (rating >= v.specMultiplier.fullExemptionRating) {
        vetAV = assessed;
        vetCents = baseCents - starCents;
      } else {
        const band = v.specMultiplier.bands.find((b) => rating >= b.minRating && rating <= b.maxRating);
        vetAV = band ? roundDollars(assessed * v.specMultiplier.percent * band.multiplier) : 0;
        vetCents = Math.min(taxCents(vetAV, "percent", rateScaled), baseCents - starCents);
      }
    } else {
      const ex = newYorkVeteranExemption(assessed, input, rules.veterans, ratio);
      vetAV = ex.amount;
      vetCents = Math.min(
        taxCents(vetAV, "percent", v.appliesToSchoolTax ? rateScaled : c.cityRateScaled),
        room,
      );
      if (ex.assumedService) notes.push({ key: "note.ny.veteranServiceAssumed" });
      if (!v.appliesToSchoolTax && vetAV > 0) notes.push({ key: "note.nyc.veteranNotOnSchool" });
    }
    if (vetAV > 0) applied.push({ key: "rule.nyc.veteran", params: { amount: vetAV }, source: v.source });
  }

  // Veterans' savings come off the city share first; any rest (when they reach school tax) off the school share.
  const vetCity = Math.min(vetCents, cityCents);
  const vetSchool = vetCents - vetCity;
  let schoolAfter = schoolCents - starCents - vetSchool;
  let cityAfter = cityCents - vetCity;

  // Co-op / condo abatement on the tax after exemptions.
  let abatementCents = 0;
  if (input.coopCondoPrimaryResidence && cls === "class2") {
    const avg = input.averageUnitAssessedValue ?? assessed;
    const tier = abatementTier(nyc.coopCondoAbatement.tiers, avg);
    if (tier) {
      abatementCents = shareOfCents(schoolAfter + cityAfter, tier.percent);
      applied.push(abatementRule(tier, nyc.coopCondoAbatement.status));
    }
  }
  const abatementSchool =
    schoolAfter + cityAfter > 0
      ? Math.min(schoolAfter, Math.round((abatementCents * schoolAfter) / (schoolAfter + cityAfter)))
      : 0;
  const abatementCity = abatementCents - abatementSchool;
  schoolAfter -= abatementSchool;
  cityAfter -= abatementCity;

  const plans = c.plans;
  bill.reset(c.names);
  if (starCents > 0 || starAV > 0) bill.grant(EX.star, starAV, starCents);
  if (vetSchool > 0) bill.grant(EX.veteran, vetAV, vetSchool);
  if (abatementSchool > 0) bill.grant(EX.abatement, 0, abatementSchool);
  bill.addComputed(plans.school, assessed, Math.max(0, assessed - starAV), schoolCents, schoolAfter);
  if (vetCity > 0 || (vetAV > 0 && vetSchool === 0)) bill.grant(EX.veteran, vetAV, vetCity);
  if (abatementCity > 0) bill.grant(EX.abatement, 0, abatementCity);
  bill.addComputed(plans.city, assessed, Math.max(0, assessed - vetAV), cityCents, cityAfter);

  const result = summarize(bill, {
    state: "NY",
    county,
    taxYear: year,
    mode: "nyc",
    homeValue: marketValue,
    assessedValue: assessed,
    rules: applied,
    notes,
    veteranDisability: isVeteran ? ratingLabel(rating) : undefined,
  });
  const finalTax = result.annualTax;
  const nycResult: NycResult = {
    marketValue,
    assessedValue: assessed,
    propertyClass: cls,
    fiscalYear,
    taxRate: rate,
    baseTax: centsToDollars(baseCents),
    schoolTaxPortion: centsToDollars(schoolCents),
    starType,
    starSavings: centsToDollars(starCents),
    veteranSavings: centsToDollars(vetCents),
    abatement: centsToDollars(abatementCents),
    finalTax,
    effectiveRate: result.effectiveRate,
    monthlyPayment: finalTax / 12,
    quarterlyPayment: finalTax / 4,
    breakdown: {
      schoolTax: centsToDollars(schoolAfter),
      cityTax: centsToDollars(cityAfter),
      exemptions: { star: centsToDollars(starCents), veteran: centsToDollars(vetCents) },
    },
  };
  result.nyc = nycResult;
  return result;
}

/** The DOF formula on its own: tax = taxable value x class rate (percent), to the cent. */
export function nycTaxOnTaxable(taxableValue: number, ratePercent: number): number {
  return centsToDollars(taxCents(roundDollars(taxableValue), "percent", scaleRate(ratePercent)));
}
