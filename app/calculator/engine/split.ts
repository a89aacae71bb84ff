// A county without taxing units: its one published rate (adopted or a census estimate) shared
// among a school district, the county, a city and special districts by the state's proportions,
// so the bill can still be shown line by line and the school exemptions fall on the school part.
import { countyRateStatus, type Unit } from "./lines";
import type { County, RateBasis, UnitExemptions, UnitKind } from "./schemas";

export interface Shares {
  school: number;
  county: number;
  city: number;
  special: number;
}

/** Component rates for the estimate: given ones stand; the rest of the county rate is shared by the proportions. */
export function splitRates(
  county: Pick<County, "rate" | "schoolRate" | "countyRate" | "cityRate" | "specialRate">,
  shares: Shares,
): Shares {
  const given = {
    school: county.schoolRate,
    county: county.countyRate,
    city: county.cityRate,
    special: county.specialRate,
  };
  let knownRate = 0;
  let unknownShare = 0;
  for (const k of ["school", "county", "city", "special"] as const) {
    if (given[k] !== undefined) knownRate += given[k] as number;
    else unknownShare += shares[k];
  }
  const rest = Math.max(0, county.rate - knownRate);
  const part = (k: keyof Shares) => given[k] ?? (unknownShare > 0 ? (rest * shares[k]) / unknownShare : 0);
  return { school: part("school"), county: part("county"), city: part("city"), special: part("special") };
}

/** One line of the estimate, carrying the county's rate year, status and source. */
export function estimateUnit(
  county: County,
  part: { id: string; name: string; kind: UnitKind; basis: RateBasis; rate: number },
  exemptions?: UnitExemptions,
): Unit {
  return {
    id: `${county.slug}-${part.id}`,
    name: part.name,
    kind: part.kind,
    basis: part.basis,
    rate: part.rate,
    rateYear: county.rateYear,
    status: countyRateStatus(county),
    source: county.rateSource,
    exemptions,
  };
}
