import { describe, expect, it } from "vitest";
import { findCalcCounty, fold, searchCounties } from "./counties";

const list = [
  { name: "Harris", slug: "harris" },
  { name: "Harrison", slug: "harrison" },
  { name: "Fort Bend", slug: "fort-bend" },
  { name: "Bend Test", slug: "bend-test" },
  { name: "Doña Ana", slug: "dona-ana" },
  { name: "El Paso", slug: "el-paso" },
  { name: "Anderson", slug: "anderson" },
];

describe("county search", () => {
  it("lists every county alphabetically when nothing is typed", () => {
    expect(searchCounties(list, "  ").map((c) => c.slug)).toEqual([
      "anderson",
      "bend-test",
      "dona-ana",
      "el-paso",
      "fort-bend",
      "harris",
      "harrison",
    ]);
  });

  it("puts names that start with the text first, then words that start with it, then the rest", () => {
    expect(searchCounties(list, "bend").map((c) => c.slug)).toEqual(["bend-test", "fort-bend"]);
    expect(searchCounties(list, "har").map((c) => c.slug)).toEqual(["harris", "harrison"]);
    expect(searchCounties(list, "so").map((c) => c.slug)).toEqual(["anderson", "el-paso", "harrison"]);
  });

  it("ignores case, accents and the words County / Condado de", () => {
    expect(searchCounties(list, "DONA").map((c) => c.slug)).toEqual(["dona-ana"]);
    expect(searchCounties(list, "Condado de Harris").map((c) => c.slug)).toEqual(["harris", "harrison"]);
    expect(searchCounties(list, "harris county").map((c) => c.slug)).toEqual(["harris", "harrison"]);
    expect(fold("  Doña  Ána ")).toBe("dona ana");
  });

  it("finds nothing for text no county has", () => {
    expect(searchCounties(list, "zzz")).toEqual([]);
  });

  it("finds a county by slug or by name, case-insensitively (spec §5)", () => {
    expect(findCalcCounty(list, "fort-bend")?.name).toBe("Fort Bend");
    expect(findCalcCounty(list, "FORT BEND")?.slug).toBe("fort-bend");
    expect(findCalcCounty(list, "Harris County")?.slug).toBe("harris");
    expect(findCalcCounty(list, "Harr")).toBeUndefined();
    expect(findCalcCounty(list, "")).toBeUndefined();
  });
});
