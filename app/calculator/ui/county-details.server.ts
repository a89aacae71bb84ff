// A county's details and the state's rules as /api/county answers them (county-details.ts
// fetches them in the browser): the county's rates, units, notes in one language and the
// address its units describe, and the rules the engine calculates with.
import { parseStateRules } from "~/calculator/engine/validate";
import { query } from "~/content/content.server";
import { countyBySlugQuery } from "~/content/queries";
import { inReaderLanguage } from "~/content/reader-language";
import type { Lang } from "~/i18n/route-table";
import { affiliateFor } from "~/utils/affiliate";
import { loadSite } from "~/utils/site.server";
import { toCalcCounty } from "./calculator.server";
import { rulesForBrowser } from "./rules-for-browser.server";
import type { CountyDetails } from "./county-details";

/** The details, null for a county the state does not have, "unavailable" when the content or the rules cannot be read. */
export async function loadCountyDetails(
  slug: string,
  lang: Lang,
  deadline: number | undefined,
): Promise<CountyDetails | null | "unavailable"> {
  try {
    const site = await loadSite(lang, { deadline });
    const parsed = site.config.rules === undefined ? null : parseStateRules(site.config.rules);
    if (!parsed?.ok) return "unavailable";
    const county = inReaderLanguage(
      await query(countyBySlugQuery, { state: parsed.value.state, slug }, { deadline }),
      lang,
    );
    return county
      ? {
          county: toCalcCounty(county, lang),
          rules: rulesForBrowser(parsed.value),
          affiliate: affiliateFor(site.settings?.affiliate, lang),
        }
      : null;
  } catch {
    return "unavailable";
  }
}
