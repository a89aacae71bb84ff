import { createInstance, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { buildResources, defaultNS, i18nOptions, loadTables } from "./resources";
import { langOfPath, type Lang, type SiteState } from "./route-table";

// The server's language work goes through remix-i18next: `getLocale` reads the request's
// language, `getFixedT` gives loaders, actions and meta their translate function.
// The language comes from the path alone (/es…), never from headers or cookies, so every URL
// has exactly one language and caches cleanly: the detector has one, custom, method.
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: ["en", "es"],
    fallbackLanguage: "en",
    order: ["custom"],
    findLocale: async (request) => langOfPath(new URL(request.url).pathname),
  },
  i18next: { fallbackLng: "en", supportedLngs: ["en", "es"], defaultNS, ns: [defaultNS] },
});

/** The request's language (its path's). */
export async function getLocale(request: Request): Promise<Lang> {
  return (await remixI18n.getLocale(request)) === "es" ? "es" : "en";
}

/** The i18next options for one language on one build: its tables, with the state's overlay. */
async function optionsFor(lang: Lang, state: SiteState) {
  return i18nOptions(lang, buildResources(lang, await loadTables(lang, state)));
}

/** The instance the server renders a page with (entry.server's I18nextProvider). */
export async function createI18n(lang: Lang, state: SiteState) {
  const instance = createInstance();
  await instance.init(await optionsFor(lang, state));
  return instance;
}

// remix-i18next makes an i18next instance per call; the dictionaries do not change while the
// server runs, so one translate function per language and build serves every request.
const fixed = new Map<string, Promise<TFunction>>();

/** A translate function for loaders, actions and meta, for a request or a language. */
export async function getFixedT(requestOrLang: Request | Lang, state: SiteState): Promise<TFunction> {
  const lang = typeof requestOrLang === "string" ? requestOrLang : await getLocale(requestOrLang);
  const key = `${lang}:${state}`;
  let t = fixed.get(key);
  if (!t) {
    t = optionsFor(lang, state).then(({ react: _react, ...options }) =>
      remixI18n.getFixedT(lang, defaultNS, options),
    ) as Promise<TFunction>;
    // A failed load (a dictionary chunk missing) is tried again on the next request.
    t.catch(() => fixed.delete(key));
    fixed.set(key, t);
  }
  return t;
}
