// npm run seed:import-rates -- --state TX --file FILE [--apply]
//
// Turns a published rate file into county updates in the Content Lake (same settings as
// seed:push). The file is CSV with exactly this header (docs/content-model.md, example in
// seed/data/examples/):
//
//   county,taxing_unit,rate,basis,year,status,source_title,source_url,source_quote
//
// One row per taxing unit: the county by name or slug, the unit by name or id as stored on the
// county, the rate in its published basis, the tax year, the status (adopted when empty) and
// the source. Every row is checked against the current county documents; rows with problems
// are listed in a table with their row numbers and nothing is written for them. The changes of
// the good rows are shown (current rate → new rate per unit, and the county totals they make);
// `--apply` writes them as patches of the county documents, all in one transaction.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { SanityClient } from "@sanity/client";
import { RateBasisSchema, type RateBasis, type TaxingUnit } from "../../app/calculator/engine/schemas";
import { unitTotals } from "../../app/calculator/engine/county-totals";
import { CountyDocumentSchema, type CountyDocument } from "../../app/content/schemas";
import { parseCsv } from "./csv";
import { SeedError } from "./errors";
import {
  describeApiError,
  lakeClient,
  CONSOLE_OUTPUT,
  lakeEnv,
  type ScriptOutput,
  UsageError,
} from "./lake-client";

export const RATE_FILE_HEADER = [
  "county",
  "taxing_unit",
  "rate",
  "basis",
  "year",
  "status",
  "source_title",
  "source_url",
  "source_quote",
] as const;

/**
 * The largest rate one unit can have in each basis. Ten percent of value is far above any single
 * levy in the four states (Texas totals run about 2–3 %), so a larger figure is a typo or a wrong basis.
 */
export const RATE_LIMITS: Record<RateBasis, number> = { per100: 10, percent: 10, mills: 100, fixed: 100_000 };

/** What the operator reads when a rate is negative or above its basis's limit. */
const RATE_RANGE: Record<RateBasis, string> = {
  per100: `must be between 0 and ${RATE_LIMITS.per100}% (dollars per $100 of value)`,
  percent: `must be between 0 and ${RATE_LIMITS.percent}%`,
  mills: `must be between 0 and ${RATE_LIMITS.mills} mills (0 to 10% of value)`,
  fixed: `must be between $0 and $${RATE_LIMITS.fixed.toLocaleString("en-US")}`,
};

const IMPORT_STATUSES = ["adopted", "proposed", "voter-approved"] as const;
type ImportStatus = (typeof IMPORT_STATUSES)[number];

type Unit = TaxingUnit & { _key: string };
type County = CountyDocument & { _rev?: string };

export interface RateRow {
  row: number;
  countyId: string;
  countyName: string;
  unitId: string;
  unitName: string;
  rate: number;
  basis: RateBasis;
  year: number;
  status: ImportStatus;
  source: { title: string; url: string; quote?: string };
}

export interface RowProblem {
  row: number;
  county: string;
  unit: string;
  problems: string[];
}

export interface UnitChange {
  row: number;
  countyId: string;
  countyName: string;
  unitName: string;
  before: { rate: number; basis: string; year: number; status: string };
  after: { rate: number; basis: string; year: number; status: string };
}

export interface CountyChange {
  countyId: string;
  countyName: string;
  before: { rate: number; year: number };
  after: County;
}

export interface ImportPlan {
  good: RateRow[];
  problems: RowProblem[];
  unitChanges: UnitChange[];
  countyChanges: CountyChange[];
  unchangedRows: number[];
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export interface RateFileRow {
  /** The line number in the file (the header is row 1). */
  row: number;
  cells: Record<(typeof RATE_FILE_HEADER)[number], string>;
  width: number;
}

/** Rows of the file as header → cell records; a wrong header stops everything (it is the wrong file). */
export function parseRateFile(text: string, file: string): RateFileRow[] {
  if (text.trim() === "")
    throw new UsageError(
      `${file} is empty: it needs the header ${RATE_FILE_HEADER.join(",")} and one row per taxing unit`,
    );
  let rows: string[][];
  try {
    rows = parseCsv(text, file);
  } catch (error) {
    throw new UsageError(error instanceof SeedError ? error.message : String(error));
  }
  const [header, ...body] = rows;
  const expected = RATE_FILE_HEADER.join(",");
  if (!header || header.map((h) => h.trim()).join(",") !== expected) {
    throw new UsageError(
      `${file}: the header must be exactly\n  ${expected}\nbut it is\n  ${(header ?? []).join(",")}`,
    );
  }
  const filled = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => !(cells.length === 1 && cells[0].trim() === ""))
    .map(({ cells, row }) => ({
      row,
      cells: Object.fromEntries(
        RATE_FILE_HEADER.map((h, j) => [h, (cells[j] ?? "").trim()]),
      ) as RateFileRow["cells"],
      width: cells.length,
    }));
  if (filled.length === 0) throw new UsageError(`${file} has the header but no rows: nothing to import`);
  return filled;
}

