// The seed's input files and their typed rows. The CSVs under seed/data/sources are copies of
// ../shared/data/sources (see seed/data/sources/README.md), so a fresh clone builds on its own.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCsvRecords } from "./csv";
import { SeedError } from "./errors";

export const SEED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export interface SeedPaths {
  root: string;
  backbone: string;
  unitRates: string;
  localExemptions: string;
  /** seed/data/official/{tx,fl,ca,ny}/: rows gathered from official documents (decision 050). */
  official: string;
  data: string;
  states: string;
  content: string;
}

export function seedPaths(root = SEED_DIR): SeedPaths {
  return {
    root,
    backbone: join(root, "data/sources/county_backbone_TX_CA_FL_NY.csv"),
    unitRates: join(root, "data/sources/taxing_unit_rates.csv"),
    localExemptions: join(root, "data/sources/local_exemptions.csv"),
    official: join(root, "data/official"),
    data: join(root, "data"),
    states: join(root, "states"),
    content: join(root, "content"),
  };
}

export function readJson(path: string): unknown {
  if (!existsSync(path)) throw new SeedError(path, "file", "not found");
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new SeedError(path, "file", `is not valid JSON (${(err as Error).message})`);
  }
}

export type CalcState = "TX" | "CA" | "FL" | "NY";

/** One county of the backbone: Census names and FIPS, population, ACS 2019–2023 figures. */
export interface BackboneRow {
  state: CalcState;
  fips: string;
  name: string; // "Harris County"
  pop2020Base: number;
  pop2023: number;
  medianHomeValue?: number;
  medianTaxes?: number;
  topCoded: boolean;
  effMedian?: number; // percent
  aggValue?: number;
  aggTaxes?: number;
  effAggregate?: number; // percent
}

function num(file: string, row: number, field: string, raw: string, required: boolean): number | undefined {
  if (raw === "") {
    if (required) throw new SeedError(file, `row ${row} → ${field}`, "is empty");
    return undefined;
  }
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new SeedError(file, `row ${row} → ${field}`, `"${raw}" is not a number`);
  return n;
}

export function readBackbone(path: string): BackboneRow[] {
  return readCsvRecords(path).map((r, i) => {
    const row = i + 2;
    if (!["TX", "CA", "FL", "NY"].includes(r.state))
      throw new SeedError(path, `row ${row} → state`, `unknown state "${r.state}"`);
    if (!/^\d{5}$/.test(r.fips))
      throw new SeedError(path, `row ${row} → fips`, `"${r.fips}" is not a 5-digit FIPS code`);
    return {
      state: r.state as CalcState,
      fips: r.fips,
      name: r.county_name,
      pop2020Base: num(path, row, "pop_2020_base", r.pop_2020_base, true)!,
      pop2023: num(path, row, "pop_2023_est", r.pop_2023_est, true)!,
      medianHomeValue: num(path, row, "median_home_value", r.median_home_value, false),
      medianTaxes: num(path, row, "median_re_taxes", r.median_re_taxes, false),
      topCoded: r.median_taxes_topcoded === "1",
      effMedian: num(path, row, "eff_rate_median_pct", r.eff_rate_median_pct, false),
      aggValue: num(path, row, "agg_home_value", r.agg_home_value, false),
      aggTaxes: num(path, row, "agg_re_taxes", r.agg_re_taxes, false),
      effAggregate: num(path, row, "eff_rate_agg_pct", r.eff_rate_agg_pct, false),
    };
  });
}

/** One published rate of one taxing unit (official-rates/taxing_unit_rates.csv). */
export interface UnitRateRow {
  line: number;
  state: string;
  county: string;
  unit: string;
  kind: string;
  rate: number;
  basis: string;
  /** The tax year as an integer when the row states one (NYC fiscal years: the FY number). */
  year?: number;
  yearText: string;
  sourceTitle: string;
  sourceUrl: string;
  quote: string;
  /** Rows of seed/data/official state their status in a column instead of flags in the title. */
  status?: UnitRateStatus;
  /** Editors' note (seed/data/official only); never shown. */
  note?: string;
  /** Maintenance-and-operations and debt parts, where the notice gives them (seed/data/official only). */
  moRate?: number;
  debtRate?: number;
  /** The kind of source its row states (seed/data/official only); the publishers' register must agree. */
  sourceKind?: "official" | "secondary";
  /** The day the figure was read (seed/data/official only). */
  dateRead?: string;
  /** Who published the page, from seed/data/publishers.json (attached by withPublishers). */
  publisher?: { name: string; kind: "official" | "secondary" | "never"; host: string };
}

export type UnitRateStatus = "adopted" | "voter-approved" | "proposed" | "no-new-revenue" | "voter-approval";

/** "2024" → 2024; "FY2025 (tax year 2024/25)" → 2025 (NYC names tax years by fiscal year); "all years" → undefined. */
export function parseTaxYear(text: string): number | undefined {
  const fy = /^FY\s?(\d{4})/.exec(text);
  if (fy) return Number(fy[1]);
  const plain = /^(\d{4})\b/.exec(text.trim());
  return plain ? Number(plain[1]) : undefined;
}

export function readUnitRates(path: string): UnitRateRow[] {
  return readCsvRecords(path).map((r, i) => {
    const line = i + 2;
    return {
      line,
      state: r.state,
      county: r.county,
      unit: r.taxing_unit,
      kind: r.unit_kind,
      rate: num(path, line, "rate", r.rate, true)!,
      basis: r.rate_basis,
      year: parseTaxYear(r.tax_year),
      yearText: r.tax_year,
      sourceTitle: r.source_title,
      sourceUrl: r.source_url,
      quote: r.quote,
    };
  });
}

/** One local-option exemption (official-rates/local_exemptions.csv). */
export interface LocalExemptionRow {
  line: number;
  state: string;
  county: string;
  unit: string;
  kind: string;
  amount: string;
  yearText: string;
  sourceTitle: string;
  sourceUrl: string;
  quote: string;
  note?: string;
  sourceKind?: "official" | "secondary";
  dateRead?: string;
  publisher?: { name: string; kind: "official" | "secondary" | "never"; host: string };
}

/** A row of local_exemptions.csv (or of an official exemptions.csv, with its `note`). */
export function toLocalExemptionRow(r: Record<string, string>, line: number): LocalExemptionRow {
  return {
    line,
    state: r.state,
    county: r.county,
    unit: r.taxing_unit,
    kind: r.exemption_kind,
    amount: r.amount_or_percent,
    yearText: r.tax_year,
    sourceTitle: r.source_title,
    sourceUrl: r.source_url,
    quote: r.quote,
    ...(r.note?.trim() ? { note: r.note.trim() } : {}),
    ...(r.source_kind?.trim() ? { sourceKind: r.source_kind.trim() as "official" | "secondary" } : {}),
    ...(r.date_read?.trim() ? { dateRead: r.date_read.trim() } : {}),
  };
}

export function readLocalExemptions(path: string): LocalExemptionRow[] {
  return readCsvRecords(path).map((r, i) => toLocalExemptionRow(r, i + 2));
}
