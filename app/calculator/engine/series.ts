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

/** Caches one resolved object per rules object and year, so the hot path does no lookups twice. */
export function yearCache<R extends object, V>(
  resolve: (rules: R, year: number) => V,
): (rules: R, year: number) => V {
  const cache = new WeakMap<R, Map<number, V>>();
  // The last lookup answers most calls (one state's rules, one year) without touching the maps.
  let lastRules: R | null = null;
  let lastYear = Number.NaN;
  let lastValue: V | undefined;
  return (rules, year) => {
    if (rules === lastRules && year === lastYear) return lastValue as V;
    let byYear = cache.get(rules);
    if (!byYear) {
      byYear = new Map();
      cache.set(rules, byYear);
    }
    let v = byYear.get(year);
    if (v === undefined) {
      v = resolve(rules, year);
      byYear.set(year, v);
    }
    lastRules = rules;
    lastYear = year;
    lastValue = v;
    return v;
  };
}
