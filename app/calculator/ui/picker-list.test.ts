import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countiesFromDataset, parseNdjson } from "~/calculator/engine/dataset";
import { compareNames } from "~/utils/compare-names";
import {
  fetchWholeList,
  OTHER_COUNTY,
  packPickerList,
  pickerListFromSelect,
  type PickerCounty,
  unpackPickerList,
  WHOLE_LIST_RETRY_MS,
} from "./picker-list";

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

/** A stand-in for the select CountySelect renders: its options A–Z, data-nyc on a borough. */
function selectOf(counties: readonly PickerCounty[], partial = false): HTMLSelectElement {
  const option = (value: string, text: string, nyc = false) => ({
    value,
    textContent: text,
    hasAttribute: (name: string) => nyc && name === "data-nyc",
  });
  const sorted = [...counties].sort((a, b) => compareNames(a.name, b.name));
  return {
    options: [
      option("", "Choose a county"),
      ...sorted.map((c) => option(c.slug, c.name, c.nycClass)),
      ...(partial ? [option(OTHER_COUNTY, "Another county (full list)")] : []),
    ],
  } as unknown as HTMLSelectElement;
}

describe("the list read back from the picker's select (a document's loader data has none)", () => {
  it("is the list the loader packs, in the same order, for every state", () => {
    for (const state of ["TX", "CA", "FL", "NY"] as const) {
      const counties = countiesFromDataset(docs, state).counties.map(({ name, slug }) => ({ name, slug }));
      const boroughs = state === "NY" ? ["bronx", "kings", "new-york", "queens", "richmond"] : [];
      const fromData = unpackPickerList(packPickerList(counties), boroughs);
      expect(fromData.filter((c) => c.nycClass)).toHaveLength(boroughs.length);
      // The select shows them A–Z: the dataset's order must be that order for the two to agree.
      expect(pickerListFromSelect(selectOf(fromData))).toEqual(fromData);
    }
  });

  it("keeps a slug that is not the name's usual form and marks the boroughs", () => {
    const list = pickerListFromSelect(
      selectOf([
        { name: "St. Lucie", slug: "saint-lucie" },
        { name: "Kings", slug: "kings", nycClass: true },
      ]),
    );
    expect(list).toEqual([
      { name: "Kings", slug: "kings", nycClass: true },
      { name: "St. Lucie", slug: "saint-lucie" },
    ]);
  });

  it("leaves out a partial list's choice of another county", () => {
    expect(pickerListFromSelect(selectOf([{ name: "Harris", slug: "harris" }], true))).toEqual([
      { name: "Harris", slug: "harris" },
    ]);
  });

  it("is empty without a select", () => {
    expect(pickerListFromSelect(null)).toEqual([]);
  });
});

describe("fetching a home page's whole county list", () => {
  const noWait = () => Promise.resolve();

  it("tries again after each wait while the fetch fails, and stops at the first list", async () => {
    const answers: (string | null | Error)[] = [null, new Error("offline"), "Anderson|Zavala"];
    const waits: number[] = [];
    let tries = 0;
    const packed = await fetchWholeList(
      async () => {
        const answer = answers[tries++];
        if (answer instanceof Error) throw answer;
        return answer ?? null;
      },
      async (ms) => {
        waits.push(ms);
      },
      () => true,
      [10, 20, 30],
    );
    expect(packed).toBe("Anderson|Zavala");
    expect(tries).toBe(3);
    expect(waits).toEqual([10, 20]);
  });

  it("gives up after the last wait's try", async () => {
    let tries = 0;
    const waits: number[] = [];
    const packed = await fetchWholeList(
      async () => {
        tries++;
        return null;
      },
      async (ms) => {
        waits.push(ms);
      },
      () => true,
    );
    expect(packed).toBeNull();
    expect(waits).toEqual([...WHOLE_LIST_RETRY_MS]);
    expect(tries).toBe(WHOLE_LIST_RETRY_MS.length + 1);
  });

  it("stops trying, and gives nothing, once the picker is gone", async () => {
    let live = true;
    let tries = 0;
    const gone = await fetchWholeList(
      async () => {
        tries++;
        return null;
      },
      async () => {
        live = false;
      },
      () => live,
    );
    expect(gone).toBeNull();
    expect(tries).toBe(1);

    const late = await fetchWholeList(
      async () => "Anderson",
      noWait,
      () => false,
    );
    expect(late).toBeNull();
  });
});
