import { describe, expect, it } from "vitest";
import { checkKitForm, readAmount, readDate } from "./kit-form.server";

const check = (query: string, lang: "en" | "es" = "en") => checkKitForm(new URLSearchParams(query), lang);
const errorsOf = (query: string, lang: "en" | "es" = "en") => {
  const c = check(query, lang);
  if (!c.submitted || c.ok) throw new Error(`expected errors for ${query}`);
  return c.errors;
};
const THREE = "c1v=300000&c1s=2000&c2v=330000&c2s=2000&c3v=280000&c3s=2000";

describe("protest kit form", () => {
  it("is not a submission until a county or a notice date is given", () => {
    expect(check("").submitted).toBe(false);
    expect(check("utm_source=x").submitted).toBe(false);
  });

  it("reads dates as the picker sends them and as people type them in each language", () => {
    expect(readDate("2026-04-15", "en")).toBe("2026-04-15");
    expect(readDate("4/15/2026", "en")).toBe("2026-04-15");
    expect(readDate("15/4/2026", "es")).toBe("2026-04-15");
    expect(readDate("15/4/2026", "en")).toBeNull();
    expect(readDate("April 15", "en")).toBeNull();
    expect(readDate("2026-02-30", "en")).toBeNull();
  });

  it("reads amounts with dollar signs and thousands separators; words are not amounts", () => {
    expect(readAmount("$350,000")).toBe(350_000);
    expect(readAmount("-1,800")).toBe(-1_800);
    expect(Number.isNaN(readAmount("a lot"))).toBe(true);
  });

  it("names the missing and unreadable fields", () => {
    expect(errorsOf("notice=2026-04-15")).toEqual({ county: "protestKit.errors.countyRequired" });
    expect(errorsOf("county=harris&notice=next+Tuesday")).toEqual({
      notice: "protestKit.errors.noticeInvalid",
    });
    expect(errorsOf("county=harris&notice=2026-04-15&hearing=2026-03-01")).toEqual({
      hearing: "protestKit.errors.hearingBeforeNotice",
    });
  });

  it("asks for at least three complete comparables", () => {
    const errors = errorsOf(
      "county=harris&notice=2026-04-15&value=350000&sqft=1800&c1v=300000&c1s=2000&c2v=330000&c2s=2000",
    );
    expect(errors.comparables).toBe("protestKit.errors.tooFewComparables");
  });

  it("refuses negative or zero sizes and a comparable without its size", () => {
    const errors = errorsOf(`county=harris&notice=2026-04-15&value=350000&sqft=-1800&${THREE}&c4v=310000`);
    expect(errors.sqft).toBe("protestKit.errors.sqftNegative");
    expect(errors.c4s).toBe("protestKit.errors.compSizeMissing");
    expect(errorsOf(`county=harris&notice=2026-04-15&value=350000&sqft=1800&${THREE}&c4v=1&c4s=0`).c4s).toBe(
      "protestKit.errors.compSizeNegative",
    );
  });

  it("gives the request with its worksheet when everything reads", () => {
    const c = check(
      `county=harris&notice=4/15/2026&hearing=2026-07-14&value=$350,000&sqft=1,800&homestead=1&${THREE}`,
    );
    expect(c).toMatchObject({
      submitted: true,
      ok: true,
      request: {
        county: "harris",
        noticeDate: "2026-04-15",
        hearingDate: "2026-07-14",
        homestead: true,
        worksheet: { noticeValue: 350_000, squareFeet: 1_800 },
      },
    });
    if (c.submitted && c.ok) expect(c.request.worksheet?.comparables).toHaveLength(3);
    // Given back as the date picker shows it.
    expect(c.values.notice).toBe("2026-04-15");
  });
});
