import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { QueryDef } from "~/content/queries";
import { LocalSource } from "~/content/source.server";
import type { SiteState } from "~/i18n/route-table";
import type { PageContext } from "~/utils/site.server";
import { loadStateExtras } from "./extras.server";

// The extras' data and results from URL parameters, over a small dataset answered by the same
// GROQ the site runs, with the state rules as seed/states holds them.
const source = { title: "Test source", url: "https://example.gov/rates" };
const county = (
  state: string,
  slug: string,
  fips: string,
  population: number,
  extra: Record<string, unknown> = {},
) => ({
  _id: `county.${state.toLowerCase()}.${slug}`,
  _type: "county",
  state,
  name: slug[0].toUpperCase() + slug.slice(1),
  slug,
  fips,
  rate: 1.5,
  combinedRate: 1.5,
  rateKind: "estimate",
  rateYear: 2023,
  rateSource: source,
  population: { value: population, year: 2023 },
  ...extra,
});
const event = (state: string, key: string, date: string, taxYear: number) => ({
  _id: `timelineEvent.${state.toLowerCase()}.${key}`,
  _type: "timelineEvent",
  key,
  state,
  date,
  title: { en: `${key} title`, es: `${key} título` },
  text: { en: `${key} text`, es: `${key} texto` },
  taxYear,
  source,
});
const DOCS = [
  // The most populous Texas county has no school district on file: the default rate comes from the next one.
  county("TX", "bigcounty", "48001", 5_000_000),
  county("TX", "harris", "48201", 4_000_000, {
    units: [
      {
        _key: "isd",
        id: "isd",
        name: "Test ISD",
        kind: "school",
        basis: "per100",
        rate: 1.0,
        taxYear: 2025,
        status: "adopted",
        source,
      },
      {
        _key: "c",
        id: "c",
        name: "Harris County",
        kind: "county",
        basis: "per100",
        rate: 0.4,
        taxYear: 2025,
        status: "adopted",
        source,
      },
    ],
  }),
  county("FL", "miami-dade", "12086", 2_700_000, { rate: 1.8, combinedRate: 1.8 }),
  county("FL", "broward", "12011", 1_900_000, { rate: 1.9, combinedRate: 1.9 }),
  event("CA", "lien-date", "2026-01-01", 2026),
  event("CA", "appeals", "2026-07-02", 2026),
  event("CA", "old", "2025-12-10", 2025),
  event("FL", "homestead-deadline", "2026-03-01", 2026),
];

let local: LocalSource;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), "extras-"));
  const file = join(dir, "extras.ndjson");
  writeFileSync(file, DOCS.map((d) => JSON.stringify(d)).join("\n"));
  local = new LocalSource(file);
});

const rulesOf = (state: string) =>
  JSON.parse(readFileSync(`seed/states/${state.toLowerCase()}.rules.json`, "utf8"));

function ctx(state: SiteState, search = "", lang: "en" | "es" = "en") {
  const cms = async <T>(def: QueryDef<T>, params: Record<string, unknown>) =>
    def.schema.parse(await local.fetch(def.query, params));
  return {
    site: {
      state,
      config: {
        stateCode: state,
        stateName: { en: state },
        rules: state === "HUB" || state === "NY" ? undefined : rulesOf(state),
      },
    } as unknown as PageContext["site"],
    lang,
    cms: cms as PageContext["cms"],
    url: new URL(`http://site.test/${search}`),
  };
}

