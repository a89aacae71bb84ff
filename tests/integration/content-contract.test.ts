import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_QUERIES, type QueryDef } from "~/content/queries";
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
  guideList: [{ states: ["ALL", "TX"], lang: "es" }],
  faq: [
    { state: "TX", lang: "en" },
    { state: "TX", lang: "es" },
  ],
  page: [{ key: "about", lang: "es" }],
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
    const params = { key: "about", lang: "en" };
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
