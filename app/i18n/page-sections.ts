// The browser's dictionary. Before hydrating, it loads the core sections (locales/*/core.ts) and
// the page sections the page's modules asked for: a module that looks up a page section's keys
// awaits `withSections(...)` at its top, so its page cannot render before those keys are there,
// on the first load as on a client-side move to another page. The server holds the whole
// dictionary and skips all this. page-sections.test.ts checks that every module using a page
// section asks for it.
import i18next from "i18next";
import { loadOnce } from "~/utils/load-once";
import { defaultNS, loadOverlay, type Tables } from "./resources";
import type { Lang, SiteState } from "./route-table";

export const PAGE_SECTIONS = [
  "buyer",
  "contact",
  "counties",
  "embed",
  "extras",
  "faq",
  "guides",
  "home",
  "howItWorks",
  "propertyTax",
  "protestKit",
] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];
type Tree = { [key: string]: unknown };

const coreLoaders = import.meta.glob<{ default: Tree }>("./locales/*/core.ts");
const sectionLoaders = import.meta.glob<{ default: Tree }>(
  "./locales/*/{buyer,contact,counties,embed,extras,faq,guides,home,howItWorks,propertyTax,protestKit}.ts",
);

/** The page sections asked for so far: a move to the other language loads them in it too. */
const wanted = new Set<PageSection>();
/**
 * A language being switched to (its tables are loading): a section asked for meanwhile is
 * loaded in it as well, or the new language would lack it.
 */
const pending = new Set<Lang>();
i18next.on("languageChanged", (lang: string) => pending.delete(lang === "es" ? "es" : "en"));
// One fetch per table; a failed one (a deploy replaced the chunk, the network dropped) may be retried.
const tables = new Map<string, ReturnType<typeof loadOnce<Tree>>>();

function load(loaders: Record<string, () => Promise<{ default: Tree }>>, path: string): Promise<Tree> {
  const loader = loaders[path];
  if (!loader) return Promise.reject(new Error(`No dictionary at ${path}`));
  let table = tables.get(path);
  if (!table) tables.set(path, (table = loadOnce(() => loader().then((m) => m.default))));
  return table.get();
}

async function sectionsIn(lang: Lang, sections: readonly PageSection[]): Promise<Tree> {
  const trees = await Promise.all(sections.map((s) => load(sectionLoaders, `./locales/${lang}/${s}.ts`)));
  return Object.fromEntries(sections.map((s, i) => [s, trees[i]]));
}

/** The language the browser's lookups are in now (the page's, until i18next starts). */
function currentLang(): Lang {
  const lang = i18next.isInitialized ? i18next.language : document.documentElement.lang;
  return lang === "es" ? "es" : "en";
}

/** Makes the sections' keys available in the browser; a no-op on the server, which has them all. */
export async function withSections(...sections: PageSection[]): Promise<void> {
  if (import.meta.env.SSR) return;
  for (const s of sections) wanted.add(s);
  const languages = new Set<Lang>([currentLang(), ...pending]);
  await Promise.all(
    [...languages].map(async (lang) => {
      const tree = await sectionsIn(lang, sections);
      // Before i18next starts, loadBrowserTables picks these up (they are in `wanted` already).
      if (i18next.isInitialized) i18next.addResourceBundle(lang, defaultNS, tree, true, true);
    }),
  );
}

/**
 * The tables a page in `lang` needs in the browser: the core, the page sections asked for, the
 * state overlay. No English fallback: every key of the English dictionary has a Spanish one
 * (resources.test.ts checks both ways), so the browser renders what the server rendered.
 */
export async function loadBrowserTables(
  lang: Lang,
  state: SiteState,
  sections: readonly PageSection[] = [...wanted],
): Promise<Tables> {
  if (i18next.isInitialized && i18next.language !== lang) pending.add(lang);
  const [core, own, overlay] = await Promise.all([
    load(coreLoaders, `./locales/${lang}/core.ts`),
    sectionsIn(lang, sections),
    loadOverlay(state, lang),
  ]);
  return { own: { ...core, ...own }, overlay };
}
