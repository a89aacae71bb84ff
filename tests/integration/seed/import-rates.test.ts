import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CountyDocument } from "~/content/schemas";
import { CountyDocumentSchema } from "~/content/schemas";
import { unitTotals } from "~/calculator/engine/county-totals";
import { buildDataset, type SeedDocument } from "../../../seed/scripts/dataset";
import { runImportRates } from "../../../seed/scripts/import-rates";
import { startLakeStub, type LakeStub } from "../../support/content-lake-stub";

// seed:import-rates against a local stand-in of the Content Lake holding the seed's Texas
// counties: a published-rate file with good and bad rows gives a table of the bad rows by row
// number, a table of the changes, writes nothing without --apply, and with --apply patches only
// the counties of the good rows, with their totals recomputed from the units.
const MIXED = "tests/fixtures/rates/tx-good-and-bad.csv";
const EXAMPLE = "seed/data/examples/rates-tx-harris-2025.csv";

let stub: LakeStub;
let texas: SeedDocument[];
let dir: string;

const env = () => ({
  SANITY_PROJECT_ID: "stub",
  SANITY_DATASET: "production",
  SANITY_TOKEN: "test-token",
  SANITY_API_HOST: stub.url,
});
const county = (id: string) => stub.docs.get(id) as unknown as CountyDocument;
const seedCounty = (id: string) => texas.find((d) => d._id === id) as unknown as CountyDocument;
const mutateRequests = () => stub.requests.filter((r) => r.path.includes("/data/mutate/")).length;

async function importRates(args: string[]) {
  const log: string[] = [];
  const error: string[] = [];
  const code = await runImportRates(args, env(), { log: (l) => log.push(l), error: (l) => error.push(l) });
  return { code, out: log.join("\n"), err: error.join("\n") };
}

/** The table line of a refused row: its number, then the county and unit cells, then the problem. */
const problemLine = (err: string, row: number) =>
  err.split("\n").find((l) => new RegExp(`^\\s+${row}\\s`).test(l)) ?? "";

/** How the change table shows a stored unit's figure: "0.38529 per100 (2024)", status when not adopted. */
function current(id: string, unit: string): string {
  const u = seedCounty(id).units!.find((x) => x.name === unit)!;
  const shown = `${u.rate} per100 (${u.taxYear}${u.status === "adopted" ? "" : `, ${u.status}`})`;
  return shown.replace(/[.()]/g, (c) => `\\${c}`);
}

/** The expected total: the stored units with the new rates in place, summed and rounded as the site shows 4 places. */
function expectedTotal(id: string, newRates: Record<string, number>): number {
  const units = seedCounty(id).units!;
  const sum = units.reduce((s, u) => s + (newRates[u.name] ?? u.rate), 0);
  return Math.round(sum * 10_000) / 10_000;
}

