import { describe, expect, it } from "vitest";
import { countyUnits } from "./lines";
import type { County, Source, TaxingUnit, UnitRate } from "./schemas";
import { exemptionsForYear, publishedRate, rateForYear } from "./unit-years";

const official = (title: string): Source => ({ title, url: "https://example.gov/", kind: "official" });
const news = (title: string): Source => ({ title, url: "https://news.example/", kind: "secondary" });
const r = (
  taxYear: number,
  rate: number,
  status: UnitRate["status"],
  source = official(`${taxYear}`),
): UnitRate => ({
  taxYear,
  rate,
  status,
  source,
});

const unit: TaxingUnit = {
  id: "city",
  name: "City of Example",
  kind: "city",
  basis: "per100",
  rate: 0.52,
  taxYear: 2025,
  status: "adopted",
  source: official("latest"),
  rates: [
    r(2023, 0.5, "adopted"),
    r(2024, 0.51, "adopted"),
    r(2025, 0.53, "adopted", news("news 2025")),
    r(2025, 0.52, "adopted"),
    r(2025, 0.49, "no-new-revenue"),
    r(2025, 0.56, "voter-approval"),
    r(2026, 0.6, "proposed"),
  ],
};

describe("the rate a bill for one tax year uses (decision 129)", () => {
  it("takes the year's adopted rate, the unit's own notice before a news report of the same year", () => {
    expect(rateForYear(unit, 2025)).toMatchObject({ rate: 0.52, taxYear: 2025, status: "adopted" });
    expect(rateForYear(unit, 2024)).toMatchObject({ rate: 0.51, taxYear: 2024 });
    expect(rateForYear(unit, 2023)).toMatchObject({ rate: 0.5, taxYear: 2023 });
  });

  it("falls back to the latest earlier adopted rate, never to a proposed or truth-in-taxation one", () => {
    // 2026 has only a proposed rate: 2025's adopted rate is billed, and the line carries 2025.
    expect(rateForYear(unit, 2026)).toMatchObject({ rate: 0.52, taxYear: 2025, status: "adopted" });
    expect(rateForYear(unit, 2030)).toMatchObject({ taxYear: 2025 });
  });

  it("uses the earliest adopted rate for a year before the first one loaded", () => {
    expect(rateForYear(unit, 2021)).toMatchObject({ rate: 0.5, taxYear: 2023 });
  });

  it("bills a proposed rate only when nothing was adopted, and a unit without a series its one rate", () => {
    const proposedOnly: TaxingUnit = {
      ...unit,
      rate: 0.44,
      status: "proposed",
      rates: [r(2025, 0.44, "proposed"), r(2025, 0.4, "no-new-revenue")],
    };
    expect(rateForYear(proposedOnly, 2025)).toMatchObject({ rate: 0.44, status: "proposed" });
    const voted: TaxingUnit = {
      ...unit,
      rate: 0.95,
      taxYear: 2024,
      status: "voter-approved",
      rates: [r(2024, 0.95, "voter-approved")],
    };
    expect(rateForYear(voted, 2025)).toMatchObject({ rate: 0.95, taxYear: 2024, status: "adopted" });
    expect(rateForYear({ ...unit, rates: undefined }, 2019)).toMatchObject({ rate: 0.52, taxYear: 2025 });
  });

  it("keeps the truth-in-taxation rates for comparison", () => {
    expect(publishedRate(unit, 2025, "no-new-revenue")?.rate).toBe(0.49);
    expect(publishedRate(unit, 2025, "voter-approval")?.rate).toBe(0.56);
    expect(publishedRate(unit, 2024, "no-new-revenue")).toBeUndefined();
  });

  it("applies the local-option exemptions in force that year", () => {
    const withSets: TaxingUnit = {
      ...unit,
      exemptions: { over65Amount: 175000, taxYear: 2025 },
      exemptionYears: [
        { over65Amount: 153400, taxYear: 2024 },
        { over65Amount: 175000, taxYear: 2025 },
      ],
    };
    expect(exemptionsForYear(withSets, 2024)?.over65Amount).toBe(153400);
    expect(exemptionsForYear(withSets, 2026)?.over65Amount).toBe(175000);
    expect(exemptionsForYear(withSets, 2020)?.over65Amount).toBe(153400);
    expect(exemptionsForYear({ ...withSets, exemptionYears: undefined }, 2020)?.over65Amount).toBe(175000);
  });

  it("gives each bill line the year and source of the rate it uses", () => {
    const county = { units: [unit] } as unknown as County;
    const [line2024] = countyUnits(county, 2024)!;
    expect(line2024).toMatchObject({ rate: 0.51, rateYear: 2024, source: { title: "2024" } });
    const [line2026] = countyUnits(county, 2026)!;
    expect(line2026).toMatchObject({ rate: 0.52, rateYear: 2025 });
  });
});

describe("a correction of the unit's own rate (the Studio, seed:import-rates)", () => {
  it("replaces the series' figure of its year and status in the bills of that year", () => {
    const corrected: TaxingUnit = { ...unit, rate: 0.5234, taxYear: 2025, source: official("corrected") };
    expect(rateForYear(corrected, 2025)).toMatchObject({ rate: 0.5234, source: { title: "corrected" } });
    expect(rateForYear(corrected, 2024)).toMatchObject({ rate: 0.51 });
    // A new year's figure entered on the unit is billed for that year, the series keeps the rest.
    const next: TaxingUnit = { ...unit, rate: 0.55, taxYear: 2026 };
    expect(rateForYear(next, 2026)).toMatchObject({ rate: 0.55, taxYear: 2026 });
    expect(rateForYear(next, 2025)).toMatchObject({ rate: 0.52 });
  });
});