function findCounty(counties: County[], name: string): County | undefined {
  const key = fold(name.replace(/\s+county$/i, ""));
  return counties.find((c) => c.slug === key || fold(c.name) === key);
}

function findUnit(county: County, name: string): Unit | undefined {
  const key = fold(name);
  return (county.units as Unit[] | undefined)?.find((u) => u.id === key || fold(u.name) === key);
}

/** Checks every row against the current county documents; returns the good rows and the problems, by row. */
export function validateRows(
  rows: RateFileRow[],
  counties: County[],
  state: string,
): { good: RateRow[]; problems: RowProblem[] } {
  const good: RateRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells, width } of rows) {
    const issues: string[] = [];
    if (width !== RATE_FILE_HEADER.length)
      issues.push(`has ${width} fields, the header has ${RATE_FILE_HEADER.length}`);
    const county = cells.county ? findCounty(counties, cells.county) : undefined;
    if (!cells.county) issues.push("missing county");
    else if (!county) issues.push(`unknown county "${cells.county}" in ${state}`);
    const unit = county && cells.taxing_unit ? findUnit(county, cells.taxing_unit) : undefined;
    if (!cells.taxing_unit) issues.push("missing taxing unit");
    else if (county && !unit) {
      const known = (county.units ?? []).map((u) => u.name);
      issues.push(
        known.length
          ? `unknown taxing unit "${cells.taxing_unit}" in ${county.name} (stored: ${known.join("; ")})`
          : `${county.name} has no taxing units to update (its rate is a county-wide ${county.rateKind}); add units in seed/data/representative-bills.json`,
      );
    }

    const basis = RateBasisSchema.safeParse(cells.basis);
    if (!cells.basis) issues.push("missing basis");
    else if (!basis.success)
      issues.push(`unknown basis "${cells.basis}" (use ${RateBasisSchema.options.join(", ")})`);
    else if (unit && unit.basis !== basis.data)
      issues.push(`basis ${basis.data} differs from the stored ${unit.basis} of this unit: convert the rate`);

    const rate = Number(cells.rate);
    if (!cells.rate) issues.push("missing rate");
    else if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(cells.rate) || !Number.isFinite(rate))
      issues.push(`rate "${cells.rate}" is not a number`);
    else if (basis.success && (rate < 0 || rate > RATE_LIMITS[basis.data]))
      issues.push(`rate ${cells.rate} ${basis.data}: ${RATE_RANGE[basis.data]}`);

    const year = Number(cells.year);
    if (!cells.year) issues.push("missing year");
    else if (!/^\d{4}$/.test(cells.year) || year < 1990 || year > 2100)
      issues.push(`year "${cells.year}" is not a tax year (1990–2100)`);
    else if (unit && year < unit.taxYear)
      issues.push(`year ${year} is older than the stored ${unit.taxYear} figure`);

    const status = (cells.status || "adopted") as ImportStatus;
    if (!IMPORT_STATUSES.includes(status))
      issues.push(`status "${cells.status}" is not one of ${IMPORT_STATUSES.join(", ")}`);

    if (!cells.source_title) issues.push("missing source title");
    if (!cells.source_url) issues.push("missing source URL");
    else if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(cells.source_url))
      issues.push(`source URL "${cells.source_url}" is not an http(s) address`);

    if (county && unit) {
      const key = `${county._id}|${unit.id}`;
      const first = seen.get(key);
      if (first !== undefined) issues.push(`same unit as row ${first}`);
      else seen.set(key, row);
    }

    if (issues.length > 0) {
      problems.push({ row, county: cells.county, unit: cells.taxing_unit, problems: issues });
      continue;
    }
    good.push({
      row,
      countyId: county!._id,
      countyName: county!.name,
      unitId: unit!.id,
      unitName: unit!.name,
      rate,
      basis: basis.data!,
      year,
      status,
      source: {
        title: cells.source_title,
        url: cells.source_url,
        ...(cells.source_quote ? { quote: cells.source_quote } : {}),
      },
    });
  }
  return { good, problems };
}

