import { describe, expect, it } from "vitest";
import { unitTotals, withUnitTotals, type UnitRate } from "./county-totals";
import type { County } from "./schemas";

const src = (title: string) => ({ title, url: `https://example.org/${title.replace(/\W+/g, "-")}` });

// Rates in three bases: Texas's dollars per $100, Florida's mills, and a fixed charge per parcel.
const units: UnitRate[] = [
  { kind: "county", basis: "per100", rate: 0.38529, taxYear: 2025, source: src("County budget") },
  { kind: "school", basis: "per100", rate: 0.8683, taxYear: 2025, source: src("ISD board order") },
  { kind: "city", basis: "per100", rate: 0.51919, taxYear: 2024, source: src("City ordinance") },
  { kind: "mud", basis: "mills", rate: 5, taxYear: 2025, source: src("Utility district") },
  { kind: "special", basis: "fixed", rate: 120, taxYear: 2025, source: src("Solid waste fee") },
];

const county: County = {
  state: "TX",
  name: "Sample",
  slug: "sample",
  fips: "48999",
  rate: 1.9,
  combinedRate: 1.9,
  rateKind: "official",
  rateYear: 2023,
  rateSource: src("Old total"),
  schoolRate: 1,
  countyRate: 0.4,
  cityRate: 0.5,
  specialRate: 0.2,
  levyRate: 0.1,
};

describe("a county's figures from its taxing units", () => {
  it("adds the ad valorem rates in percent and leaves a fixed charge out", () => {
    // 0.38529 + 0.8683 + 0.51919 + 5 mills (0.5%) = 2.27278%; the county rate keeps 4 places.
    const totals = unitTotals(units);
    expect(totals.rate).toBe(2.2728);
    expect(totals.schoolRate).toBe(0.8683);
    expect(totals.countyRate).toBe(0.38529);
    expect(totals.cityRate).toBe(0.51919);
    expect(totals.specialRate).toBe(0.5);
  });

  it("takes the oldest unit's year and the largest levy's source", () => {
    const totals = unitTotals(units);
    expect(totals.rateYear).toBe(2024);
    expect(totals.rateSource.title).toBe("ISD board order");
    expect(totals.rateKind).toBe("official");
  });

  it("calls the whole rate an estimate when any line is estimated", () => {
    const withEstimate = units.map((u) => (u.kind === "mud" ? { ...u, status: "estimate" as const } : u));
    expect(unitTotals(withEstimate).rateKind).toBe("estimate");
  });

  it("replaces a county's stored figures and drops a part its units no longer have", () => {
    const read = withUnitTotals({ ...county, units: units.filter((u) => u.kind !== "city") });
    expect(read.rate).toBe(1.7536);
    expect(read.combinedRate).toBe(1.7536);
    expect(read.rateYear).toBe(2025);
    expect(read.cityRate).toBeUndefined();
    expect(read.schoolRate).toBe(0.8683);
    // Not a unit total: California's levy above the 1% stays as stored.
    expect(read.levyRate).toBe(0.1);
  });

  it("follows an editor's change to one unit's rate", () => {
    const before = withUnitTotals({ ...county, units });
    const corrected = units.map((u) => (u.kind === "school" ? { ...u, rate: 0.7583 } : u));
    const after = withUnitTotals({ ...county, units: corrected });
    expect(Math.round((before.rate - after.rate) * 10000) / 10000).toBe(0.11);
    expect(after.schoolRate).toBe(0.7583);
  });

  it("keeps what a county without units stores", () => {
    expect(withUnitTotals(county)).toBe(county);
    expect(withUnitTotals({ ...county, units: [] })).toEqual({ ...county, units: [] });
  });
});
