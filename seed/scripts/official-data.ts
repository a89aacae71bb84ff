// Rows gathered from official documents for this repository (seed/data/official/{state}/),
// next to the shared copies in seed/data/sources. Same columns as the shared tables plus
// `status` (instead of flags in the title) and `note` (for editors). Format and rules:
// seed/data/official/README.md and docs/decisions/050-reader-facing-sources.md.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readCsvRecords } from "./csv";
import { SeedError } from "./errors";
import { internalMarkerIn } from "./reader-text";
import { toLocalExemptionRow, type LocalExemptionRow, type UnitRateRow } from "./sources";

export const UNIT_COLUMNS = [
  "state",
  "county",
  "taxing_unit",
  "unit_kind",
  "rate",
  "rate_basis",
  "tax_year",
  "status",
  "mo_rate",
  "debt_rate",
  "source_kind",
  "source_title",
  "source_url",
  "date_read",
  "quote",
  "note",
] as const;

export const EXEMPTION_COLUMNS = [
  "state",
  "county",
  "taxing_unit",
  "exemption_kind",
  "amount_or_percent",
  "tax_year",
  "source_kind",
  "date_read",
  "source_title",
  "source_url",
  "quote",
  "note",
] as const;

const STATUSES = ["adopted", "voter-approved", "proposed", "no-new-revenue", "voter-approval"] as const;
const SOURCE_KINDS = ["official", "secondary"] as const;
const BASES = ["per100", "mills", "percent"] as const;
const STATES = ["TX", "CA", "FL", "NY"] as const;

/** Line numbers of official rows start here, so they never collide with the shared tables' lines. */
const LINE_OFFSET = 100_000;

function requireColumns(file: string, records: Record<string, string>[], columns: readonly string[]) {
  const first = records[0];
  if (!first) return;
  const missing = columns.filter((c) => !(c in first));
  if (missing.length > 0) throw new SeedError(file, "header", `missing column(s): ${missing.join(", ")}`);
}

/** The checks every official row passes: a state, a unit, a plain tax year, a reader-facing source. */
function checkCommon(file: string, where: string, r: Record<string, string>): number {
  if (!(STATES as readonly string[]).includes(r.state))
    throw new SeedError(file, `${where} → state`, `"${r.state}" is not one of ${STATES.join(", ")}`);
  if (!r.county.trim()) throw new SeedError(file, `${where} → county`, "is empty");
  if (!r.taxing_unit.trim()) throw new SeedError(file, `${where} → taxing_unit`, "is empty");
  if (!/^\d{4}$/.test(r.tax_year.trim()))
    throw new SeedError(
      file,
      `${where} (${r.taxing_unit}) → tax_year`,
      r.tax_year.trim() ? `"${r.tax_year}" is not a tax year (four digits)` : "a unit needs its tax year",
    );
  if (!r.source_title.trim() || !r.source_url.trim())
    throw new SeedError(
      file,
      `${where} (${r.taxing_unit}) → source`,
      "a unit needs its source: source_title and source_url",
    );
  if (!/^https?:\/\//.test(r.source_url))
    throw new SeedError(file, `${where} (${r.taxing_unit}) → source_url`, `"${r.source_url}" is not a URL`);
  if (!(SOURCE_KINDS as readonly string[]).includes(r.source_kind))
    throw new SeedError(
      file,
      `${where} (${r.taxing_unit}) → source_kind`,
      `"${r.source_kind}" is not one of ${SOURCE_KINDS.join(", ")} (decision 129: other pages are no source)`,
    );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(r.date_read))
    throw new SeedError(
      file,
      `${where} (${r.taxing_unit}) → date_read`,
      `"${r.date_read}" is not a date (YYYY-MM-DD)`,
    );
  const marker = internalMarkerIn(r.source_title);
  if (marker)
    throw new SeedError(
      file,
      `${where} (${r.taxing_unit}) → source_title`,
      `"${marker}" is a note for editors: readers see the title, so put it in the note column`,
    );
  return Number(r.tax_year);
}

export function readOfficialUnitRates(file: string, fileIndex = 0): UnitRateRow[] {
  const records = readCsvRecords(file);
  requireColumns(file, records, UNIT_COLUMNS);
  return records.map((r, i) => {
    const line = i + 2;
    const where = `row ${line}`;
    const year = checkCommon(file, where, r);
    const rate = Number(r.rate);
    if (r.rate.trim() === "" || !Number.isFinite(rate) || rate < 0)
      throw new SeedError(file, `${where} (${r.taxing_unit}) → rate`, `"${r.rate}" is not a rate`);
    if (!(BASES as readonly string[]).includes(r.rate_basis))
      throw new SeedError(
        file,
        `${where} → rate_basis`,
        `"${r.rate_basis}" is not one of ${BASES.join(", ")}`,
      );
    if (!(STATUSES as readonly string[]).includes(r.status))
      throw new SeedError(file, `${where} → status`, `"${r.status}" is not one of ${STATUSES.join(", ")}`);
    const part = (field: "mo_rate" | "debt_rate") => {
      const text = r[field].trim();
      if (text === "") return undefined;
      const n = Number(text);
      if (!Number.isFinite(n) || n < 0)
        throw new SeedError(file, `${where} (${r.taxing_unit}) → ${field}`, `"${text}" is not a rate`);
      return n;
    };
    const moRate = part("mo_rate");
    const debtRate = part("debt_rate");
    if (moRate !== undefined && debtRate !== undefined && Math.abs(moRate + debtRate - rate) > 0.0000015)
      throw new SeedError(
        file,
        `${where} (${r.taxing_unit}) → rate`,
        `${rate} is not its parts' sum (${moRate} + ${debtRate})`,
      );
    return {
      line: LINE_OFFSET * (fileIndex + 1) + line,
      state: r.state,
      county: r.county,
      unit: r.taxing_unit,
      kind: r.unit_kind,
      rate,
      basis: r.rate_basis,
      year,
      yearText: r.tax_year,
      sourceTitle: r.source_title,
      sourceUrl: r.source_url,
      quote: r.quote,
      status: r.status as (typeof STATUSES)[number],
      sourceKind: r.source_kind as (typeof SOURCE_KINDS)[number],
      dateRead: r.date_read,
      ...(moRate !== undefined && { moRate }),
      ...(debtRate !== undefined && { debtRate }),
      ...(r.note.trim() ? { note: r.note.trim() } : {}),
    };
  });
}

export function readOfficialExemptions(file: string, fileIndex = 0): LocalExemptionRow[] {
  const records = readCsvRecords(file);
  requireColumns(file, records, EXEMPTION_COLUMNS);
  return records.map((r, i) => {
    checkCommon(file, `row ${i + 2}`, r);
    return toLocalExemptionRow(r, LINE_OFFSET * (fileIndex + 1) + i + 2);
  });
}

/** Every state folder's units.csv and exemptions.csv (either may be absent). */
export function readOfficialData(dir: string): { rates: UnitRateRow[]; exemptions: LocalExemptionRow[] } {
  const rates: UnitRateRow[] = [];
  const exemptions: LocalExemptionRow[] = [];
  if (!existsSync(dir)) return { rates, exemptions };
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  folders.forEach((state, i) => {
    const units = join(dir, state, "units.csv");
    const ex = join(dir, state, "exemptions.csv");
    if (existsSync(units)) rates.push(...readOfficialUnitRates(units, i));
    if (existsSync(ex)) exemptions.push(...readOfficialExemptions(ex, i));
  });
  return { rates, exemptions };
}