beforeAll(() => {
  texas = buildDataset().documents.filter((d) => d._type === "county" && d.state === "TX");
  dir = mkdtempSync(join(tmpdir(), "import-rates-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("seed:import-rates", () => {
  beforeEach(async () => {
    stub = await startLakeStub(structuredClone(texas));
    return () => stub.close();
  });

  it("lists every bad row with its row number and reason, and shows the good rows' changes without writing", async () => {
    const run = await importRates(["--state", "TX", "--file", MIXED]);
    expect(run.code).toBe(1);
    expect(run.err).toContain("10 rows have problems; nothing is written for them:");
    expect(run.err).toMatch(/row\s+county\s+taxing unit\s+problem/);
    expect(problemLine(run.err, 4)).toMatch(/Gotham\s+City of Gotham\s+unknown county "Gotham" in TX/);
    expect(problemLine(run.err, 5)).toMatch(/Houston ISD\s+rate 87\.83 per100: must be between 0 and 10%/);
    expect(problemLine(run.err, 6)).toMatch(/Travis County\s+missing year/);
    expect(problemLine(run.err, 7)).toMatch(/Dallas County\s+missing source title; missing source URL/);
    expect(problemLine(run.err, 8)).toContain("basis mills differs from the stored per100");
    expect(problemLine(run.err, 9)).toContain('unknown taxing unit "Imaginary MUD 5" in Harris');
    expect(problemLine(run.err, 10)).toContain("Loving has no taxing units to update");
    expect(problemLine(run.err, 11)).toContain("same unit as row 2");
    const port = seedCounty("county.tx.harris").units!.find((u) => u.name.startsWith("Port of Houston"))!;
    expect(problemLine(run.err, 12)).toContain(`year 2023 is older than the stored ${port.taxYear} figure`);
    expect(problemLine(run.err, 13)).toContain(
      'status "pending" is not one of adopted, proposed, voter-approved',
    );
    for (const good of [2, 3, 14]) expect(problemLine(run.err, good)).toBe("");

    expect(run.out).toContain("Changes (3 units in 2 counties):");
    expect(run.out).toMatch(
      new RegExp(
        `2\\s+Harris\\s+Harris County\\s+${current("county.tx.harris", "Harris County")}\\s+0\\.3809 per100 \\(2025\\)`,
      ),
    );
    expect(run.out).toMatch(
      new RegExp(
        `3\\s+Harris\\s+Harris County Flood Control District\\s+${current("county.tx.harris", "Harris County Flood Control District")}\\s+0\\.0496 per100 \\(2025\\)`,
      ),
    );
    expect(run.out).toMatch(
      new RegExp(
        `14\\s+Travis\\s+City of Austin\\s+${current("county.tx.travis", "City of Austin")}\\s+0\\.5123 per100 \\(2025\\)`,
      ),
    );
    const harrisTotal = expectedTotal("county.tx.harris", {
      "Harris County": 0.3809,
      "Harris County Flood Control District": 0.0496,
    });
    expect(run.out).toMatch(
      new RegExp(
        `Harris\\s+county total \\(% of value\\)\\s+${seedCounty("county.tx.harris").rate}% \\(2024\\)\\s+${harrisTotal}% \\(2024\\)`,
      ),
    );
    expect(run.out).toContain(
      "Dry run: nothing was written. Run again with --apply to update 2 county documents.",
    );
    expect(mutateRequests()).toBe(0);
    expect(county("county.tx.harris")).toEqual(seedCounty("county.tx.harris"));
  });

  it("--apply patches only the counties of the good rows, recomputing their totals, in one transaction", async () => {
    const run = await importRates(["--state", "TX", "--file", MIXED, "--apply"]);
    expect(run.code).toBe(1);
    expect(run.out).toContain("Updated county.tx.harris, county.tx.travis in one transaction");
    expect(mutateRequests()).toBe(1);

    const harris = county("county.tx.harris");
    expect(CountyDocumentSchema.safeParse(harris).success).toBe(true);
    const unit = (name: string) => harris.units!.find((u) => u.name === name)!;
    expect(unit("Harris County")).toMatchObject({
      rate: 0.3809,
      taxYear: 2025,
      status: "adopted",
      source: { title: "Test source: Harris County rate order" },
    });
    expect(unit("Harris County Flood Control District")).toMatchObject({
      rate: 0.0496,
      taxYear: 2025,
      status: "adopted",
    });
    expect(unit("Houston ISD").rate).toBe(
      seedCounty("county.tx.harris").units!.find((u) => u.name === "Houston ISD")!.rate,
    );
    expect(harris.rate).toBe(
      expectedTotal("county.tx.harris", {
        "Harris County": 0.3809,
        "Harris County Flood Control District": 0.0496,
      }),
    );
    expect(harris.combinedRate).toBe(harris.rate);
    expect(harris.countyRate).toBe(0.3809);
    // The units the file does not touch keep their years: the oldest (2024: HCC, HCDE) stays.
    expect(harris.rateYear).toBe(2024);

    const travis = county("county.tx.travis");
    expect(travis.rate).toBe(expectedTotal("county.tx.travis", { "City of Austin": 0.5123 }));
    expect(travis.cityRate).toBe(0.5123);

    // Counties of refused rows and every other county are untouched.
    for (const id of ["county.tx.dallas", "county.tx.loving", "county.tx.bexar"])
      expect(county(id)).toEqual(seedCounty(id));
  });

  it("applies a clean file with exit code 0, and a second run finds nothing to write", async () => {
    const first = await importRates(["--state", "TX", "--file", EXAMPLE, "--apply"]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toContain("Changes (4 units in 1 county):");
    const harris = county("county.tx.harris");
    expect(
      harris
        .units!.filter((u) => u.taxYear === 2025)
        .map((u) => u.name)
        .sort(),
    ).toEqual(
      [
        ...new Set([
          "Harris County",
          "Harris County Flood Control District",
          "Harris County Hospital District (Harris Health)",
          "Port of Houston Authority (Harris County)",
          ...seedCounty("county.tx.harris")
            .units!.filter((u) => u.taxYear === 2025)
            .map((u) => u.name),
        ]),
      ].sort(),
    );

    const second = await importRates(["--state", "TX", "--file", EXAMPLE, "--apply"]);
    expect(second.code).toBe(0);
    expect(second.out).toContain("Unchanged (same rate, year, status and source): rows 2, 3, 4, 5");
    expect(second.out).toContain("Nothing to write.");
    expect(mutateRequests()).toBe(1);
  });

  it("derives a county's figures from its units exactly as the seed builder does", () => {
    const withUnits = texas.filter(
      (d) => Array.isArray(d.units) && d.units.length > 0,
    ) as unknown as CountyDocument[];
    expect(withUnits.length).toBeGreaterThan(5);
    for (const c of withUnits) {
      const totals = unitTotals(c.units as Parameters<typeof unitTotals>[0]);
      expect({ ...totals, id: c._id }).toEqual({
        id: c._id,
        rate: c.rate,
        rateKind: c.rateKind,
        schoolRate: c.schoolRate,
        countyRate: c.countyRate,
        cityRate: c.cityRate,
        specialRate: c.specialRate,
        rateYear: c.rateYear,
        rateSource: c.rateSource,
      });
    }
  });

  it("refuses a file whose header is not the documented one", async () => {
    const file = join(dir, "wrong-header.csv");
    writeFileSync(file, "county,unit,rate,year,source\nHarris,Harris County,0.38,2025,x\n");
    const run = await importRates(["--state", "TX", "--file", file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      "the header must be exactly\n  county,taxing_unit,rate,basis,year,status,source_title,source_url,source_quote",
    );
  });

  it("says a negative or too large rate must be between 0 and 10%, not that it is not a number", async () => {
    const file = join(dir, "ranges.csv");
    const source = "Harris County rate order,https://www.harriscountytx.gov/rates";
    writeFileSync(
      file,
      [
        "county,taxing_unit,rate,basis,year,status,source_title,source_url,source_quote",
        `Harris,Houston ISD,-0.5,per100,2025,adopted,${source},`,
        `Harris,City of Houston,10.01,per100,2025,adopted,${source},`,
        `Harris,Harris County,abc,per100,2025,adopted,${source},`,
      ].join("\n") + "\n",
    );
    const run = await importRates(["--state", "TX", "--file", file]);
    expect(run.code).toBe(1);
    expect(problemLine(run.err, 2)).toMatch(/rate -0\.5 per100: must be between 0 and 10%/);
    expect(problemLine(run.err, 2)).not.toContain("not a number");
    expect(problemLine(run.err, 3)).toMatch(/rate 10\.01 per100: must be between 0 and 10%/);
    expect(problemLine(run.err, 4)).toContain('rate "abc" is not a number');
  });

  it("says an empty file is empty, and a file with only the header has no rows", async () => {
    const empty = join(dir, "empty.csv");
    writeFileSync(empty, "\n");
    const run = await importRates(["--state", "TX", "--file", empty]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${empty} is empty`);
    expect(run.err).not.toContain("header must be exactly");

    const headerOnly = join(dir, "header-only.csv");
    writeFileSync(
      headerOnly,
      "county,taxing_unit,rate,basis,year,status,source_title,source_url,source_quote\n",
    );
    const second = await importRates(["--state", "TX", "--file", headerOnly]);
    expect(second.code).toBe(2);
    expect(second.err).toContain("has the header but no rows");
  });
});
