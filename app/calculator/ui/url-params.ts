// The calculator's inputs as they live in the URL: the parameter names, the form's state, and
// writing them into a query string. Reading them back (lenient, with zod) is url-state.ts: the
// browser only writes, so this module keeps zod out of the page's first scripts.
import type { NycClass } from "~/calculator/engine/schemas";

/** The calculator's GET form: other fields of the page (the results card's) submit with it. */
export const CALCULATOR_FORM_ID = "calculator-form";

/** Home values are whole dollars; more than twelve digits is not a home. */
export const MAX_HOME_VALUE = 999_999_999_999;

export const VETERAN_SERVICES = ["wartime", "combat", "coldwar"] as const;
export type VeteranService = (typeof VETERAN_SERVICES)[number];
export const STAR_BENEFITS = ["credit", "exemption"] as const;
export type StarBenefit = (typeof STAR_BENEFITS)[number];

/** What the form holds; every field maps to one URL parameter. */
export interface CalculatorFormState {
  value: number;
  /** County slug ("" when none is chosen). */
  county: string;
  homestead: boolean;
  over65: boolean;
  disabled: boolean;
  /** The chosen disabled-veteran level's key from the state configuration ("10-29", "basic"), or "none". */
  veteran: string;
  ceiling: boolean;
  ceilingAmount?: number;
  ceilingYear?: number;
  /** Tax Code 11.26(h), an owner who moved: the former home's school tax with its ceiling and without it. */
  formerCeilingTax?: number;
  formerTaxWithoutCeiling?: number;
  /** California: purchase price and year, for the factored base year value when the bill is not at hand. */
  purchasePrice?: number;
  purchaseYear?: number;
  /** New York: the STAR credit (a check) or the STAR exemption (on the bill). */
  starBenefit?: StarBenefit;
  /** New York: the school district segment's id, for the State's STAR amounts (decision 130). */
  starSegment?: string;
  /** Senior / household income (Florida and New York senior exemptions, Enhanced STAR). */
  income?: number;
  /** New York veterans' exemption: the kind of service. */
  service?: VeteranService;
  /** New York City property class. */
  propertyClass?: NycClass;
}

/** URL parameter names, short and readable: ?value=350000&county=harris&homestead=1. */
export const PARAM = {
  value: "value",
  county: "county",
  homestead: "homestead",
  over65: "over65",
  disabled: "disabled",
  veteran: "veteran",
  ceiling: "ceiling",
  ceilingAmount: "ceilingAmount",
  ceilingYear: "ceilingYear",
  formerCeilingTax: "formerCeilingTax",
  formerTaxWithoutCeiling: "formerFullTax",
  purchasePrice: "price",
  purchaseYear: "bought",
  starBenefit: "star",
  starSegment: "school",
  income: "income",
  service: "service",
  propertyClass: "class",
} as const;

/** The query string for a form state: only what differs from "off", in a stable order. */
export function toSearchParams(s: CalculatorFormState): URLSearchParams {
  const sp = new URLSearchParams();
  sp.set(PARAM.value, String(Math.max(0, Math.round(s.value))));
  if (s.county) sp.set(PARAM.county, s.county);
  if (s.homestead) sp.set(PARAM.homestead, "1");
  if (s.over65) sp.set(PARAM.over65, "1");
  if (s.disabled) sp.set(PARAM.disabled, "1");
  if (s.veteran && s.veteran !== "none") sp.set(PARAM.veteran, s.veteran);
  if (s.ceiling && (s.over65 || s.disabled)) {
    sp.set(PARAM.ceiling, "1");
    if (s.ceilingAmount !== undefined) sp.set(PARAM.ceilingAmount, String(s.ceilingAmount));
    if (s.ceilingYear !== undefined) sp.set(PARAM.ceilingYear, String(s.ceilingYear));
    if (s.formerCeilingTax !== undefined) sp.set(PARAM.formerCeilingTax, String(s.formerCeilingTax));
    if (s.formerTaxWithoutCeiling !== undefined)
      sp.set(PARAM.formerTaxWithoutCeiling, String(s.formerTaxWithoutCeiling));
  }
  if (s.purchasePrice !== undefined && s.purchaseYear !== undefined) {
    sp.set(PARAM.purchasePrice, String(s.purchasePrice));
    sp.set(PARAM.purchaseYear, String(s.purchaseYear));
  }
  if (s.starBenefit === "exemption") sp.set(PARAM.starBenefit, "exemption");
  if (s.starSegment) sp.set(PARAM.starSegment, s.starSegment);
  if (s.income !== undefined) sp.set(PARAM.income, String(s.income));
  if (s.service) sp.set(PARAM.service, s.service);
  if (s.propertyClass) sp.set(PARAM.propertyClass, s.propertyClass);
  return sp;
}

/** The page's query string for a new result: the calculator's parameters first, any others (another calculator's) kept after. */
/**
 * "If you buy this home": the section's fields, which submit with the calculator's form. Prefixed
 * so they never meet the calculator's own parameters (CA's `price` and `bought`).
 */
export const BUYER_PARAMS = {
  price: "buyPrice",
  sellerAssessed: "sellerAssessed",
  sellerYear: "sellerBought",
  sellerPrice: "sellerPaid",
  growth: "buyGrowth",
} as const;

/**
 * The address after a submit of the calculator's form in the browser: the buyer's section's fields
 * as entered, as a submit without JavaScript sends them (empty ones dropped). The results card
 * that mounts with the new result reads them from there, so nothing typed in it is lost, even
 * when the section's own button was pressed before its code had arrived.
 */
export function withSubmittedBuyerFields(current: URLSearchParams, submitted: FormData): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const name of Object.values(BUYER_PARAMS)) {
    if (!submitted.has(name)) continue;
    const text = String(submitted.get(name)).trim();
    if (text === "") out.delete(name);
    else out.set(name, text);
  }
  return out;
}

export function replaceCalculatorParams(current: URLSearchParams, s: CalculatorFormState): URLSearchParams {
  const out = toSearchParams(s);
  const ours = new Set<string>(Object.values(PARAM));
  for (const [k, v] of current) if (!ours.has(k)) out.append(k, v);
  return out;
}
