// The counties the calculator offers: the engine's county plus what the results card shows,
// and the search the county picker runs as the visitor types.
import { findCounty } from "~/calculator/engine/find-county";
import type { County } from "~/calculator/engine/schemas";
import { compareNames } from "~/utils/compare-names";

/** "Harris County", "Condado de Harris": the county's name as the results and the report print it. */
export function countyLabel(
  name: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  return t("calculator.countyName", { name });
}

export type CalcCounty = County & {
  /** Advisory notes in the page's language. */
  notes?: string[];
  /** Which address the taxing units describe ("a home in the City of Houston and Houston ISD"). */
  unitsArea?: string;
  /** Units on that address's bill whose rate is not loaded, in the page's language. */
  unitsNotLoaded?: string[];
};

/** By slug (the URL's form), else by name as the engine matches it (case-insensitive, "X County" too). */
export function findCalcCounty<C extends Pick<County, "name" | "slug">>(
  counties: readonly C[],
  query: string,
): C | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  return counties.find((c) => c.slug === q) ?? findCounty(counties, q);
}

/** Lower case without accents, so "dona ana" finds "Doña Ana" and "nueces" finds "Nueces". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Counties whose name matches what was typed: names that start with it first, then names with
 * a word that starts with it, then names that contain it; alphabetical within each group.
 * "County" / "Condado de" typed around the name are ignored.
 */
export function searchCounties<C extends Pick<County, "name" | "slug">>(
  counties: readonly C[],
  query: string,
): C[] {
  const q = fold(query)
    .replace(/^condado de /, "")
    .replace(/ county$/, "")
    .replace(/^(condado|county)$/, "");
  const sorted = [...counties].sort((a, b) => compareNames(a.name, b.name));
  if (!q) return sorted;
  const starts: C[] = [];
  const word: C[] = [];
  const contains: C[] = [];
  for (const c of sorted) {
    const name = fold(c.name);
    if (name.startsWith(q)) starts.push(c);
    else if (name.split(" ").some((w, i, all) => all.slice(i).join(" ").startsWith(q) && w.length > 0))
      word.push(c);
    else if (name.includes(q) || c.slug.includes(q.replace(/ /g, "-"))) contains.push(c);
  }
  return [...starts, ...word, ...contains];
}
