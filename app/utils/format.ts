import enMonths from "~/i18n/locales/en/months";
import esMonths from "~/i18n/locales/es/months";
import type { Lang } from "~/i18n/route-table";

// Figures are shown in whole dollars and percents with two decimals, in en-US or es-MX.
const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-MX" };

// Figures and dates are written here rather than by Intl.NumberFormat and Intl.DateTimeFormat:
// the first of those a page builds loads the browser's locale data, 17–31 ms on this machine,
// and the calculator, county and home pages build one while they hydrate (eight times that as
// on a slow phone, in one task). en-US and es-MX write numbers alike (1,234.5; "$" for dollars);
// format.test.ts checks every function against Intl in both languages.

/**
 * `abs` (zero or more) rounded half away from zero to `digits` decimals, as Intl rounds: on the
 * number's shortest decimal form (1.005 → 1.01), not its binary value. Undefined past 1e21, where
 * JavaScript writes numbers with an exponent.
 */
function roundedDigits(abs: number, digits: number): string | undefined {
  const text = String(abs);
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  let kept = whole + fraction.slice(0, digits).padEnd(digits, "0");
  if ((fraction[digits] ?? "0") >= "5") kept = (BigInt(kept) + 1n).toString().padStart(digits + 1, "0");
  return digits ? `${kept.slice(0, -digits)}.${kept.slice(-digits)}` : kept;
}

/** `n` with thousands grouped by commas and between `min` and `max` decimals. */
function decimal(n: number, min: number, max: number, lang: Lang): string {
  const digits = Number.isFinite(n) ? roundedDigits(Math.abs(n), max) : undefined;
  if (digits === undefined)
    return new Intl.NumberFormat(LOCALE[lang], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(n);
  let [whole = "0", fraction = ""] = digits.split(".");
  while (fraction.length > min && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  whole = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  // Intl writes a minus for every negative number, -0 included.
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return sign + whole + (fraction ? `.${fraction}` : "");
}

/** Dollars: the sign before the symbol ("-$1,234"), as both locales write them. */
function dollars(n: number, min: number, max: number, lang: Lang): string {
  const text = decimal(n, min, max, lang);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

export function formatMoney(amount: number, lang: Lang): string {
  return dollars(Math.round(amount), 0, 0, lang);
}

/** Dollars and cents, for a rate such as a value per square foot that is multiplied back. */
export function formatMoneyCents(amount: number, lang: Lang): string {
  return dollars(amount, 2, 2, lang);
}

/** A dollar rate with up to `maxDigits` decimals, as few as it needs ("$0.1235", "$2.5"). */
export function formatMoneyRate(amount: number, lang: Lang, maxDigits: number): string {
  return dollars(amount, 0, maxDigits, lang);
}

export function formatPercent(percent: number, lang: Lang, digits = 2): string {
  return `${decimal(percent, digits, digits, lang)}%`;
}

export function formatNumber(n: number, lang: Lang): string {
  return decimal(n, 0, 0, lang);
}

/** A number with up to `maxDigits` decimals, as few as it needs (a factor such as 1.02). */
export function formatDecimal(n: number, lang: Lang, maxDigits: number): string {
  return decimal(n, 0, maxDigits, lang);
}

// The dictionaries' month names, which both languages' dates already use.
const MONTHS: Record<Lang, readonly string[]> = { en: enMonths, es: esMonths };

/** Dates stored as YYYY-MM-DD (or YYYY-MM) are calendar dates, written without a time-zone shift. */
export function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-").map(Number);
  const month = m ? MONTHS[lang][m - 1] : undefined;
  if (!y || !month) return iso;
  if (lang === "es") return d ? `${d} de ${month} de ${y}` : `${month} de ${y}`;
  return d ? `${month} ${d}, ${y}` : `${month} ${y}`;
}

/** Words joined as the language joins a list ("adopted and proposed", "adoptadas y propuestas"). */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALE[lang], { type: "conjunction" }).format(items);
}
