import { describe, expect, it } from "vitest";
import type { County } from "~/calculator/engine/schemas";
import { rules } from "./__fixtures__/data";
import { nycInitial, readNycParams, runNyc, toNycInput, withNycParams } from "./nyc";

const src = { title: "Fixture", url: "https://example.org/nyc" };
const kings: County = {
  state: "NY",
  name: "Kings",
  slug: "kings",
  fips: "36047",
  rate: 1.2,
  combinedRate: 1.2,
  rateKind: "official",
  rateYear: 2025,
  rateSource: src,
  nycClass: true,
};
const erie: County = {
  state: "NY",
  name: "Erie",
  slug: "erie",
  fips: "36029",
  rate: 2.5,
  combinedRate: 2.5,
  rateKind: "estimate",
  rateYear: 2023,
  rateSource: src,
};
const read = (q: string) => readNycParams(new URLSearchParams(q), { value: 350000, borough: "kings" });

describe("the New York City calculator", () => {
  it("reads and writes its own parameters and keeps the county calculator's", () => {
    const { form, submitted } = read(
      "nycValue=1,200,000&nycBorough=kings&nycClass=class2&nycStar=enhanced&nycIncome=90000&nycService=combat&nycVeteran=30-49&nycCoop=1",
    );
    expect(submitted).toBe(true);
    expect(form).toEqual({
      value: 1200000,
      borough: "kings",
      propertyClass: "class2",
      star: "enhanced",
      income: 90000,
      service: "combat",
      veteran: "30-49",
      coop: true,
    });
    const sp = withNycParams(new URLSearchParams("value=1&county=erie&nycValue=5"), form);
    expect(sp.get("county")).toBe("erie");
    expect(sp.toString()).toBe(
      "value=1&county=erie&nycValue=1200000&nycBorough=kings&nycClass=class2&nycStar=enhanced&nycIncome=90000&nycService=combat&nycVeteran=30-49&nycCoop=1",
    );
    expect(read("value=1").submitted).toBe(false);
    expect(read("nycClass=class7&nycStar=gold").form).toMatchObject({
      propertyClass: "class1",
      star: "none",
    });
  });

  it("maps STAR and veterans to the engine's input", () => {
    const { form } = read(
      "nycValue=800000&nycBorough=kings&nycStar=enhanced&nycIncome=70000&nycService=coldwar&nycVeteran=100",
    );
    expect(toNycInput(form, "Kings")).toMatchObject({
      homesteadExemption: true,
      seniorCitizen: true,
      seniorIncome: 70000,
      coldWarVeteran: true,
      veteranService: "none",
      veteranDisabilityRating: 100,
      propertyType: "class1",
      coopCondoPrimaryResidence: false,
    });
    expect(toNycInput(read("nycValue=1&nycStar=basic&nycIncome=5").form, "Kings")).toMatchObject({
      homesteadExemption: true,
      seniorCitizen: false,
      seniorIncome: undefined,
    });
  });

  it("class 1 is assessed at 6% of market value (the class ratio in the rules)", () => {
    expect(rules.NY.state).toBe("NY");
    const ratio = rules.NY.state === "NY" ? rules.NY.nyc.assessmentRatios.class1 : 0;
    const out = runNyc(read("nycValue=1000000&nycBorough=kings").form, [kings], rules.NY);
    expect(out.error).toBeNull();
    expect(out.result?.nyc?.assessedValue).toBe(Math.round(1000000 * ratio));
    expect(out.result?.nyc?.finalTax).toBe(out.result?.nyc?.baseTax);
  });

  it("says the spec's NYC messages", () => {
    expect(runNyc(read("nycValue=&nycBorough=kings").form, [kings], rules.NY).error).toBe(
      "error.nyc.marketValuePositive",
    );
    expect(runNyc(read("nycValue=60000000&nycBorough=kings").form, [kings], rules.NY).error).toBe(
      "error.nyc.marketValueTooHigh",
    );
    expect(
      runNyc(read("nycValue=900000&nycBorough=kings&nycStar=enhanced").form, [kings], rules.NY).error,
    ).toBe("error.nyc.seniorIncomeRequired");
    expect(runNyc(read("nycValue=900000&nycBorough=erie").form, [kings, erie], rules.NY).error).toBe(
      "error.countyNotFound",
    );
  });

  it("is offered only on New York builds with boroughs", () => {
    expect(nycInitial(new URLSearchParams(""), [kings, erie], rules.NY, 350000)?.boroughs).toEqual(["kings"]);
    expect(nycInitial(new URLSearchParams(""), [erie], rules.NY, 350000)).toBeUndefined();
    expect(nycInitial(new URLSearchParams(""), [kings], rules.TX, 350000)).toBeUndefined();
  });
});

describe("New York City class 2: the notice's billable assessed value (RPTL 1805)", () => {
  it("an $875,000 Brooklyn co-op is taxed on the notice's billable AV when given, and the link keeps it", () => {
    const { form } = read("nycValue=875000&nycBorough=kings&nycClass=class2&nycAv=38000");
    expect(toNycInput(form, "Kings").assessedValue).toBe(38000);
    expect(withNycParams(new URLSearchParams(), form).get("nycAv")).toBe("38000");
    const withNotice = runNyc(form, [kings], rules.NY).result!;
    const fromSale = runNyc({ ...form, assessed: undefined }, [kings], rules.NY).result!;
    expect(withNotice.nyc?.assessedValue).toBe(38000);
    expect(fromSale.nyc?.assessedValue).toBe(393750); // 45% of the sale price: far above any notice
    expect(fromSale.notes.map((n) => n.key)).toContain("note.nyc.class2Notice");
    expect(withNotice.notes.map((n) => n.key)).not.toContain("note.nyc.class2Notice");
  });
});
