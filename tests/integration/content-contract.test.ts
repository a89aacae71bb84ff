import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_QUERIES,
  calculatorCountiesQuery,
  countyBySlugQuery,
  countyListQuery,
  type QueryDef,
} from "~/content/queries";
import { LocalSource, parseNdjson, SanitySource } from "~/content/source.server";
import { startLakeStub, type LakeStub } from "../support/content-lake-stub";

// The same GROQ must give the same answer from the embedded dataset and from the Content
// Lake: every query runs through both sources (the second against a local stand-in of the
// query API) and the results must be equal and parse with the query's schema.
const DATASET = existsSync("seed/dist/production.ndjson")
  ? "seed/dist/production.ndjson"
  : "tests/fixtures/mini.ndjson";
const docs = parseNdjson(readFileSync(DATASET, "utf8"));

const PARAMS: Record<string, Record<string, unknown>[]> = {
  stateConfig: [{ state: "TX" }, { state: "HUB" }],
  siteSettings: [{ state: "TX" }],
  countyList: [{ state: "TX" }, { state: "NY" }],
  calculatorCounties: [{ state: "TX" }],
  countyBySlug: [
    { state: "TX", slug: "harris" },
    { state: "TX", slug: "no-such-county" },
  ],
  guide: [
    { key: "exemptions", guideState: "ALL", lang: "en" },
    { key: "exemptions", guideState: "ALL", lang: "es" },
  ],
  guideBySpanishSlug: [
    { slugEs: "exemptions", guideState: "ALL", lang: "es" },
    { slugEs: "no-such-guide", guideState: "TX", lang: "es" },
  ],
  guideList: [{ states: ["ALL", "TX"], lang: "es" }],
  faq: [
    { state: "TX", lang: "en" },
    { state: "TX", lang: "es" },
  ],
  page: [
    { key: "about", hubKey: "about", lang: "es" },
    { key: "how-it-works", hubKey: "how-it-works-hub", lang: "es" },
    { key: "about", hubKey: "about-hub", lang: "en" },
    { key: "about", hubKey: "about", lang: "en" },
  ],
  mistakes: [{}],
  deadlines: [{ state: "TX" }],
  timeline: [
    { state: "CA", lang: "en" },
    { state: "FL", lang: "es" },
  ],
  schoolRateSample: [{ state: "TX" }, { state: "CA" }],
};

let stub: LakeStub;
let local: LocalSource;
let sanity: SanitySource;

beforeAll(async () => {
  stub = await startLakeStub(docs);
  local = new LocalSource(DATASET);
  sanity = new SanitySource({
    projectId: "stub",
    dataset: "production",
    apiVersion: "2025-02-19",
    apiHost: stub.url,
  });
});
afterAll(() => stub.close());

describe(`content contract (${DATASET})`, () => {
  it("has parameters for every query", () => {
    expect(ALL_QUERIES.map((q) => q.name).sort()).toEqual(Object.keys(PARAMS).sort());
  });

  for (const def of ALL_QUERIES as readonly QueryDef<unknown>[]) {
    for (const params of PARAMS[def.name] ?? []) {
      it(`${def.name} ${JSON.stringify(params)} answers the same from both sources`, async () => {
        const [fromLocal, fromLake] = await Promise.all([
          local.fetch(def.query, params),
          sanity.fetch(def.query, params),
        ]);
        expect(fromLake).toEqual(fromLocal);
        const parsed = def.schema.safeParse(fromLocal);
        expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(
          true,
        );
      });
    }
  }

  it("answers drafts the same way for preview", async () => {
    const q = ALL_QUERIES.find((d) => d.name === "page")!;
    const params = { key: "about", hubKey: "about", lang: "en" };
    const [a, b] = await Promise.all([
      local.fetch(q.query, params, { perspective: "drafts" }),
      sanity.fetch(q.query, params, { perspective: "drafts" }),
    ]);
    expect(b).toEqual(a);
  });

  it("went through the stand-in over HTTP", () => {
    expect(stub.requests.some((r) => r.path.startsWith("/v2025-02-19/data/query/production"))).toBe(true);
  });
});

// A county's rate, parts, kind, year and source are worked out from its units when it is read
// (issue 17): the seed builder's stored figures and the read must agree on every county, and
// an editor's change to one unit must reach the directory, the county page and the calculator.
describe("county figures read from their taxing units", () => {
  type Unit = { name: string; kind: string; rate: number; basis: string };
  type CountyDoc = { _id: string; _type: string; state: string; slug: string; rate: number; units?: Unit[] };
  const counties = docs.filter((d) => d._type === "county") as unknown as CountyDoc[];
  const withUnits = counties.filter((c) => (c.units?.length ?? 0) > 0);

  it("agree with the figures the seed builder stored, in every state", async () => {
    expect(withUnits.length).toBeGreaterThan(5);
    for (const state of [...new Set(withUnits.map((c) => c.state))]) {
      const cards = countyListQuery.schema.parse(await local.fetch(countyListQuery.query, { state }));
      for (const doc of withUnits.filter((c) => c.state === state)) {
        const raw = doc as unknown as Record<string, unknown>;
        const card = cards.find((c) => c.slug === doc.slug)!;
        expect({ id: doc._id, rate: card.rate, year: card.rateYear, kind: card.rateKind }).toEqual({
          id: doc._id,
          rate: raw.rate,
          year: raw.rateYear,
          kind: raw.rateKind,
        });
        const page = countyBySlugQuery.schema.parse(
          await local.fetch(countyBySlugQuery.query, { state, slug: doc.slug }),
        )!;
        for (const key of ["rate", "combinedRate", "schoolRate", "countyRate", "cityRate", "specialRate"])
          expect([doc._id, key, (page as Record<string, unknown>)[key]]).toEqual([doc._id, key, raw[key]]);
        expect(page.rateSource.url).toBe((raw.rateSource as { url: string }).url);
      }
    }
  });

  it("follow a unit's rate changed in the Content Lake, with the stored totals left as they were", async () => {
    const harris = withUnits.find((c) => c._id === "county.tx.harris")!;
    const edited = structuredClone(harris);
    const isd = edited.units!.find((u) => u.kind === "school" || /ISD/.test(u.name))!;
    // 10 cents less per $100 of value: the county's rate falls by 0.1 percentage point.
    isd.rate = Math.round((isd.rate - 0.1) * 1e5) / 1e5;
    const expected = Math.round((harris.rate - 0.1) * 1e4) / 1e4;
    const source = new LocalSource(DATASET);
    source.useDocuments(docs.map((d) => (d._id === harris._id ? (edited as never) : d)));

    const cards = countyListQuery.schema.parse(await source.fetch(countyListQuery.query, { state: "TX" }));
    expect(cards.find((c) => c.slug === "harris")!.rate).toBe(expected);
    const page = countyBySlugQuery.schema.parse(
      await source.fetch(countyBySlugQuery.query, { state: "TX", slug: "harris" }),
    )!;
    expect(page.rate).toBe(expected);
    expect(page.schoolRate).toBe(
      Math.round(((harris as unknown as { schoolRate: number }).schoolRate - 0.1) * 1e6) / 1e6,
    );
    const list = calculatorCountiesQuery.schema.parse(
      await source.fetch(calculatorCountiesQuery.query, { state: "TX" }),
    );
    expect(list.find((c) => c.slug === "harris")!.combinedRate).toBe(expected);
  });
});
