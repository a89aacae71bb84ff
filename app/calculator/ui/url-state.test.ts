import { describe, expect, it } from "vitest";
import {
  formStateFrom,
  isSubmission,
  MAX_HOME_VALUE,
  readParams,
  replaceCalculatorParams,
  toSearchParams,
} from "./url-state";
import { withSubmittedBuyerFields } from "./url-params";

describe("calculator URL parameters", () => {
  it("reads a shared link", () => {
    const p = readParams(
      "?value=350000&county=harris&homestead=1&over65=1&veteran=30-49&ceiling=1&ceilingAmount=2,500&ceilingYear=2019",
    );
    expect(p).toMatchObject({
      value: 350000,
      county: "harris",
      homestead: true,
      over65: true,
      disabled: false,
      veteran: "30-49",
      ceiling: true,
      ceilingAmount: 2500,
      ceilingYear: 2019,
    });
    expect(isSubmission(p)).toBe(true);
  });

  it("reads a value typed with separators, and anything unparseable as 0 (spec §5)", () => {
    expect(readParams("value=1%2C250%2C000").value).toBe(1250000);
    expect(readParams("value=abc").value).toBe(0);
    expect(readParams("value=").value).toBe(0);
    expect(readParams("value=-5").value).toBe(5);
  });

  it("keeps absurd lengths to twelve digits", () => {
    expect(readParams("value=99999999999999999999").value).toBe(MAX_HOME_VALUE);
  });

  it("treats a native checkbox's 'on' and a missing box as the form does", () => {
    expect(readParams("homestead=on").homestead).toBe(true);
    expect(readParams("homestead=0").homestead).toBe(false);
    expect(readParams("").homestead).toBe(false);
  });

  it("drops parameters that do not parse instead of failing", () => {
    const p = readParams(
      "county=Harris%20County!&veteran=%3Cscript%3E&class=class9&service=navy&ceilingYear=20x",
    );
    expect(p.county).toBeUndefined();
    expect(p.veteran).toBeUndefined();
    expect(p.class).toBeUndefined();
    expect(p.service).toBeUndefined();
    expect(p.ceilingYear).toBeUndefined();
  });

  it("lower-cases the county slug", () => {
    expect(readParams("county=Fort-Bend").county).toBe("fort-bend");
  });

  it("a page without inputs is not a submission and gets the default value", () => {
    const p = readParams("utm_source=x");
    expect(isSubmission(p)).toBe(false);
    expect(formStateFrom(p, 350000)).toMatchObject({
      value: 350000,
      county: "",
      homestead: false,
      veteran: "none",
    });
  });

  it("an empty optional amount is absent, not zero", () => {
    expect(readParams("income=").income).toBeUndefined();
    expect(readParams("income=0").income).toBe(0);
  });

  it("writes only what is on, and round-trips", () => {
    const state = formStateFrom(
      readParams(
        "value=420000&county=travis&homestead=1&disabled=1&veteran=100&ceiling=1&ceilingAmount=1800",
      ),
      350000,
    );
    const sp = toSearchParams(state);
    expect(sp.toString()).toBe(
      "value=420000&county=travis&homestead=1&disabled=1&veteran=100&ceiling=1&ceilingAmount=1800",
    );
    expect(formStateFrom(readParams(sp), 350000)).toEqual(state);
  });

  it("leaves the ceiling out when neither over-65 nor disabled is on", () => {
    const state = formStateFrom(readParams("value=1&county=a&ceiling=1&ceilingAmount=5"), 0);
    expect(toSearchParams(state).has("ceiling")).toBe(false);
    expect(toSearchParams(state).has("ceilingAmount")).toBe(false);
  });

  it("a new result replaces the calculator's parameters and keeps another calculator's", () => {
    const state = formStateFrom(readParams("value=200000&county=bexar"), 0);
    const next = replaceCalculatorParams(
      new URLSearchParams("amValue=300000&county=harris&homestead=1&nycBorough=kings"),
      state,
    );
    expect(next.toString()).toBe("value=200000&county=bexar&amValue=300000&nycBorough=kings");
  });
});

describe("the buyer's section's fields on a submit in the browser", () => {
  const submitted = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };

  it("writes what was typed into the address, as a submit without JavaScript would", () => {
    const out = withSubmittedBuyerFields(
      new URLSearchParams("value=400000&county=orange"),
      submitted([
        ["value", "500,000"],
        ["sellerAssessed", " 150,000 "],
        ["buyGrowth", "4"],
      ]),
    );
    expect(out.get("sellerAssessed")).toBe("150,000");
    expect(out.get("buyGrowth")).toBe("4");
    // The calculator's own inputs are the calculation's to write, not this function's.
    expect(out.get("value")).toBe("400000");
  });

  it("drops a field the visitor emptied, and keeps one the form did not send", () => {
    const out = withSubmittedBuyerFields(
      new URLSearchParams("sellerAssessed=150000&sellerPaid=90000"),
      submitted([["sellerAssessed", ""]]),
    );
    expect(out.has("sellerAssessed")).toBe(false);
    expect(out.get("sellerPaid")).toBe("90000");
  });
});
