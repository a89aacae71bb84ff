import { compareNames } from "~/utils/compare-names";
import { fold } from "./faq-search";
import type { CountyCardView } from "./queries/views";

export const COUNTY_SORTS = ["name", "rate", "population"] as const;
export type CountySort = (typeof COUNTY_SORTS)[number];

/** Cards shown before "Show more": a phone's first screens, not 254 cards (85,000 px). */
export const DIRECTORY_PAGE = 24;

/** What the search and the sorts read of a county. */
export type DirectoryEntry = Pick<CountyCardView, "name" | "slug" | "rate" | "population">;

export function parseSort(value: string | null): CountySort {
  return COUNTY_SORTS.includes(value as CountySort) ? (value as CountySort) : "name";
}

/** Name A–Z; rate and population highest first; ties broken by name so the order is stable. */
export function sortCounties<T extends DirectoryEntry>(counties: T[], sort: CountySort): T[] {
  const byName = (a: T, b: T) => compareNames(a.name, b.name);
  const copy = [...counties];
  if (sort === "rate") return copy.sort((a, b) => b.rate - a.rate || byName(a, b));
  if (sort === "population")
    return copy.sort((a, b) => (b.population ?? -1) - (a.population ?? -1) || byName(a, b));
  return copy.sort(byName);
}

export function searchCounties<T extends Pick<DirectoryEntry, "name" | "slug">>(
  counties: T[],
  q: string,
): T[] {
  const needle = fold(q.trim());
  if (!needle) return counties;
  return counties.filter(
    (c) => fold(c.name).includes(needle) || c.slug.includes(needle.replace(/\s+/g, "-")),
  );
}

export interface DirectoryView<T> {
  /** How many were found. */
  found: number;
  /** The cards shown, in order: the first page of those found, or all of them. */
  shown: T[];
}

/** The directory for a search, a sort and how many cards to show (Infinity: all found). */
export function directoryView<T extends DirectoryEntry>(
  counties: T[],
  q: string,
  sort: CountySort,
  limit: number,
): DirectoryView<T> {
  const found = sortCounties(searchCounties(counties, q), sort);
  return { found: found.length, shown: found.slice(0, limit) };
}
