import { defineQuery } from "groq";
import { z } from "zod";
import {
  COUNTY_CARD,
  COUNTY_FULL,
  COUNTY_RATE_SOURCE,
  COUNTY_UNITS,
  FAQ_ITEM,
  GUIDE_CARD,
  GUIDE_FULL,
  localized,
  PAGE_FULL,
  SOURCE,
} from "./fragments";
import {
  CountyCardViewSchema,
  CountyPageViewSchema,
  FaqItemViewSchema,
  GuideCardViewSchema,
  GuidePageViewSchema,
  PageContentViewSchema,
  SiteSettingsViewSchema,
  StateConfigViewSchema,
  CommonMistakeViewSchema,
  DeadlineViewSchema,
  SchoolRateSampleViewSchema,
  TimelineEventViewSchema,
} from "./views";

// Every query the site runs. `tags` are the document types a query reads, so the webhook
// can purge exactly what a changed document feeds.
export interface QueryDef<T> {
  name: string;
  query: string;
  tags: readonly string[];
  schema: z.ZodType<T>;
}

function def<T>(name: string, query: string, tags: string[], schema: z.ZodType<T>): QueryDef<T> {
  return { name, query, tags, schema };
}

export const stateConfigQuery = def(
  "stateConfig",
  defineQuery(`*[_type == "stateConfig" && stateCode == $state][0]`),
  ["stateConfig"],
  StateConfigViewSchema.nullable(),
);

export const siteSettingsQuery = def(
  "siteSettings",
  defineQuery(`*[_type == "siteSettings" && state == $state][0]`),
  ["siteSettings"],
  SiteSettingsViewSchema.nullable(),
);

export const countyListQuery = def(
  "countyList",
  defineQuery(`*[_type == "county" && state == $state] | order(name asc) { ${COUNTY_CARD} }`),
  ["county"],
  z.array(CountyCardViewSchema),
);

/** The calculator needs every county with its units, but not the office or notes. */
export const calculatorCountiesQuery = def(
  "calculatorCounties",
  defineQuery(
    `*[_type == "county" && state == $state] | order(name asc) {
      state, name, slug, fips, rate, combinedRate, rateKind, rateYear, ${COUNTY_RATE_SOURCE},
      schoolRate, countyRate, cityRate, specialRate, levyRate, nycClass, starSegments, ${COUNTY_UNITS},
      "unitsArea": unitsArea, "unitsNotLoaded": unitsNotLoaded, "notes": notes
    }`,
  ),
  ["county"],
  z.array(CountyPageViewSchema),
);

export const countyBySlugQuery = def(
  "countyBySlug",
  defineQuery(`*[_type == "county" && state == $state && slug == $slug][0]{ ${COUNTY_FULL} }`),
  ["county"],
  CountyPageViewSchema.nullable(),
);

export const guideQuery = def(
  "guide",
  defineQuery(`*[_type == "guide" && key == $key && state == $guideState][0]{ ${GUIDE_FULL} }`),
  ["guide"],
  GuidePageViewSchema.nullable(),
);

/** A guide made in the Studio by its Spanish address (route-table.ts, guidePage). */
export const guideBySpanishSlugQuery = def(
  "guideBySpanishSlug",
  defineQuery(`*[_type == "guide" && slug.es == $slugEs && state == $guideState][0]{ ${GUIDE_FULL} }`),
  ["guide"],
  GuidePageViewSchema.nullable(),
);

export const guideListQuery = def(
  "guideList",
  defineQuery(`*[_type == "guide" && state in $states] | order(category asc, key asc) { ${GUIDE_CARD} }`),
  ["guide"],
  z.array(GuideCardViewSchema),
);

export const faqQuery = def(
  "faq",
  defineQuery(
    `*[_type == "faq" && state in ["ALL", $state]] | order(category asc, order asc) { ${FAQ_ITEM} }`,
  ),
  ["faq"],
  z.array(FaqItemViewSchema),
);

/**
 * A page as the build shows it: on the hub, the page's own hub version ("{key}-hub") when editors
 * wrote one (how-it-works explains the state sites' calculator, which the hub does not have);
 * otherwise, and on every state build, the page itself.
 */
export const pageQuery = def(
  "page",
  defineQuery(
    `coalesce(*[_type == "page" && key == $hubKey][0], *[_type == "page" && key == $key][0]){ ${PAGE_FULL} }`,
  ),
  ["page"],
  PageContentViewSchema.nullable(),
);

/** pageQuery's parameters for a page key on a build. */
export const pageParams = (key: string, state: string, lang: string) => ({
  key,
  hubKey: state === "HUB" ? `${key}-hub` : key,
  lang,
});

export const mistakesQuery = def(
  "mistakes",
  defineQuery(`*[_type == "commonMistake"] | order(key asc) { key, costLevel, title, summary }`),
  ["commonMistake"],
  z.array(CommonMistakeViewSchema),
);

export const deadlinesQuery = def(
  "deadlines",
  defineQuery(`*[_type == "deadline" && state == $state] | order(date asc)`),
  ["deadline"],
  z.array(DeadlineViewSchema),
);

export const timelineQuery = def(
  "timeline",
  defineQuery(
    `*[_type == "timelineEvent" && state == $state] | order(date asc) {
      key, date, endDate, taxYear, ${localized("title")}, ${localized("text")}, "source": source${SOURCE}
    }`,
  ),
  ["timelineEvent"],
  z.array(TimelineEventViewSchema),
);

export const schoolRateSampleQuery = def(
  "schoolRateSample",
  defineQuery(
    `*[_type == "county" && state == $state && count(units[kind == "school" && basis == "per100"]) > 0] | order(population.value desc)[0]{
      "county": name, slug,
      "unit": units[kind == "school" && basis == "per100"][0]{ name, basis, rate, taxYear, status, "source": source${SOURCE} }
    }`,
  ),
  ["county"],
  SchoolRateSampleViewSchema.nullable(),
);

export const ALL_QUERIES = [
  stateConfigQuery,
  siteSettingsQuery,
  countyListQuery,
  calculatorCountiesQuery,
  countyBySlugQuery,
  guideQuery,
  guideBySpanishSlugQuery,
  guideListQuery,
  faqQuery,
  pageQuery,
  mistakesQuery,
  deadlinesQuery,
  timelineQuery,
  schoolRateSampleQuery,
] as const;
