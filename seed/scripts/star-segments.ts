// New York STAR by school district segment (decision 130): the Tax Department's tables of maximum
// STAR savings, by county, school district, municipality (and class) and school year, as
// seed/data/official/ny/star-max-savings.csv holds them, grouped into each county's segments.
import { existsSync } from "node:fs";
import { type StarSegment } from "../../app/calculator/engine/schemas";
import { slugify } from "../../app/utils/slugify";
import { readCsvRecords } from "./csv";
import { SeedError } from "./errors";
import { requirePublisher, type Publishers } from "./publishers";

export const STAR_COLUMNS = [
  "county",
  "school_district",
  "municipality",
  "class",
  "school_year_start",
  "basic_max_savings",
  "enhanced_max_savings",
  "source_title",
  "source_url",
  "date_read",
] as const;

const amount = (file: string, where: string, text: string): number | undefined => {
  if (text.trim() === "") return undefined;
  if (!/^\d+$/.test(text.trim())) throw new SeedError(file, where, `"${text}" is not a whole-dollar amount`);
  return Number(text);
};

/** Every county's segments, by county name; a row that is not one figure, year and official page stops the build. */
export function readStarSegments(file: string, register: Publishers): Map<string, StarSegment[]> {
  const byCounty = new Map<string, Map<string, StarSegment>>();
  if (!existsSync(file)) return new Map();
  readCsvRecords(file).forEach((r, i) => {
    const where = `row ${i + 2} (${r.county}, ${r.school_district}, ${r.municipality})`;
    for (const c of STAR_COLUMNS) if (!(c in r)) throw new SeedError(file, "header", `missing column ${c}`);
    if (!/^\d{4}$/.test(r.school_year_start)) throw new SeedError(file, where, "no school year");
    if (!["", "H", "N"].includes(r.class))
      throw new SeedError(file, where, `class "${r.class}" is not H, N or empty`);
    const publisher = requirePublisher(register, r.source_url, file, where);
    if (publisher.kind !== "official")
      throw new SeedError(file, where, `STAR amounts come from the Tax Department, not ${publisher.name}`);
    const basic = amount(file, `${where} → basic_max_savings`, r.basic_max_savings);
    const enhanced = amount(file, `${where} → enhanced_max_savings`, r.enhanced_max_savings);
    if (basic === undefined && enhanced === undefined) throw new SeedError(file, where, "no amount");
    const id = slugify(`${r.school_district} ${r.municipality} ${r.class}`);
    const segments = byCounty.get(r.county) ?? new Map<string, StarSegment>();
    const segment = segments.get(id) ?? {
      id,
      schoolDistrict: r.school_district,
      municipality: r.municipality,
      ...(r.class ? { class: r.class as "H" | "N" } : {}),
      years: [],
    };
    const schoolYear = Number(r.school_year_start);
    if (segment.years.some((y) => y.schoolYear === schoolYear))
      throw new SeedError(file, where, `school year ${schoolYear} is given twice`);
    segment.years.push({
      schoolYear,
      maxSavings: { ...(basic !== undefined && { basic }), ...(enhanced !== undefined && { enhanced }) },
      source: {
        title: r.source_title,
        url: r.source_url,
        kind: "official",
        publisher: publisher.name,
        read: r.date_read,
      },
    });
    segments.set(id, segment);
    byCounty.set(r.county, segments);
  });
  return new Map(
    [...byCounty].map(([county, segments]) => [
      county,
      [...segments.values()]
        .map((s) => ({ ...s, years: s.years.sort((a, b) => a.schoolYear - b.schoolYear) }))
        .sort(
          (a, b) =>
            a.schoolDistrict.localeCompare(b.schoolDistrict) || a.municipality.localeCompare(b.municipality),
        ),
    ]),
  );
}
