import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTaxYear, readBackbone, seedPaths } from "./sources";

const paths = seedPaths();
const SHARED = join(paths.root, "..", "..", "shared", "data", "sources");
const COPIES = [
  ["county_backbone_TX_CA_FL_NY.csv", "derived/county_backbone_TX_CA_FL_NY.csv"],
  ["taxing_unit_rates.csv", "official-rates/taxing_unit_rates.csv"],
  ["local_exemptions.csv", "official-rates/local_exemptions.csv"],
] as const;

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

describe("source copies", () => {
  it("match the hashes their README records", () => {
    const readme = readFileSync(join(paths.data, "sources/README.md"), "utf8");
    for (const [copy] of COPIES) expect(readme, copy).toContain(sha256(join(paths.data, "sources", copy)));
  });

  it.skipIf(!existsSync(SHARED))("are byte-identical to ../shared/data/sources", () => {
    for (const [copy, original] of COPIES) {
      expect(sha256(join(paths.data, "sources", copy)), copy).toBe(sha256(join(SHARED, original)));
    }
  });
});

describe("readBackbone", () => {
  it("reads blank ACS cells as missing, not zero", () => {
    const loving = readBackbone(paths.backbone).find((r) => r.fips === "48301")!;
    expect(loving.name).toBe("Loving County");
    expect(loving.medianHomeValue).toBeUndefined();
    expect(loving.effAggregate).toBeUndefined();
    expect(loving.pop2023).toBe(43);
  });
});

describe("parseTaxYear", () => {
  it("reads plain years, NYC fiscal years and open-ended years", () => {
    expect(parseTaxYear("2024")).toBe(2024);
    expect(parseTaxYear("FY2025 (tax year 2024/25)")).toBe(2025);
    expect(parseTaxYear("2022 onward (latest stored)")).toBe(2022);
    expect(parseTaxYear("all years")).toBeUndefined();
    expect(parseTaxYear("unstated (page published 2024-12-02)")).toBeUndefined();
  });
});
