import { describe, expect, it } from "vitest";
import { directoryView, parseSort, searchCounties, sortCounties } from "./county-directory";
import type { CountyCardView } from "./queries/views";

const card = (name: string, rate: number, population: number | null): CountyCardView => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  fips: "48000",
  state: "TX",
  rate,
  combinedRate: rate,
  rateKind: "estimate",
  rateYear: 2023,
  rateSource: { title: "t", url: "https://example.org" },
  rateBadge: { tone: "estimate", statuses: null, years: "2023", news: 0, units: 0 },
  population,
  populationYear: 2023,
  officeName: null,
});

const list = [
  card("Travis", 1.9, 1_326_436),
  card("Fort Bend", 2.2, 889_146),
  card("Loving", 1.5, null),
  card("Anderson", 2.2, 57_922),
];

describe("county directory", () => {
  it("sorts by name A–Z", () => {
    expect(sortCounties(list, "name").map((c) => c.name)).toEqual([
      "Anderson",
      "Fort Bend",
      "Loving",
      "Travis",
    ]);
  });
  it("sorts by rate, highest first, ties by name", () => {
    expect(sortCounties(list, "rate").map((c) => c.name)).toEqual([
      "Anderson",
      "Fort Bend",
      "Travis",
      "Loving",
    ]);
  });
  it("sorts by population, highest first, unknown last", () => {
    expect(sortCounties(list, "population").map((c) => c.name)).toEqual([
      "Travis",
      "Fort Bend",
      "Anderson",
      "Loving",
    ]);
  });
  it("searches by name, case-insensitively, and by slug", () => {
    expect(searchCounties(list, "fort b").map((c) => c.name)).toEqual(["Fort Bend"]);
    expect(searchCounties(list, "TRAV").map((c) => c.name)).toEqual(["Travis"]);
    expect(searchCounties(list, "  ")).toHaveLength(4);
    expect(searchCounties(list, "zzz")).toEqual([]);
  });
  it("falls back to name for an unknown sort", () => {
    expect(parseSort("evil")).toBe("name");
    expect(parseSort("rate")).toBe("rate");
  });
});

describe("the directory's first page", () => {
  it("shows the first cards of those found, sorted", () => {
    const view = directoryView(list, "", "rate", 2);
    expect(view.found).toBe(4);
    expect(view.shown.map((c) => c.name)).toEqual(["Anderson", "Fort Bend"]);
    expect(directoryView(list, "", "rate", Infinity).shown.map((c) => c.name)).toEqual([
      "Anderson",
      "Fort Bend",
      "Travis",
      "Loving",
    ]);
  });

  it("a search shows only what it finds", () => {
    const view = directoryView(list, "fort", "name", 24);
    expect(view.found).toBe(1);
    expect(view.shown.map((c) => c.name)).toEqual(["Fort Bend"]);
  });
});
