import type { InitOptions, Resource } from "i18next";
import type { Lang, TaxState } from "./route-table";

export const defaultNS = "translation";
type Tree = { [key: string]: unknown };

// The whole dictionary of one language, as the server holds it (the browser loads its core and
// the page sections a page asks for: page-sections.ts).
const dictionaryLoaders = import.meta.glob<{ default: Tree }>("./locales/*/index.ts");

export async function loadDictionary(lang: Lang): Promise<Tree> {
  const load = dictionaryLoaders[`./locales/${lang}/index.ts`];
  if (!load) throw new Error(`No dictionary for ${lang}`);
  return (await load()).default;
}

export interface Tables {
  own: Tree;
  /** The English base, the fallback for keys the language lacks (absent in the browser). */
  en?: Tree;
  overlay?: Tree;
}

/** The server's tables for a page in `lang`: its dictionary, the English fallback, the state overlay. */
export async function loadTables(lang: Lang, state: TaxState | "HUB"): Promise<Tables> {
  const [own, en, overlay] = await Promise.all([
    loadDictionary(lang),
    lang === "en" ? undefined : loadDictionary("en"),
    loadOverlay(state, lang),
  ]);
  return { own, en: lang === "en" ? own : en, overlay };
}

function isTree(v: unknown): v is Tree {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `primary` wins; `secondary` only fills keys `primary` lacks, at any depth. */
export function fillGaps(primary: Tree, secondary: Tree): Tree {
  const out: Tree = { ...secondary };
  for (const [k, v] of Object.entries(primary)) {
    out[k] = isTree(v) && isTree(secondary[k]) ? fillGaps(v, secondary[k] as Tree) : v;
  }
  return out;
}

/**
 * The tables for one language. The spec's lookup order is: the language's base table,
 * then the state overlay, then the English base, then the caller's default, then the key.
 * The first two are merged here (base wins); i18next supplies the rest through
 * `fallbackLng: "en"`, `defaultValue` and its return-the-key behaviour.
 */
export function buildResources(lang: Lang, tables: Tables): Resource {
  const own = tables.overlay ? fillGaps(tables.own, tables.overlay) : tables.own;
  if (lang === "en") return { en: { [defaultNS]: own } };
  return tables.en
    ? { [lang]: { [defaultNS]: own }, en: { [defaultNS]: tables.en } }
    : { [lang]: { [defaultNS]: own } };
}

export function i18nOptions(lang: Lang, resources: Resource): InitOptions {
  return {
    lng: lang,
    fallbackLng: "en",
    supportedLngs: ["en", "es"],
    defaultNS,
    ns: [defaultNS],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

const overlayLoaders = import.meta.glob<{ default: Tree }>("./overlays/*.ts");

/** Spanish overlays load on demand; a state without one, or a failed load, means no overlay. */
export async function loadOverlay(state: TaxState | "HUB", lang: Lang): Promise<Tree | undefined> {
  if (lang !== "es" || state === "HUB") return undefined;
  const load = overlayLoaders[`./overlays/${state.toLowerCase()}.ts`];
  if (!load) return undefined;
  try {
    return (await load()).default;
  } catch {
    return undefined;
  }
}
