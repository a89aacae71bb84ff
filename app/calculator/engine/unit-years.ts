// Which of a taxing unit's published rates a bill for one tax year uses. A unit keeps every rate
// found, by tax year and status (decision 129): the bill for year Y takes the unit's adopted rate
// for Y; failing that the latest adopted rate before Y (the line then shows its own year, and the
// results say which units are behind); failing that the earliest adopted rate after Y (a bill for
// a year before the first one loaded); a proposed rate only when nothing was adopted. Truth-in-
// taxation figures (no-new-revenue, voter-approval) are kept for comparison and never billed.
import type { RateStatus, TaxingUnit, UnitExemptions, UnitRate, UnitRateStatus } from "./schemas";

/** The statuses a bill may use, in the engine's line status. */
const BILLED: Partial<Record<UnitRateStatus, RateStatus>> = {
  adopted: "adopted",
  "voter-approved": "adopted",
  proposed: "proposed",
};

export interface RateForYear {
  rate: number;
  taxYear: number;
  status: RateStatus;
  source: TaxingUnit["source"];
}

const isAdopted = (r: UnitRate) => r.status === "adopted" || r.status === "voter-approved";
/** An official publisher's figure before a news report of the same year. */
const officialFirst = (a: UnitRate, b: UnitRate) =>
  Number(a.source.kind === "secondary") - Number(b.source.kind === "secondary");

function pickFor(rates: readonly UnitRate[], year: number): UnitRate | undefined {
  const adopted = rates.filter(isAdopted);
  const exact = adopted.filter((r) => r.taxYear === year).sort(officialFirst)[0];
  if (exact) return exact;
  const earlier = adopted
    .filter((r) => r.taxYear < year)
    .sort((a, b) => b.taxYear - a.taxYear || officialFirst(a, b))[0];
  if (earlier) return earlier;
  const later = adopted
    .filter((r) => r.taxYear > year)
    .sort((a, b) => a.taxYear - b.taxYear || officialFirst(a, b))[0];
  if (later) return later;
  const proposed = rates.filter((r) => r.status === "proposed");
  return (
    proposed.filter((r) => r.taxYear <= year).sort((a, b) => b.taxYear - a.taxYear)[0] ??
    proposed.sort((a, b) => a.taxYear - b.taxYear)[0]
  );
}

/**
 * The unit's series with its own figure (`rate`, `taxYear`, `status`, `source`) in place of the
 * series' figure of the same year and status: the own figure is the one an editor corrects in the
 * Studio and seed:import-rates patches, so a correction reaches the bills of its year.
 */
function withOwnFigure(unit: TaxingUnit): UnitRate[] {
  const status: UnitRateStatus =
    unit.status === "proposed" ? "proposed" : unit.status === "voter-approved" ? "voter-approved" : "adopted";
  const own: UnitRate = { taxYear: unit.taxYear, rate: unit.rate, status, source: unit.source };
  const sameKind = (r: UnitRate) => (r.status === "proposed") === (status === "proposed");
  return [
    own,
    ...(unit.rates ?? []).filter((r) => !(r.taxYear === unit.taxYear && BILLED[r.status] && sameKind(r))),
  ];
}

/** The rate a bill for `year` uses; a unit without a series bills its one stored rate. */
export function rateForYear(unit: TaxingUnit, year: number): RateForYear {
  const pick = unit.rates && unit.rates.length > 0 ? pickFor(withOwnFigure(unit), year) : undefined;
  if (!pick)
    return { rate: unit.rate, taxYear: unit.taxYear, status: unit.status ?? "adopted", source: unit.source };
  return {
    rate: pick.rate,
    taxYear: pick.taxYear,
    status: BILLED[pick.status] ?? "adopted",
    source: pick.source,
  };
}

/**
 * The unit's local-option exemptions in force for `year`: the latest set adopted for a year up to
 * it, else the earliest set loaded. A unit without yearly sets keeps its one set.
 */
export function exemptionsForYear(unit: TaxingUnit, year: number): UnitExemptions | undefined {
  const sets = unit.exemptionYears;
  if (!sets || sets.length === 0) return unit.exemptions;
  const dated = sets.filter((s) => s.taxYear !== undefined);
  const upTo = dated.filter((s) => s.taxYear! <= year).sort((a, b) => b.taxYear! - a.taxYear!)[0];
  return upTo ?? [...dated].sort((a, b) => a.taxYear! - b.taxYear!)[0] ?? unit.exemptions;
}

/** A truth-in-taxation figure the unit published for `year` (Texas no-new-revenue / voter-approval rate). */
export function publishedRate(unit: TaxingUnit, year: number, status: UnitRateStatus): UnitRate | undefined {
  return unit.rates?.find((r) => r.taxYear === year && r.status === status);
}
