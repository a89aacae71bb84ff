// What each county's rates rest on, for the operators' coverage report (`npm run seed:coverage`)
// and the Studio's "Rate coverage" pane: the units loaded and those of the bill still missing, the
// tax years and statuses of their rates, and how many come from official pages or news reports
// (decision 129). Reads county documents as the dataset and the Content Lake hold them.

export interface CoverageUnit {
  name?: string;
  taxYear?: number;
  status?: string;
  source?: { kind?: string };
  rates?: { taxYear?: number; status?: string; source?: { kind?: string } }[];
}

export interface CoverageCounty {
  state?: string;
  name?: string;
  rateKind?: string;
  rateYear?: number;
  rateMethod?: { kind?: string };
  units?: CoverageUnit[];
  unitsNotLoaded?: { en?: string }[];
}

export interface CountyRateCoverage {
  county: string;
  /** How the county's rate is made: taxing units, a tax rate area or class rate, or an estimate. */
  basis: "units" | "official" | "estimate";
  unitsLoaded: number;
  unitsNotLoaded: string[];
  /** Units with an adopted (or voter-approved) rate for the year asked. */
  unitsAtYear: number;
  /** Every tax year any of its rates is for, oldest first. */
  years: number[];
  /** How many of the units' rates (all years) have each status. */
  statuses: Record<string, number>;
  /** The units' current rates by kind of source. */
  official: number;
  news: number;
}

const ADOPTED = new Set(["adopted", "voter-approved", undefined]);

export function countyRateCoverage(c: CoverageCounty, year: number): CountyRateCoverage {
  const units = c.units ?? [];
  const years = new Set<number>();
  const statuses: Record<string, number> = {};
  let unitsAtYear = 0;
  for (const u of units) {
    const series = u.rates?.length ? u.rates : [{ taxYear: u.taxYear, status: u.status, source: u.source }];
    for (const r of series) {
      if (r.taxYear !== undefined) years.add(r.taxYear);
      const s = r.status ?? "adopted";
      statuses[s] = (statuses[s] ?? 0) + 1;
    }
    if (series.some((r) => r.taxYear === year && ADOPTED.has(r.status))) unitsAtYear++;
  }
  if (units.length === 0 && c.rateYear !== undefined) years.add(c.rateYear);
  return {
    county: c.name ?? "?",
    basis: units.length > 0 ? "units" : c.rateKind === "official" ? "official" : "estimate",
    unitsLoaded: units.length,
    unitsNotLoaded: (c.unitsNotLoaded ?? []).map((n) => n.en ?? "").filter(Boolean),
    unitsAtYear,
    years: [...years].sort((a, b) => a - b),
    statuses,
    official: units.filter((u) => u.source?.kind === "official").length,
    news: units.filter((u) => u.source?.kind === "secondary").length,
  };
}

/** One line per county, as the report prints it and the Studio pane lists it. */
export function coverageLine(r: CountyRateCoverage, year: number): string {
  if (r.basis !== "units")
    return `${r.county}: ${r.basis === "official" ? "one published rate" : "estimate"} (${r.years.join(", ") || "—"})`;
  const statuses = Object.entries(r.statuses)
    .map(([s, n]) => `${n} ${s}`)
    .join(", ");
  const missing = r.unitsNotLoaded.length ? `; not loaded: ${r.unitsNotLoaded.join("; ")}` : "";
  return (
    `${r.county}: ${r.unitsLoaded} units loaded, ${r.unitsAtYear} with a ${year} adopted rate` +
    ` · years ${r.years.join(", ")} · ${statuses} · ${r.official} official, ${r.news} from news reports${missing}`
  );
}
