// The calculator's inputs read from the URL. One schema reads them on the server (the
// no-JavaScript result, a shared link), so a link means the same thing wherever it is opened.
// Reading is lenient: a parameter that does not parse is treated as absent, never as an error
// page. The names and the writing side are url-params.ts.
import { z } from "zod";
import { parseHomeValueText } from "~/calculator/engine/input";
import { NycClassSchema } from "~/calculator/engine/schemas";
import { MAX_HOME_VALUE, PARAM, type CalculatorFormState } from "./url-params";

export {
  MAX_HOME_VALUE,
  PARAM,
  replaceCalculatorParams,
  toSearchParams,
  type CalculatorFormState,
  type VeteranService,
} from "./url-params";

const TRUE = new Set(["1", "on", "true", "yes"]);
const flag = z.preprocess(
  (v) => (typeof v === "string" ? TRUE.has(v.trim().toLowerCase()) : false),
  z.boolean(),
);

/** Digits only, as the spec reads a typed value: "350,000" → 350000, "abc" → 0. */
const dollars = z
  .preprocess(
    (v) => (typeof v === "string" ? Math.min(parseHomeValueText(v), MAX_HOME_VALUE) : v),
    z.number().int().min(0).max(MAX_HOME_VALUE),
  )
  .optional()
  .catch(undefined);

/** Optional amounts: an empty field is absent, not zero. */
const optionalDollars = z
  .preprocess(
    (v) =>
      typeof v === "string" && v.replace(/[^0-9]/g, "") !== ""
        ? Math.min(parseHomeValueText(v), MAX_HOME_VALUE)
        : undefined,
    z.number().int().min(0).optional(),
  )
  .catch(undefined);

export const CalculatorParamsSchema = z.object({
  value: dollars,
  county: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{0,80}$/)
    .optional()
    .catch(undefined),
  homestead: flag,
  over65: flag,
  disabled: flag,
  veteran: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,24}$/)
    .optional()
    .catch(undefined),
  ceiling: flag,
  ceilingAmount: optionalDollars,
  ceilingYear: z.coerce.number().int().min(1980).max(2100).optional().catch(undefined),
  formerCeilingTax: optionalDollars,
  formerFullTax: optionalDollars,
  price: optionalDollars,
  bought: z.coerce.number().int().min(1975).max(2100).optional().catch(undefined),
  star: z.enum(["credit", "exemption"]).optional().catch(undefined),
  income: optionalDollars,
  service: z.enum(["wartime", "combat", "coldwar"]).optional().catch(undefined),
  class: NycClassSchema.optional().catch(undefined),
});
export type CalculatorParams = z.infer<typeof CalculatorParamsSchema>;

/** Reads the calculator's parameters from a query string; unknown parameters are ignored. */
export function readParams(search: URLSearchParams | string): CalculatorParams {
  const sp = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const name of Object.values(PARAM)) {
    const v = sp.get(name);
    if (v !== null) raw[name] = v;
  }
  return CalculatorParamsSchema.parse(raw);
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
    income: params.income,
    service: params.service,
    propertyClass: params.class,
  };
}
