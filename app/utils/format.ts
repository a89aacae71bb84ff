import type { Lang } from "~/i18n/route-table";

// Figures are shown in whole dollars and percents with two decimals, in en-US or es-MX.
const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-MX" };

// Building an Intl formatter costs far more than using one, and the county directory formats
// over a thousand figures while it hydrates: each formatter is built once per language.
const MONEY: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "USD",
  currencyDisplay: "narrowSymbol",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
};
const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LOCALE[lang], options)));
  return format;
}

export function formatMoney(amount: number, lang: Lang): string {
  return numberFormat(lang, MONEY).format(Math.round(amount));
}

/** Dollars and cents, for a rate such as a value per square foot that is multiplied back. */
export function formatMoneyCents(amount: number, lang: Lang): string {
  return numberFormat(lang, { ...MONEY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatPercent(percent: number, lang: Lang, digits = 2): string {
  return `${numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(percent)}%`;
}

export function formatNumber(n: number, lang: Lang): string {
  return numberFormat(lang, WHOLE).format(n);
}

/** Dates stored as YYYY-MM-DD are calendar dates, formatted without a time-zone shift. */
export function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], {
    year: "numeric",
    month: "long",
    day: d ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d || 1)));
}

/** Words joined as the language joins a list ("adopted and proposed", "adoptadas y propuestas"). */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LOCALE[lang], { type: "conjunction" }).format(items);
}
