import { describe, expect, it } from "vitest";
import { buildCounties, countySlug } from "./counties";
import { coverage, formatCoverage } from "./coverage";
import { readOfficialData } from "./official-data";
import { readUnitRates, seedPaths } from "./sources";

const paths = seedPaths();
const counties = buildCounties(paths);
const rates = [...readUnitRates(paths.unitRates), ...readOfficialData(paths.official).rates];
const rows = coverage(counties, rates);
const tx = rows.find((r) => r.state === "TX")!;

describe("seed:build's coverage report", () => {
  it("counts each state's counties once, as official or estimated, with an office or a directory link", () => {
    expect(rows.map((r) => r.state)).toEqual(["TX", "FL", "CA", "NY"]);
    for (const r of rows) {
      expect(r.officialRate + r.estimates, r.state).toBe(r.counties);
      expect(r.officesNamed + r.officesLinked, r.state).toBe(r.counties);
      expect(r.officialUnits).toBeLessThanOrEqual(r.officialRate);
    }
    expect(tx.counties).toBe(254);
    expect(tx.officialUnits).toBe(counties.filter((c) => c.state === "TX" && c.units?.length).length);
  });

  it("names the oldest official rate year and the county that holds it", () => {
    const oldest = Math.min(
      ...counties.filter((c) => c.state === "TX" && c.units).flatMap((c) => c.units!.map((u) => u.taxYear)),
    );
    expect(tx.oldestOfficialYear?.year).toBe(oldest);
    const holder = counties.find((c) => c._id === `county.tx.${countySlug(tx.oldestOfficialYear!.county)}`)!;
    expect(holder.units!.some((u) => u.taxYear === oldest)).toBe(true);
  });

  it("prints one line per state", () => {
    const text = formatCoverage(rows);
    expect(text.split("\n")).toHaveLength(5);
    expect(text).toMatch(
      new RegExp(
        `TX: 254 counties · official rate ${tx.officialRate} .* offices named ${tx.officesNamed}, linked to the state directory ${tx.officesLinked} · oldest official rate year ${tx.oldestOfficialYear!.year}`,
      ),
    );
  });
});
