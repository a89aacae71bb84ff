import { describe, expect, it } from "vitest";
import { PROTEST_RULES } from "./deadline-rules";
import { dayIn, isIsoDate, nextBusinessDay, protestDeadline, type DeadlineQuery } from "./deadlines";

// Expected dates worked out on a calendar from each statute, not from this code; the New York
// City and Santa Clara rows are the dates those offices published for those years.
type Row = [string, Omit<DeadlineQuery, "state">, string, string];

function table(state: DeadlineQuery["state"], rows: Row[]) {
  it.each(rows)("%s", (_label, query, date, basis) => {
    const answer = protestDeadline({ state, ...query });
    expect(answer.date).toBe(date);
    expect(answer.basis).toBe(basis);
  });
}

describe("Texas: 15 May or 30 days after delivery, whichever is later (Tax Code 41.44, 1.06)", () => {
  table("TX", [
    ["notice 1 April: 15 May", { county: "harris", noticeDate: "2026-04-01" }, "2026-05-15", "tx-fixed"],
    [
      "notice 15 April: 30 days is 15 May itself",
      { county: "harris", noticeDate: "2026-04-15" },
      "2026-05-15",
      "tx-fixed",
    ],
    [
      "notice 16 April: 16 May is a Saturday, so Monday 18 May",
      { county: "travis", noticeDate: "2026-04-16" },
      "2026-05-18",
      "tx-after-notice",
    ],
    [
      "notice 25 April: 25 May is Memorial Day",
      { county: "dallas", noticeDate: "2026-04-25" },
      "2026-05-26",
      "tx-after-notice",
    ],
    [
      "notice 1 May: 31 May is a Sunday, so Monday 1 June",
      { county: "harris", noticeDate: "2026-05-01" },
      "2026-06-01",
      "tx-after-notice",
    ],
    ["2027: 15 May is a Saturday", { county: "harris", noticeDate: "2027-04-01" }, "2027-05-17", "tx-fixed"],
    [
      "notice 28 October: day after Thanksgiving, then a weekend",
      { county: "harris", noticeDate: "2026-10-28" },
      "2026-11-30",
      "tx-after-notice",
    ],
  ]);
  it("keeps the rule's own day beside the moved one", () => {
    const answer = protestDeadline({ state: "TX", county: "harris", noticeDate: "2026-05-01" });
    expect(answer.ruleDate).toBe("2026-05-31");
  });
});

describe("Florida: 25 days after the TRIM notice is mailed (s. 194.011(3)(d))", () => {
  table("FL", [
    [
      "mailed 20 August: Monday 14 September",
      { county: "miami-dade", noticeDate: "2026-08-20" },
      "2026-09-14",
      "fl-after-notice",
    ],
    [
      "mailed 18 August: 12 September is a Saturday",
      { county: "orange", noticeDate: "2026-08-18" },
      "2026-09-14",
      "fl-after-notice",
    ],
    [
      "mailed 13 August: 7 September is Labor Day",
      { county: "broward", noticeDate: "2026-08-13" },
      "2026-09-08",
      "fl-after-notice",
    ],
    [
      "mailed 14 August: Tuesday 8 September",
      { county: "broward", noticeDate: "2026-08-14" },
      "2026-09-08",
      "fl-after-notice",
    ],
  ]);
});

describe("California: 2 July to 15 September, or 30 November (R&T Code 1603)", () => {
  table("CA", [
    [
      "Los Angeles closes 30 November",
      { county: "los-angeles", noticeDate: "2026-07-01" },
      "2026-11-30",
      "ca-late",
    ],
    [
      "Alameda closes 15 September",
      { county: "alameda", noticeDate: "2026-07-01" },
      "2026-09-15",
      "ca-early",
    ],
    [
      "a county not confirmed either way is shown the earlier close",
      { county: "fresno", noticeDate: "2026-07-10" },
      "2026-09-15",
      "ca-unconfirmed",
    ],
    [
      "Santa Clara 2024: 15 September was a Sunday (the county published 16 September)",
      { county: "santa-clara", noticeDate: "2024-07-01" },
      "2024-09-16",
      "ca-early",
    ],
    [
      "Los Angeles 2025: 30 November was a Sunday",
      { county: "los-angeles", noticeDate: "2025-07-15" },
      "2025-12-01",
      "ca-late",
    ],
    [
      "a notice received exactly 15 days before the close keeps the close",
      { county: "alameda", noticeDate: "2026-08-31" },
      "2026-09-15",
      "ca-early",
    ],
    [
      "a notice received 10 days before the close gives 60 days",
      { county: "alameda", noticeDate: "2026-09-05" },
      "2026-11-04",
      "ca-short-notice",
    ],
  ]);
  it("gives the period's first day", () => {
    expect(protestDeadline({ state: "CA", county: "alameda", noticeDate: "2026-07-01" }).opens).toBe(
      "2026-07-02",
    );
  });
});

describe("New York: Grievance Day, and New York City's Tax Commission by class", () => {
  table("NY", [
    [
      "Albany 2026: fourth Tuesday in May",
      { county: "albany", noticeDate: "2026-05-01" },
      "2026-05-26",
      "ny-grievance-day",
    ],
    [
      "Erie 2025: fourth Tuesday in May",
      { county: "erie", noticeDate: "2025-05-01" },
      "2025-05-27",
      "ny-grievance-day",
    ],
    [
      "Brooklyn class 1, 2026: 15 March is a Sunday",
      { county: "kings", noticeDate: "2026-01-15", nycClass: "class1" },
      "2026-03-16",
      "nyc-class1",
    ],
    [
      "Queens classes 2 and 4, 2026: 1 March is a Sunday",
      { county: "queens", noticeDate: "2026-01-15", nycClass: "other" },
      "2026-03-02",
      "nyc-other-classes",
    ],
    [
      "Manhattan 2024 (published: 1 and 15 March)",
      { county: "new-york", noticeDate: "2024-01-15", nycClass: "other" },
      "2024-03-01",
      "nyc-other-classes",
    ],
    [
      "Bronx class 1, 2024",
      { county: "bronx", noticeDate: "2024-01-15", nycClass: "class1" },
      "2024-03-15",
      "nyc-class1",
    ],
    [
      "2014 (published: Monday 3 March)",
      { county: "richmond", noticeDate: "2014-01-15", nycClass: "other" },
      "2014-03-03",
      "nyc-other-classes",
    ],
    [
      "2014 class 1 (published: Monday 17 March)",
      { county: "richmond", noticeDate: "2014-01-15", nycClass: "class1" },
      "2014-03-17",
      "nyc-class1",
    ],
  ]);
});

describe("calendar helpers", () => {
  it("finds nth and last weekdays", () => {
    expect(dayIn({ month: 11, weekday: 4, nth: 4 }, 2026)).toBe("2026-11-26");
    expect(dayIn({ month: 5, weekday: 1, nth: -1 }, 2026)).toBe("2026-05-25");
    expect(dayIn({ month: 5, weekday: 1, nth: -1 }, 2027)).toBe("2027-05-31");
    expect(dayIn({ month: 9, weekday: 1, nth: 1 }, 2026)).toBe("2026-09-07");
  });
  it("moves a Sunday holiday's closure to Monday where the state does", () => {
    // 4 July 2027 is a Sunday: Florida's offices close Monday 5 July.
    expect(nextBusinessDay("2027-07-05", PROTEST_RULES.FL.closed)).toBe("2027-07-06");
  });
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("05/01/2026")).toBe(false);
  });
});
