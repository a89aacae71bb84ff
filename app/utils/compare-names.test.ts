import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countiesFromDataset, parseNdjson } from "~/calculator/engine/dataset";
import { compareNames } from "./compare-names";

const docs = parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8"));
const english = (a: string, b: string) => a.localeCompare(b, "en");

describe("names in English alphabetical order without Intl", () => {
  it("orders every county of every state as English collation does, shuffled or reversed", () => {
    for (const state of ["TX", "CA", "FL", "NY"] as const) {
      const names = countiesFromDataset(docs, state).counties.map((c) => c.name);
      const expected = [...names].sort(english);
      expect([...names].reverse().sort(compareNames)).toEqual(expected);
      expect([...expected].reverse().sort(compareNames)).toEqual(expected);
    }
  });

  it("sets case, accents, spaces, hyphens and periods where English collation does", () => {
    const names = [
      "DeWitt",
      "Dawson",
      "DeKalb",
      "Decatur",
      "Doña Ana",
      "Dona",
      "De Soto",
      "St. Lucie",
      "St Johns",
      "Miami-Dade",
      "Miami Beach",
      "Los Ángeles",
      "Los Alamos",
      "Lake",
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(english));
  });
});
