import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "./errors";
import {
  averageOverSurveyYears,
  californiaStatewideRate,
  EstimateParametersSchema,
  grossUpFlorida,
  grossUpNewYork,
  grossUpTexas,
  weightedMedian,
} from "./estimates";
import { readJson, seedPaths } from "./sources";

const file = join(seedPaths().data, "estimate-parameters.json");
const p = validate(EstimateParametersSchema, readJson(file), file, "parameters");

describe("gross-ups from effective to nominal rates", () => {
  it("Texas: $25,000 in three survey years and $40,000 in two average to $31,000 on the 55% school share", () => {
    expect(averageOverSurveyYears(p.TX.homesteadBySurveyYear)).toBe(31000);
    // Harris: effective 1.5586% (aggregate), median value $255,000.
    // exempt = 0.55 × 31,000 = 17,050; factor = 255,000 / 237,950 = 1.071654
    const g = grossUpTexas(1.5586, 255000, p.TX);
    expect(g.exemptValue).toBe(17050);
    expect(g.factor).toBeCloseTo(1.071654, 5);
    expect(g.rate).toBeCloseTo(1.67028, 4);
  });

  it("Texas: the exemption cannot exceed the home's value", () => {
    const g = grossUpTexas(1, 20000, p.TX);
    expect(g.exemptValue).toBe(0.55 * 20000);
    expect(g.rate).toBeCloseTo(1 / 0.45, 6);
  });

  it("Florida: $25,000 on all levies plus the second $25,000 on the non-school share above $50,000", () => {
    // Miami-Dade: value $425,400 → 25,000 + 0.55 × 25,000 = 38,750
    const g = grossUpFlorida(0.8338, 425400, p.FL);
    expect(g.exemptValue).toBe(38750);
    expect(g.rate).toBeCloseTo((0.8338 * 425400) / 386650, 8);
    // A $60,000 home gets only $10,000 of the second exemption.
    expect(grossUpFlorida(1, 60000, p.FL).exemptValue).toBe(25000 + 0.55 * 10000);
    // Below $25,000 the whole value is exempt from the first part.
    expect(grossUpFlorida(1, 20000, p.FL).exemptValue).toBe(20000);
  });

  it("New York: basic STAR's $30,000 on the 50% school share", () => {
    const g = grossUpNewYork(1.8522, 638400, p.NY);
    expect(g.exemptValue).toBe(15000);
    expect(g.rate).toBeCloseTo((1.8522 * 638400) / 623400, 8);
  });

  it("California: $91.3 billion of levies on $8.3 trillion of assessed value is 1.10%, 0.10 above the 1% levy", () => {
    const ca = californiaStatewideRate(p.CA);
    expect(ca.rate).toBeCloseTo(1.1, 6);
    expect(ca.levyRate).toBeCloseTo(0.1, 6);
  });
});

describe("weightedMedian", () => {
  it("returns the value where half the weight is reached", () => {
    expect(
      weightedMedian([
        { value: 3, weight: 1 },
        { value: 1, weight: 1 },
        { value: 2, weight: 1 },
      ]),
    ).toBe(2);
    // One big county outweighs many small ones.
    expect(
      weightedMedian([
        { value: 1, weight: 10 },
        { value: 2, weight: 1 },
        { value: 3, weight: 1 },
      ]),
    ).toBe(1);
  });
});
