import { describe, expect, it } from "vitest";
import {
  buildBill,
  classifySource,
  parseExemptionAmount,
  pickRate,
  rateSeries,
  toPercent,
  type Bill,
} from "./official-rates";
import { readPublishers, withPublishers } from "./publishers";
import { readLocalExemptions, readUnitRates, seedPaths, type UnitRateRow } from "./sources";

const paths = seedPaths();
const publishers = readPublishers(`${paths.data}/publishers.json`);
const rates = withPublishers(readUnitRates(paths.unitRates), publishers, paths.official);
const exemptions = withPublishers(readLocalExemptions(paths.localExemptions), publishers, paths.official);
const OFFICIAL = { name: "Test unit", kind: "official" as const, host: "example.gov" };
const NEWS = { name: "A newspaper", kind: "secondary" as const, host: "news.example" };

function row(partial: Partial<UnitRateRow>): UnitRateRow {
  return {
    line: 1,
    state: "TX",
    county: "Test",
    unit: "Unit",
    kind: "city",
    rate: 0.5,
    basis: "per100",
    year: 2024,
    yearText: "2024",
    sourceTitle: "Title",
    sourceUrl: "https://example.gov/",
    quote: "",
    publisher: OFFICIAL,
    ...partial,
  };
}

describe("classifySource", () => {
  it("reads the flags of the official-rates README; AI summaries, captures and [secondary] pages are no source", () => {
    expect(classifySource("Houston ISD Legistar: Approval Of 2025 Tax Roll")).toEqual({
      status: "adopted",
      weak: false,
      never: false,
    });
    expect(
      classifySource("City of Houston council agenda item [status: proposed, same as 2023 rate]"),
    ).toEqual({ status: "proposed", weak: false, never: false });
    expect(
      classifySource("Dallas Express: DISD makes cuts [status: projected, not the adoption record]").status,
    ).toBe("proposed");
    expect(
      classifySource("Travis County: Order [status: adopted; approved by voters as Prop A 2024-11-05]")
        .status,
    ).toBe("voter-approved");
    expect(classifySource("Community Impact [status: voter-approved VATRE]").status).toBe("voter-approved");
    expect(
      classifySource("Citizen Portal (AI meeting summary): Round Rock ISD sets 2025 tax rate").never,
    ).toBe(true);
    expect(classifySource("Ziprent: San Diego guide [secondary]").never).toBe(true);
  });
});

describe("pickRate", () => {
  it("takes the latest adopted figure over a later proposed one", () => {
    const pick = pickRate([
      row({ line: 2, year: 2023, rate: 1.013835 }),
      row({
        line: 3,
        year: 2024,
        rate: 0.9972,
        sourceTitle: "News [status: projected, not the adoption record]",
      }),
    ]);
    expect(pick?.row.rate).toBe(1.013835);
    expect(pick?.status).toBe("adopted");
  });

  it("never takes a figure from an AI meeting summary, a repost or an unknown page, however recent", () => {
    const pick = pickRate([
      row({ line: 2, year: 2024, rate: 0.1825, sourceTitle: "Star-Telegram via AOL", publisher: NEWS }),
      row({ line: 3, year: 2025, rate: 0.165, sourceTitle: "Citizen Portal (AI meeting summary): cut" }),
      row({
        line: 4,
        year: 2025,
        rate: 0.166,
        publisher: { name: "Repost", kind: "never", host: "r.example" },
      }),
      row({ line: 5, year: 2025, rate: 0.167, publisher: undefined }),
    ]);
    expect(pick?.row.year).toBe(2024);
    expect(pick?.weak).toBe(true);
    expect(
      pickRate([row({ sourceTitle: "Citizen Portal (AI meeting summary)", rate: 0.9966 })]),
    ).toBeUndefined();
  });

  it("takes the latest year's adopted figure, an official page before a news report of the same year", () => {
    const pick = pickRate([
      row({ line: 2, year: 2024, rate: 0.5 }),
      row({ line: 3, year: 2025, rate: 0.52, publisher: NEWS }),
      row({ line: 4, year: 2025, rate: 0.51 }),
    ]);
    expect(pick?.row.rate).toBe(0.51);
    const proposedOnly = pickRate([row({ sourceTitle: "Agenda [status: proposed]", rate: 0.51919 })]);
    expect(proposedOnly?.status).toBe("proposed");
  });

  it("ignores rows without a tax year", () => {
    expect(pickRate([row({ year: undefined, yearText: "all years" })])).toBeUndefined();
  });
});

