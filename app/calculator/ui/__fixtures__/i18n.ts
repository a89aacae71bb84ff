// A translate function over the real dictionaries, as the pages use them.
import i18next from "i18next";
import en from "~/i18n/locales/en";
import es from "~/i18n/locales/es";
import { buildResources, i18nOptions } from "~/i18n/resources";
import type { Translate } from "../report-model";

export async function translator(lang: "en" | "es"): Promise<Translate> {
  const instance = i18next.createInstance();
  await instance.init(i18nOptions(lang, buildResources(lang, { own: lang === "en" ? en : es, en })));
  return ((key: string, values?: Record<string, unknown>) =>
    instance.t(key, values ?? {}) as string) as Translate;
}
