// The translation keys a state configuration may override (stateConfig.contentOverrides).
// Both the site's zod schema and the Studio import this list, so a key that the dictionaries
// do not have (a typo, a renamed key) is refused by both instead of being ignored silently.
// Plain TypeScript without path aliases: the Studio is its own package and imports it as is.
import en from "./locales/en";
import es from "./locales/es";

function stringKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    if (typeof v === "string") return [`${prefix}${k}`];
    // Arrays (dates.months) are read with returnObjects; an override is one string, so they are not overridable.
    if (typeof v === "object" && v !== null && !Array.isArray(v)) return stringKeys(v, `${prefix}${k}.`);
    return [];
  });
}

// Spanish has plural forms (_many) that English lacks; either language's keys can be overridden.
export const TRANSLATION_KEYS: readonly string[] = [
  ...new Set([...stringKeys(en), ...stringKeys(es)]),
].sort();

const known = new Set(TRANSLATION_KEYS);

export const isTranslationKey = (key: string): boolean => known.has(key);
