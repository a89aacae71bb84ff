// New York City's own calculator (New York builds): property class, market value, STAR basic
// or enhanced with the senior's income, veterans' exemption, co-op / condo abatement. Its inputs
// live in the URL under an "nyc" prefix, so they never meet the county calculator's on the
// same page; the server computes the no-JavaScript result, the browser the same with the engine.
import { z } from "zod";
import { calculate } from "~/calculator/engine/calculate";
import { parseHomeValueText, withDefaults } from "~/calculator/engine/input";
import { EngineError, type MessageKey } from "~/calculator/engine/messages";
import {
  NycClassSchema,
  type CalculatorInput,
  type County,
  type NycClass,
  type StateRules,
  type TaxResult,
} from "~/calculator/engine/schemas";
import { bandForRating, ratingForLevel } from "./engine-input";
import { ENGINE_BANDS } from "./options";
import { MAX_HOME_VALUE, type VeteranService } from "./url-params";

export const NYC_PARAM = {
  value: "nycValue",
  borough: "nycBorough",
  propertyClass: "nycClass",
  star: "nycStar",
  income: "nycIncome",
  service: "nycService",
  veteran: "nycVeteran",
  coop: "nycCoop",
  assessed: "nycAv",
} as const;

export type StarChoice = "none" | "basic" | "enhanced";

export interface NycFormState {
  value: number;
  borough: string;
  propertyClass: NycClass;
  star: StarChoice;
  income?: number;
  service?: VeteranService;
  /** A rating band ("30-49") or "none". */
  veteran: string;
  /** Class 2: a co-op or condo unit that is the owner's primary residence (RPTL 467-a abatement). */
  coop: boolean;
  /** The billable assessed value from the Notice of Property Value; replaces the estimate from market value. */
  assessed?: number;
}

const TRUE = new Set(["1", "on", "true", "yes"]);
const amount = z
  .preprocess(
    (v) =>
      typeof v === "string" && v.replace(/[^0-9]/g, "") !== ""
        ? Math.min(parseHomeValueText(v), MAX_HOME_VALUE)
        : typeof v === "string"
          ? 0
          : undefined,
    z.number().int().min(0).optional(),
  )
  .catch(undefined);

const NycParamsSchema = z.object({
  value: amount,
  borough: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  propertyClass: NycClassSchema.optional().catch(undefined),
  star: z.enum(["none", "basic", "enhanced"]).optional().catch(undefined),
  income: z
    .preprocess(
      (v) =>
        typeof v === "string" && v.replace(/[^0-9]/g, "") !== ""
          ? Math.min(parseHomeValueText(v), MAX_HOME_VALUE)
          : undefined,
      z.number().int().min(0).optional(),
    )
    .catch(undefined),
  service: z.enum(["wartime", "combat", "coldwar"]).optional().catch(undefined),
  veteran: z
    .enum(["none", ...ENGINE_BANDS])
    .optional()
    .catch(undefined),
  coop: z.preprocess((v) => typeof v === "string" && TRUE.has(v.trim().toLowerCase()), z.boolean()),
  assessed: amount,
});

export function readNycParams(
  search: URLSearchParams,
  defaults: { value: number; borough: string },
): { form: NycFormState; submitted: boolean } {
  const raw: Record<string, string> = {};
  for (const [k, name] of Object.entries(NYC_PARAM)) {
    const v = search.get(name);
    if (v !== null) raw[k] = v;
  }
  const p = NycParamsSchema.parse(raw);
  return {
    submitted: p.value !== undefined || p.borough !== undefined,
    form: {
      value: p.value ?? defaults.value,
      borough: p.borough ?? defaults.borough,
      propertyClass: p.propertyClass ?? "class1",
      star: p.star ?? "none",
      income: p.income,
      service: p.service,
      veteran: p.veteran ?? "none",
      coop: p.coop,
      assessed: p.assessed || undefined,
    },
  };
}

/** The page's query string with the NYC calculator's parameters replaced (the county calculator's are kept). */
export function withNycParams(current: URLSearchParams, f: NycFormState): URLSearchParams {
  const sp = new URLSearchParams(current);
  for (const name of Object.values(NYC_PARAM)) sp.delete(name);
  sp.set(NYC_PARAM.value, String(f.value));
  sp.set(NYC_PARAM.borough, f.borough);
  sp.set(NYC_PARAM.propertyClass, f.propertyClass);
  if (f.star !== "none") sp.set(NYC_PARAM.star, f.star);
  if (f.star === "enhanced" && f.income !== undefined) sp.set(NYC_PARAM.income, String(f.income));
  if (f.service) sp.set(NYC_PARAM.service, f.service);
  if (f.veteran !== "none") sp.set(NYC_PARAM.veteran, f.veteran);
  if (f.coop && f.propertyClass === "class2") sp.set(NYC_PARAM.coop, "1");
  if (f.assessed) sp.set(NYC_PARAM.assessed, String(f.assessed));
  return sp;
}

export function toNycInput(f: NycFormState, boroughName: string): CalculatorInput {
  const rating = f.veteran !== "none" ? ratingForLevel(f.veteran) : null;
  return withDefaults({
    homeValue: f.value,
    county: boroughName,
    propertyType: f.propertyClass,
    homesteadExemption: f.star !== "none",
    // Enhanced STAR is the senior's: the engine asks for age 65+ and the income under the limit.
    seniorCitizen: f.star === "enhanced",
    seniorIncome: f.star === "enhanced" ? f.income : undefined,
    veteranService: f.service === "wartime" || f.service === "combat" ? f.service : "none",
    coldWarVeteran: f.service === "coldwar",
    disabledVeteranExemption: rating !== null ? bandForRating(rating) : "none",
    veteranDisabilityRating: rating ?? undefined,
    coopCondoPrimaryResidence: f.coop && f.propertyClass === "class2",
    assessedValue: f.assessed,
  });
}

export interface NycOutcome {
  result: TaxResult | null;
  /** The spec's NYC messages ('Market value must be greater than 0', ...), or 'County not found'. */
  error: MessageKey | null;
}

export function runNyc(f: NycFormState, boroughs: readonly County[], rules: StateRules): NycOutcome {
  const borough = boroughs.find((b) => b.slug === f.borough);
  if (!borough || !borough.nycClass) return { result: null, error: "error.countyNotFound" };
  try {
    return { result: calculate(toNycInput(f, borough.name), borough, rules), error: null };
  } catch (error) {
    return { result: null, error: error instanceof EngineError ? error.key : "error.calculation" };
  }
}

export interface NycInitial {
  /** Slugs of the counties that are New York City boroughs. */
  boroughs: string[];
  form: NycFormState;
  submitted: boolean;
  result: TaxResult | null;
  error: MessageKey | null;
}

/** The NYC calculator's state for a page request: the URL's inputs and, when submitted, the result. */
export function nycInitial(
  search: URLSearchParams,
  counties: readonly County[],
  rules: StateRules,
  defaultValue: number,
): NycInitial | undefined {
  const boroughs = counties.filter((c) => c.nycClass);
  if (rules.state !== "NY" || boroughs.length === 0) return undefined;
  const { form, submitted } = readNycParams(search, { value: defaultValue, borough: boroughs[0].slug });
  const outcome = submitted ? runNyc(form, boroughs, rules) : { result: null, error: null };
  return { boroughs: boroughs.map((b) => b.slug), form, submitted, ...outcome };
}
