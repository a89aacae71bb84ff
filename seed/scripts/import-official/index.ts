// npm run seed:import-official -- --source tx-comptroller|fl-dor|ca-tra --year 2025 [--apply] FILE...
//
// Reads a publisher's bulk rate file (docs/operations.md, "Loading a state's official rates") into
// seed/data/official/{state}/units.csv: first a dry run listing the rows it would add or change and
// the rows it refuses (with the row and the reason); with --apply it writes the file, and
// `npm run seed:build` then rebuilds the dataset. Rows from other pages are never touched, and the
// Studio's edits stay the Content Lake's until `seed:pull` (seed:push refuses to overwrite them).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readJson, readLocalExemptions, readUnitRates, seedPaths, type SeedPaths } from "../sources";
import { CONSOLE_OUTPUT, type ScriptOutput, UsageError } from "../lake-client";
import { formatTable } from "../import-rates";
import { planMerge, readStoredRows, writeRows, nameKey, type OfficialRow, type Refused } from "./rows";
import { mergeStar, STAR_REQUIRED, starRows, writeStar } from "./ny-star";
import { readSheet, type SheetRow } from "./sheets";
import { SOURCES } from "./sources";

interface Options {
  source: keyof typeof SOURCES | "ny-star";
  year: number;
  files: string[];
  apply: boolean;
  county?: string;
  url?: string;
  publisher?: string;
  read: string;
}

export function parseArgs(argv: string[], today: string): Options {
  const o: Partial<Options> & { files: string[] } = { files: [], apply: false, read: today };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${a} needs a value`);
      return v;
    };
    if (a === "--apply") o.apply = true;
    else if (a === "--source") o.source = value() as Options["source"];
    else if (a === "--year") o.year = Number(value());
    else if (a === "--county") o.county = value();
    else if (a === "--url") o.url = value();
    else if (a === "--publisher") o.publisher = value();
    else if (a === "--read") o.read = value();
    else if (a.startsWith("--")) throw new UsageError(`unknown option ${a}`);
    else o.files.push(a);
  }
  if (!o.source || !(o.source in SOURCES || o.source === "ny-star"))
    throw new UsageError(`--source must be one of ${[...Object.keys(SOURCES), "ny-star"].join(", ")}`);
  if (!o.year || !Number.isInteger(o.year) || o.year < 1990 || o.year > 2100)
    throw new UsageError("--year must be the tax year the file is for (e.g. 2025)");
  if (o.files.length === 0) throw new UsageError("name at least one file to read");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(o.read!)) throw new UsageError("--read must be a date, YYYY-MM-DD");
  if (o.source === "ny-star" && (!o.county || !o.url))
    throw new UsageError(
      "ny-star needs --county NAME and --url (the tax.ny.gov page of the county's table); --year is the school year's first year",
    );
  if (o.source === "ca-tra" && (!o.county || !o.url || !o.publisher))
    throw new UsageError(
      'ca-tra needs --county NAME, --url (the auditor-controller\'s page the table is from) and --publisher (e.g. "Los Angeles County Auditor-Controller")',
    );
  return o as Options;
}

/** Every unit name the state's data already uses, so a file's "HOUSTON ISD" is stored as "Houston ISD". */
function knownNames(paths: SeedPaths, state: string): Map<string, string> {
  const names = new Map<string, string>();
  // "University Health (Bexar County Hospital District)" is known by both names; a parenthesis
  // that only places the unit ("… (Harris County)") names no unit.
  const add = (n: string) => {
    names.set(nameKey(n), n);
    const m = /^(.*?)\s*\(([^()]*)\)$/.exec(n);
    if (!m) return;
    if (!names.has(nameKey(m[1]))) names.set(nameKey(m[1]), n);
    if (/district|college|authority|\bisd\b/i.test(m[2]) && !names.has(nameKey(m[2])))
      names.set(nameKey(m[2]), n);
  };
  for (const r of readUnitRates(paths.unitRates)) if (r.state === state) add(r.unit);
  for (const r of readLocalExemptions(paths.localExemptions)) if (r.state === state) add(r.unit);
  for (const r of readStoredRows(join(paths.official, state.toLowerCase(), "units.csv"))) add(r.taxing_unit);
  const bills = readJson(join(paths.data, "representative-bills.json")) as {
    bills: { state: string; units: { unit: string }[] }[];
  };
  for (const b of bills.bills) if (b.state === state) b.units.forEach((u) => add(u.unit));
  return names;
}

const show = (r: OfficialRow) =>
  `${r.rate} ${r.rate_basis}${r.mo_rate || r.debt_rate ? ` (${r.mo_rate || "—"} + ${r.debt_rate || "—"})` : ""}`;

/** Every file read and converted; each file's row counts and refused rows (row, what, why) are printed. */
async function readFiles<T>(
  files: string[],
  required: readonly string[],
  what: string,
  out: ScriptOutput,
  convert: (sheet: SheetRow[], file: string) => { rows: T[]; refused: Refused[] },
): Promise<{ incoming: T[]; refusedCount: number }> {
  const incoming: T[] = [];
  let refusedCount = 0;
  for (const file of files) {
    const sheet = await readSheet(file, required);
    const { rows, refused } = convert(sheet, file);
    out.log(
      `seed:import-official: ${file}: ${sheet.length} rows, ${rows.length} read, ${refused.length} refused`,
    );
    if (refused.length > 0) {
      refusedCount += refused.length;
      out.error(
        formatTable(
          ["row", what, "why it is refused"],
          refused.map((r) => [String(r.row), r.unit, r.reason]),
        ),
      );
    }
    incoming.push(...rows);
  }
  return { incoming, refusedCount };
}

/** The Tax Department's STAR table for one county into seed/data/official/ny/star-max-savings.csv. */
async function importStar(o: Options, out: ScriptOutput, paths: SeedPaths): Promise<number> {
  const target = join(paths.official, "ny", "star-max-savings.csv");
  const { incoming, refusedCount } = await readFiles(o.files, STAR_REQUIRED, "segment", out, (sheet) =>
    starRows(sheet, { county: o.county!, year: o.year, url: o.url!, read: o.read }),
  );
  const plan = mergeStar(target, incoming);
  out.log(`\nNew segments or years: ${plan.added}; changed amounts: ${plan.changed}.`);
  if (plan.added + plan.changed === 0) out.log("Nothing to write.");
  else if (!o.apply) out.log(`Dry run: nothing was written. Run again with --apply to write ${target}.`);
  else {
    writeStar(target, plan.merged);
    out.log(`Wrote ${target}; run \`npm run seed:build\`.`);
  }
  return refusedCount > 0 ? 1 : 0;
}

