// New York City: the Department of Finance bills (billable assessed value - exemptions) x the
// class rate. Assessed value is 6% of market value for class 1 (capped at 6% a year and 20% over
// five years, rounded down) and 45% for classes 2-4. STAR reduces the school share of class 1
// and 2 taxes; veterans' exemptions (RPTL 458-a) and the co-op/condo abatement (RPTL 467-a)
// follow.
import { nycClass1Assessed, nycSmallClass2Assessed } from "./caps";
import { ratingLabel, veteranRating } from "./input";
import { lineOf, summarize, type Unit } from "./lines";
import { EngineError, type ErrorKey } from "./messages";
import { centsToDollars, dollarsToCents, roundDollars, scaleRate, shareOfCents, taxCents } from "./money";
import { newYorkVeteranExemption, newYorkYear, starGrowthLimit, starTypeFor, type StarType } from "./ny";
import type {
  AppliedRule,
  CalculatorInput,
  County,
  LineExemption,
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

/** A class's rate, school share, assessment ratio and STAR amounts for one tax year, with what they cite. */
function classFigures(rules: NewYorkRules, year: number, cls: NycClass) {
  const nyc = rules.nyc;
  const rates = entryFor(nyc.classRates, year);
  const share = entryFor(nyc.schoolShares, year).value[cls];
  const rate = rates.value[cls];
  const ratio = nyc.assessmentRatios[cls];
  const y = newYorkYear(rules, year);
  const star = starAmounts(nyc, cls, year, ratio, y);
  // DOF bills one class rate; the school share is shown as its own line, as the spec's split asks.
  const shareUnit = (part: "school" | "city", partRate: number): Unit => ({
    id: `nyc-${cls}-${part}`,
    name: `NYC ${CLASS_NAMES[cls]} tax, ${part} share`,
    kind: part,
    basis: "percent",
    rate: partRate,
    rateYear: rates.from + 1,
    status: rates.status === "official" ? "adopted" : "estimate",
    source: rates.source ?? nyc.source,
  });
  return {
    rate,
    share,
    ratio,
    units: { school: shareUnit("school", rate * share), city: shareUnit("city", rate * (1 - share)) },
    starClass: nyc.star.classes.includes(cls),
    starAV: star.av,
    /** The rate the STAR exemption saves at: the whole class rate for certified amounts (DOF: (AV - exemptions) x rate), else the school share's. */
    starRate: star.certified ? rate : rate * share,
    starCarried: star.carried,
    starRule: (type: "Basic" | "Enhanced"): AppliedRule => ({
      key: "rule.nyc.star",
      params: { type, amount: type === "Enhanced" ? star.av.enhanced : star.av.basic },
      year,
      source: star.source ?? (type === "Enhanced" ? y.enhanced : y.basic).source,
      status: star.status ?? (type === "Enhanced" ? y.enhanced : y.basic).status,
    }),
    assessmentRule: {
      key: "rule.nyc.assessment",
      params: { ratio: Math.round(ratio * 10000) / 100, class: `figure.${cls}` },
      source: nyc.source,
    } satisfies AppliedRule,
    rateRule: {
      key: "rule.nyc.rate",
      params: { class: `figure.${cls}`, rate, fiscalYear: year + 1 },
      year,
      source: rates.source,
      status: rates.status,
    } satisfies AppliedRule,
    rateCarried:
      year > rates.from
        ? {
            key: "note.carriedForward",
            params: { figure: "figure.nycClassRate", year: year + 1, from: rates.from + 1 },
          }
        : null,
  };
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
): {
  certified: boolean;
  av: { basic: number; enhanced: number };
  source: AppliedRule["source"];
  status: AppliedRule["status"];
  carried: MessageRef | null;
} {
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
          ? {
              key: "note.carriedForward",
              params: { figure: "figure.nycStarCertified", year, from: entry.from },
            }
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

/** The RPTL 467-a tier for a building's average unit assessed value (the last tier has no ceiling). */
function abatementTier(tiers: AbatementTier[], average: number): AbatementTier | undefined {
  return tiers.find(
    (t) => t.maxAverageUnitAssessedValue === null || average <= t.maxAverageUnitAssessedValue,
  );
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
  const c = classFigures(rules, year, cls);
  const ratio = c.ratio;

  let assessed: number;
  if (input.assessedValue !== undefined) assessed = roundDollars(input.assessedValue);
  else if (cls === "class1" && input.priorAssessedValues && input.priorAssessedValues.length > 0) {
    assessed = nycClass1Assessed(marketValue, input.priorAssessedValues, nyc);
    applied.push({ key: "rule.nyc.class1Cap", source: nyc.class1Caps.source });
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
  applied.push(c.assessmentRule);

  const rate = c.rate;
  const rateScaled = scaleRate(rate);
  const share = c.share;
  applied.push(c.rateRule);
  if (c.rateCarried) notes.push(c.rateCarried);

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
      starCents = Math.min(taxCents(starAV, "percent", scaleRate(c.starRate)), schoolCents);
      if (c.starCarried) notes.push(c.starCarried);
      if (input.priorStarSavings !== undefined)
        starCents = Math.min(
          starCents,
          Math.floor(dollarsToCents(input.priorStarSavings) * (1 + starGrowthLimit(input, rules, year))),
        );
      applied.push(c.starRule(starType === "enhanced" ? "Enhanced" : "Basic"));
    } else notes.push({ key: "note.nyc.starClass" });
  }

  // The STAR credit (Tax Law 606(eee)): DOF bills the whole school share and the State sends a
  // check for what the exemption would have saved.
  const creditCents = input.starBenefit === "credit" ? starCents : 0;
  if (creditCents > 0) starAV = 0;
  starCents -= creditCents;

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
        taxCents(vetAV, "percent", v.appliesToSchoolTax ? rateScaled : scaleRate(rate * (1 - share))),
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
      applied.push({
        key: "rule.nyc.abatement",
        params: { percent: Math.round(tier.percent * 10000) / 100 },
        status: nyc.coopCondoAbatement.status,
      });
    }
  }
  const abatementSchool =
    schoolAfter + cityAfter > 0
      ? Math.min(schoolAfter, Math.round((abatementCents * schoolAfter) / (schoolAfter + cityAfter)))
      : 0;
  const abatementCity = abatementCents - abatementSchool;
  schoolAfter -= abatementSchool;
  cityAfter -= abatementCity;

  // The two shares as lines, each with the exemptions that came off it.
  const granted = (kind: LineExemption["kind"], amount: number, cents: number): LineExemption => ({
    kind,
    amount,
    savings: centsToDollars(cents),
  });
  const schoolExemptions: LineExemption[] = [];
  if (starCents > 0 || starAV > 0) schoolExemptions.push(granted("star", starAV, starCents));
  if (vetSchool > 0) schoolExemptions.push(granted("veteran", vetAV, vetSchool));
  if (abatementSchool > 0) schoolExemptions.push(granted("abatement", 0, abatementSchool));
  const cityExemptions: LineExemption[] = [];
  if (vetCity > 0 || (vetAV > 0 && vetSchool === 0)) cityExemptions.push(granted("veteran", vetAV, vetCity));
  if (abatementCity > 0) cityExemptions.push(granted("abatement", 0, abatementCity));
  const lines = [
    lineOf(c.units.school, {
      assessedValue: assessed,
      exemptions: schoolExemptions,
      taxableValue: Math.max(0, assessed - starAV),
      before: centsToDollars(schoolCents),
      tax: centsToDollars(schoolAfter),
    }),
    lineOf(c.units.city, {
      assessedValue: assessed,
      exemptions: cityExemptions,
      taxableValue: Math.max(0, assessed - vetAV),
      before: centsToDollars(cityCents),
      tax: centsToDollars(cityAfter),
    }),
  ];

  const result = summarize(lines, {
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
  if (creditCents > 0)
    result.starCredit = { type: starType as "basic" | "enhanced", amount: centsToDollars(creditCents) };
  return result;
}

/** The DOF formula on its own: tax = taxable value x class rate (percent), to the cent. */
export function nycTaxOnTaxable(taxableValue: number, ratePercent: number): number {
  return centsToDollars(taxCents(roundDollars(taxableValue), "percent", scaleRate(ratePercent)));
}
