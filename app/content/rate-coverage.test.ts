import { describe, expect, it } from "vitest";
import { countyRateCoverage, coverageLine } from "./rate-coverage";

const official = { kind: "official" };
const news = { kind: "secondary" };

describe("what a county's rates rest on (the coverage report and the Studio pane)", () => {
  const travis = {
    name: "Travis",
    rateKind: "official",
    units: [
      {
        name: "Travis County",
        taxYear: 2025,
        source: news,
        rates: [
          { taxYear: 2024, status: "voter-approved", source: official },
          { taxYear: 2025, status: "adopted", source: news },
          { taxYear: 2025, status: "no-new-revenue", source: official },
        ],
      },
      { name: "Austin ISD", taxYear: 2024, status: "voter-approved", source: news },
      { name: "Austin Community College", taxYear: 2025, source: official },
    ],
    unitsNotLoaded: [{ en: "the Travis County Emergency Services District" }],
  };

  it("counts the units, those with the year's adopted rate, years, statuses and kinds of source", () => {
    expect(countyRateCoverage(travis, 2025)).toEqual({
      county: "Travis",
      basis: "units",
      unitsLoaded: 3,
      unitsNotLoaded: ["the Travis County Emergency Services District"],
      unitsAtYear: 2,
      years: [2024, 2025],
      statuses: { "voter-approved": 2, adopted: 2, "no-new-revenue": 1 },
      official: 1,
      news: 2,
    });
    expect(countyRateCoverage(travis, 2024).unitsAtYear).toBe(2);
  });

  it("prints one line a county", () => {
    expect(coverageLine(countyRateCoverage(travis, 2025), 2025)).toBe(
      "Travis: 3 units loaded, 2 with a 2025 adopted rate · years 2024, 2025 · 2 voter-approved, 2 adopted, 1 no-new-revenue · 1 official, 2 from news reports; not loaded: the Travis County Emergency Services District",
    );
    expect(
      coverageLine(countyRateCoverage({ name: "Loving", rateKind: "estimate", rateYear: 2023 }, 2025), 2025),
    ).toBe("Loving: estimate (2023)");
  });
});
