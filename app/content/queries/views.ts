import { z } from "zod";
import { unitTotals, withUnitTotals } from "~/calculator/engine/county-totals";
import {
  CountySchema,
  RateBasisSchema,
  RateStatusSchema,
  SourceSchema,
  UnitKindSchema,
} from "~/calculator/engine/schemas";
import { countyRateBadge } from "~/components/county-rate-badge";

// What pages receive from each query, parsed so a CMS that answers something else is
// treated as down (the cache then serves the last good content) instead of breaking a page.
export const LocaleStringSchema = z.object({ en: z.string(), es: z.string().optional() });
export type LocaleString = z.infer<typeof LocaleStringSchema>;

/** GROQ projections answer null for absent fields. */
export const SourceViewSchema = z.object({
  title: z.string(),
  titleEs: z.string().nullish(),
  /** Set on a Spanish page that shows the English title (inReaderLanguage). */
  titleLang: z.literal("en").optional(),
  url: z.string(),
  quote: z.string().nullish(),
  /** Decision 129: `secondary` marks a news report. */
  kind: z.enum(["official", "secondary"]).nullish(),
  publisher: z.string().nullish(),
});

/** Portable Text arrives as blocks; the renderer checks each block's shape itself. */
export const BlocksSchema = z.array(z.looseObject({ _type: z.string() }));

const CountyExtras = z.object({
  population: z.looseObject({ value: z.number(), year: z.number() }).optional(),
  acs: z.looseObject({}).optional(),
  unitsArea: LocaleStringSchema.optional(),
  unitsNotLoaded: z.array(LocaleStringSchema).optional(),
  office: z
    .looseObject({
      name: z.string(),
      website: z.string().optional(),
      phone: z.string().optional(),
      email: z.string().optional(),
      address: z.string().optional(),
      services: z.array(z.string()).optional(),
      source: SourceSchema.optional(),
    })
    .optional(),
  /** The state's directory, where the county's own office is not named (its editors' note is not read). */
  officeDirectory: z.object({ title: LocaleStringSchema, url: z.string() }).optional(),
  notes: z.array(LocaleStringSchema).optional(),
});

/**
 * Named GROQ projections answer null for absent fields; the engine's schemas use optional ones.
 * A source's absent Spanish title keeps its key, undefined: inReaderLanguage then knows a Spanish
 * page shows the English title, and marks it (decision 125).
 */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => v !== null || k === "titleEs")
        .map(([k, v]) => [k, v === null ? undefined : dropNulls(v)]),
    );
  }
  return value;
}

// A county's rate, its parts, year and source are worked out from its taxing units when it is
// read (withUnitTotals), so a unit's rate corrected in the Studio reaches every page at once.
export const CountyPageViewSchema = z.preprocess(
  dropNulls,
  z
    .looseObject({ ...CountySchema.shape, ...CountyExtras.shape })
    .transform((county) => withUnitTotals(county)),
);
export type CountyPageView = z.infer<typeof CountyPageViewSchema>;

/** What a card needs of each taxing unit: its rate for the totals, its status and year for the badge. */
const CardUnitSchema = z.object({
  kind: UnitKindSchema,
  basis: RateBasisSchema,
  rate: z.number(),
  taxYear: z.number(),
  status: RateStatusSchema.nullish().transform((s) => s ?? "adopted"),
  source: SourceViewSchema.transform(({ title, titleEs, url, kind }) => ({
    title,
    url,
    ...(titleEs ? { titleEs } : {}),
    ...(kind ? { kind } : {}),
  })),
});

