// New York STAR outside New York City: the Tax Department publishes, for every school district
// segment (a school district within one town or city), the most that the Basic and Enhanced STAR
// exemption can save each school year. Where the owner names their segment, those figures replace
// the county-wide estimate (decision 130): "The STAR savings amount is the lesser of the STAR
// exemption amount multiplied by the school tax rate … or the maximum STAR exemption savings."
import type { County, CountyStar, StarSegment } from "./schemas";

export interface SegmentStar {
  segment: StarSegment;
  star: CountyStar;
  /** The school year whose figures are used; earlier than the bill's when its own are not loaded. */
  schoolYear: number;
}

/** The segment's figures for school year `year`: that year's, else the latest before it, else the earliest. */
export function segmentStar(county: County, id: string | undefined, year: number): SegmentStar | undefined {
  const segment = id ? county.starSegments?.find((s) => s.id === id) : undefined;
  if (!segment) return undefined;
  const sorted = [...segment.years].sort((a, b) => a.schoolYear - b.schoolYear);
  const entry = [...sorted].reverse().find((e) => e.schoolYear <= year) ?? sorted[0];
  return {
    segment,
    schoolYear: entry.schoolYear,
    star: { maxSavings: entry.maxSavings, taxYear: entry.schoolYear, source: entry.source },
  };
}
