import { describe, expect, it } from "vitest";
import type { TaxingUnit } from "~/calculator/engine/schemas";
import { badgeClass, countyRateBadge } from "./county-rate-badge";

const unit = (status: TaxingUnit["status"] | undefined, taxYear: number) =>
  ({ status, taxYear }) as unknown as TaxingUnit;

describe("a county page's rate badge follows the county's lines", () => {
  it("a county without units keeps its own kind and year", () => {
    expect(countyRateBadge({ rateKind: "estimate", rateYear: 2023 })).toEqual({
      tone: "estimate",
      statuses: null,
      years: "2023",
      news: 0,
      units: 0,
    });
  });

  it("all lines adopted for one year: an adopted rate of that year", () => {
    const badge = countyRateBadge({
      rateKind: "official",
      rateYear: 2025,
      units: [unit("adopted", 2025), unit(undefined, 2025)],
    });
    expect(badge).toEqual({ tone: "official", statuses: ["adopted"], years: "2025", news: 0, units: 2 });
  });

  it("a proposed city rate beside last year's school rate: both statuses, both years", () => {
    const badge = countyRateBadge({
      rateKind: "official",
      rateYear: 2024,
      units: [unit("proposed", 2025), unit("adopted", 2024)],
    });
    expect(badge).toEqual({
      tone: "official",
      statuses: ["adopted", "proposed"],
      years: "2024–2025",
      news: 0,
      units: 2,
    });
  });

  it("an estimated line makes the badge an estimate", () => {
    expect(
      countyRateBadge({ rateKind: "official", rateYear: 2025, units: [unit("estimate", 2025)] }).tone,
    ).toBe("estimate");
  });

  it("counts the rates read from news reports, and never colours them official (decision 129)", () => {
    const fromNews = { ...unit("adopted", 2025), source: { kind: "secondary" } } as unknown as TaxingUnit;
    const badge = countyRateBadge({
      rateKind: "official",
      rateYear: 2025,
      units: [fromNews, unit("adopted", 2025)],
    });
    expect(badge).toMatchObject({ tone: "official", news: 1, units: 2 });
    expect(badgeClass(badge)).toBe("news");
    expect(badgeClass({ ...badge, news: 0 })).toBe("official");
  });
});
