// The rows an importer makes, in the columns of seed/data/official/{state}/units.csv, and how a
// file's rows merge into what is stored: a row of the same unit, year, status and page is the
// publisher's own figure again (changed when its rate differs); rows from other pages (an
// editor's, a notice's) are kept as they are. Decision 129 decides between them when a bill is built.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseCsvRecords, toCsv } from "../csv";
import { UNIT_COLUMNS } from "../official-data";

export type OfficialRow = Record<(typeof UNIT_COLUMNS)[number], string>;

export interface Refused {
  row: number;
  unit: string;
  reason: string;
}

export interface Converted {
  rows: OfficialRow[];
  refused: Refused[];
}

export interface MergePlan {
  added: OfficialRow[];
  changed: { before: OfficialRow; after: OfficialRow }[];
  unchanged: number;
  /** Stored rows the file does not speak for (other units, other pages): left as they are. */
  kept: number;
  merged: OfficialRow[];
}

const identity = (r: OfficialRow) =>
  [r.state, r.county, r.taxing_unit, r.tax_year, r.status, r.source_url].join("|");
const figures = (r: OfficialRow) => [r.rate, r.mo_rate, r.debt_rate, r.unit_kind, r.rate_basis].join("|");

export function planMerge(stored: OfficialRow[], incoming: OfficialRow[]): MergePlan {
  const byKey = new Map(stored.map((r, i) => [identity(r), i]));
  const merged = [...stored];
  const plan: MergePlan = { added: [], changed: [], unchanged: 0, kept: 0, merged };
  const touched = new Set<number>();
  for (const row of incoming) {
    const at = byKey.get(identity(row));
    if (at === undefined) {
      byKey.set(identity(row), merged.length);
      merged.push(row);
      plan.added.push(row);
    } else {
      touched.add(at);
      if (figures(merged[at]) === figures(row)) plan.unchanged++;
      else {
        plan.changed.push({ before: merged[at], after: row });
        merged[at] = row;
      }
    }
  }
  plan.kept = stored.length - touched.size;
  merged.sort(
    (a, b) =>
      a.county.localeCompare(b.county) ||
      a.taxing_unit.localeCompare(b.taxing_unit) ||
      a.tax_year.localeCompare(b.tax_year) ||
      a.status.localeCompare(b.status),
  );
  return plan;
}

export function readStoredRows(file: string): OfficialRow[] {
  if (!existsSync(file)) return [];
  return parseCsvRecords(readFileSync(file, "utf8"), file) as OfficialRow[];
}

export function writeRows(file: string, rows: OfficialRow[]): void {
  writeFileSync(file, toCsv(UNIT_COLUMNS, rows));
}

/** "HOUSTON ISD" → "houston isd"; "Houston, City of" and "City of Houston" → "city houston": how names are matched. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\*/g, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && w !== "of" && w !== "the")
    .sort()
    .join(" ");
}

/** The stored name of a unit when the file names it another way, else the file's name in title case. */
export function unitName(raw: string, known: ReadonlyMap<string, string>): string {
  const clean = raw.replace(/\*/g, "").replace(/\s+/g, " ").trim();
  const found = known.get(nameKey(clean));
  if (found) return found;
  if (clean !== clean.toUpperCase()) return clean;
  return clean
    .toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    .replace(/\b(Isd|Cisd|Mud|Esd|Wcid|Pud|Fwsd|Lid|Ccd|Usd)\b/g, (w) => w.toUpperCase());
}

/** A plain decimal number (no thousands separators, no units), or undefined. */
export function decimal(text: string): number | undefined {
  const t = text.replace(/^\$/, "").trim();
  if (!/^\d*\.?\d+$/.test(t)) return undefined;
  return Number(t);
}
