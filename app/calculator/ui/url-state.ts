// The calculator's inputs read from the URL. One reader serves the server (the no-JavaScript
// result, a shared link) and the browser (a form filled in before the page hydrated), so a link
// means the same thing wherever it is opened. Reading is lenient: a parameter that does not
// parse is treated as absent, never as an error page. The names and the writing side are
// url-params.ts.
import { NYC_CLASSES, parseHomeValueText } from "~/calculator/engine/input";
import type { NycClass } from "~/calculator/engine/schemas";
import {
  MAX_HOME_VALUE,
  PARAM,
  STAR_BENEFITS,
  VETERAN_SERVICES,
  type CalculatorFormState,
  type StarBenefit,
  type VeteranService,
} from "./url-params";

export {
  MAX_HOME_VALUE,
  PARAM,
  replaceCalculatorParams,
  toSearchParams,
  type CalculatorFormState,
} from "./url-params";

const TRUE = new Set(["1", "on", "true", "yes"]);

/** A checkbox: "1", "on", "true" or "yes" is ticked; anything else, or nothing, is not. */
function flag(v: string | undefined): boolean {
  return v !== undefined && TRUE.has(v.trim().toLowerCase());
}

/** Digits only, as the spec reads a typed value: "350,000" → 350000, "abc" → 0. */
function dollars(v: string | undefined): number | undefined {
  return v === undefined ? undefined : Math.min(parseHomeValueText(v), MAX_HOME_VALUE);
}

/** Optional amounts: an empty field is absent, not zero. */
function optionalDollars(v: string | undefined): number | undefined {
  return v === undefined || v.replace(/[^0-9]/g, "") === "" ? undefined : dollars(v);
}

/** A whole number in [min, max], or absent. */
function wholeNumber(v: string | undefined, min: number, max: number): number | undefined {
  const n = v === undefined ? Number.NaN : Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Trimmed and lower-cased, when it matches `shape`; else absent. */
function slug(v: string | undefined, shape: RegExp): string | undefined {
  const s = v?.trim().toLowerCase();
  return s !== undefined && shape.test(s) ? s : undefined;
}

function oneOf<T extends string>(v: string | undefined, values: readonly T[]): T | undefined {
  return values.find((x) => x === v);
}

/**
 * The parameters as read. A plain reader rather than a zod schema: every field falls back to
 * absent, so a schema added nothing but its weight in the browser, which reads a form filled
 * in before the page hydrated (decision 118).
 */
export interface CalculatorParams {
  value?: number;
  county?: string;
  homestead: boolean;
  over65: boolean;
  disabled: boolean;
  veteran?: string;
  ceiling: boolean;
  ceilingAmount?: number;
  ceilingYear?: number;
  formerCeilingTax?: number;
  formerFullTax?: number;
  price?: number;
  bought?: number;
  star?: StarBenefit;
  school?: string;
  income?: number;
  service?: VeteranService;
  class?: NycClass;
}

/** Reads the calculator's parameters from a query string; unknown parameters are ignored. */
export function readParams(search: URLSearchParams | string): CalculatorParams {
  const sp = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const name of Object.values(PARAM)) {
    const v = sp.get(name);
    if (v !== null) raw[name] = v;
  }
  return {
    value: dollars(raw.value),
    county: slug(raw.county, /^[a-z0-9-]{0,80}$/),
    homestead: flag(raw.homestead),
    over65: flag(raw.over65),
    disabled: flag(raw.disabled),
    veteran: slug(raw.veteran, /^[a-z0-9-]{1,24}$/),
    ceiling: flag(raw.ceiling),
    ceilingAmount: optionalDollars(raw.ceilingAmount),
    ceilingYear: wholeNumber(raw.ceilingYear, 1980, 2100),
    formerCeilingTax: optionalDollars(raw.formerCeilingTax),
    formerFullTax: optionalDollars(raw.formerFullTax),
    price: optionalDollars(raw.price),
    bought: wholeNumber(raw.bought, 1975, 2100),
    star: oneOf(raw.star, STAR_BENEFITS),
    school: slug(raw.school, /^[a-z0-9-]{1,120}$/),
    income: optionalDollars(raw.income),
    service: oneOf(raw.service, VETERAN_SERVICES),
    class: oneOf(raw.class, NYC_CLASSES),
  };
}

/** True when the query string carries a calculation (a submitted form or a shared link). */
export function isSubmission(params: CalculatorParams): boolean {
  return params.value !== undefined || params.county !== undefined;
}

/** The form's state for a URL, with the given default value when the URL has none. */
export function formStateFrom(params: CalculatorParams, defaultValue: number): CalculatorFormState {
  return {
    value: params.value ?? defaultValue,
    county: params.county ?? "",
    homestead: params.homestead,
    over65: params.over65,
    disabled: params.disabled,
    veteran: params.veteran ?? "none",
    ceiling: params.ceiling,
    ceilingAmount: params.ceilingAmount,
    ceilingYear: params.ceilingYear,
    formerCeilingTax: params.formerCeilingTax,
    formerTaxWithoutCeiling: params.formerFullTax,
    purchasePrice: params.price,
    purchaseYear: params.bought,
    starBenefit: params.star,
    starSegment: params.school,
    income: params.income,
    service: params.service,
    propertyClass: params.class,
  };
}
