// The bulk-file importers against files in each publisher's layout, written here as the
// publishers publish them (a title above the header, the columns the issue and the publishers
// name), read and merged into a copy of seed/data/official.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { seedPaths, type SeedPaths } from "../sources";
import { parseCsvRecords } from "../csv";
import { runImportOfficial } from "./index";

let paths: SeedPaths;
let dir: string;
let log: string[];
const out = { log: (s: string) => log.push(s), error: (s: string) => log.push(s) };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "import-official-"));
  cpSync(seedPaths().data, join(dir, "data"), { recursive: true });
  paths = seedPaths(dir);
  log = [];
});

async function workbook(file: string, title: string, header: string[], rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow([title]);
  sheet.addRow([]);
  sheet.addRow(header);
  rows.forEach((r) => sheet.addRow(r));
  const path = join(dir, file);
  await book.xlsx.writeFile(path);
  return path;
}

const stored = (state: string) =>
  parseCsvRecords(readFileSync(join(paths.official, state, "units.csv"), "utf8"));

describe("seed:import-official --source tx-comptroller", () => {
  const header = ["COUNTY", "TAXING UNIT ID", "TAXING UNIT NAME", "M&O RATE", "I&S RATE", "TOTAL TAX RATE"];

  it("reads the school district workbook, keeps the stored unit names, and writes only with --apply", async () => {
    const file = await workbook(
      "2026-school-district-rates-and-levies.xlsx",
      "2026 School District Tax Rates and Levies",
      header,
      [
        ["HARRIS", "101-912", "HOUSTON ISD", 0.7016, 0.1667, 0.8683],
        ["TRAVIS", "227-901", "AUSTIN ISD", 0.8471, 0.1034, 0.9505],
      ],
    );
    const before = stored("tx").length;
    expect(
      await runImportOfficial(
        ["--source", "tx-comptroller", "--year", "2026", file],
        out,
        paths,
        "2026-11-29",
      ),
    ).toBe(0);
    expect(log.join("\n")).toMatch(/New rows \(2\)/);
    expect(log.join("\n")).toMatch(/Dry run: nothing was written/);
    expect(stored("tx")).toHaveLength(before);

    expect(
      await runImportOfficial(
        ["--source", "tx-comptroller", "--year", "2026", "--apply", file],
        out,
        paths,
        "2026-11-29",
      ),
    ).toBe(0);
    const rows = stored("tx").filter((r) => r.tax_year === "2026");
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.county === "Harris")).toMatchObject({
      taxing_unit: "Houston ISD",
      unit_kind: "school",
      rate: "0.8683",
      mo_rate: "0.7016",
      debt_rate: "0.1667",
      status: "adopted",
      source_kind: "official",
      source_url: "https://comptroller.texas.gov/taxes/property-tax/rates/",
      date_read: "2026-11-29",
    });
    expect(stored("tx").length).toBe(before + 2);
  });

  it("refuses rows that are not rates, whose parts do not add up, or that the appraisal district did not report", async () => {
    const file = await workbook(
      "2026-special-district-rates-and-levies.xlsx",
      "2026 Special District Rates",
      header,
      [
        ["BEXAR", "015-201", "ALAMO COMMUNITY COLLEGE DISTRICT**", 0.10776, 0.04139, 0.14915],
        ["BEXAR", "015-999", "*SOME WATER DISTRICT", "", "", ""],
        ["BEXAR", "015-998", "BEXAR COUNTY ESD 2", 0.1, 0.05, 0.2],
        ["BEXAR", "015-997", "BEXAR COUNTY HOSPITAL DISTRICT", "", "", "27.6"],
      ],
    );
    const code = await runImportOfficial(
      ["--source", "tx-comptroller", "--year", "2026", "--apply", file],
      out,
      paths,
      "2026-11-29",
    );
    expect(code).toBe(1);
    const text = log.join("\n");
    expect(text).toMatch(/4 rows, 1 read, 3 refused/);
    expect(text).toMatch(/\*SOME WATER DISTRICT\s+marked \* : the appraisal district did not report/);
    expect(text).toMatch(/BEXAR COUNTY ESD 2\s+M&O 0.1 \+ I&S 0.05 is not the total 0.2/);
    expect(text).toMatch(/total tax rate "27.6" is not a rate per \$100/);
    const alamo = stored("tx").find((r) => r.tax_year === "2026");
    // The college (marked ** for branch campuses) is read under the name the Bexar bill knows it by.
    expect(alamo).toMatchObject({
      taxing_unit: "Alamo Colleges District (Alamo Community College District)",
      unit_kind: "college",
      rate: "0.14915",
    });
  });

  it("refuses the wrong file by its header, naming the columns it needs", async () => {
    const file = await workbook("cities.xlsx", "Cities", ["CITY", "RATE"], [["HOUSTON", 0.5]]);
    expect(await runImportOfficial(["--source", "tx-comptroller", "--year", "2026", file], out, paths)).toBe(
      2,
    );
    expect(log.join("\n")).toMatch(
      /no header row with the columns COUNTY, TAXING UNIT ID, TAXING UNIT NAME, TOTAL TAX RATE/,
    );
  });

  it("changes a row the publisher corrected and leaves rows of other pages alone", async () => {
    const first = await workbook("county-rates.xlsx", "2026 County Rates", header, [
      ["DALLAS", "057", "DALLAS COUNTY", 0.18, 0.0355, 0.2155],
    ]);
    await runImportOfficial(["--source", "tx-comptroller", "--year", "2026", "--apply", first], out, paths);
    const fixedFile = await workbook("county-rates-revised.xlsx", "2026 County Rates", header, [
      ["DALLAS", "057", "DALLAS COUNTY", 0.18, 0.0356, 0.2156],
    ]);
    log = [];
    await runImportOfficial(
      ["--source", "tx-comptroller", "--year", "2026", "--apply", fixedFile],
      out,
      paths,
    );
    expect(log.join("\n")).toMatch(/Changed by the publisher \(1\)/);
    const dallas = stored("tx").filter((r) => r.county === "Dallas" && r.taxing_unit === "Dallas County");
    expect(dallas.filter((r) => r.tax_year === "2026").map((r) => r.rate)).toEqual(["0.2156"]);
    // The county's own 2025 notice is still there beside the Comptroller's figure.
    expect(dallas.some((r) => r.tax_year === "2025" && r.source_url.includes("dallascounty.org"))).toBe(true);
  });
});

