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
 * Where the typed cents start: the decimal point as `parseHomeValueText` reads it (a point not
 * followed by exactly three digits), or -1.
 */
function centsPoint(typed: string): number {
  const kept = typed.replace(/[^0-9.,]/g, "");
  const point = typed.lastIndexOf(".");
  if (point < 0 || point < typed.lastIndexOf(",")) return -1;
  return /^\d{1,3}(\.\d{3})+$/.test(kept) ? -1 : point;
}

/**
 * Re-formats what was typed. `caret` is the caret position in `typed`; the returned caret sits
 * after the same number of digits, so typing in the middle of "1,234,567" does not jump. Cents
 * typed after a point stay visible while the visitor types ("350,000.5") but never count: the
 * value is whole dollars, and the field shows them without cents once the visitor leaves it.
 */
export function reformatTyped(typed: string, caret: number, lang: Lang): TypedValue {
  const point = centsPoint(typed);
  const wholeTyped = point < 0 ? typed : typed.slice(0, point);
  const cents =
    point < 0
      ? null
      : typed
          .slice(point + 1)
          .replace(/[^0-9]/g, "")
          .slice(0, 2);
  let digits = wholeTyped.replace(/[^0-9]/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_DIGITS) digits = digits.slice(0, MAX_DIGITS);
  if (digits === "") return { text: "", value: 0, caret: 0, empty: true };
  const value = parseHomeValueText(digits);
  const text = formatNumber(value, lang) + (cents === null ? "" : `.${cents}`);
  const allDigits = typed.replace(/[^0-9]/g, "");
  const leadingZeros = allDigits.length - allDigits.replace(/^0+(?=\d)/, "").length;
  let digitsBefore = Math.max(0, typed.slice(0, caret).replace(/[^0-9]/g, "").length - leadingZeros);
  digitsBefore = Math.min(digitsBefore, digits.length + (cents?.length ?? 0));
  let pos = 0;
  let seen = 0;
  while (pos < text.length && seen < digitsBefore) {
    if (/[0-9]/.test(text[pos])) seen++;
    pos++;
  }
  // The point just typed: the caret goes after it, where the cents will be typed.
  if (point >= 0 && caret > point && text[pos] === ".") pos++;
  return { text, value, caret: pos, empty: false };
}

/** The field's text once the visitor has left it or pasted into it: whole dollars. */
export function settledText(text: string, lang: Lang): string {
  const value = parseHomeValueText(text);
  return text.replace(/[^0-9]/g, "") === "" ? "" : formatHomeValue(Math.min(value, MAX_HOME_VALUE), lang);
}
