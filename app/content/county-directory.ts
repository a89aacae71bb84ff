import { fold } from "./faq-search";
import type { CountyCard } from "./queries/views";

export const COUNTY_SORTS = ["name", "rate", "population"] as const;
export type CountySort = (typeof COUNTY_SORTS)[number];

export function parseSort(value: string | null): CountySort {
  return COUNTY_SORTS.includes(value as CountySort) ? (value as CountySort) : "name";
}

/** Name A–Z; rate and population highest first; ties broken by name so the order is stable. */
export function sortCounties(counties: CountyCard[], sort: CountySort): CountyCard[] {
  const byName = (a: CountyCard, b: CountyCard) => a.name.localeCompare(b.name, "en");
  const copy = [...counties];
  if (sort === "rate") return copy.sort((a, b) => b.rate - a.rate || byName(a, b));
  if (sort === "population")
    return copy.sort((a, b) => (b.population ?? -1) - (a.population ?? -1) || byName(a, b));
  return copy.sort(byName);
}

export function searchCounties(counties: CountyCard[], q: string): CountyCard[] {
  const needle = fold(q.trim());
  if (!needle) return counties;
  return counties.filter(
    (c) => fold(c.name).includes(needle) || c.slug.includes(needle.replace(/\s+/g, "-")),
  );
}
