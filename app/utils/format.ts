import type { Lang } from "~/i18n/route-table";

// Figures are shown in whole dollars and percents with two decimals, in en-US or es-MX.
const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-MX" };

export function formatMoney(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    Math.round(amount),
  );
}

export function formatPercent(percent: number, lang: Lang, digits = 2): string {
  return `${new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(percent)}%`;
}

export function formatNumber(n: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 0 }).format(n);
}

/** Dates stored as YYYY-MM-DD are calendar dates, formatted without a time-zone shift. */
export function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], { year: "numeric", month: "long", day: d ? "numeric" : undefined, timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d || 1)),
  );
}
