// How much of each state rests on published figures: printed by `npm run seed:build` so an
// operator sees at once what an autumn refresh changed (docs/operations.md, "Refreshing rates").
import type { CountyDocument } from "../../app/content/schemas";
import { classifyRow } from "./official-rates";
import type { UnitRateRow } from "./sources";

export interface StateCoverage {
  state: string;
  counties: number;
  /** The rate is the sum of a representative address's published unit rates (or an official TRA / class rate). */
  officialRate: number;
  /** Of those, built from taxing units. */
  officialUnits: number;
  /** A dated, adopted (not proposed) county-government rate is stored, whether or not the whole bill is. */
  officialCountyRate: number;
  estimates: number;
  officesNamed: number;
  officesLinked: number;
  /** The oldest tax year among the rates the official counties use (their units' years). */
  oldestOfficialYear?: { year: number; county: string };
}

export function coverage(counties: CountyDocument[], rates: UnitRateRow[]): StateCoverage[] {
  const withCountyRate = new Set(
    rates
      .filter((r) => r.kind === "county" && r.year !== undefined && classifyRow(r).status !== "proposed")
      .map((r) => `${r.state}|${r.county}`),
  );
  const states = [...new Set(counties.map((c) => c.state))].sort(
    (a, b) => ["TX", "FL", "CA", "NY"].indexOf(a) - ["TX", "FL", "CA", "NY"].indexOf(b),
  );
  return states.map((state) => {
    const list = counties.filter((c) => c.state === state);
    let oldest: StateCoverage["oldestOfficialYear"];
    for (const c of list.filter((x) => x.rateKind === "official")) {
      const years = c.units?.length ? c.units.map((u) => u.taxYear) : [c.rateYear];
      const year = Math.min(...years);
      if (!oldest || year < oldest.year) oldest = { year, county: c.name };
    }
    return {
      state,
      counties: list.length,
      officialRate: list.filter((c) => c.rateKind === "official").length,
      officialUnits: list.filter((c) => c.rateMethod.kind === "official-units").length,
      officialCountyRate: list.filter(
        (c) => c.units?.some((u) => u.kind === "county") || withCountyRate.has(`${c.state}|${c.name}`),
      ).length,
      estimates: list.filter((c) => c.rateKind === "estimate").length,
      officesNamed: list.filter((c) => c.office).length,
      officesLinked: list.filter((c) => !c.office && c.officeDirectory).length,
      ...(oldest && { oldestOfficialYear: oldest }),
    };
  });
}

export function formatCoverage(rows: StateCoverage[]): string {
  const lines = rows.map((r) => {
    const oldest = r.oldestOfficialYear
      ? `oldest official rate year ${r.oldestOfficialYear.year} (${r.oldestOfficialYear.county})`
      : "no official rates";
    return (
      `  ${r.state}: ${r.counties} counties · official rate ${r.officialRate} (from taxing units ${r.officialUnits})` +
      ` · official county rate ${r.officialCountyRate} · estimates ${r.estimates}` +
      ` · offices named ${r.officesNamed}, linked to the state directory ${r.officesLinked} · ${oldest}`
    );
  });
  return ["seed:build coverage by state:", ...lines].join("\n");
}
