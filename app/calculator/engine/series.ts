// Year lookups in the state rules: an amount applies from its `from` year until the next one.
import type { Series, SeriesEntry, YearFactor } from "./schemas";

/** The entry in force in `year`; before the first entry, the first one (the oldest figure we hold). */
export function entryFor<T>(series: Series<T>, year: number): SeriesEntry<T> {
  let found = series[0];
  for (let i = 1; i < series.length; i++) {
    if (series[i].from <= year) found = series[i];
    else break;
  }
  return found;
}

export function valueFor<T>(series: Series<T>, year: number): T {
  return entryFor(series, year).value;
}

/** A yearly factor published for exactly `year`, if any. */
export function factorFor(list: YearFactor[], year: number): YearFactor | undefined {
  for (let i = 0; i < list.length; i++) if (list[i].year === year) return list[i];
  return undefined;
}

/** The latest year a series or factor list has a figure for. */
export function latestYear(series: { from: number }[] | { year: number }[]): number {
  let max = -Infinity;
  for (const e of series as Array<{ from?: number; year?: number }>)
    max = Math.max(max, e.from ?? e.year ?? -Infinity);
  return max;
}
