// The calculator's inputs as they live in the URL. One schema reads them on the server (the
// no-JavaScript result, a shared link) and in the browser (the same link after hydration),
// so a link means the same thing wherever it is opened. Reading is lenient: a parameter that
// does not parse is treated as absent, never as an error page.
import { z } from "zod";
import { parseHomeValueText } from "~/calculator/engine/input";
import { NycClassSchema, type NycClass } from "~/calculator/engine/schemas";

/** Home values are whole dollars; more than twelve digits is not a home. */
export const MAX_HOME_VALUE = 999_999_999_999;

export type VeteranService = "wartime" | "combat" | "coldwar";

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
  income: "income",
  service: "service",
  propertyClass: "class",
} as const;

const TRUE = new Set(["1", "on", "true", "yes"]);
const flag = z.preprocess((v) => (typeof v === "string" ? TRUE.has(v.trim().toLowerCase()) : false), z.boolean());

/** Digits only, as the spec reads a typed value: "350,000" → 350000, "abc" → 0. */
const dollars = z
  .preprocess((v) => (typeof v === "string" ? Math.min(parseHomeValueText(v), MAX_HOME_VALUE) : v), z.number().int().min(0).max(MAX_HOME_VALUE))
  .optional()
  .catch(undefined);

/** Optional amounts: an empty field is absent, not zero. */
const optionalDollars = z
  .preprocess((v) => (typeof v === "string" && v.replace(/[^0-9]/g, "") !== "" ? Math.min(parseHomeValueText(v), MAX_HOME_VALUE) : undefined), z.number().int().min(0).optional())
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
    income: params.income,
    service: params.service,
    propertyClass: params.class,
  };
}

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
  }
  if (s.income !== undefined) sp.set(PARAM.income, String(s.income));
  if (s.service) sp.set(PARAM.service, s.service);
  if (s.propertyClass) sp.set(PARAM.propertyClass, s.propertyClass);
  return sp;
}

/** The page's query string for a new result: the calculator's parameters first, any others (another calculator's) kept after. */
export function replaceCalculatorParams(current: URLSearchParams, s: CalculatorFormState): URLSearchParams {
  const out = toSearchParams(s);
  const ours = new Set<string>(Object.values(PARAM));
  for (const [k, v] of current) if (!ours.has(k)) out.append(k, v);
  return out;
}
