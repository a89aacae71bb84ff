// A county's details (rates, taxing units, advisory notes in the page's language) and the
// state's rules, fetched once per county and language when the visitor chooses the county: the
// pages carry only the picker's names (picker-list.ts), and the county of a result rendered by
// the server (calculator.server.ts).
import type { StateRules } from "~/calculator/engine/schemas";
import type { Lang } from "~/i18n/route-table";
import type { AffiliateLinkData } from "~/utils/affiliate";
import { reportingFetch } from "~/utils/analytics/client";
import type { CalcCounty } from "./counties";

export interface CountyDetails {
  county: CalcCounty;
  rules: StateRules;
  /** The state's affiliate link for under the result (the page's data does not carry it). */
  affiliate?: AffiliateLinkData | null;
}

const loaded = new Map<string, Promise<CountyDetails | null>>();
const ready = new Map<string, CountyDetails>();

export function countyDetailsUrl(slug: string, lang: Lang): string {
  return `/api/county?slug=${encodeURIComponent(slug)}&lang=${lang}`;
}

/** The details, or null when they could not be fetched (the calculation then fails with its retry). */
export function countyDetails(
  slug: string,
  lang: Lang,
  fetcher: typeof fetch = reportingFetch,
): Promise<CountyDetails | null> {
  const key = `${lang}:${slug}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetcher(countyDetailsUrl(slug, lang))
      .then(async (res) => {
        if (!res.ok) return null;
        const body = (await res.json()) as Partial<CountyDetails>;
        return body.county?.slug === slug && body.rules ? (body as CountyDetails) : null;
      })
      .catch(() => null);
    // A failure is not remembered: the next calculation asks again.
    void pending.then((details) => {
      if (details === null) loaded.delete(key);
      else ready.set(key, details);
    });
    loaded.set(key, pending);
  }
  return pending;
}

/** The details already fetched, so a calculation without delay can show its result at once. */
export function readyCountyDetails(slug: string, lang: Lang): CountyDetails | undefined {
  return ready.get(`${lang}:${slug}`);
}