/** The builder's notes that describe a unit's previous figure no longer hold once it has a new one. */
function notesAfter(county: County, updatedUnits: Unit[], rateYear: number): County["notes"] {
  const stale = updatedUnits.flatMap((u) => [`${u.name}: only a proposed rate for `, `${u.name}: the `]);
  return county.notes
    .filter(
      (n) => !stale.some((prefix) => n.en.startsWith(prefix) && /proposed rate|secondary report/.test(n.en)),
    )
    .map((n) =>
      n.en.startsWith("Official rate: the sum of the adopted rates")
        ? {
            ...n,
            en: n.en.replace(/\(oldest figure: tax year \d{4}\)/, `(oldest figure: tax year ${rateYear})`),
            es: n.es.replace(
              /\(dato más antiguo: año fiscal \d{4}\)/,
              `(dato más antiguo: año fiscal ${rateYear})`,
            ),
          }
        : n,
    );
}

/** The new county documents the good rows make, and what changes in them. */
export function planImport(counties: County[], good: RateRow[], problems: RowProblem[]): ImportPlan {
  const plan: ImportPlan = { good, problems, unitChanges: [], countyChanges: [], unchangedRows: [] };
  const byCounty = new Map<string, RateRow[]>();
  for (const r of good) byCounty.set(r.countyId, [...(byCounty.get(r.countyId) ?? []), r]);
  for (const [countyId, rows] of byCounty) {
    const county = counties.find((c) => c._id === countyId)!;
    const units = (county.units ?? []).map((u) => ({ ...u })) as Unit[];
    const updated: Unit[] = [];
    for (const r of rows) {
      const i = units.findIndex((u) => u.id === r.unitId);
      const current = units[i];
      const next: Unit = {
        ...current,
        rate: r.rate,
        basis: r.basis,
        taxYear: r.year,
        status: r.status,
        source: r.source,
      };
      const same =
        current.rate === next.rate &&
        current.taxYear === next.taxYear &&
        (current.status ?? "adopted") === next.status &&
        JSON.stringify(current.source) === JSON.stringify(next.source);
      if (same) {
        plan.unchangedRows.push(r.row);
        continue;
      }
      units[i] = next;
      updated.push(next);
      plan.unitChanges.push({
        row: r.row,
        countyId,
        countyName: county.name,
        unitName: current.name,
        before: {
          rate: current.rate,
          basis: current.basis,
          year: current.taxYear,
          status: current.status ?? "adopted",
        },
        after: { rate: next.rate, basis: next.basis, year: next.taxYear, status: next.status ?? "adopted" },
      });
    }
    if (updated.length === 0) continue;
    const totals = unitTotals(units);
    const after: County = {
      ...county,
      units,
      rate: totals.rate,
      combinedRate: totals.rate,
      rateYear: totals.rateYear,
      rateSource: totals.rateSource,
      notes: notesAfter(county, updated, totals.rateYear),
    };
    for (const part of ["schoolRate", "countyRate", "cityRate", "specialRate"] as const) {
      if (totals[part] === undefined) delete after[part];
      else after[part] = totals[part];
    }
    plan.countyChanges.push({
      countyId,
      countyName: county.name,
      before: { rate: county.rate, year: county.rateYear },
      after,
    });
  }
  return plan;
}

/** Columns padded to their widest cell. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join("  ");
  const rule = widths.map((w, i) => "-".repeat(i === widths.length - 1 ? headers[i].length : w));
  return [line(headers), line(rule), ...rows.map(line)].map((l) => `  ${l.trimEnd()}`).join("\n");
}

const showRate = (r: { rate: number; basis: string; year: number; status: string }) =>
  `${r.rate} ${r.basis} (${r.year}${r.status === "adopted" ? "" : `, ${r.status}`})`;

/** Writes every changed county in one transaction, each patch guarded by the revision it was read at. */
export async function applyImport(client: SanityClient, plan: ImportPlan): Promise<void> {
  const tx = client.transaction();
  for (const change of plan.countyChanges) {
    const { after } = change;
    const parsed = CountyDocumentSchema.safeParse(after);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `${after._id} would no longer be a valid county (${issue.path.join(".")}: ${issue.message}); nothing was written`,
      );
    }
    const unset = (["schoolRate", "countyRate", "cityRate", "specialRate"] as const).filter(
      (k) => after[k] === undefined,
    );
    tx.patch(after._id, (p) => {
      let patch = p.set({
        units: after.units,
        rate: after.rate,
        combinedRate: after.combinedRate,
        rateYear: after.rateYear,
        rateSource: after.rateSource,
        notes: after.notes,
        ...Object.fromEntries(
          (["schoolRate", "countyRate", "cityRate", "specialRate"] as const)
            .filter((k) => after[k] !== undefined)
            .map((k) => [k, after[k]]),
        ),
      });
      if (unset.length) patch = patch.unset([...unset]);
      return after._rev ? patch.ifRevisionId(after._rev) : patch;
    });
  }
  await tx.commit({ visibility: "sync" });
}