/** The whole command; the exit code is 0 when every row was read, 1 when rows were refused, 2 on a usage error. */
export async function runImportOfficial(
  argv: string[],
  out: ScriptOutput = CONSOLE_OUTPUT,
  paths: SeedPaths = seedPaths(),
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  try {
    const o = parseArgs(argv, today);
    if (o.source === "ny-star") return await importStar(o, out, paths);
    const source = SOURCES[o.source];
    const target = join(paths.official, source.state.toLowerCase(), "units.csv");
    const known = knownNames(paths, source.state);
    const { incoming, refusedCount } = await readFiles(
      o.files,
      source.required,
      "taxing unit",
      out,
      (sheet, file) =>
        source.convert(sheet, {
          year: o.year,
          file,
          read: o.read,
          known,
          county: o.county,
          url: o.url,
          publisher: o.publisher,
        }),
    );
    const plan = planMerge(readStoredRows(target), incoming);
    if (plan.added.length > 0) {
      out.log(`\nNew rows (${plan.added.length}):`);
      out.log(
        formatTable(
          ["county", "taxing unit", "year", "rate"],
          plan.added.map((r) => [r.county, r.taxing_unit, r.tax_year, show(r)]),
        ),
      );
    }
    if (plan.changed.length > 0) {
      out.log(`\nChanged by the publisher (${plan.changed.length}):`);
      out.log(
        formatTable(
          ["county", "taxing unit", "year", "stored", "file"],
          plan.changed.map(({ before, after }) => [
            after.county,
            after.taxing_unit,
            after.tax_year,
            show(before),
            show(after),
          ]),
        ),
      );
    }
    out.log(`\nUnchanged: ${plan.unchanged}; rows of other pages kept as they are: ${plan.kept}.`);
    if (plan.added.length + plan.changed.length === 0) out.log("Nothing to write.");
    else if (!o.apply) out.log(`Dry run: nothing was written. Run again with --apply to write ${target}.`);
    else {
      writeRows(target, plan.merged);
      out.log(`Wrote ${target}; run \`npm run seed:build\` (and \`seed:push\` for the Content Lake).`);
    }
    return refusedCount > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`seed:import-official: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runImportOfficial(process.argv.slice(2)).then((code) => process.exit(code));
}
