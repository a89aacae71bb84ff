// Plain-JS helpers around the calculator input, for callers that build inputs in code
// (the UI from its form state, tests, the benchmark) without paying for a zod parse.
import type { CalculatorInput, CalculatorInputRaw, VeteranBandLabel } from "./schemas";

export const DEFAULT_HOME_VALUE = 350000;

/** New York City's four property classes, as the Department of Finance numbers them. */
export const NYC_CLASSES = ["class1", "class2", "class3", "class4"] as const;

/** Fills the spec's defaults; the home value is rounded to whole dollars and floored at 0. */
export function withDefaults(raw: CalculatorInputRaw): CalculatorInput {
  const value = raw.homeValue ?? DEFAULT_HOME_VALUE;
  // One property order for every input: the engine's property reads stay monomorphic.
  return {
    homeValue: Number.isFinite(value) ? Math.max(0, Math.round(value)) : Number.NaN,
    county: raw.county ?? "",
    homesteadExemption: raw.homesteadExemption ?? false,
    over65Exemption: raw.over65Exemption ?? false,
    disabledPersonExemption: raw.disabledPersonExemption ?? false,
    disabledVeteranExemption: raw.disabledVeteranExemption ?? "none",
    schoolTaxCeiling: raw.schoolTaxCeiling ?? false,
    propertyType: raw.propertyType,
    seniorIncome: raw.seniorIncome,
    seniorCitizen: raw.seniorCitizen ?? false,
    coldWarVeteran: raw.coldWarVeteran ?? false,
    taxYear: raw.taxYear,
    assessedValue: raw.assessedValue,
    schoolTaxCeilingAmount: raw.schoolTaxCeilingAmount,
    schoolTaxCeilingYear: raw.schoolTaxCeilingYear,
    ceilingPortability: raw.ceilingPortability,
    unitTaxCeilings: raw.unitTaxCeilings,
    veteranDisabilityRating: raw.veteranDisabilityRating,
    veteranService: raw.veteranService ?? "none",
    purchasePrice: raw.purchasePrice,
    purchaseYear: raw.purchaseYear,
    householdIncome: raw.householdIncome,
    priorStarSavings: raw.priorStarSavings,
    starSegment: raw.starSegment,
    starBenefit: raw.starBenefit ?? "credit",
    coopCondoPrimaryResidence: raw.coopCondoPrimaryResidence ?? false,
    averageUnitAssessedValue: raw.averageUnitAssessedValue,
    nycSubclass: raw.nycSubclass,
    transitionalAssessedValue: raw.transitionalAssessedValue,
    priorAssessedValues: raw.priorAssessedValues,
  };
}

/** The spec has both an over-65 exemption toggle and a senior-citizen flag (New York); either means 65 or older. */
export function isSenior(input: CalculatorInput): boolean {
  return input.over65Exemption || input.seniorCitizen;
}

/** The VA rating the engine uses: the exact rating when given, else the lower bound of the chosen band. */
export function veteranRating(input: CalculatorInput): number {
  if (input.veteranDisabilityRating !== undefined) return input.veteranDisabilityRating;
  return bandMinimum(input.disabledVeteranExemption);
}

/** A band's lowest rating. A switch, not a lookup table: "100" is an index-like key, which makes a record lookup slow. */
function bandMinimum(band: VeteranBandLabel): number {
  switch (band) {
    case "10-29":
      return 10;
    case "30-49":
      return 30;
    case "50-69":
      return 50;
    case "70-99":
      return 70;
    case "100":
      return 100;
    default:
      return 0;
  }
}

const RATING_LABELS: string[] = Array.from({ length: 101 }, (_, r) => `${r}%`);

/** "37%" for a rating, without building a string on every calculation. */
export function ratingLabel(rating: number): string | undefined {
  if (!(rating > 0)) return undefined;
  return RATING_LABELS[rating] ?? `${rating}%`;
}

/**
 * "Home value" text as a visitor types or pastes it, in whole dollars: "$350,000.00",
 * "350000.5" and "350.000" are all 350,000. Commas group thousands (en-US and es-MX alike); a
 * point followed by one or two digits, or anything but three, starts the cents, which are
 * dropped (assessed values are whole dollars), so cents can never multiply the value by 100. A
 * point followed by exactly three digits groups thousands, as a visitor used to "350.000" means
 * it. Anything unparseable is 0 (spec §5).
 */
export function parseHomeValueText(text: string): number {
  const kept = text.replace(/[^0-9.,]/g, "");
  const lastPoint = kept.lastIndexOf(".");
  const lastComma = kept.lastIndexOf(",");
  let whole = kept;
  if (lastPoint >= 0 && lastPoint > lastComma) {
    const groupingPoints = /^\d{1,3}(\.\d{3})+$/.test(kept);
    if (!groupingPoints) whole = kept.slice(0, lastPoint);
  } else if (lastComma >= 0 && lastComma > lastPoint && lastPoint >= 0) {
    // "1.250.000,00": points group, the comma starts the cents.
    if (/^\d{1,2}$/.test(kept.slice(lastComma + 1))) whole = kept.slice(0, lastComma);
  }
  const digits = whole.replace(/[^0-9]/g, "");
  if (digits === "") return 0;
  const n = Number(digits);
  return Number.isFinite(n) ? n : 0;
}
