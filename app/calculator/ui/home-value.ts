// The home value field: digits only, thousands separators shown as the visitor types, and the
// caret kept after the same digit when separators appear or disappear.
import { parseHomeValueText } from "~/calculator/engine/input";
import type { Lang } from "~/i18n/route-table";
import { formatNumber } from "~/utils/format";
import { MAX_HOME_VALUE } from "./url-params";

const MAX_DIGITS = String(MAX_HOME_VALUE).length;

/** The field's text for a value: "350,000" (en-US and es-MX group the same way); "" for nothing typed. */
export function formatHomeValue(value: number | null, lang: Lang): string {
  if (value === null || !Number.isFinite(value)) return "";
  return formatNumber(value, lang);
}

export interface TypedValue {
  /** What the field shows. */
  text: string;
  /** The value: unparseable text is 0 (spec §5). */
  value: number;
  /** Where the caret goes. */
  caret: number;
  /** Nothing but separators or letters was typed. */
  empty: boolean;
}

/**
 * Re-formats what was typed. `caret` is the caret position in `typed`; the returned caret sits
 * after the same number of digits, so typing in the middle of "1,234,567" does not jump.
 */
export function reformatTyped(typed: string, caret: number, lang: Lang): TypedValue {
  let digits = typed.replace(/[^0-9]/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_DIGITS) digits = digits.slice(0, MAX_DIGITS);
  if (digits === "") return { text: "", value: 0, caret: 0, empty: true };
  const value = parseHomeValueText(digits);
  const text = formatNumber(value, lang);
  const leadingZeros =
    typed.replace(/[^0-9]/g, "").length - typed.replace(/[^0-9]/g, "").replace(/^0+(?=\d)/, "").length;
  let digitsBefore = Math.max(0, typed.slice(0, caret).replace(/[^0-9]/g, "").length - leadingZeros);
  digitsBefore = Math.min(digitsBefore, digits.length);
  let pos = 0;
  let seen = 0;
  while (pos < text.length && seen < digitsBefore) {
    if (/[0-9]/.test(text[pos])) seen++;
    pos++;
  }
  return { text, value, caret: pos, empty: false };
}
