import { createInstance, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { buildResources, i18nOptions, loadTables } from "./resources";
import { langOfPath, type Lang, type SiteState } from "./route-table";

// The language comes from the path alone (/es…), never from headers or cookies, so every
// URL has exactly one language and caches cleanly.
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: ["en", "es"],
    fallbackLanguage: "en",
    order: ["custom"],
    findLocale: async (request) => langOfPath(new URL(request.url).pathname),
  },
  i18next: { fallbackLng: "en", supportedLngs: ["en", "es"] },
});

export async function createI18n(lang: Lang, state: SiteState) {
  const instance = createInstance();
  await instance.init(i18nOptions(lang, buildResources(lang, await loadTables(lang, state))));
  return instance;
}

const fixed = new Map<string, Promise<TFunction>>();
/** A translate function for loaders and meta (titles, descriptions). */
export function serverT(lang: Lang, state: SiteState): Promise<TFunction> {
  const key = `${lang}:${state}`;
  let t = fixed.get(key);
  if (!t) {
    t = createI18n(lang, state).then((i) => i.t.bind(i) as TFunction);
    fixed.set(key, t);
  }
  return t;
}
