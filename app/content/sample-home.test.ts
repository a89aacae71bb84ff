import { describe, expect, it } from "vitest";
import { formatMoney } from "~/utils/format";
import { SAMPLE_VALUE, sampleTax } from "./sample-home";

const en = (n: number) => formatMoney(n, "en");
const es = (n: number) => formatMoney(n, "es");

describe("sampleTax", () => {
  it("is the spec's $350,000 home", () => {
    expect(SAMPLE_VALUE).toBe(350_000);
  });

  it("states a published rate's tax as one figure, a year and a month", () => {
    // 2% of $350,000 = $7,000 a year; $583.33 a month.
    expect(sampleTax(2, "official", en)).toEqual({ annual: "$7,000", monthly: "$583", estimate: false });
  });

  it("states an estimated rate's tax as the calculator's 80–120% range, to $10", () => {
    // $7,000 × 0.8 = $5,600 and × 1.2 = $8,400; a month, $466.67 → $470 and $700.
    expect(sampleTax(2, "estimate", en)).toEqual({
      annual: "$5,600–$8,400",
      monthly: "$470–$700",
      estimate: true,
    });
    // 1.06% of $350,000 = $3,710: $2,968 → $2,970 and $4,452 → $4,450; es-MX writes them alike.
    expect(sampleTax(1.06, "estimate", es).annual).toBe("$2,970–$4,450");
  });
});
