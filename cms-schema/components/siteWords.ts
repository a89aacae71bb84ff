// The site's own words for the preview panes, taken from its dictionaries so a preview reads
// exactly like the page (app/i18n/locales/{en,es}).
import enCommon from "../../app/i18n/locales/en/common";
import enCounties from "../../app/i18n/locales/en/counties";
import enTax from "../../app/i18n/locales/en/propertyTax";
import esCommon from "../../app/i18n/locales/es/common";
import esCounties from "../../app/i18n/locales/es/counties";
import esTax from "../../app/i18n/locales/es/propertyTax";

export type Lang = "en" | "es";
export const LANGS: Lang[] = ["en", "es"];

const dictionaries = {
  en: { common: enCommon, counties: enCounties, propertyTax: enTax },
  es: { common: esCommon, counties: esCounties, propertyTax: esTax },
} as const;

/** `t("counties.unitsFor", {area})` as i18next interpolates it ({{name}} placeholders). */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, ...rest] = key.split(".");
  const dict = dictionaries[lang][ns as keyof (typeof dictionaries)["en"]] as
    Record<string, unknown> | undefined;
  const text = dict?.[rest.join(".")];
  if (typeof text !== "string") return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-US" };

/** The site's formatPercent (app/utils/format.ts): two decimals in the reader's locale. */
export const formatPercent = (percent: number, lang: Lang) =>
  `${new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent)}%`;

export const formatMoney = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALE[lang], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);

export const formatNumber = (n: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 0 }).format(n);