interface Options {
  state: "TX" | "CA" | "FL" | "NY";
  file: string;
  apply: boolean;
}

export function parseArgs(argv: string[]): Options {
  let state: string | undefined;
  let file: string | undefined;
  let apply = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--apply") apply = true;
    else if (arg === "--state") state = argv[++i]?.toUpperCase();
    else if (arg === "--file") file = argv[++i];
    else throw new UsageError(`unknown option ${arg} (use --state, --file, --apply)`);
  }
  if (!state || !["TX", "CA", "FL", "NY"].includes(state))
    throw new UsageError("--state must be TX, CA, FL or NY");
  if (!file)
    throw new UsageError(
      "--file FILE is required (a CSV with the header " + RATE_FILE_HEADER.join(",") + ")",
    );
  return { state: state as Options["state"], file, apply };
}

/** The whole command; returns the exit code (0 every row good, 1 some rows refused or the API failed, 2 usage). */
export async function runImportRates(
  argv: string[],
  env: Record<string, string | undefined>,
  out: ScriptOutput = CONSOLE_OUTPUT,
): Promise<number> {
  try {
    const options = parseArgs(argv);
    const settings = lakeEnv(env, { needToken: options.apply });
    let text: string;
    try {
      text = readFileSync(options.file, "utf8");
    } catch {
      throw new UsageError(`cannot read ${options.file}`);
    }
    const rows = parseRateFile(text, options.file);
    const client = lakeClient(settings);
    const counties = await client.fetch<County[]>(
      `*[_type == "county" && state == $state]`,
      { state: options.state },
      { perspective: "published" },
    );
    if (counties.length === 0)
      throw new UsageError(
        `no ${options.state} counties in dataset ${settings.SANITY_DATASET}: run \`npm run seed:push\` first`,
      );
    out.log(
      `seed:import-rates: ${rows.length} rows from ${options.file} for ${options.state} (${counties.length} counties in dataset ${settings.SANITY_DATASET})`,
    );

    const { good, problems } = validateRows(rows, counties, options.state);
    const plan = planImport(counties, good, problems);

    if (problems.length > 0) {
      out.error(
        `\n${problems.length} row${problems.length > 1 ? "s have" : " has"} problems; nothing is written for ${problems.length > 1 ? "them" : "it"}:`,
      );
      out.error(
        formatTable(
          ["row", "county", "taxing unit", "problem"],
          problems.map((p) => [String(p.row), p.county || "—", p.unit || "—", p.problems.join("; ")]),
        ),
      );
    }
    if (plan.unitChanges.length > 0) {
      out.log(
        `\nChanges (${plan.unitChanges.length} unit${plan.unitChanges.length > 1 ? "s" : ""} in ${plan.countyChanges.length} count${plan.countyChanges.length > 1 ? "ies" : "y"}):`,
      );
      out.log(
        formatTable(
          ["row", "county", "taxing unit", "current", "new"],
          [
            ...plan.unitChanges.map((c) => [
              String(c.row),
              c.countyName,
              c.unitName,
              showRate(c.before),
              showRate(c.after),
            ]),
            ...plan.countyChanges.map((c) => [
              "",
              c.countyName,
              "county total (% of value)",
              `${c.before.rate}% (${c.before.year})`,
              `${c.after.rate}% (${c.after.rateYear})`,
            ]),
          ],
        ),
      );
    }
    if (plan.unchangedRows.length > 0)
      out.log(
        `\nUnchanged (same rate, year, status and source): row${plan.unchangedRows.length > 1 ? "s" : ""} ${plan.unchangedRows.join(", ")}`,
      );

    if (plan.countyChanges.length === 0) out.log("\nNothing to write.");
    else if (!options.apply)
      out.log(
        `\nDry run: nothing was written. Run again with --apply to update ${plan.countyChanges.length} county document${plan.countyChanges.length > 1 ? "s" : ""}.`,
      );
    else {
      try {
        await applyImport(client, plan);
      } catch (error) {
        out.error(
          `\nseed:import-rates: the update was refused, nothing was written:\n${describeApiError(error)}`,
        );
        return 1;
      }
      out.log(
        `\nUpdated ${plan.countyChanges.map((c) => c.countyId).join(", ")} in one transaction; the Content Lake's webhook now purges the pages they feed.`,
      );
    }
    return problems.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`seed:import-rates: ${error.message}`);
      return 2;
    }
    out.error(`seed:import-rates: the Content Lake could not be read:\n${describeApiError(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runImportRates(process.argv.slice(2), process.env).then((code) => process.exit(code));
}
