// What a county page's headline says about its rate, from the same lines the calculator bills:
// "Official adopted rate · 2025" only when every taxing unit's rate is adopted for that year.
// A county whose lines mix a proposed city rate with last year's school rate says so, instead of
// promising an adopted rate it does not have (issue 13).
import type { County, RateStatus } from "~/calculator/engine/schemas";

export interface CountyRateBadge {
  /** How the badge looks: an estimate anywhere in the lines makes the whole rate an estimate. */
  tone: "official" | "estimate";
  /** The lines' statuses in a fixed order, or null for a county without taxing units. */
  statuses: RateStatus[] | null;
  /** "2025", or "2024–2025" when the lines' rates are of different years. */
  years: string;
  /** How many of the units' rates were read from a news report (decision 129): the badge is then never "Official". */
  news: number;
  /** The number of taxing units (0 for a county without units). */
  units: number;
}

/** The badge's colour class: a rate from a news report is not shown in the official colour. */
export function badgeClass(badge: CountyRateBadge): string {
  return badge.tone === "official" && badge.news > 0 ? "news" : badge.tone;
}

const ORDER: RateStatus[] = ["adopted", "voter-approved", "proposed", "estimate"];

export function countyRateBadge(
  county: Pick<County, "rateKind" | "rateYear"> & {
    units?: readonly { status?: RateStatus; taxYear: number; source?: { kind?: string } }[] | null;
  },
): CountyRateBadge {
  const units = county.units ?? [];
  if (units.length === 0)
    return {
      tone: county.rateKind === "official" ? "official" : "estimate",
      statuses: null,
      years: String(county.rateYear),
      news: 0,
      units: 0,
    };
  const seen = new Set(units.map((u) => u.status ?? "adopted"));
  const statuses = ORDER.filter((s) => seen.has(s));
  const years = units.map((u) => u.taxYear);
  const first = Math.min(...years);
  const last = Math.max(...years);
  return {
    tone: seen.has("estimate") ? "estimate" : "official",
    statuses,
    years: first === last ? `${last}` : `${first}–${last}`,
    news: units.filter((u) => u.source?.kind === "secondary").length,
    units: units.length,
  };
}

/**
 * The badge's words where space is short (a directory card, the home page's table): "Official ·
 * 2024–2025"; "Partly proposed · 2025" when a rate on the bill is still only proposed; "Estimate"
 * when any line is estimated. The county page spells out every status.
 */
export function shortRateBadgeText(
  badge: CountyRateBadge,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const word =
    badge.tone === "estimate"
      ? "common.estimate"
      : badge.statuses?.includes("proposed")
        ? "common.partlyProposed"
        : badge.news > 0
          ? "common.partlyNews"
          : "common.official";
  return `${t(word)} · ${badge.years}`;
}
