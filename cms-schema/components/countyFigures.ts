// A county's rate as the site will show it, for the Studio's preview and its county list: for a
// county with taxing units, worked out from them as the site does when it reads the county
// (app/calculator/engine/county-totals.ts), so an editor sees a unit's correction at once.
import { unitTotals, type UnitRate } from "../../app/calculator/engine/county-totals";

export interface Source {
  title?: string;
  /** Decision 129: "secondary" marks a news report. */
  kind?: string;
  /** What Spanish pages show instead of the title, when an editor wrote it. */
  titleEs?: string;
  url?: string;
}
export interface PreviewUnit {
  kind?: string;
  basis?: string;
  rate?: number;
  taxYear?: number;
  status?: string;
  source?: Source;
}
export interface CountyFigures {
  rate?: number;
  rateKind?: string;
  rateYear?: number;
  rateSource?: Source;
  units?: PreviewUnit[];
}

/** Units with every field a total needs (an editor's half-filled unit is not one yet). */
export function completeUnits(units: PreviewUnit[] | undefined): UnitRate[] | undefined {
  if (!units || units.length === 0) return undefined;
  const complete = units.every(
    (u) =>
      typeof u.rate === "number" &&
      typeof u.taxYear === "number" &&
      typeof u.basis === "string" &&
      typeof u.kind === "string" &&
      typeof u.source?.url === "string",
  );
  return complete ? (units as UnitRate[]) : undefined;
}

/** The rate, kind, year and source the site shows for the county. */
export function shownFigures(
  doc: CountyFigures,
): Pick<CountyFigures, "rate" | "rateKind" | "rateYear" | "rateSource"> {
  const units = completeUnits(doc.units);
  if (!units) return doc;
  const { rate, rateKind, rateYear, rateSource } = unitTotals(units);
  return { rate, rateKind, rateYear, rateSource };
}
