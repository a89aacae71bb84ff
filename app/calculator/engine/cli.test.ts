// The command line against small fixture datasets (the seed builder's real one may not exist).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv, runCli } from "./cli";

const ROOT = resolve(__dirname, "../../..");
const FIXTURES = "app/calculator/engine/__fixtures__";
const DATASET = `${FIXTURES}/dataset.ndjson`;

function cli(args: string[]) {
  let out = "";
  let err = "";
  const code = runCli(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: ROOT });
  return { code, out, err };
}

describe("calc CLI", () => {
  it("finds a county by slug in the dataset and prints the result as JSON", () => {
    const { code, out } = cli([
      "--state",
      "TX",
      "--dataset",
      DATASET,
      "--county",
      "harris",
      "--value",
      "400000",
      "--homestead",
      "--tax-year",
      "2025",
    ]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.result.annualTax).toBe(5831.76); // the Harris case worked in tx.test.ts
    expect(json.result.lines).toHaveLength(5);
    expect(json.input.homesteadExemption).toBe(true);
  });

  it("reads a Sanity-style slug and a localized name, and matches names case-insensitively", () => {
    const { code, out } = cli([
      "--state",
      "TX",
      "--dataset",
      DATASET,
      "--county",
      "FORT BEND county",
      "--value",
      "200000",
      "--homestead",
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out).result.lines[0].taxableValue).toBe(160000);
  });

  it("takes the rules from the dataset's stateConfig when it has them", () => {
    const dir = mkdtempSync(join(tmpdir(), "calc-cli-"));
    const rules = JSON.parse(readFileSync(join(ROOT, "seed/states/tx.rules.json"), "utf8"));
    rules.currentTaxYear = 2024;
    const docs = readFileSync(join(ROOT, DATASET), "utf8")
      .split("\n")
      .filter((l) => l && !l.includes('"stateConfig.tx"'));
    docs.push(JSON.stringify({ _id: "stateConfig.tx", _type: "stateConfig", rules }));
    const file = join(dir, "production.ndjson");
    writeFileSync(file, docs.join("\n"));
    const { code, out } = cli([
      "--state",
      "TX",
      "--dataset",
      file,
      "--county",
      "harris",
      "--value",
      "400000",
      "--homestead",
    ]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.result.taxYear).toBe(2024);
    expect(json.result.lines.find((l: { id: string }) => l.id === "houston-isd").taxableValue).toBe(300000); // $100,000 in 2024
  });

  it("accepts a county as inline JSON or as a file", () => {
    const inline = JSON.stringify({
      state: "TX",
      name: "Inline",
      slug: "inline",
      fips: "48999",
      rate: 2,
      combinedRate: 2,
      rateKind: "estimate",
      rateYear: 2024,
      rateSource: { title: "t", url: "https://example.org/" },
    });
    const a = cli(["--county-json", inline, "--value", "300000", "--homestead", "--tax-year", "2025"]);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out).result.annualTax).toBe(4460); // the split case worked in tx.test.ts
    const b = cli([
      "--state",
      "TX",
      "--county-json",
      `${FIXTURES}/harris.county.json`,
      "--value",
      "400000",
      "--homestead",
      "--tax-year",
      "2025",
    ]);
    expect(JSON.parse(b.out).result.annualTax).toBe(5831.76);
  });

  it("adds a projection on request", () => {
    const { out } = cli([
      "--state",
      "TX",
      "--dataset",
      DATASET,
      "--county",
      "harris",
      "--value",
      "400000",
      "--homestead",
      "--project",
      "3",
      "--growth",
      "0.2",
    ]);
    const p = JSON.parse(out).projection;
    expect(p.owner.map((y: { assessedValue: number }) => y.assessedValue)).toEqual([400000, 440000, 484000]); // the 10% cap
    expect(p.buyer).toHaveLength(3);
  });

  it("prints one CSV row per home, with errors in the spec's words", () => {
    const { code, out } = cli([
      "--state",
      "TX",
      "--dataset",
      DATASET,
      "--csv",
      `${FIXTURES}/homes.csv`,
      "--tax-year",
      "2025",
    ]);
    expect(code).toBe(2);
    const rows = parseCsv(out);
    expect(rows[0]).toEqual([
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
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[1].slice(0, 3)).toEqual(["1", "harris", "300000"]);
    expect(rows[2][1]).toBe("harris");
    expect(rows[3][1]).toBe("loving");
    expect(rows[4][12]).toBe("County not found");
    expect(rows[5][12]).toBe("Please enter a valid value");
  });

  it("reports errors as JSON on stderr, in Spanish when asked", () => {
    const missing = cli(["--state", "TX", "--dataset", DATASET, "--county", "atlantis", "--value", "1"]);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.err).error).toMatchObject({
      key: "error.countyNotFound",
      message: "County not found",
    });
    const es = cli([
      "--state",
      "TX",
      "--dataset",
      DATASET,
      "--county",
      "atlantis",
      "--value",
      "1",
      "--lang",
      "es",
    ]);
    expect(JSON.parse(es.err).error.message).toBe("No se encontró el condado");
    const nyc = cli(["--state", "NY", "--dataset", DATASET, "--county", "kings", "--value", "0"]);
    expect(JSON.parse(nyc.err).error.message).toBe("Market value must be greater than 0");
    expect(cli(["--state", "ZZ", "--county", "x"]).code).toBe(1);
    expect(cli(["--bogus"]).code).toBe(64);
  });
});

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes and CRLF", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n\r\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
    ]);
  });
});
