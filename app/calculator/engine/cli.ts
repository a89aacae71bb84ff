// Command line for professionals and scripts:
//   npm run -s calc -- --state TX --county harris --value 400000 --homestead
//   npm run -s calc -- --state TX --county-json '{"name":"Test",...}' --value 300000
//   npm run -s calc -- --state FL --csv homes.csv
// The only engine module that touches the file system; nothing pure imports it.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { findCounty, tryCalculate } from "./calculate";
import { countiesFromDataset, normalizeCountyDoc, parseNdjson, rulesFromDataset } from "./dataset";
import { EngineError, formatMessage, type Lang } from "./messages";
import { projectTax } from "./projection";
import {
  type CalculatorInput,
  type County,
  type StateCode,
  StateCodeSchema,
  type StateRules,
  VeteranBandLabelSchema,
} from "./schemas";
import { parseCalculatorInput, parseCounty, parseStateRules } from "./validate";

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

const OPTIONS = {
  state: { type: "string" },
  county: { type: "string" },
  "county-json": { type: "string" },
  dataset: { type: "string" },
  rules: { type: "string" },
  csv: { type: "string" },
  value: { type: "string" },
  assessed: { type: "string" },
  "tax-year": { type: "string" },
  homestead: { type: "boolean" },
  over65: { type: "boolean" },
  disabled: { type: "boolean" },
  veteran: { type: "string" },
  "veteran-rating": { type: "string" },
  "veteran-service": { type: "string" },
  "cold-war": { type: "boolean" },
  ceiling: { type: "boolean" },
  "ceiling-amount": { type: "string" },
  "ceiling-year": { type: "string" },
  "property-type": { type: "string" },
  senior: { type: "boolean" },
  "senior-income": { type: "string" },
  "household-income": { type: "string" },
  "prior-star-savings": { type: "string" },
  "coop-condo": { type: "boolean" },
  "prior-assessed": { type: "string" },
  project: { type: "string" },
  growth: { type: "string" },
  lang: { type: "string" },
  pretty: { type: "boolean" },
  help: { type: "boolean" },
} as const;

const HELP = `Usage: npm run -s calc -- --state TX|CA|FL|NY (--county SLUG | --county-json JSON|FILE) [flags]
       npm run -s calc -- --state TX --csv FILE

Data:    --dataset FILE (default seed/dist/production.ndjson)  --rules FILE (default: the dataset's stateConfig rules, else seed/states/{state}.rules.json)
Home:    --value N  --assessed N (capped value from the notice)  --tax-year YEAR  --property-type class1..class4|condo|coop
Owner:   --homestead --over65 --disabled --senior --senior-income N --household-income N
         --veteran none|10-29|30-49|50-69|70-99|100  --veteran-rating N  --veteran-service wartime|combat  --cold-war
         --ceiling --ceiling-amount N --ceiling-year YEAR  --prior-star-savings N  --coop-condo  --prior-assessed N,N,...
Output:  JSON result; --project YEARS [--growth 0.04] adds an owner / buyer projection; --pretty; --lang en|es
CSV:     header row with any of: county,value,assessed,tax_year,homestead,over65,disabled,veteran,veteran_rating,veteran_service,
         cold_war,ceiling,ceiling_amount,ceiling_year,property_type,senior,senior_income,household_income; prints one row per home.
`;

type Flags = Record<string, string | boolean | undefined>;

function num(v: string | boolean | undefined): number | undefined {
  if (v === undefined || v === "" || typeof v === "boolean") return undefined;
  const n = Number(String(v).replace(/[$,\s]/g, ""));
  return Number.isFinite(n) ? n : Number.NaN;
}

function bool(v: string | boolean | undefined): boolean | undefined {
  if (v === undefined || v === "") return undefined;
  if (typeof v === "boolean") return v;
  return ["1", "true", "yes", "y", "x", "on"].includes(v.trim().toLowerCase());
}

/** Flags (or a CSV row) to the raw calculator input; the zod schema decides what is valid. */
export function inputFromFlags(f: Flags): Record<string, unknown> {
  const veteran = f.veteran === undefined ? undefined : String(f.veteran);
  const prior =
    typeof f["prior-assessed"] === "string"
      ? f["prior-assessed"].split(",").map((s) => Number(s.trim()))
      : undefined;
  const raw: Record<string, unknown> = {
    homeValue: num(f.value),
    county: typeof f.county === "string" ? f.county : undefined,
    homesteadExemption: bool(f.homestead),
    over65Exemption: bool(f.over65),
    disabledPersonExemption: bool(f.disabled),
    disabledVeteranExemption: veteran === undefined || veteran === "" ? undefined : veteran,
    schoolTaxCeiling: bool(f.ceiling),
    propertyType:
      typeof f["property-type"] === "string" && f["property-type"] !== "" ? f["property-type"] : undefined,
    seniorIncome: num(f["senior-income"]),
    seniorCitizen: bool(f.senior),
    coldWarVeteran: bool(f["cold-war"]),
    taxYear: num(f["tax-year"]),
    assessedValue: num(f.assessed),
    schoolTaxCeilingAmount: num(f["ceiling-amount"]),
    schoolTaxCeilingYear: num(f["ceiling-year"]),
    veteranDisabilityRating: num(f["veteran-rating"]),
    veteranService:
      typeof f["veteran-service"] === "string" && f["veteran-service"] !== ""
        ? f["veteran-service"]
        : undefined,
    householdIncome: num(f["household-income"]),
    priorStarSavings: num(f["prior-star-savings"]),
    coopCondoPrimaryResidence: bool(f["coop-condo"]),
    priorAssessedValues: prior,
  };
  for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k];
  return raw;
}

/** Minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((v) => v !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  row.push(field);
  if (row.some((v) => v !== "")) rows.push(row);
  return rows;
}

function csvCell(v: string | number): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

interface Context {
  state: StateCode;
  rules: StateRules;
  counties: County[];
  lang: Lang;
}

function loadContext(flags: Flags, io: CliIO): Context {
  const stateRaw = typeof flags.state === "string" ? flags.state.toUpperCase() : undefined;
  const countyJson = typeof flags["county-json"] === "string" ? flags["county-json"] : undefined;
  let inlineCounty: County | undefined;
  if (countyJson !== undefined) {
    const text = countyJson.trim().startsWith("{")
      ? countyJson
      : readFileSync(resolve(io.cwd, countyJson), "utf8");
    const parsed = parseCounty(normalizeCountyDoc(JSON.parse(text)));
    if (!parsed.ok) throw new CliError("error.countyNotFound", parsed.issues);
    inlineCounty = parsed.value;
  }
  const state = StateCodeSchema.safeParse(stateRaw ?? inlineCounty?.state);
  if (!state.success) throw new CliError("error.stateDataNotLoaded", ["--state must be TX, CA, FL or NY"]);
  const datasetPath = resolve(
    io.cwd,
    typeof flags.dataset === "string" ? flags.dataset : "seed/dist/production.ndjson",
  );
  const docs = existsSync(datasetPath) ? parseNdjson(readFileSync(datasetPath, "utf8")) : [];

  let rules: StateRules | null = null;
  if (typeof flags.rules === "string") {
    const parsed = parseStateRules(JSON.parse(readFileSync(resolve(io.cwd, flags.rules), "utf8")));
    if (!parsed.ok) throw new CliError("error.stateDataNotLoaded", parsed.issues);
    rules = parsed.value;
  } else {
    const fromDataset = rulesFromDataset(docs, state.data);
    if (fromDataset.issues.length > 0) throw new CliError("error.stateDataNotLoaded", fromDataset.issues);
    rules = fromDataset.rules;
    if (!rules) {
      const file = resolve(io.cwd, `seed/states/${state.data.toLowerCase()}.rules.json`);
      if (existsSync(file)) {
        const parsed = parseStateRules(JSON.parse(readFileSync(file, "utf8")));
        if (!parsed.ok) throw new CliError("error.stateDataNotLoaded", parsed.issues);
        rules = parsed.value;
      }
    }
  }
  if (!rules) throw new CliError("error.stateDataNotLoaded", [`no rules for ${state.data}`]);
  const counties = inlineCounty ? [inlineCounty] : countiesFromDataset(docs, state.data).counties;
  return { state: state.data, rules, counties, lang: flags.lang === "es" ? "es" : "en" };
}

class CliError extends Error {
  constructor(
    readonly key: EngineError["key"],
    readonly details: string[] = [],
  ) {
    super(key);
  }
}

function countyFor(ctx: Context, query: string | undefined): County | undefined {
  if (ctx.counties.length === 1 && (query === undefined || query === "")) return ctx.counties[0];
  return query ? findCounty(ctx.counties, query) : undefined;
}

function runSingle(flags: Flags, ctx: Context, io: CliIO): number {
  const parsedInput = parseCalculatorInput(inputFromFlags(flags));
  if (!parsedInput.ok) throw new CliError(parsedInput.key, parsedInput.issues);
  const input: CalculatorInput = parsedInput.value;
  const county = countyFor(ctx, input.county);
  const outcome = tryCalculate(input, county, ctx.rules);
  if (!outcome.ok) throw new CliError(outcome.error.key);
  const out: Record<string, unknown> = { input, result: outcome.result };
  const years = num(flags.project);
  if (years !== undefined && county) {
    out.projection = projectTax(input, county, ctx.rules, {
      years: Math.max(1, Math.floor(years)),
      marketGrowth: num(flags.growth) ?? 0.03,
    });
  }
  io.stdout(JSON.stringify(out, null, flags.pretty ? 2 : undefined) + "\n");
  return 0;
}

const CSV_COLUMNS: Record<string, string> = {
  county: "county",
  value: "value",
  home_value: "value",
  assessed: "assessed",
  assessed_value: "assessed",
  tax_year: "tax-year",
  homestead: "homestead",
  over65: "over65",
  disabled: "disabled",
  veteran: "veteran",
  veteran_rating: "veteran-rating",
  veteran_service: "veteran-service",
  cold_war: "cold-war",
  ceiling: "ceiling",
  ceiling_amount: "ceiling-amount",
  ceiling_year: "ceiling-year",
  property_type: "property-type",
  senior: "senior",
  senior_income: "senior-income",
  household_income: "household-income",
  prior_star_savings: "prior-star-savings",
  coop_condo: "coop-condo",
};

const CSV_OUT = [
  "row",
  "county",
  "value",
  "annual_tax",
  "monthly_tax",
  "effective_rate",
  "school",
  "county_tax",
  "city",
  "special",
  "exemption_savings",
  "taxable_value",
  "error",
];

function runCsv(file: string, flags: Flags, ctx: Context, io: CliIO): number {
  const rows = parseCsv(readFileSync(resolve(io.cwd, file), "utf8"));
  if (rows.length === 0) throw new CliError("error.invalidValue", ["empty CSV"]);
  const header = rows[0].map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  const unknown = header.filter((h) => !(h in CSV_COLUMNS));
  if (unknown.length > 0)
    throw new CliError("error.invalidValue", [`unknown CSV columns: ${unknown.join(", ")}`]);
  io.stdout(CSV_OUT.join(",") + "\n");
  let failures = 0;
  for (let r = 1; r < rows.length; r++) {
    const rowFlags: Flags = {};
    header.forEach((h, i) => {
      const v = rows[r][i]?.trim();
      if (v !== undefined && v !== "") rowFlags[CSV_COLUMNS[h]] = v;
    });
    if (rowFlags.county === undefined && typeof flags.county === "string") rowFlags.county = flags.county;
    const parsed = parseCalculatorInput(inputFromFlags(rowFlags));
    let cells: (string | number)[];
    if (!parsed.ok) {
      failures++;
      cells = [
        r,
        String(rowFlags.county ?? ""),
        String(rowFlags.value ?? ""),
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        formatMessage(parsed.key, ctx.lang),
      ];
    } else {
      const outcome = tryCalculate(parsed.value, countyFor(ctx, parsed.value.county), ctx.rules);
      if (!outcome.ok) {
        failures++;
        cells = [
          r,
          parsed.value.county,
          parsed.value.homeValue,
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          outcome.error.text(ctx.lang),
        ];
      } else {
        const x = outcome.result;
        cells = [
          r,
          x.countySlug,
          x.baseAssessedValue,
          x.annualTax.toFixed(2),
          x.monthlyTax.toFixed(2),
          x.effectiveRate.toFixed(4),
          x.countyBreakdown.school.toFixed(2),
          x.countyBreakdown.county.toFixed(2),
          x.countyBreakdown.city.toFixed(2),
          x.countyBreakdown.special.toFixed(2),
          x.exemptionSavings.toFixed(2),
          x.taxableValue,
          "",
        ];
      }
    }
    io.stdout(cells.map(csvCell).join(",") + "\n");
  }
  return failures > 0 ? 2 : 0;
}

export function runCli(argv: string[], io: CliIO): number {
  let flags: Flags;
  try {
    flags = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false, strict: true })
      .values as Flags;
  } catch (e) {
    io.stderr(`${(e as Error).message}\n\n${HELP}`);
    return 64;
  }
  if (flags.help) {
    io.stdout(HELP);
    return 0;
  }
  const lang: Lang = flags.lang === "es" ? "es" : "en";
  if (flags.veteran !== undefined && !VeteranBandLabelSchema.safeParse(flags.veteran).success) {
    io.stderr(
      JSON.stringify({
        error: {
          key: "error.invalidValue",
          message: formatMessage("error.invalidValue", lang),
          details: ["--veteran must be one of none, 10-29, 30-49, 50-69, 70-99, 100"],
        },
      }) + "\n",
    );
    return 1;
  }
  try {
    const ctx = loadContext(flags, io);
    return typeof flags.csv === "string" ? runCsv(flags.csv, flags, ctx, io) : runSingle(flags, ctx, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.stderr(
        JSON.stringify({ error: { key: e.key, message: formatMessage(e.key, lang), details: e.details } }) +
          "\n",
      );
      return 1;
    }
    if (e instanceof EngineError) {
      io.stderr(JSON.stringify({ error: { key: e.key, message: e.text(lang) } }) + "\n");
      return 1;
    }
    io.stderr(
      JSON.stringify({
        error: {
          key: "error.calculation",
          message: formatMessage("error.calculation", lang),
          details: [(e as Error).message],
        },
      }) + "\n",
    );
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const code = runCli(process.argv.slice(2), {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    cwd: process.cwd(),
  });
  process.exitCode = code;
}
