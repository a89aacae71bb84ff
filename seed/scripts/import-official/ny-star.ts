// The Tax Department's "Maximum 20XX–20YY STAR exemption savings" table for one county (tax.ny.gov,
// by school district or by municipality), saved as CSV or Excel: its rows into
// seed/data/official/ny/star-max-savings.csv (decision 130). A row of the same county, school
// district, municipality, class and school year is the table's own figure again.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseCsvRecords, toCsv } from "../csv";
import { STAR_COLUMNS } from "../star-segments";
import type { Refused } from "./rows";
import type { SheetRow } from "./sheets";

export type StarRow = Record<(typeof STAR_COLUMNS)[number], string>;

export const STAR_REQUIRED = ["SCHOOL DISTRICT NAME", "MUNICIPAL NAME", "BASIC", "ENHANCED"] as const;

/** "$1,234" → "1234"; "" stays empty; anything else is refused. */
function dollars(text: string): string | undefined {
  const t = text.replace(/[$,\s]/g, "");
  if (t === "") return "";
  return /^\d+$/.test(t) ? t : undefined;
}

export function starRows(
  rows: SheetRow[],
  ctx: { county: string; year: number; url: string; read: string },
): { rows: StarRow[]; refused: Refused[] } {
  const out: { rows: StarRow[]; refused: Refused[] } = { rows: [], refused: [] };
  const schoolYear = `${ctx.year}–${ctx.year + 1}`;
  for (const { row, cells } of rows) {
    const district = cells.schooldistrictname ?? "";
    const municipality = cells.municipalname ?? "";
    const refuse = (reason: string) =>
      out.refused.push({ row, unit: `${district} / ${municipality}`, reason });
    if (/no taxable property/i.test(`${cells.basic} ${cells.enhanced}`)) continue;
    if (!district || !municipality) {
      refuse("no school district or municipality");
      continue;
    }
    const cls = (cells.class ?? "").trim().replace(/^-$/, "");
    if (!["", "H", "N"].includes(cls)) {
      refuse(`class "${cells.class}" is not H, N or -`);
      continue;
    }
    const basic = dollars(cells.basic ?? "");
    const enhanced = dollars(cells.enhanced ?? "");
    if (basic === undefined || enhanced === undefined || (basic === "" && enhanced === "")) {
      refuse(`"${cells.basic}" / "${cells.enhanced}" are not dollar amounts`);
      continue;
    }
    out.rows.push({
      county: ctx.county,
      school_district: district,
      municipality,
      class: cls,
      school_year_start: String(ctx.year),
      basic_max_savings: basic,
      enhanced_max_savings: enhanced,
      source_title: `NYS Department of Taxation and Finance: Maximum ${schoolYear} STAR exemption savings, ${ctx.county} County`,
      source_url: ctx.url,
      date_read: ctx.read,
    });
  }
  return out;
}

const key = (r: StarRow) =>
  [r.county, r.school_district, r.municipality, r.class, r.school_year_start].join("|");

export function mergeStar(
  file: string,
  incoming: StarRow[],
): { added: number; changed: number; merged: StarRow[] } {
  const stored = existsSync(file) ? (parseCsvRecords(readFileSync(file, "utf8"), file) as StarRow[]) : [];
  const at = new Map(stored.map((r, i) => [key(r), i]));
  const merged = [...stored];
  let added = 0;
  let changed = 0;
  for (const r of incoming) {
    const i = at.get(key(r));
    if (i === undefined) {
      at.set(key(r), merged.length);
      merged.push(r);
      added++;
    } else if (
      merged[i].basic_max_savings !== r.basic_max_savings ||
      merged[i].enhanced_max_savings !== r.enhanced_max_savings
    ) {
      merged[i] = r;
      changed++;
    }
  }
  merged.sort((a, b) => key(a).localeCompare(key(b)));
  return { added, changed, merged };
}

export function writeStar(file: string, rows: StarRow[]): void {
  writeFileSync(file, toCsv(STAR_COLUMNS, rows));
}