describe("seed:import-official --source fl-dor", () => {
  it("reads millage by taxing authority, with the operating and debt parts", async () => {
    const file = await workbook(
      "2026-millage.xlsx",
      "2026 Millage Rates by Taxing Authority",
      ["COUNTY", "TAXING AUTHORITY", "AUTHORITY TYPE", "OPERATING MILLAGE", "DEBT MILLAGE", "TOTAL MILLAGE"],
      [
        ["MIAMI-DADE", "MIAMI-DADE COUNTY PUBLIC SCHOOLS", "SCHOOL", 5.502, 0.134, 5.636],
        ["MIAMI-DADE", "SOUTH FLORIDA WATER MANAGEMENT DISTRICT", "WATER MANAGEMENT", 0.0948, "", 0.0948],
        ["MIAMI-DADE", "CITY OF MIAMI", "MUNICIPAL", 7.1364, 0.2252, 7.3616],
      ],
    );
    expect(
      await runImportOfficial(
        ["--source", "fl-dor", "--year", "2026", "--apply", file],
        out,
        paths,
        "2026-11-29",
      ),
    ).toBe(0);
    const rows = stored("fl").filter((r) => r.tax_year === "2026");
    expect(rows.map((r) => [r.county, r.taxing_unit, r.unit_kind, r.rate_basis])).toEqual([
      ["Miami-Dade", "City of Miami", "city", "mills"],
      ["Miami-Dade", "Miami-Dade County Public Schools", "school", "mills"],
      ["Miami-Dade", "South Florida Water Management District", "special", "mills"],
    ]);
  });
});

