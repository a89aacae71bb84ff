import { describe, expect, it } from "vitest";
import { countyNameFor, unitNameFor } from "./place-names";

describe("unit names for a Spanish reader", () => {
  it.each([
    ["City of Houston", "Ciudad de Houston (City of Houston)"],
    ["Harris County", "Condado de Harris (Harris County)"],
    ["Houston ISD", "Distrito escolar independiente de Houston (Houston ISD)"],
    [
      "Harris County Flood Control District",
      "Distrito de control de inundaciones del condado de Harris (Harris County Flood Control District)",
    ],
    [
      "Parkland Health (Dallas County Hospital District)",
      "Parkland Health (distrito hospitalario del condado de Dallas)",
    ],
    [
      "Harris County Hospital District (Harris Health)",
      "Distrito hospitalario del condado de Harris (Harris County Hospital District, Harris Health)",
    ],
    [
      "City of Pembroke Pines (operating + debt)",
      "Ciudad de Pembroke Pines (City of Pembroke Pines, operación y deuda)",
    ],
    [
      "Port of Houston Authority (Harris County)",
      "Autoridad portuaria de Houston (Port of Houston Authority, condado de Harris)",
    ],
    ["Dallas College", "Dallas College"],
    [
      "Alamo Colleges District (Alamo Community College District)",
      "Distrito de colegios comunitarios Alamo (Alamo Colleges District, Alamo Community College District)",
    ],
    [
      "Tarrant Regional Water District",
      "Distrito regional de agua de Tarrant (Tarrant Regional Water District)",
    ],
  ])("%s → %s", (en, es) => {
    expect(unitNameFor(en, "es")).toBe(es);
    expect(unitNameFor(en, "en")).toBe(en);
  });

  it("every unit in the dataset reads in Spanish without 'City of' or 'County' outside the official name", async () => {
    const { readFileSync } = await import("node:fs");
    const names = readFileSync("seed/dist/production.ndjson", "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { _type: string; units?: { name: string }[] })
      .filter((d) => d._type === "county")
      .flatMap((d) => (d.units ?? []).map((u) => u.name));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const outside = unitNameFor(name, "es").replace(/\([^)]*\)/g, "");
      expect(outside, name).not.toMatch(/\bCity of\b|\bCounty\b|\bISD\b|\bDistrict\b/);
    }
  });
});

describe("county names", () => {
  it("uses the Spanish spelling where there is one", () => {
    expect(countyNameFor("Los Angeles", "es")).toBe("Los Ángeles");
    expect(countyNameFor("Los Angeles", "en")).toBe("Los Angeles");
    expect(countyNameFor("Harris", "es")).toBe("Harris");
  });
});