describe("Texas: the November 2025 amendments", () => {
  it("states the amounts and dates from the rules", async () => {
    const tx = await loadStateExtras(ctx("TX"));
    expect(tx?.state).toBe("TX");
    if (tx?.state !== "TX") return;
    expect(tx.amounts).toMatchObject({
      schoolBefore: 100000,
      schoolAfter: 140000,
      seniorBefore: 10000,
      seniorAfter: 60000,
    });
    expect(tx.dates).toEqual({
      registrationDeadline: "2025-10-06",
      earlyVotingStart: "2025-10-20",
      earlyVotingEnd: "2025-10-31",
      electionDate: "2025-11-04",
      approved: true,
    });
  });

  it("defaults the school rate to the most populous county's school district that is on file, with its source", async () => {
    const tx = await loadStateExtras(ctx("TX"));
    if (tx?.state !== "TX") throw new Error("no Texas extras");
    expect(tx.calc.defaultRate).toEqual({
      rate: 1,
      district: "Test ISD",
      county: "Harris",
      taxYear: 2025,
      source,
    });
    expect(tx.calc.submitted).toBe(false);
    // $350,000 default home: $40,000 more exemption at $1.00 per $100.
    expect(tx.calc.result?.savings).toBe(400);
  });

  it("computes the savings from the URL: $40,000 + $50,000 more exempt at $1.20 per $100 = $1,080", async () => {
    const tx = await loadStateExtras(ctx("TX", "?amValue=400%2C000&amRate=1.2&amSenior=1"));
    if (tx?.state !== "TX") throw new Error("no Texas extras");
    expect(tx.calc.submitted).toBe(true);
    expect(tx.calc.result).toEqual({
      beforeExemption: 110000,
      afterExemption: 200000,
      beforeTax: 3480,
      afterTax: 2400,
      savings: 1080,
    });
  });

  it("shows no result and flags the field when the value is not a number", async () => {
    const tx = await loadStateExtras(ctx("TX", "?amValue=abc&amRate=1"));
    if (tx?.state !== "TX") throw new Error("no Texas extras");
    expect(tx.calc.result).toBeNull();
    expect(tx.calc.value.error).toEqual({ key: "amount" });
    expect(tx.calc.value.text).toBe("abc");
  });
});

describe("California: Prop 13 demo and timeline", () => {
  it("protects the purchase price grown by the 2% factor: $500,000 bought in 2025 is $510,000 in 2026", async () => {
    const ca = await loadStateExtras(ctx("CA", "?p13Price=500000&p13Year=2025&p13Market=520000"));
    if (ca?.state !== "CA") throw new Error("no California extras");
    expect(ca.calc.result).toMatchObject({
      ratePercent: 1,
      protectedAssessment: 510000,
      taxWithoutProp13: 5200,
      actualTax: 5100,
      annualSavings: 100,
      totalSavings: 100,
    });
    expect(ca.calc.result?.years.map((y) => y.year)).toEqual([2025, 2026]);
  });

  it("lists the current tax year's dates in the reader's language, oldest first", async () => {
    const ca = await loadStateExtras(ctx("CA", "", "es"));
    if (ca?.state !== "CA") throw new Error("no California extras");
    expect(ca.timeline.map((e) => e.key)).toEqual(["lien-date", "appeals"]);
    expect(ca.timeline[0].title).toBe("lien-date título");
  });

  it("rejects a purchase year before the 1975 base year", async () => {
    const ca = await loadStateExtras(ctx("CA", "?p13Price=500000&p13Year=1960&p13Market=520000"));
    if (ca?.state !== "CA") throw new Error("no California extras");
    expect(ca.calc.result).toBeNull();
    expect(ca.calc.year.error?.key).toBe("yearRange");
  });
});

describe("Florida: first-time buyer tax shock", () => {
  it("offers every county, defaulting to the most populous", async () => {
    const fl = await loadStateExtras(ctx("FL"));
    if (fl?.state !== "FL") throw new Error("no Florida extras");
    expect(fl.calc.counties.map((c) => c.slug).sort()).toEqual(["broward", "miami-dade"]);
    expect(fl.calc.county).toBe("miami-dade");
    expect(fl.timeline.map((e) => e.key)).toEqual(["homestead-deadline"]);
  });

  it("taxes the buyer on the price and the seller on their capped assessed value", async () => {
    const fl = await loadStateExtras(
      ctx("FL", "?shockPrice=400000&shockCounty=broward&shockSellerAssessed=200000"),
    );
    if (fl?.state !== "FL") throw new Error("no Florida extras");
    const r = fl.calc.result!;
    expect(r.county).toBe("Broward");
    expect(r.sellerAssessedValue).toBe(200000);
    expect(r.buyerAssessedValue).toBe(400000);
    expect(r.buyerTax).toBeGreaterThan(r.sellerTax);
    expect(r.increase).toBeCloseTo(r.buyerTax - r.sellerTax, 2);
  });

  it("finds no shock when the seller was already assessed at the price", async () => {
    const fl = await loadStateExtras(ctx("FL", "?shockPrice=300000&shockSellerAssessed=300000"));
    if (fl?.state !== "FL") throw new Error("no Florida extras");
    expect(fl.calc.result?.increase).toBe(0);
  });
});

describe("other builds", () => {
  it("have no extras: New York and the hub", async () => {
    expect(await loadStateExtras(ctx("NY"))).toBeNull();
    expect(await loadStateExtras(ctx("HUB"))).toBeNull();
  });
});
