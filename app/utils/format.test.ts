import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatMoneyCents, formatNumber, formatPercent } from "./format";

describe("formatting for en-US and es-MX", () => {
  it("shows whole dollars", () => {
    expect(formatMoney(6430.5, "en")).toBe("$6,431");
    expect(formatMoney(6430.49, "es")).toBe("$6,430");
  });
  it("shows dollars and cents where a rate is multiplied back", () => {
    expect(formatMoneyCents(281.25, "en")).toBe("$281.25");
    expect(formatMoneyCents(1234.5, "es")).toBe("$1,234.50");
  });
  it("shows percents with two decimals", () => {
    expect(formatPercent(1.8372, "en")).toBe("1.84%");
    expect(formatPercent(1.8372, "es")).toBe("1.84%");
  });
  it("groups thousands", () => {
    expect(formatNumber(4835125, "en")).toBe("4,835,125");
    expect(formatNumber(4835125, "es")).toBe("4,835,125");
  });
  it("formats calendar dates without shifting the day", () => {
    expect(formatDate("2026-01-31", "en")).toBe("January 31, 2026");
    expect(formatDate("2026-01-31", "es")).toBe("31 de enero de 2026");
  });
});
