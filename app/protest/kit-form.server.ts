// The protest kit's form: what the visitor typed, read from the URL (a GET form, so the kit
// works without JavaScript and a filled-in kit can be bookmarked), checked by one zod schema in
// the page's loader with or without JavaScript. Messages are keys in `protestKit.errors`.
import { z } from "zod";
import type { Lang } from "~/i18n/route-table";
import { fieldErrorKeys, type FieldErrors } from "~/forms/issues";
import type { Comparable } from "./comparables";
import { isIsoDate } from "./deadlines";
import { compSizeField, compValueField, KIT_FIELDS, MAX_COMPARABLES, MIN_COMPARABLES } from "./kit-fields";

const MAX_VALUE = 999_999_999_999;
const MAX_SQUARE_FEET = 1_000_000;

const COMP_FIELDS = Array.from({ length: MAX_COMPARABLES }, (_, i) => [
  compValueField(i + 1),
  compSizeField(i + 1),
]).flat();

export type KitValues = Record<string, string>;

const e = (key: string) => `protestKit.errors.${key}`;

/** A date as typed: YYYY-MM-DD (the date picker's), or M/D/YYYY in English and D/M/YYYY in Spanish. */
export function readDate(text: string, lang: Lang): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) return null;
  const [month, day] = lang === "es" ? [m[2], m[1]] : [m[1], m[2]];
  const iso = `${m[3]}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** A whole amount as typed ("$350,000", "1,850"); NaN when it is not one, negative kept negative. */
export function readAmount(text: string): number {
  const t = text.trim().replace(/[$\s,]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(t)) return Number.NaN;
  return Math.round(Number(t));
}

function amount(max: number, invalid: string, negative: string) {
  return z
    .string()
    .transform((s, ctx) => {
      const n = readAmount(s);
      if (Number.isNaN(n)) ctx.addIssue({ code: "custom", message: e(invalid) });
      else if (n <= 0) ctx.addIssue({ code: "custom", message: e(negative) });
      else if (n > max) ctx.addIssue({ code: "custom", message: e(invalid) });
      return n;
    })
    .optional();
}

function kitSchema(lang: Lang) {
  const date = (invalid: string) =>
    z.string().transform((s, ctx) => {
      const iso = readDate(s, lang);
      if (!iso) ctx.addIssue({ code: "custom", message: e(invalid) });
      return iso ?? "";
    });
  const comps = Object.fromEntries(
    COMP_FIELDS.map((f) => [
      f,
      f.endsWith("v")
        ? amount(MAX_VALUE, "compValueInvalid", "compValueNegative")
        : amount(MAX_SQUARE_FEET, "compSizeInvalid", "compSizeNegative"),
    ]),
  );
  return z.object({
    county: z.string({ error: e("countyRequired") }).min(1, { error: e("countyRequired") }),
    notice: z
      .string({ error: e("noticeRequired") })
      .min(1, { error: e("noticeRequired") })
      .pipe(date("noticeInvalid")),
    hearing: date("hearingInvalid").optional(),
    class: z.enum(["class1", "other"], { error: e("invalid") }).optional(),
    value: amount(MAX_VALUE, "valueInvalid", "valueNegative"),
    homestead: z.literal("1", { error: e("invalid") }).optional(),
    sqft: amount(MAX_SQUARE_FEET, "sqftInvalid", "sqftNegative"),
    ...comps,
  });
}

/**
 * What one field cannot say alone: a hearing before the notice, a comparable without its size,
 * fewer than three comparables. Run on what was typed, beside the schema, so every problem is
 * listed at once.
 */
function crossChecks(given: KitValues, lang: Lang): FieldErrors {
  const out: FieldErrors = {};
  const notice = given.notice ? readDate(given.notice, lang) : null;
  const hearing = given.hearing ? readDate(given.hearing, lang) : null;
  if (notice && hearing && hearing < notice) out.hearing = e("hearingBeforeNotice");
  const rows = Array.from({ length: MAX_COMPARABLES }, (_, i) => ({
    value: given[compValueField(i + 1)],
    size: given[compSizeField(i + 1)],
    i: i + 1,
  }));
  const started = rows.some((r) => r.value !== undefined || r.size !== undefined);
  if (!started && given.sqft === undefined) return out;
  for (const r of rows) {
    if (r.value !== undefined && r.size === undefined) out[compSizeField(r.i)] = e("compSizeMissing");
    if (r.size !== undefined && r.value === undefined) out[compValueField(r.i)] = e("compValueMissing");
  }
  const complete = rows.filter((r) => r.value !== undefined && r.size !== undefined).length;
  if (complete < MIN_COMPARABLES) out.comparables = e("tooFewComparables");
  if (given.sqft === undefined) out.sqft = e("sqftRequired");
  if (given.value === undefined) out.value = e("valueRequired");
  return out;
}

export interface KitRequest {
  county: string;
  noticeDate: string;
  hearingDate?: string;
  nycClass?: "class1" | "other";
  homestead: boolean;
  /** Present when the visitor filled in the worksheet. */
  worksheet?: { noticeValue: number; squareFeet: number; comparables: Comparable[] };
}

export type KitCheck =
  | { submitted: false; values: KitValues }
  | { submitted: true; ok: true; request: KitRequest; values: KitValues }
  | { submitted: true; ok: false; errors: FieldErrors; values: KitValues };

const KNOWN = new Set<string>([...KIT_FIELDS, ...COMP_FIELDS]);

/**
 * The kit's query string, checked. Empty fields count as not given; parameters the form does
 * not have (a tracking tag, a language switch) are ignored rather than refused.
 */
export function checkKitForm(search: URLSearchParams, lang: Lang): KitCheck {
  const values: KitValues = {};
  for (const [key, value] of search)
    if (KNOWN.has(key) && !(key in values)) values[key] = value.slice(0, 100);
  if (!values.county && !values.notice) return { submitted: false, values };
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
  const parsed = kitSchema(lang).safeParse(given);
  const errors = { ...crossChecks(given, lang), ...(parsed.success ? {} : fieldErrorKeys(parsed.error)) };
  // The date picker shows only YYYY-MM-DD: a typed date that reads comes back in that form.
  for (const field of ["notice", "hearing"]) {
    const iso = values[field] ? readDate(values[field], lang) : null;
    if (iso) values[field] = iso;
  }
  if (!parsed.success || Object.keys(errors).length > 0)
    return { submitted: true, ok: false, errors, values };
  const v = parsed.data as Record<string, unknown> & z.output<ReturnType<typeof kitSchema>>;
  const comparables: Comparable[] = [];
  for (let i = 1; i <= MAX_COMPARABLES; i++) {
    const value = v[compValueField(i)] as number | undefined;
    const squareFeet = v[compSizeField(i)] as number | undefined;
    if (value !== undefined && squareFeet !== undefined) comparables.push({ value, squareFeet });
  }
  const request: KitRequest = {
    county: v.county,
    noticeDate: v.notice,
    homestead: v.homestead === "1",
    ...(v.hearing ? { hearingDate: v.hearing } : {}),
    ...(v.class ? { nycClass: v.class } : {}),
    ...(comparables.length && v.sqft && v.value
      ? { worksheet: { noticeValue: v.value, squareFeet: v.sqft, comparables } }
      : {}),
  };
  return { submitted: true, ok: true, request, values };
}