describe("rateSeries", () => {
  it("keeps one figure per year and status, oldest first, with truth-in-taxation rates and M&O / debt parts", () => {
    const series = rateSeries([
      row({ line: 2, year: 2025, rate: 0.528223, status: "no-new-revenue", sourceKind: "official" }),
      row({
        line: 3,
        year: 2025,
        rate: 0.51919,
        status: "adopted",
        sourceKind: "secondary",
        publisher: NEWS,
      }),
      row({ line: 4, year: 2024, rate: 0.51919, status: "adopted", moRate: 0.4, debtRate: 0.11919 }),
      row({ line: 5, year: 2024, rate: 0.6, status: "adopted", publisher: NEWS }),
      row({ line: 6, year: 2023, rate: 0.3, publisher: { name: "AI", kind: "never", host: "ai.example" } }),
    ]);
    expect(series.map((r) => [r.taxYear, r.status, r.rate])).toEqual([
      [2024, "adopted", 0.51919],
      [2025, "adopted", 0.51919],
      [2025, "no-new-revenue", 0.528223],
    ]);
    expect(series[0]).toMatchObject({ moRate: 0.4, debtRate: 0.11919, source: { kind: "official" } });
    expect(series[1].source).toMatchObject({ kind: "secondary", publisher: "A newspaper" });
  });
});

describe("toPercent and parseExemptionAmount", () => {
  it("converts each published basis to percent of value", () => {
    expect(toPercent(0.8683, "per100")).toBe(0.8683);
    expect(toPercent(6.4655, "mills")).toBeCloseTo(0.64655, 10);
    expect(toPercent(1.174279, "percent")).toBe(1.174279);
  });

  it("reads one percentage or one dollar amount and nothing vaguer", () => {
    expect(parseExemptionAmount("20%")).toEqual({ percent: 0.2 });
    expect(parseExemptionAmount("$320,000")).toEqual({ amount: 320000 });
    expect(parseExemptionAmount("20% (proposed 2023; 10% approved 2022)")).toBeUndefined();
  });
});

describe("Harris County's representative bill, checked by hand against taxing_unit_rates.csv", () => {
  const harris: Bill = {
    state: "TX",
    county: "Harris",
    area: { en: "a home in Houston", es: "una vivienda en Houston" },
    units: [
      {
        unit: "Harris County",
        exemptions: [
          {
            unit: "Harris County (also applied by Flood Control District and Hospital District)",
            kind: "general residence homestead (local option)",
          },
        ],
      },
      { unit: "Harris County Flood Control District", exemptions: [] },
      { unit: "Harris County Hospital District (Harris Health)", exemptions: [] },
      { unit: "Port of Houston Authority (Harris County)", exemptions: [] },
      {
        unit: "City of Houston",
        exemptions: [{ unit: "City of Houston", kind: "over-65 / disabled homestead" }],
      },
      { unit: "Houston ISD", exemptions: [] },
    ],
    excluded: [],
    missing: [{ en: "Houston Community College", es: "Houston Community College" }],
  };
  const bill = buildBill(harris, rates, exemptions, "test");

  it("sums county 0.38529 + flood 0.04897 + hospital 0.16348 + port 0.00615 + city 0.519190 + HISD 0.8783 (2025)", () => {
    expect(bill.total).toBeCloseTo(2.00138, 6);
    expect(bill.schoolRate).toBeCloseTo(0.8783, 6);
    expect(bill.countyRate).toBeCloseTo(0.38529, 6);
    expect(bill.cityRate).toBeCloseTo(0.51919, 6);
    expect(bill.specialRate).toBeCloseTo(0.04897 + 0.16348 + 0.00615, 6);
  });

  it("keeps each unit's year and status: HISD's adopted 2025 rate, Houston's proposed 2024 rate, the flood district's voter-approved rate", () => {
    const byName = Object.fromEntries(bill.units.map((u) => [u.name, u]));
    expect(byName["Houston ISD"]).toMatchObject({
      rate: 0.8783,
      taxYear: 2025,
      status: "adopted",
      kind: "school",
    });
    expect(byName["City of Houston"]).toMatchObject({ rate: 0.51919, taxYear: 2024, status: "proposed" });
    expect(byName["Harris County Flood Control District"].status).toBe("voter-approved");
    expect(bill.rateYear).toBe(2024);
  });

  it("attaches the local-option exemptions with their year and source", () => {
    const byName = Object.fromEntries(bill.units.map((u) => [u.name, u]));
    expect(byName["Harris County"].exemptions).toMatchObject({
      homesteadPercent: 0.2,
      homesteadMinimum: 5000,
      taxYear: 2024,
    });
    expect(byName["City of Houston"].exemptions).toMatchObject({
      over65Amount: 260000,
      disabledAmount: 260000,
      taxYear: 2022,
    });
    expect(byName["Houston ISD"].exemptions).toBeUndefined();
  });

  it("says which figures are proposed and which units are missing", () => {
    const text = bill.notes.map((n) => n.en).join("\n");
    expect(text).toMatch(/City of Houston: only a proposed rate for 2024/);
    expect(text).toMatch(/Houston Community College/);
  });

  it("fails with the file named when a unit has no row", () => {
    const bad = {
      ...harris,
      units: [{ unit: "Harris County Emergency Services District #99", exemptions: [] }],
    };
    expect(() => buildBill(bad, rates, exemptions, "seed/data/representative-bills.json")).toThrow(
      /representative-bills\.json: Harris → units: no dated row in taxing_unit_rates\.csv for "Harris County Emergency Services District #99"/,
    );
  });
});
