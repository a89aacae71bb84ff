// npm run seed:coverage [-- --state TX] [--year 2025]
//
// Per county, what its rates rest on (app/content/rate-coverage.ts): the counties built from
// taxing units first, with their units loaded and missing, years, statuses and kinds of source,
// then how many counties of the state are estimates. Reads the dataset `npm run seed:build` wrote.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { countyRateCoverage, coverageLine, type CoverageCounty } from "../../app/content/rate-coverage";
import { CONSOLE_OUTPUT, type ScriptOutput } from "./lake-client";
import { seedPaths } from "./sources";

export function coverageReport(
  docs: (CoverageCounty & { _type?: string })[],
  state: string | undefined,
  year: number,
): string {
  const counties = docs.filter((d) => d._type === "county" && (!state || d.state === state));
  const states = [...new Set(counties.map((c) => c.state ?? "?"))];
  const out: string[] = [];
  for (const s of states) {
    const list = counties.filter((c) => c.state === s).map((c) => countyRateCoverage(c, year));
    const byUnits = list.filter((r) => r.basis === "units");
    out.push(
      `${s}: ${list.length} counties · ${byUnits.length} from taxing units · ${list.filter((r) => r.basis === "official").length} from one published rate · ${list.filter((r) => r.basis === "estimate").length} estimates`,
    );
    for (const r of [...byUnits, ...list.filter((x) => x.basis === "official")])
      out.push(`  ${coverageLine(r, year)}`);
  }
  return out.join("\n");
}

export function runCoverage(
  argv: string[],
  out: ScriptOutput = CONSOLE_OUTPUT,
  file = join(seedPaths().root, "dist/production.ndjson"),
): number {
  let state: string | undefined;
  let year = new Date().getUTCFullYear() - 1;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--state") state = argv[++i]?.toUpperCase();
    else if (argv[i] === "--year") year = Number(argv[++i]);
    else {
      out.error(`seed:coverage: unknown option ${argv[i]} (use --state, --year)`);
      return 2;
    }
  }
  if (!existsSync(file)) {
    out.error(`seed:coverage: ${file} is missing: run \`npm run seed:build\` first`);
    return 2;
  }
  const docs = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CoverageCounty & { _type?: string });
  out.log(coverageReport(docs, state, year));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(runCoverage(process.argv.slice(2)));
}
