import { describe, expect, it } from "vitest";
import {
  readAmount,
  readFlag,
  readOptionalAmount,
  readRatePer100,
  readYear,
  submitted,
  TX_PARAMS,
} from "./params";

const q = (s: string) => new URLSearchParams(s);

describe("extras' URL parameters", () => {
  it("read amounts as the calculator does: digits only, absent means the default", () => {
    expect(readAmount(q("v=350%2C000"), "v", 1)).toEqual({ text: "350,000", value: 350000 });
    expect(readAmount(q("v=%24+425000"), "v", 1).value).toBe(425000);
    expect(readAmount(q(""), "v", 400000)).toEqual({ text: "400,000", value: 400000 });
  });

  it("keep what was typed and flag amounts that are empty, zero or not numbers", () => {
    for (const bad of ["v=", "v=0", "v=abc"]) {
      const f = readAmount(q(bad), "v", 350000);
      expect(f.error).toEqual({ key: "amount" });
      expect(f.value).toBe(350000);
    }
    expect(readAmount(q("v=abc"), "v", 1).text).toBe("abc");
  });

  it("treat an empty optional amount as not given", () => {
    expect(readOptionalAmount(q("a="), "a")).toEqual({ text: "", value: undefined });
    expect(readOptionalAmount(q(""), "a").value).toBeUndefined();
    expect(readOptionalAmount(q("a=210%2C500"), "a").value).toBe(210500);
    expect(readOptionalAmount(q("a=x"), "a").error).toEqual({ key: "amount" });
  });

  it("accept four-digit years within the bounds only", () => {
    expect(readYear(q("y=2016"), "y", 2000, 1975, 2026)).toEqual({ text: "2016", value: 2016 });
    expect(readYear(q("y=1974"), "y", 2000, 1975, 2026).error).toEqual({
      key: "yearRange",
      params: { min: 1975, max: 2026 },
    });
    expect(readYear(q("y=16"), "y", 2000, 1975, 2026).error?.key).toBe("yearRange");
    expect(readYear(q("y=2027"), "y", 2000, 1975, 2026).value).toBe(2000);
  });

  it("read a rate per $100 with a decimal point or comma, and bound it", () => {
    expect(readRatePer100(q("r=0.8783"), "r", 1).value).toBe(0.8783);
    expect(readRatePer100(q("r=0%2C8783"), "r", 1).value).toBe(0.8783);
    expect(readRatePer100(q("r=%241.20"), "r", 1).value).toBe(1.2);
    expect(readRatePer100(q("r=0"), "r", 1).error?.key).toBe("rateRange");
    expect(readRatePer100(q("r=9"), "r", 1).error?.key).toBe("rateRange");
    expect(readRatePer100(q(""), "r", 1.1)).toEqual({ text: "1.1", value: 1.1 });
  });

  it("read check boxes and tell a submission from a plain visit", () => {
    expect(readFlag(q("s=1"), "s")).toBe(true);
    expect(readFlag(q("s=on"), "s")).toBe(true);
    expect(readFlag(q(""), "s")).toBe(false);
    expect(submitted(q("amValue=1"), TX_PARAMS)).toBe(true);
    expect(submitted(q("value=350000&county=harris"), TX_PARAMS)).toBe(false);
  });
});
