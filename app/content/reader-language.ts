// Sources are stored with the title readers of English see and, where an editor wrote one, the
// title readers of Spanish see (`titleEs`): a description of a census table or a statute's gloss
// reads in the page's language; a document's own name may stay as published.
import type { Lang } from "~/i18n/route-table";

const copies: Record<Lang, WeakMap<object, unknown>> = { en: new WeakMap(), es: new WeakMap() };

/**
 * Content as a reader of `lang` sees it: every source (an object with a `title` and a `titleEs`
 * key) carries the title in that language, falling back to the English one (then marked
 * `titleLang: "en"`), and no longer the Spanish key. Parts without such a source are returned as
 * they are, and the same content gives the same copy for as long as the content cache keeps it,
 * so what is worked out from it once (a county's totals, the directory's view) stays worked out.
 */
export function inReaderLanguage<T>(content: T, lang: Lang): T {
  if (content === null || typeof content !== "object") return content;
  const made = copies[lang];
  if (made.has(content)) return made.get(content) as T;
  let changed = false;
  const walk = (v: unknown) => {
    const w = inReaderLanguage(v, lang);
    if (w !== v) changed = true;
    return w;
  };
  let copy: unknown = content;
  if (Array.isArray(content)) {
    const items = content.map(walk);
    if (changed) copy = items;
  } else {
    const fields = Object.fromEntries(Object.entries(content).map(([k, v]) => [k, walk(v)]));
    if ("titleEs" in fields && typeof fields.title === "string") {
      const { titleEs, ...source } = fields;
      // A Spanish page that shows the English title says so (the link is then marked as English).
      copy =
        lang === "en"
          ? source
          : typeof titleEs === "string" && titleEs.trim()
            ? { ...source, title: titleEs }
            : { ...source, titleLang: "en" };
    } else if (changed) copy = fields;
  }
  made.set(content, copy);
  return copy as T;
}
