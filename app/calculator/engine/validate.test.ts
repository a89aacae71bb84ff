// Validation at the edges: the spec's defaults, and the rules / county / dataset shapes.
import { describe, expect, it } from "vitest";
import txJson from "../../../seed/states/tx.rules.json";
import { countiesFromDataset, normalizeCountyDoc, parseNdjson, rulesFromDataset } from "./dataset";
import { parseCalculatorInput, parseCounty, parseStateRules } from "./validate";

describe("validation", () => {
  it("fills the spec's input defaults and floors the value at 0", () => {
    const r = parseCalculatorInput({});
    expect(r.ok && r.value).toMatchObject({ homeValue: 350000, homesteadExemption: false, disabledVeteranExemption: "none" });
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
    const doc = { _id: "county.tx.x", _type: "county", state: "TX", name: { en: "X", es: "X" }, slug: { _type: "slug", current: "x" }, fips: "48001", rate: 1, combinedRate: 1, rateKind: "estimate", rateYear: 2023, rateSource: { title: "t", url: "https://example.org/" }, population: 5 };
    const parsed = parseCounty(normalizeCountyDoc(doc));
    expect(parsed.ok && parsed.value).toMatchObject({ name: "X", slug: "x" });
    const docs = parseNdjson(`${JSON.stringify(doc)}\n\n${JSON.stringify({ ...doc, _id: "county.tx.bad", fips: "1" })}\n${JSON.stringify({ _id: "stateConfig.tx", _type: "stateConfig", rules: txJson })}\n`);
    const { counties, invalid } = countiesFromDataset(docs, "TX");
    expect(counties.map((c) => c.slug)).toEqual(["x"]);
    expect(invalid.map((i) => i.id)).toEqual(["county.tx.bad"]);
    expect(rulesFromDataset(docs, "TX").rules?.state).toBe("TX");
    expect(rulesFromDataset(docs, "FL").rules).toBeNull();
  });
});
