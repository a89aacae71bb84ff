import { describe, expect, it } from "vitest";
import { parseHomeValueText } from "~/calculator/engine/input";
import { formatHomeValue, reformatTyped, settledText } from "./home-value";

describe("the home value field", () => {
  it("shows thousands separators as typed, in both languages", () => {
    expect(reformatTyped("350000", 6, "en")).toMatchObject({ text: "350,000", value: 350000, caret: 7 });
    expect(reformatTyped("350000", 6, "es")).toMatchObject({ text: "350,000", value: 350000 });
    expect(formatHomeValue(1250000, "en")).toBe("1,250,000");
  });

  it("keeps digits only; nothing typed is 0 and an empty field", () => {
    expect(reformatTyped("$1,2a3", 6, "en")).toMatchObject({ text: "123", value: 123 });
    expect(reformatTyped("abc", 3, "en")).toEqual({ text: "", value: 0, caret: 0, empty: true });
  });

  it("keeps the caret after the same digit when a separator appears", () => {
    // "1,234" with a 5 typed after the 2 → "12,534": the caret stays after the 5.
    const r = reformatTyped("1,2534", 4, "en");
    expect(r.text).toBe("12,534");
    expect(r.text.slice(0, r.caret)).toBe("12,5");
  });

  it("keeps the caret in place when a digit is deleted in the middle", () => {
    // "1,234,567" with the 4 deleted (caret was after it) → "123,567", caret after the 3.
    const r = reformatTyped("1,23,567", 4, "en");
    expect(r.text).toBe("123,567");
    expect(r.text.slice(0, r.caret)).toBe("123");
  });

  it("drops leading zeros", () => {
    expect(reformatTyped("000450", 6, "en")).toMatchObject({ text: "450", value: 450, caret: 3 });
  });

  it("stops at twelve digits", () => {
    expect(reformatTyped("1234567890123456", 16, "en").value).toBe(123456789012);
  });
});

describe("dollars and cents as typed or pasted (issue 13: never 100 times the value)", () => {
  it('reads "$350,000.00" and "350000.5" as 350,000, and "350.000" as the grouping it is', () => {
    expect(parseHomeValueText("$350,000.00")).toBe(350000);
    expect(parseHomeValueText("350000.5")).toBe(350000);
    expect(parseHomeValueText("350000.99")).toBe(350000);
    expect(parseHomeValueText("350.000")).toBe(350000);
    expect(parseHomeValueText("1.250.000,00")).toBe(1250000);
    expect(parseHomeValueText("USD 1,250,000")).toBe(1250000);
    expect(parseHomeValueText("$.50")).toBe(0);
  });

  it("keeps typed cents visible while typing but never in the value", () => {
    expect(reformatTyped("$350,000.00", 11, "en")).toMatchObject({ text: "350,000.00", value: 350000 });
    const point = reformatTyped("350000.", 7, "en");
    expect(point).toMatchObject({ text: "350,000.", value: 350000, caret: 8 });
    expect(reformatTyped("350,000.5", 9, "en")).toMatchObject({ text: "350,000.5", value: 350000 });
    expect(reformatTyped("350,000.567", 11, "en").text).toBe("350,000.56");
  });

  it("settles to whole dollars when the visitor leaves the field or pastes", () => {
    expect(settledText("$350,000.00", "en")).toBe("350,000");
    expect(settledText("350,000.5", "es")).toBe("350,000");
    expect(settledText("$", "en")).toBe("");
  });
});
