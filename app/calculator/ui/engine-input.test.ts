import { describe, expect, it } from "vitest";
import { configs, rules } from "./__fixtures__/data";
import { bandForRating, ratingForLevel, toEngineInput } from "./engine-input";
import { buildOptions } from "./options";
import { toSearchParams } from "./url-params";
import { formStateFrom, readParams } from "./url-state";

const t = (k: string) => k;
const tx = buildOptions(configs.TX, rules.TX, "en", t);
const ca = buildOptions(configs.CA, rules.CA, "en", t);
const ny = buildOptions(configs.NY, rules.NY, "en", t);
const form = (q: string) => formStateFrom(readParams(q), 350000);

describe("form state to engine input", () => {
  it("maps the Texas form", () => {
    const input = toEngineInput(
      form(
        "value=300000&county=harris&homestead=1&over65=1&veteran=30-49&ceiling=1&ceilingAmount=1200&ceilingYear=2020",
      ),
      { options: tx, countyName: "Harris", nyc: false },
    );
    expect(input).toMatchObject({
      homeValue: 300000,
      county: "Harris",
      homesteadExemption: true,
      over65Exemption: true,
      disabledPersonExemption: false,
      disabledVeteranExemption: "30-49",
      veteranDisabilityRating: 30,
      schoolTaxCeiling: true,
      schoolTaxCeilingAmount: 1200,
      schoolTaxCeilingYear: 2020,
      seniorCitizen: false,
    });
  });

  it("carries a moved owner's former ceiling figures (Tax Code 11.26(h)) from the link to the engine", () => {
    const q =
      "value=400000&county=harris&homestead=1&over65=1&ceiling=1&formerCeilingTax=900&formerFullTax=1500";
    const input = toEngineInput(form(q), { options: tx, countyName: "Harris", nyc: false });
    expect(input.ceilingPortability).toEqual({ formerCeilingTax: 900, formerTaxWithoutCeiling: 1500 });
    expect(toSearchParams(form(q)).get("formerFullTax")).toBe("1500");
    const half = toEngineInput(form("value=1&county=x&over65=1&ceiling=1&formerCeilingTax=900"), {
      options: tx,
      countyName: "X",
      nyc: false,
    });
    expect(half.ceilingPortability).toBeUndefined();
  });

  it("New York: the STAR exemption when the owner says so, else the credit; other states ignore it", () => {
    expect(
      toEngineInput(form("value=300000&county=x&homestead=1&star=exemption"), {
        options: ny,
        countyName: "X",
        nyc: false,
      }).starBenefit,
    ).toBe("exemption");
    expect(
      toEngineInput(form("value=300000&county=x&homestead=1"), { options: ny, countyName: "X", nyc: false })
        .starBenefit,
    ).toBe("credit");
    expect(
      toEngineInput(form("value=300000&county=x&star=exemption"), {
        options: tx,
        countyName: "X",
        nyc: false,
      }).starBenefit,
    ).toBe("credit");
  });

  it("New York: the school district segment travels in the URL as `school` and reaches the engine", () => {
    const q = "value=300000&county=erie&homestead=1&school=akron-town-of-alden";
    expect(toEngineInput(form(q), { options: ny, countyName: "Erie", nyc: false }).starSegment).toBe(
      "akron-town-of-alden",
    );
    expect(toSearchParams(form(q)).get("school")).toBe("akron-town-of-alden");
    expect(form("value=1&school=<script>").starSegment).toBeUndefined();
    expect(
      toEngineInput(form(q), { options: tx, countyName: "Erie", nyc: false }).starSegment,
    ).toBeUndefined();
  });

  it("ignores exemptions the state does not define, and the ceiling without over-65 or disabled", () => {
    const input = toEngineInput(form("value=500000&county=x&over65=1&disabled=1&ceiling=1&veteran=30-49"), {
      options: ca,
      countyName: "X",
      nyc: false,
    });
    expect(input.over65Exemption).toBe(false);
    expect(input.disabledPersonExemption).toBe(false);
    expect(input.schoolTaxCeiling).toBe(false);
    expect(input.disabledVeteranExemption).toBe("none");
    const noCeiling = toEngineInput(form("value=1&county=x&ceiling=1&ceilingAmount=5"), {
      options: tx,
      countyName: "X",
      nyc: false,
    });
    expect(noCeiling.schoolTaxCeiling).toBe(false);
    expect(noCeiling.schoolTaxCeilingAmount).toBeUndefined();
  });

  it("California's veteran tiers are for a 100% rating; the low-income tier states the household qualifies", () => {
    const basic = toEngineInput(form("value=700000&county=x&homestead=1&veteran=basic"), {
      options: ca,
      countyName: "X",
      nyc: false,
    });
    expect(basic).toMatchObject({
      veteranDisabilityRating: 100,
      disabledVeteranExemption: "100",
      householdIncome: undefined,
    });
    const low = toEngineInput(form("value=700000&county=x&homestead=1&veteran=low-income"), {
      options: ca,
      countyName: "X",
      nyc: false,
    });
    expect(low.householdIncome).toBe(0);
  });

  it("New York: senior income, service and NYC class reach the engine", () => {
    const input = toEngineInput(
      form(
        "value=900000&county=kings&homestead=1&over65=1&income=80000&service=combat&veteran=50-69&class=class2",
      ),
      { options: ny, countyName: "Kings", nyc: true },
    );
    expect(input).toMatchObject({
      seniorCitizen: true,
      over65Exemption: true,
      seniorIncome: 80000,
      veteranService: "combat",
      coldWarVeteran: false,
      veteranDisabilityRating: 50,
      propertyType: "class2",
    });
    const cold = toEngineInput(form("value=900000&county=erie&service=coldwar"), {
      options: ny,
      countyName: "Erie",
      nyc: false,
    });
    expect(cold).toMatchObject({
      coldWarVeteran: true,
      veteranService: "none",
      propertyType: undefined,
      seniorIncome: undefined,
    });
  });

  it("a NYC borough defaults to class 1", () => {
    expect(
      toEngineInput(form("value=1&county=kings"), { options: ny, countyName: "Kings", nyc: true })
        .propertyType,
    ).toBe("class1");
  });

  it("ratings and bands", () => {
    expect(ratingForLevel("10-99")).toBe(10);
    expect(ratingForLevel("100")).toBe(100);
    expect(ratingForLevel("basic")).toBe(100);
    expect(ratingForLevel("nonsense")).toBeNull();
    expect([0, 9, 10, 29, 30, 49, 50, 69, 70, 99, 100].map(bandForRating)).toEqual([
      "none",
      "none",
      "10-29",
      "10-29",
      "30-49",
      "30-49",
      "50-69",
      "50-69",
      "70-99",
      "70-99",
      "100",
    ]);
  });
});
