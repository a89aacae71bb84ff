// A county's figures as its taxing units make them: the total rate, its school / county / city /
// special parts, the oldest tax year and the source of the largest levy. They are worked out
// whenever a county is read, so an editor who corrects one unit's rate in the Studio changes the
// county's rate on every page, card and calculation without touching the totals (issue 17).
import { groupOf } from "./lines";
import { ratePercentOf } from "./money";
import type { County, Source, TaxingUnit } from "./schemas";

/** What a total needs of a unit. */
export type UnitRate = Pick<TaxingUnit, "kind" | "basis" | "rate" | "taxYear"> & {
  status?: TaxingUnit["status"] | null;
  source: Source;
};

export interface UnitTotals {
  /** Percent of value: the sum of the units' ad valorem rates. */
  rate: number;
  schoolRate?: number;
  countyRate?: number;
  cityRate?: number;
  specialRate?: number;
  /** The oldest of the units' tax years: the year the whole bill can be said to be of. */
  rateYear: number;
  /** The source of the largest ad valorem levy. */
  rateSource: Source;
  /** An estimated rate on any line makes the whole rate an estimate. */
  rateKind: "official" | "estimate";
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The totals of a non-empty list of units; a fixed charge (dollars per parcel) adds to no rate. */
export function unitTotals(units: readonly UnitRate[]): UnitTotals {
  if (units.length === 0) throw new Error("unitTotals needs at least one unit");
  const adValorem = units.filter((u) => u.basis !== "fixed");
  const percent = (u: UnitRate) => ratePercentOf(u.rate, u.basis);
  const sum = (list: readonly UnitRate[]) => list.reduce((s, u) => s + percent(u), 0);
  const part = (group: ReturnType<typeof groupOf>) => {
    const list = adValorem.filter((u) => groupOf(u.kind) === group);
    return list.length ? round(sum(list), 6) : undefined;
  };
  const largest = [...adValorem].sort((a, b) => percent(b) - percent(a))[0] ?? units[0];
  const totals: UnitTotals = {
    // The seed builder rounds the bill's total to 6 places and the county's rate to 4.
    rate: round(round(sum(adValorem), 6), 4),
    rateYear: Math.min(...units.map((u) => u.taxYear)),
    rateSource: largest.source,
    rateKind: units.some((u) => u.status === "estimate") ? "estimate" : "official",
  };
  const parts = {
    schoolRate: part("school"),
    countyRate: part("county"),
    cityRate: part("city"),
    specialRate: part("special"),
  };
  for (const [key, value] of Object.entries(parts))
    if (value !== undefined) totals[key as keyof typeof parts] = value;
  return totals;
}

type Totalled = Pick<County, "rate" | "combinedRate" | "rateKind" | "rateYear" | "rateSource"> &
  Partial<Pick<County, "schoolRate" | "countyRate" | "cityRate" | "specialRate">>;

/**
 * The county with its figures worked out from its units; a county without units (an estimate, a
 * California tax rate area, a New York City borough) keeps the figures it stores.
 */
export function withUnitTotals<C extends Totalled & { units?: readonly UnitRate[] | null }>(county: C): C {
  const units = county.units;
  if (!units || units.length === 0) return county;
  const totals = unitTotals(units);
  const out: C = { ...county, rate: totals.rate, combinedRate: totals.rate };
  out.rateKind = totals.rateKind;
  out.rateYear = totals.rateYear;
  out.rateSource = totals.rateSource;
  for (const key of ["schoolRate", "countyRate", "cityRate", "specialRate"] as const) {
    if (totals[key] === undefined) delete out[key];
    else out[key] = totals[key];
  }
  return out;
}
