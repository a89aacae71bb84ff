// Validation at the edges: the spec's defaults, and the rules / county / dataset shapes.
import { describe, expect, it } from "vitest";
import txJson from "../../../seed/states/tx.rules.json";
import { countiesFromDataset, normalizeCountyDoc, parseNdjson, rulesFromDataset } from "./dataset";
import { formErrors } from "./form-checks";
import { withDefaults } from "./input";
import type { CalculatorInputRaw } from "./schemas";
import { parseCalculatorInput, parseCounty, parseStateRules } from "./validate";

describe("validation", () => {
  it("fills the spec's input defaults and floors the value at 0", () => {
    const r = parseCalculatorInput({});
    expect(r.ok && r.value).toMatchObject({
      homeValue: 350000,
      homesteadExemption: false,
      disabledVeteranExemption: "none",
    });
    const neg = parseCalculatorInput({ homeValue: -5 });
    expect(neg.ok && neg.value.homeValue).toBe(0);
    const bad = parseCalculatorInput({ homeValue: "lots" });
    expect(bad).toMatchObject({ ok: false, key: "error.invalidValue" });
    expect(parseCalculatorInput({ disabledVeteranExemption: "10-30" }).ok).toBe(false);
  });

  it("rejects rules whose figures lack a source, or whose years are out of order", () => {
    expect(parseStateRules(txJson).ok).toBe(true);
    const noSource = structuredClone(txJson) as { schoolHomestead: { source?: unknown }[] };
    delete noSource.schoolHomestead[0].source;
    expect(parseStateRules(noSource)).toMatchObject({ ok: false, key: "error.stateDataNotLoaded" });
    const disorder = structuredClone(txJson) as { schoolHomestead: { from: number }[] };
    disorder.schoolHomestead.reverse();
    expect(parseStateRules(disorder).ok).toBe(false);
    expect(parseStateRules({ state: "ZZ" }).ok).toBe(false);
  });

  it("reads county documents in Sanity's shape", () => {
    const doc = {
      _id: "county.tx.x",
      _type: "county",
      state: "TX",
      name: { en: "X", es: "X" },
      slug: { _type: "slug", current: "x" },
      fips: "48001",
      rate: 1,
      combinedRate: 1,
      rateKind: "estimate",
      rateYear: 2023,
      rateSource: { title: "t", url: "https://example.org/" },
      population: 5,
    };
    const parsed = parseCounty(normalizeCountyDoc(doc));
    expect(parsed.ok && parsed.value).toMatchObject({ name: "X", slug: "x" });
    const docs = parseNdjson(
      `${JSON.stringify(doc)}\n\n${JSON.stringify({ ...doc, _id: "county.tx.bad", fips: "1" })}\n${JSON.stringify({ _id: "stateConfig.tx", _type: "stateConfig", rules: txJson })}\n`,
    );
    const { counties, invalid } = countiesFromDataset(docs, "TX");
    expect(counties.map((c) => c.slug)).toEqual(["x"]);
    expect(invalid.map((i) => i.id)).toEqual(["county.tx.bad"]);
    expect(rulesFromDataset(docs, "TX").rules?.state).toBe("TX");
    expect(rulesFromDataset(docs, "FL").rules).toBeNull();
  });
});

// The browser builds inputs with withDefaults() and checks them with formErrors(), without zod;
// the server and the CLI parse with CalculatorInputSchema. Both must read an input the same way.
describe("the browser's checks and the zod schema agree", () => {
  const inputs: [string, CalculatorInputRaw][] = [
    ["nothing given: the spec's defaults", {}],
    [
      "a Texas homestead",
      { homeValue: 350000, county: "Harris", homesteadExemption: true, over65Exemption: true },
    ],
    ["a value with cents, rounded half up", { homeValue: 1234.5, county: "harris" }],
    ["a value under half a dollar", { homeValue: 0.4, county: "harris" }],
    ["a negative value, floored at 0", { homeValue: -5, county: "harris" }],
    [
      "a Texas ceiling and a veteran band",
      {
        homeValue: 420000,
        county: "travis",
        disabledVeteranExemption: "100",
        schoolTaxCeiling: true,
        schoolTaxCeilingAmount: 2500,
        schoolTaxCeilingYear: 2019,
        unitTaxCeilings: { "travis-county": 800 },
      },
    ],
    [
      "a New York City senior veteran",
      {
        homeValue: 900000,
        county: "kings",
        propertyType: "class1",
        seniorCitizen: true,
        seniorIncome: 80000,
        veteranService: "combat",
        veteranDisabilityRating: 40,
        priorAssessedValues: [30000, 31000],
        priorStarSavings: 700,
      },
    ],
    [
      "a co-op with the notice's figures",
      {
        homeValue: 600000,
        county: "new-york",
        propertyType: "coop",
        coopCondoPrimaryResidence: true,
        averageUnitAssessedValue: 50000,
        assessedValue: 120000,
        taxYear: 2024,
      },
    ],
    [
      "a California veteran's household income",
      {
        homeValue: 700000,
        county: "kern",
        disabledVeteranExemption: "100",
        householdIncome: 40000,
        coldWarVeteran: true,
      },
    ],
  ];

  it.each(inputs)("%s: withDefaults() gives what the schema gives", (_name, raw) => {
    const parsed = parseCalculatorInput(raw);
    expect(parsed.ok).toBe(true);
    expect(withDefaults(raw)).toEqual(parsed.ok && parsed.value);
  });

  const values: [string, unknown][] = [
    ["350000", 350000],
    ["1", 1],
    ["0.4", 0.4],
    ["1234.5", 1234.5],
    ["a trillion", 1e12],
    ["0", 0],
    ["-5", -5],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["the text 350000", "350000"],
    ["null", null],
  ];

  it.each(values)(
    "home value %s: what the form lets through, the schema accepts as the same value",
    (_name, homeValue) => {
      const formOk = !formErrors({ homeValue: homeValue as number, county: "Harris" }).includes(
        "error.invalidValue",
      );
      const parsed = parseCalculatorInput({ homeValue, county: "Harris" });
      if (!parsed.ok) expect(formOk).toBe(false);
      if (formOk) {
        expect(parsed.ok).toBe(true);
        expect(withDefaults({ homeValue: homeValue as number }).homeValue).toBe(
          parsed.ok && parsed.value.homeValue,
        );
      }
    },
  );

  it("the form is stricter than the schema only where the spec says so: no county, or no value above 0", () => {
    expect(parseCalculatorInput({ homeValue: 0, county: "" }).ok).toBe(true);
    expect(formErrors({ homeValue: 0, county: "" })).toEqual(["error.selectCounty", "error.invalidValue"]);
    expect(formErrors({ homeValue: 350000, county: "  " })).toEqual(["error.selectCounty"]);
  });
});
