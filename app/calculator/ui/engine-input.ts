// From what the visitor chose in the form to the engine's input. Only exemptions the state
// offers reach the engine: a URL that switches on something the state does not have is ignored.
import { withDefaults } from "~/calculator/engine/input";
import type { CalculatorInput, VeteranBandLabel } from "~/calculator/engine/schemas";
import type { CalculatorOptions } from "./options";
import type { CalculatorFormState } from "./url-params";

/** The engine's band for a rating (the Texas Tax Code 11.22 bands the input schema names). */
export function bandForRating(rating: number): VeteranBandLabel {
  if (rating >= 100) return "100";
  if (rating >= 70) return "70-99";
  if (rating >= 50) return "50-69";
  if (rating >= 30) return "30-49";
  if (rating >= 10) return "10-29";
  return "none";
}

/**
 * A configured level as a rating: "30-49" → 30 (the band's lower bound, as the engine reads a
 * band), "100" → 100. California's tiers (basic, low-income) are both for a 100% rating.
 */
export function ratingForLevel(level: string): number | null {
  const m = /^(\d{1,3})(?:-\d{1,3})?$/.exec(level);
  if (m) return Math.min(100, Number(m[1]));
  if (level === "basic" || level === "low-income") return 100;
  return null;
}

export interface EngineInputContext {
  options: CalculatorOptions;
  /** The county's name as the engine matches it. */
  countyName: string;
  /** New York: the county is a New York City borough. */
  nyc: boolean;
}

export function toEngineInput(form: CalculatorFormState, ctx: EngineInputContext): CalculatorInput {
  const { options } = ctx;
  const homestead = Boolean(options.homestead) && form.homestead;
  const over65 = Boolean(options.over65) && form.over65;
  const disabled = Boolean(options.disabled) && form.disabled;
  const ceiling = options.ceiling && form.ceiling && (over65 || disabled);

  let rating: number | null = null;
  let householdIncome: number | undefined;
  const vet = options.veteran;
  if (vet && form.veteran !== "none" && vet.levels.some((l) => l.value === form.veteran)) {
    rating = ratingForLevel(form.veteran);
    // R&T Code 205.5: the low-income tier is for a household under the year's limit; choosing
    // it states that the household qualifies.
    if (form.veteran === "low-income") householdIncome = 0;
  }
  const service = vet?.kind === "service" ? form.service : undefined;
  // California: a purchase price and year stand in for the bill's assessed value.
  const purchase =
    options.purchase &&
    form.purchasePrice !== undefined &&
    form.purchasePrice > 0 &&
    form.purchaseYear !== undefined
      ? { purchasePrice: form.purchasePrice, purchaseYear: form.purchaseYear }
      : undefined;

  return withDefaults({
    homeValue: purchase ? purchase.purchasePrice : form.value,
    ...purchase,
    county: ctx.countyName,
    homesteadExemption: homestead,
    over65Exemption: over65,
    disabledPersonExemption: disabled,
    disabledVeteranExemption: rating !== null ? bandForRating(rating) : "none",
    veteranDisabilityRating: rating ?? undefined,
    schoolTaxCeiling: ceiling,
    schoolTaxCeilingAmount: ceiling ? form.ceilingAmount : undefined,
    schoolTaxCeilingYear: ceiling ? form.ceilingYear : undefined,
    ceilingPortability:
      ceiling && form.formerCeilingTax !== undefined && (form.formerTaxWithoutCeiling ?? 0) > 0
        ? { formerCeilingTax: form.formerCeilingTax, formerTaxWithoutCeiling: form.formerTaxWithoutCeiling! }
        : undefined,
    seniorIncome: options.income && over65 ? form.income : undefined,
    starBenefit: options.state === "NY" && form.starBenefit === "exemption" ? "exemption" : "credit",
    starSegment: options.state === "NY" ? form.starSegment : undefined,
    // New York: the engine's senior-citizen flag carries Enhanced STAR and RPTL 467.
    seniorCitizen: options.state === "NY" && over65,
    veteranService: service === "wartime" || service === "combat" ? service : "none",
    coldWarVeteran: service === "coldwar",
    householdIncome,
    propertyType: ctx.nyc ? (form.propertyClass ?? "class1") : undefined,
  });
}
