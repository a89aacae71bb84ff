// New York STAR by school district segment, read from the Tax Department's tables as copied into
// seed/data/official/ny/star-max-savings.csv (decision 130). Figures checked by hand against the
// tables' rows: Erie, "Maximum 2023–2024 / 2025–2026 STAR exemption savings by municipality".
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCounties } from "./counties";
import { readPublishers } from "./publishers";
import { seedPaths } from "./sources";
import { readStarSegments, STAR_COLUMNS } from "./star-segments";

const paths = seedPaths();
const counties = buildCounties(paths);
const register = readPublishers(join(paths.data, "publishers.json"));

describe("STAR segments in the dataset", () => {
  it("give Erie's Akron schools in the Town of Alden the table's Basic and Enhanced maximums by school year", () => {
    const erie = counties.find((c) => c._id === "county.ny.erie")!;
    const alden = erie.starSegments!.find((s) => s.id === "akron-town-of-alden")!;
    expect(alden).toMatchObject({ schoolDistrict: "Akron", municipality: "Town of Alden" });
    expect(alden.years.map((y) => [y.schoolYear, y.maxSavings])).toEqual([
      [2023, { basic: 332, enhanced: 828 }],
      [2025, { basic: 275, enhanced: 746 }],
    ]);
    expect(alden.years[1].source).toMatchObject({
      kind: "official",
      url: expect.stringMatching(/tax\.ny\.gov/),
    });
  });

  it("reach Monroe and Westchester, and no county of another state or New York City", () => {
    const withSegments = counties.filter((c) => c.starSegments?.length).map((c) => c._id);
    expect(withSegments).toEqual(
      expect.arrayContaining(["county.ny.erie", "county.ny.monroe", "county.ny.westchester"]),
    );
    for (const id of withSegments) expect(id).toMatch(/^county\.ny\./);
    expect(counties.find((c) => c._id === "county.ny.kings")!.starSegments).toBeUndefined();
  });
});

describe("the STAR table's rows", () => {
  const file = (rows: string[]) => {
    const path = join(mkdtempSync(join(tmpdir(), "star-")), "star.csv");
    writeFileSync(path, [STAR_COLUMNS.join(","), ...rows].join("\n") + "\n");
    return path;
  };
  const row = (over: Partial<Record<(typeof STAR_COLUMNS)[number], string>>) =>
    STAR_COLUMNS.map(
      (c) =>
        ({
          county: "Erie",
          school_district: "Buffalo",
          municipality: "City of Buffalo",
          class: "",
          school_year_start: "2025",
          basic_max_savings: "236",
          enhanced_max_savings: "580",
          source_title: "NYS Department of Taxation and Finance: maximum STAR savings",
          source_url: "https://www.tax.ny.gov/pit/property/star/max-savings/municipality/muni14.htm",
          date_read: "2026-11-29",
          ...over,
        })[c],
    ).join(",");

  it("refuse an amount that is not whole dollars, a year twice, and a page that is not the Tax Department's", () => {
    expect(() => readStarSegments(file([row({ basic_max_savings: "$236" })]), register)).toThrow(
      /"\$236" is not a whole-dollar amount/,
    );
    expect(() => readStarSegments(file([row({}), row({})]), register)).toThrow(
      /school year 2025 is given twice/,
    );
    expect(() =>
      readStarSegments(file([row({ source_url: "https://communityimpact.com/star" })]), register),
    ).toThrow(/STAR amounts come from the Tax Department, not Community Impact/);
  });
});
