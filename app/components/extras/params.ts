// The extras' calculators keep their inputs in the URL, like the main calculator: a GET form
// submits them, the server computes the result for the page (so it works without JavaScript)
// and the address is the link to share. Names are prefixed so they never meet the main
// calculator's parameters on the home page. Reading is lenient: a field that does not parse
// is shown back with a message, never an error page.
import { parseHomeValueText } from "~/calculator/engine/input";
import { formatNumber } from "~/utils/format";

export const MAX_AMOUNT = 999_999_999_999;

export const TX_PARAMS = { value: "amValue", rate: "amRate", senior: "amSenior" } as const;
export const CA_PARAMS = { price: "p13Price", year: "p13Year", market: "p13Market" } as const;
export const FL_PARAMS = {
  price: "shockPrice",
  county: "shockCounty",
  sellerYear: "shockSellerYear",
  sellerPrice: "shockSellerPrice",
  sellerAssessed: "shockSellerAssessed",
} as const;

/** A message key under extras.errors, with its parameters. */
export interface FieldError {
  key: "amount" | "yearRange" | "rateRange";
  params?: Record<string, number>;
}

/** What a field shows back (the text typed) and, when it did not parse, why. */
export interface Field<T> {
  text: string;
  value: T;
  error?: FieldError;
}

const TRUE = new Set(["1", "on", "true", "yes"]);

export function readFlag(params: URLSearchParams, name: string): boolean {
  const v = params.get(name);
  return v !== null && TRUE.has(v.trim().toLowerCase());
}

/** Whole dollars; digits only as the calculator reads them ("350,000" → 350000). Absent → the default. */
export function readAmount(params: URLSearchParams, name: string, fallback: number): Field<number> {
  const raw = params.get(name);
  if (raw === null) return { text: formatNumber(fallback, "en"), value: fallback };
  const value = Math.min(parseHomeValueText(raw), MAX_AMOUNT);
  return value > 0
    ? { text: raw.trim(), value }
    : { text: raw.trim(), value: fallback, error: { key: "amount" } };
}

/** An optional amount: empty means not given. */
export function readOptionalAmount(params: URLSearchParams, name: string): Field<number | undefined> {
  const raw = params.get(name)?.trim() ?? "";
  if (raw === "") return { text: "", value: undefined };
  const value = Math.min(parseHomeValueText(raw), MAX_AMOUNT);
  return value > 0 ? { text: raw, value } : { text: raw, value: undefined, error: { key: "amount" } };
}

export function readYear(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): Field<number> {
  const raw = params.get(name);
  if (raw === null) return { text: String(fallback), value: fallback };
  const text = raw.trim();
  const value = /^\d{4}$/.test(text) ? Number(text) : NaN;
  return value >= min && value <= max
    ? { text, value }
    : { text, value: fallback, error: { key: "yearRange", params: { min, max } } };
}

/** A rate in dollars per $100 of value; accepts "0.8783", "0,8783" and "$0.88". */
export function readRatePer100(
  params: URLSearchParams,
  name: string,
  fallback: number,
  max = 5,
): Field<number> {
  const raw = params.get(name);
  if (raw === null) return { text: String(fallback), value: fallback };
  const text = raw.trim();
  const value = Number(text.replace(/[$\s]/g, "").replace(",", "."));
  return Number.isFinite(value) && value > 0 && value <= max
    ? { text, value }
    : { text, value: fallback, error: { key: "rateRange", params: { min: 0.01, max } } };
}

export const hasErrors = (fields: Field<unknown>[]) => fields.some((f) => f.error);

/** Whether the URL carries one of these parameters (the form was submitted). */
export const submitted = (params: URLSearchParams, names: Record<string, string>) =>
  Object.values(names).some((n) => params.has(n));
