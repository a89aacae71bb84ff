import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countiesFromDataset, parseNdjson } from "~/calculator/engine/dataset";
import { packPickerList, unpackPickerList } from "./picker-list";

const docs = parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8"));

describe("the county picker's list as the page carries it", () => {
  it("gives back every county of every state, name and slug, in order", () => {
    for (const state of ["TX", "CA", "FL", "NY"] as const) {
      const counties = countiesFromDataset(docs, state).counties.map(({ name, slug }) => ({ name, slug }));
      expect(counties.length).toBeGreaterThan(0);
      expect(unpackPickerList(packPickerList(counties))).toEqual(counties);
    }
  });

  it("writes a slug only where it is not the name's usual form", () => {
    const packed = packPickerList([
      { name: "Fort Bend", slug: "fort-bend" },
      { name: "Doña Ana", slug: "dona-ana" },
      { name: "St. Lucie", slug: "saint-lucie" },
    ]);
    expect(packed).toBe("Fort Bend|Doña Ana|St. Lucie=saint-lucie");
  });

  it("marks New York City's boroughs, and refuses a name holding a separator", () => {
    const list = unpackPickerList("Albany|Kings|Queens", ["kings", "queens"]);
    expect(list.filter((c) => c.nycClass).map((c) => c.slug)).toEqual(["kings", "queens"]);
    expect(unpackPickerList("")).toEqual([]);
    expect(() => packPickerList([{ name: "A|B", slug: "a-b" }])).toThrow(/separator/);
  });

  it("is a fraction of the objects' size for Texas's 254 counties", () => {
    const tx = countiesFromDataset(docs, "TX").counties.map(({ name, slug }) => ({ name, slug }));
    expect(packPickerList(tx).length).toBeLessThan(JSON.stringify(tx).length / 3);
  });
});