describe("seed:import-official --source ca-tra", () => {
  it("reads an auditor-controller's TRA table: each agency's debt rate and the TRA total", async () => {
    const file = join(dir, "tra.csv");
    writeFileSync(
      file,
      "TRA,AGENCY,RATE\n00013,GENERAL TAX LEVY - ALL TAXING ENTITIES,1.000000\n00013,CITY OF LOS ANGELES DEBT SERVICE,0.003470\n00013,LOS ANGELES UNIFIED SCHOOL DISTRICT,0.123012\n00013,METROPOLITAN WATER DISTRICT,0.007000\n",
    );
    const args = [
      "--source",
      "ca-tra",
      "--year",
      "2026",
      "--county",
      "Los Angeles",
      "--url",
      "https://auditor.lacounty.gov/tax-rates/",
      "--publisher",
      "Los Angeles County Auditor-Controller",
      "--apply",
      file,
    ];
    expect(await runImportOfficial(args, out, paths, "2026-11-29")).toBe(0);
    const rows = stored("ca").filter((r) => r.tax_year === "2026");
    expect(rows.find((r) => r.unit_kind === "other")).toMatchObject({
      taxing_unit: "Tax rate area 13 total (1% + voter-approved debt)",
      rate: "1.133482",
    });
    expect(rows.find((r) => r.unit_kind === "school")).toMatchObject({
      rate: "0.123012",
      debt_rate: "0.123012",
    });
    expect(rows).toHaveLength(4);
  });

  it("needs the county, the page and the publisher", async () => {
    expect(await runImportOfficial(["--source", "ca-tra", "--year", "2026", "x.csv"], out, paths)).toBe(2);
    expect(log.join("\n")).toMatch(/ca-tra needs --county NAME, --url/);
  });
});

describe("seed:import-official --source ny-star", () => {
  it("reads a county's maximum STAR savings table, skips 'no taxable property' and refuses what is not an amount", async () => {
    const file = join(dir, "sd28.csv");
    writeFileSync(
      file,
      [
        "Maximum 2026–2027 STAR exemption savings by school district: Nassau County",
        "School district name,Municipal name,Class*,Basic,Enhanced",
        "Levittown,Town of Hempstead,-,$1,210,$3,050",
        "Levittown,Town of Oyster Bay,-,$1,190,$3,010",
        "Long Beach,City of Long Beach,H,NO TAXABLE PROPERTY,",
        "Oceanside,Town of Hempstead,-,about 1200,",
      ].join("\n"),
    );
    // The table's dollar amounts carry thousands separators, as the page prints them.
    writeFileSync(file, readFileSync(file, "utf8").replace(/\$(\d),(\d{3})/g, '"$$$1,$2"'));
    const args = [
      "--source",
      "ny-star",
      "--year",
      "2026",
      "--county",
      "Nassau",
      "--url",
      "https://www.tax.ny.gov/pit/property/star/max-savings/school-district/sd28.htm",
      "--apply",
      file,
    ];
    expect(await runImportOfficial(args, out, paths, "2026-11-29")).toBe(1);
    expect(log.join("\n")).toMatch(/4 rows, 2 read, 1 refused/);
    expect(log.join("\n")).toMatch(
      /Oceanside \/ Town of Hempstead\s+"about 1200" \/ "" are not dollar amounts/,
    );
    const rows = parseCsvRecords(
      readFileSync(join(paths.official, "ny", "star-max-savings.csv"), "utf8"),
    ).filter((r) => r.county === "Nassau");
    expect(
      rows.map((r) => [
        r.school_district,
        r.municipality,
        r.school_year_start,
        r.basic_max_savings,
        r.enhanced_max_savings,
      ]),
    ).toEqual([
      ["Levittown", "Town of Hempstead", "2026", "1210", "3050"],
      ["Levittown", "Town of Oyster Bay", "2026", "1190", "3010"],
    ]);
  });
});