export const CountyCardViewSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    fips: z.string(),
    state: z.string(),
    rate: z.number(),
    combinedRate: z.number(),
    rateKind: z.enum(["official", "estimate"]),
    rateYear: z.number(),
    rateSource: SourceViewSchema,
    population: z.number().nullable(),
    populationYear: z.number().nullable(),
    officeName: z.string().nullable(),
    /** The state's directory of offices, for a county whose own office is not named. */
    officeDirectoryUrl: z.string().nullish(),
    units: z.array(CardUnitSchema).nullish(),
  })
  // The card's rate and badge from the same units the county page and the calculator read; the
  // units themselves are not passed on.
  .transform(({ units, ...card }) => {
    const totals = units && units.length > 0 ? unitTotals(units) : undefined;
    return {
      ...card,
      ...(totals && {
        rate: totals.rate,
        combinedRate: totals.rate,
        rateKind: totals.rateKind,
        rateYear: totals.rateYear,
        rateSource: totals.rateSource,
      }),
      rateBadge: countyRateBadge({ ...card, units }),
    };
  });
export type CountyCardView = z.infer<typeof CountyCardViewSchema>;

export const StateConfigViewSchema = z.looseObject({
  stateCode: z.string(),
  stateName: LocaleStringSchema,
  rules: z.unknown().optional(),
});
export type StateConfigView = z.infer<typeof StateConfigViewSchema>;

/** The per-state link to a tax-filing service (decision 033): its tip and disclosure in both languages. */
export const AffiliateViewSchema = z.object({
  partner: z.string().nullable(),
  url: z.string().url(),
  label: LocaleStringSchema,
  taxTip: LocaleStringSchema,
  taxTipSource: SourceViewSchema,
  disclosure: LocaleStringSchema,
});
export type AffiliateView = z.infer<typeof AffiliateViewSchema>;

export const SiteSettingsViewSchema = z.looseObject({
  state: z.string(),
  calculationDelayMs: z.number().int().min(0).max(10000).default(500),
  affiliate: AffiliateViewSchema.optional().catch(undefined),
});
export type SiteSettingsView = z.infer<typeof SiteSettingsViewSchema>;

export const GuideCardViewSchema = z.object({
  key: z.string(),
  state: z.string(),
  /** A Studio guide's Spanish address (route-table.ts, guidePage); fixed guides have rows of their own. */
  slugEs: z.string().nullish(),
  category: z.string(),
  checked: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
});
export type GuideCardView = z.infer<typeof GuideCardViewSchema>;

export const GuidePageViewSchema = GuideCardViewSchema.extend({
  body: BlocksSchema,
  sources: z.array(SourceViewSchema).nullable(),
});
export type GuidePageView = z.infer<typeof GuidePageViewSchema>;

export const FaqItemViewSchema = z.object({
  id: z.string(),
  category: z.enum(["general", "calculations", "exemptions", "payments", "appeals"]),
  state: z.string(),
  order: z.number().nullable(),
  question: z.string(),
  answer: z.union([z.string(), BlocksSchema]),
});
export type FaqItemView = z.infer<typeof FaqItemViewSchema>;

export const PageContentViewSchema = z.object({
  key: z.string(),
  updated: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  body: BlocksSchema,
});
export type PageContentView = z.infer<typeof PageContentViewSchema>;

export const CommonMistakeViewSchema = z.object({
  key: z.string(),
  costLevel: z.enum(["minor", "moderate", "costly", "extreme"]),
  title: LocaleStringSchema,
  summary: LocaleStringSchema,
});

export const DeadlineViewSchema = z.looseObject({
  date: z.string(),
  title: LocaleStringSchema,
});

/** A dated event of the state's yearly cycle (state extras: timelines, the Texas referendum). */
export const TimelineEventViewSchema = z.object({
  key: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  taxYear: z.number(),
  title: z.string(),
  text: z.string(),
  source: SourceViewSchema,
});
export type TimelineEventView = z.infer<typeof TimelineEventViewSchema>;

/** The school district rate of the most populous county that has one (Texas referendum calculator default). */
export const SchoolRateSampleViewSchema = z.object({
  county: z.string(),
  slug: z.string(),
  unit: z.object({
    name: z.string(),
    basis: z.string(),
    rate: z.number(),
    taxYear: z.number(),
    status: z.string().nullable(),
    source: SourceViewSchema,
  }),
});
export type SchoolRateSampleView = z.infer<typeof SchoolRateSampleViewSchema>;
