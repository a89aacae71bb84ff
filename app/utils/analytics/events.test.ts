import { describe, expect, it } from "vitest";
import {
  ENGAGEMENT_MILESTONES,
  EventRateLimiter,
  hashEmail,
  isCompleteCalculation,
  isEngaged,
  newMilestones,
  shouldReportFetch,
  valueRange,
  valueTier,
} from "./events";

describe("analytics rules", () => {
  it("limits each event name to 10 per 60 s, separately", () => {
    let t = 0;
    const limiter = new EventRateLimiter(() => t);
    const results = Array.from({ length: 12 }, () => limiter.allow("calculation_error"));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(limiter.allow("page_not_found")).toBe(true);
    t = 59_999;
    expect(limiter.allow("calculation_error")).toBe(false);
    t = 60_000;
    expect(limiter.allow("calculation_error")).toBe(true);
  });

  it("never limits page_view, tax_calculated and calculator_started", () => {
    const limiter = new EventRateLimiter(() => 0);
    for (const name of ["page_view", "tax_calculated", "calculator_started"] as const) {
      expect(Array.from({ length: 50 }, () => limiter.allow(name)).every(Boolean)).toBe(true);
    }
  });

  it("sends the completed-calculation event only with state, county, value > 0 and tax ≥ 0", () => {
    expect(isCompleteCalculation({ state: "TX", county: "harris", homeValue: 350000, annualTax: 0 })).toBe(
      true,
    );
    expect(isCompleteCalculation({ state: "TX", county: "harris", homeValue: 0, annualTax: 10 })).toBe(false);
    expect(isCompleteCalculation({ state: "TX", county: "", homeValue: 1, annualTax: 10 })).toBe(false);
    expect(isCompleteCalculation({ county: "harris", homeValue: 1, annualTax: 10 })).toBe(false);
    expect(isCompleteCalculation({ state: "TX", county: "harris", homeValue: 1, annualTax: -1 })).toBe(false);
    expect(
      isCompleteCalculation({ state: "TX", county: "harris", homeValue: 1, annualTax: Number.NaN }),
    ).toBe(false);
  });

  it("reports each scroll milestone 25/50/75/90 once", () => {
    const seen = new Set<number>();
    expect(newMilestones(60, seen)).toEqual([25, 50]);
    seen.add(25).add(50);
    expect(newMilestones(100, seen)).toEqual([75, 90]);
    expect(newMilestones(10, new Set())).toEqual([]);
  });

  it("pings engagement only within 30 s of the last interaction", () => {
    expect(isEngaged(0, 29_999)).toBe(true);
    expect(isEngaged(0, 30_000)).toBe(false);
  });

  it("reports failed fetches except ad, asset, 404 and 5xx ones", () => {
    expect(shouldReportFetch("/api/newsletter/subscribe", { status: 400 })).toBe(true);
    expect(shouldReportFetch("/api/newsletter/subscribe", { status: 429 })).toBe(true);
    expect(shouldReportFetch("/api/newsletter/subscribe", { networkError: true })).toBe(true);
    expect(shouldReportFetch("/api/x", { status: 200 })).toBe(false);
    expect(shouldReportFetch("/api/x", { status: 404 })).toBe(false);
    expect(shouldReportFetch("/api/x", { status: 503 })).toBe(false);
    expect(shouldReportFetch("https://www.googletagmanager.com/gtm.js", { networkError: true })).toBe(false);
    expect(shouldReportFetch("/assets/root-abc.js", { status: 403 })).toBe(false);
  });

  it("hashes e-mail addresses (SHA-256 of the normalised address)", async () => {
    const h = await hashEmail("  Maria@Example.com ");
    expect(h).toBe(await hashEmail("maria@example.com"));
    // SHA-256("maria@example.com"), computed independently with `printf %s maria@example.com | sha256sum`
    expect(h).toBe("10ef04a5a1acd81d18a0c61fdd354a063da07223720a1d8760aa5c2afa5e8ee0");
    expect(h).not.toContain("maria");
  });

  it("sorts values into the spec's tiers", () => {
    expect([199_999, 200_000, 499_999, 500_000, 999_999, 1_000_000].map(valueTier)).toEqual([
      "low",
      "medium",
      "medium",
      "high",
      "high",
      "very_high",
    ]);
  });
});

describe("value ranges", () => {
  it("puts each value in one range, from under $100,000 to $2,000,000 and more", () => {
    expect(
      [
        0, 99_999, 100_000, 199_999, 200_000, 350_000, 500_000, 999_999, 1_000_000, 1_999_999, 2_000_000, 9e6,
      ].map(valueRange),
    ).toEqual([
      "under_100k",
      "under_100k",
      "100k_200k",
      "100k_200k",
      "200k_300k",
      "300k_500k",
      "500k_750k",
      "750k_1m",
      "1m_2m",
      "1m_2m",
      "2m_plus",
      "2m_plus",
    ]);
  });

  it("reports the engagement series 25/50/75/100 apart from the scroll depth", () => {
    expect(newMilestones(100, new Set([25]), ENGAGEMENT_MILESTONES)).toEqual([50, 75, 100]);
  });
});
