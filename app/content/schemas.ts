// Every document type of the content dataset, as stored (seed/dist/*.ndjson and the Sanity
// Content Lake). `npm run seed:build` validates each document it writes against these, and
// the Studio schema (cms-schema/) mirrors them field for field. Pages do not parse with these:
// they parse query projections with app/content/queries/views.ts.
//
// Conventions (docs/content-model.md): ids are readable and stable; bilingual text is one
// field {en, es}; every array of objects carries a `_key` (Sanity needs it to edit arrays);
// every figure that changes yearly carries its tax year, and every rate its source.
import { z } from "zod";
import {
  CountySchema,
  SourceSchema,
  StateCodeSchema,
  StateRulesSchema,
  TaxingUnitSchema,
  UnitExemptionsSchema,
} from "../calculator/engine/schemas";
import { SITE_STATES } from "../i18n/route-table";
import { isTranslationKey } from "../i18n/translation-keys";

export { SourceSchema, StateCodeSchema };

export const SiteStateSchema = z.enum(SITE_STATES);

/** Content scope: a state, or ALL for content every build shows. */
export const ContentStateSchema = z.enum(["ALL", "TX", "CA", "FL", "NY"]);

const key = z.string().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD");
const taxYear = z.number().int().min(1990).max(2100);

// ---------------------------------------------------------------------------------------
// Localized values
// ---------------------------------------------------------------------------------------

/** Short text in both languages (Studio type `localeString`). Both are required in the dataset. */
export const LocaleStringSchema = z.object({
  en: z.string().trim().min(1),
  es: z.string().trim().min(1),
});
export type LocaleString = z.infer<typeof LocaleStringSchema>;

/** Longer plain text in both languages (Studio type `localeText`). */
export const LocaleTextSchema = LocaleStringSchema;

/** A localized string as an array item (arrays of objects need `_key`). */
export const KeyedLocaleStringSchema = LocaleStringSchema.extend({ _key: key });

export const KeyedSourceSchema = SourceSchema.extend({ _key: key });

// ---------------------------------------------------------------------------------------
// Portable Text (Studio type `blockContent`; `localeBlockContent` holds one per language)
// ---------------------------------------------------------------------------------------

export const SpanSchema = z.object({
  _type: z.literal("span"),
  _key: key,
  text: z.string(),
  marks: z.array(z.string()),
});

/** Links are the only annotation; internal links use the English path (the renderer localizes them). */
export const LinkMarkDefSchema = z.object({
  _type: z.literal("link"),
  _key: key,
  href: z.string().min(1),
  title: z.string().optional(),
});

export const TextBlockSchema = z.object({
  _type: z.literal("block"),
  _key: key,
  style: z.enum(["normal", "h2", "h3", "h4", "h5", "h6", "blockquote"]),
  listItem: z.enum(["bullet", "number"]).optional(),
  level: z.number().int().min(1).max(6).optional(),
  children: z.array(SpanSchema).min(1),
  markDefs: z.array(LinkMarkDefSchema),
});
export type TextBlock = z.infer<typeof TextBlockSchema>;

/** A table as plain cell text; the first row is the header row. */
export const TableBlockSchema = z.object({
  _type: z.literal("table"),
  _key: key,
  caption: z.string().optional(),
  rows: z
    .array(z.object({ _type: z.literal("tableRow"), _key: key, cells: z.array(z.string()).min(1) }))
    .min(1),
});

/** "> **Note:** …" / "> **Warning:** …" in the Markdown sources. */
export const CalloutBlockSchema = z.object({
  _type: z.literal("callout"),
  _key: key,
  tone: z.enum(["note", "tip", "warning"]),
  body: z.array(TextBlockSchema).min(1),
});

export const BlockSchema = z.discriminatedUnion("_type", [
  TextBlockSchema,
  TableBlockSchema,
  CalloutBlockSchema,
]);
export const BlockContentSchema = z.array(BlockSchema).min(1);
export type BlockContent = z.infer<typeof BlockContentSchema>;

export const LocaleBlockContentSchema = z.object({ en: BlockContentSchema, es: BlockContentSchema });

// ---------------------------------------------------------------------------------------
// siteSettings.{state}
// ---------------------------------------------------------------------------------------

export const SiteSettingsSchema = z.object({
  _id: z.string().regex(/^siteSettings\.(tx|ca|fl|ny|hub)$/),
  _type: z.literal("siteSettings"),
  state: SiteStateSchema,
  /** The simulated calculation delay (spec: about 0.5 s). */
  calculationDelayMs: z.number().int().min(0).max(10000),
  newsletterEnabled: z.boolean(),
  /** The per-state link to a tax-filing service, shown with a tax tip and a disclosure. */
  affiliate: z.object({
    /** Null when no commercial partner is configured; the link then goes to a free public service. */
    partner: z.string().min(1).nullable(),
    url: z.string().url(),
    label: LocaleStringSchema,
    taxTip: LocaleStringSchema,
    taxTipSource: SourceSchema,
    disclosure: LocaleStringSchema,
  }),
  /**
   * Interface timings from the spec (section 9) an editor may tune. The product constants (default
   * value, warnings, savings share, school share, high-value event) are the state
   * configuration's `rules.product` (decision 112).
   */
  ui: z.object({
    newsletterPopupDelayMs: z.number().int().min(0),
    successAutoCloseMs: z.number().int().min(0),
    toast: z.object({
      shortMs: z.number().int().positive(),
      defaultMs: z.number().int().positive(),
      longMs: z.number().int().positive(),
      visibleToasts: z.number().int().positive(),
      gapPx: z.number().int().min(0),
      widthPx: z.number().int().positive(),
      position: z.enum([
        "top-left",
        "top-right",
        "bottom-left",
        "bottom-right",
        "top-center",
        "bottom-center",
      ]),
    }),
    tooltip: z.object({
      delayMs: z.number().int().min(0),
      skipDelayMs: z.number().int().min(0),
      offsetPx: z.number().int(),
    }),
    powerUserCalculations: z.number().int().positive(),
  }),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

// ---------------------------------------------------------------------------------------
// stateConfig.{state}: the spec's state configuration
// ---------------------------------------------------------------------------------------

/** One exemption as the state's guides and summaries present it (the engine's amounts are in `rules`). */
export const ExemptionSummarySchema = z.object({
  title: LocaleStringSchema,
  /** Dollars of value exempted (omit for percentage or full exemptions). */
  amount: z.number().min(0).optional(),
  /** Fraction of value exempted (0..1). */
  percent: z.number().min(0).max(1).optional(),
  appliesTo: z.enum(["all", "school", "non-school"]),
  description: LocaleStringSchema,
  taxYear,
  source: SourceSchema,
});

/**
 * What a disabled veteran's level exempts. An object rather than "a number or the word full"
 * because a Sanity field holds one type; `full: false` is what the Studio stores when an
 * editor switches the toggle off again, so it counts as not given.
 */
export const VeteranLevelValueSchema = z
  .object({
    amount: z.number().min(0).optional(),
    full: z.boolean().optional(),
  })
  .refine(
    (v) => (v.amount !== undefined) !== (v.full === true),
    "give the amount exempted or full: true, exactly one of them",
  );

export const DisabledVeteranSummarySchema = ExemptionSummarySchema.extend({
  /** bands: the amount depends on the disability rating; tiers: fixed levels (California basic / low-income). */
  type: z.enum(["bands", "tiers", "percent-of-disability"]),
  levels: z.array(
    z.object({
      _key: key,
      /** The rating band ("10-29") or tier name ("basic"). */
      range: z.string().min(1),
      /** Dollars exempted (`amount`) or a total exemption (`full: true`): exactly one of them. */
      value: VeteranLevelValueSchema,
      label: LocaleStringSchema,
    }),
  ),
});

/** One overridden translation key; only keys the site's dictionaries have, so a typo cannot go unnoticed. */
export const ContentOverrideSchema = z.object({
  _key: key,
  key: z
    .string()
    .refine(isTranslationKey, "not a translation key of the site's dictionaries (app/i18n/locales)"),
  text: LocaleStringSchema,
});

function uniqueOverrideKeys(items: { key: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.key))
      ctx.addIssue({ code: "custom", path: [i, "key"], message: `${item.key} is overridden twice` });
    seen.add(item.key);
  });
}

/** A date in the yearly cycle, with the tax year it is stated for. */
export const CycleDateSchema = z.object({
  /** The date when there is one (YYYY-MM-DD); windows and "30 days after notice" rules use `label` only. */
  date: isoDate.optional(),
  /** What to show, e.g. "May 15, 2026, or 30 days after your notice, whichever is later". */
  label: LocaleStringSchema,
  /** The event's name when it differs from the dictionary's (dates.deadline_*). */
  title: LocaleStringSchema.optional(),
  taxYear,
  source: SourceSchema,
});

/** How a bill can be paid (the home page's "Ways to pay"; Studio list PAYMENT_METHODS). */
export const PaymentMethodSchema = z.enum(["online", "mail", "in-person", "escrow", "installments"]);

/** One way to pay, with the deadline that goes with it, for one tax year. */
export const PaymentOptionSchema = z.object({
  _key: key,
  method: PaymentMethodSchema,
  title: LocaleStringSchema,
  text: LocaleStringSchema,
  /** The date or dates as shown, e.g. "First half before December 1, 2026; …". */
  deadline: LocaleStringSchema,
  taxYear,
  source: SourceSchema,
});

export const StateConfigSchema = z.object({
  _id: z.string().regex(/^stateConfig\.(tx|ca|fl|ny|hub)$/),
  _type: z.literal("stateConfig"),
  stateCode: SiteStateSchema,
  /** The tax year the configuration describes (2026 rates show as coming soon until published). */
  taxYear,
  stateName: LocaleStringSchema,
  hasCalculator: z.boolean(),
  taxSystem: z.object({
    type: z.enum([
      "appraisal-district",
      "acquisition-value",
      "save-our-homes",
      "fractional-assessment",
      "multi-state",
    ]),
    summary: LocaleStringSchema,
    features: z.array(KeyedLocaleStringSchema).min(1),
  }),
  /** Only the exemptions the state has: the calculator offers a toggle only where one is defined. */
  exemptions: z.object({
    homestead: ExemptionSummarySchema.optional(),
    over65: ExemptionSummarySchema.optional(),
    disabled: ExemptionSummarySchema.optional(),
    disabledVeteran: DisabledVeteranSummarySchema.optional(),
    veteran: ExemptionSummarySchema.optional(),
    homeowner: ExemptionSummarySchema.optional(),
  }),
  stats: z.object({
    countyCount: z.number().int().positive(),
    averageRate: z.object({
      /** Percent of value. */
      value: z.number().min(0).max(10),
      /** The value as shown ("1.86%" / "1,86 %"). */
      label: LocaleStringSchema,
      /** How seed:build computed it from the county documents. */
      note: LocaleStringSchema,
    }),
    minExemption: z.object({ amount: z.number().min(0), label: LocaleStringSchema, taxYear }).optional(),
    taxDueDate: CycleDateSchema.optional(),
  }),
  deadlines: z
    .object({
      ratesSetting: CycleDateSchema,
      ratesAvailable: CycleDateSchema,
      protestDeadline: CycleDateSchema,
      exemptionApplication: CycleDateSchema,
      taxDue: CycleDateSchema,
    })
    .optional(),
  /** The ways to pay this state's bills; absent for the hub, which has no bill. */
  paymentOptions: z.array(PaymentOptionSchema).min(1).optional(),
  /**
   * Translation keys this state overrides, in both languages. A list of `{ key, text }` rather
   * than a map keyed by the translation key: the keys have dots (home.statMinExemption), which a
   * Sanity field name cannot hold. Optional because the Studio removes an emptied list.
   */
  contentOverrides: z.array(ContentOverrideSchema).superRefine(uniqueOverrideKeys).optional(),
  howItWorks: z.object({
    steps: z.array(z.object({ _key: key, title: LocaleStringSchema, text: LocaleStringSchema })).min(1),
    calculatorImage: z.object({ src: z.string().startsWith("/"), alt: LocaleStringSchema }),
    understandingTitle: LocaleStringSchema,
    understandingFormula: LocaleStringSchema,
    understandingDescription: LocaleStringSchema,
  }),
  /** Every amount the tax engine uses, by tax year (seed/states/{state}.rules.json); absent for the hub. */
  rules: StateRulesSchema.optional(),
});
export type StateConfig = z.infer<typeof StateConfigSchema>;

// ---------------------------------------------------------------------------------------
// county.{state}.{slug}: the engine's county plus what the pages show
// ---------------------------------------------------------------------------------------

export const OfficeServiceSchema = z.enum([
  "property-search",
  "tax-bills",
  "exemption-applications",
  "assessment-appeals",
  "maps-gis",
]);

export const OfficeKindSchema = z.enum([
  "appraisal-district",
  "assessor",
  "property-appraiser",
  "tax-collector",
]);

/** The appraisal district (TX), assessor (CA, NY) or property appraiser (FL) of the county, or its tax collector. */
export const OfficeSchema = z.object({
  name: z.string().min(1),
  kind: OfficeKindSchema,
  phone: z.string().optional(),
  website: z.string().url().optional(),
  email: z.string().email().optional(),
  address: z.string().optional(),
  services: z.array(OfficeServiceSchema).optional(),
  note: LocaleStringSchema.optional(),
  source: SourceSchema,
});

/** A source as stored: the reader's title, plus a note for editors that pages never show (the engine's SourceSchema, which the page views parse with, drops it). */
export const StoredSourceSchema = SourceSchema.extend({ note: z.string().optional() });
export type StoredSource = z.infer<typeof StoredSourceSchema>;

/** The state's official list of these offices, linked where a county's own office is not named. */
export const OfficeDirectorySchema = z.object({
  /** "Texas Comptroller: appraisal district directory". */
  title: LocaleStringSchema,
  url: z.string().url(),
  /** For editors only; never shown. */
  note: z.string().optional(),
});
export type OfficeDirectory = z.infer<typeof OfficeDirectorySchema>;

/** How the county's rate was obtained; the methods are written in docs/decisions/030-estimated-county-rates.md. */
export const RateMethodSchema = z.object({
  kind: z.enum([
    "official-units", // the sum of the adopted rates of the units of a representative address
    "official-tra", // California: a tax rate area's total (1% + voter-approved debt)
    "official-nyc-class1", // New York City: the class 1 rate times the class 1 assessment ratio
    "acs-gross-up", // ACS effective rate turned into a nominal rate (exemptions of the ACS years added back)
    "ca-statewide-average", // California: 1% + the statewide average voter-approved debt rate
    "state-fallback", // no county figure: the state's population-weighted median estimate
  ]),
  /** The numbers the method used, by name (for example effectiveRate, medianHomeValue, factor). */
  inputs: z.record(z.string(), z.number()),
});

export const CountyDocumentSchema = CountySchema.extend({
  _id: z.string().regex(/^county\.(tx|ca|fl|ny)\.[a-z0-9-]+$/),
  _type: z.literal("county"),
  /** TaxingUnitSchema plus the `_key` Sanity needs on array items. */
  units: z
    .array(
      TaxingUnitSchema.extend({
        _key: key,
        source: StoredSourceSchema,
        exemptions: UnitExemptionsSchema.extend({ source: StoredSourceSchema.optional() }).optional(),
      }),
    )
    .optional(),
  rateSource: StoredSourceSchema,
  /** "Harris County" / "Condado de Harris"; `name` is the short name the calculator matches ("Harris"). */
  displayName: LocaleStringSchema,
  rateMethod: RateMethodSchema,
  population: z.object({
    value: z.number().int().positive(),
    year: taxYear,
    base2020: z.number().int().positive(),
    source: SourceSchema,
  }),
  /** ACS 2019–2023 figures as published; effective rates are taxes paid ÷ value (percent). */
  acs: z.object({
    medianHomeValue: z.number().positive().optional(),
    medianTaxes: z.number().positive().optional(),
    /** ACS reports medians above $10,000 as 10,001: the median-based rate is then too low. */
    medianTaxesTopCoded: z.boolean(),
    effectiveRateMedian: z.number().min(0).optional(),
    effectiveRateAggregate: z.number().min(0).optional(),
    years: z.literal("2019–2023"),
    source: SourceSchema,
  }),
  /** Which address the units describe, e.g. "a home in the City of Houston and Houston ISD". */
  unitsArea: LocaleStringSchema.optional(),
  /** Units on that address's bill whose rate is not loaded (decision 129): named on the page and in the results. */
  unitsNotLoaded: z.array(KeyedLocaleStringSchema).optional(),
  /** Values property and grants exemptions; where appeals start. */
  office: OfficeSchema.optional(),
  /** Bills and collects, where it is a separate office (Texas tax assessor-collector, Florida tax collector). */
  taxOffice: OfficeSchema.optional(),
  /** The state's directory of offices: set when `office` is not (seed validation requires one of the two). */
  officeDirectory: OfficeDirectorySchema.optional(),
  notes: z.array(KeyedLocaleStringSchema),
});
export type CountyDocument = z.infer<typeof CountyDocumentSchema>;

// ---------------------------------------------------------------------------------------
// Editorial content
// ---------------------------------------------------------------------------------------

export const GuideCategorySchema = z.enum([
  "basics",
  "exemptions",
  "appeals",
  "payments",
  "savings",
  "counties",
  "updates",
  "reference",
]);

export const GuideSchema = z.object({
  _id: z.string().regex(/^guide\.[a-z0-9-]+(\.(tx|ca|fl|ny))?$/),
  _type: z.literal("guide"),
  /** The route table's name for the guide; with `state` it identifies the guide. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  state: ContentStateSchema,
  category: GuideCategorySchema,
  /** The date the facts were last checked. */
  checked: isoDate,
  title: LocaleStringSchema,
  /** Per-language slug; routes come from the route table, this is for the Studio and links. */
  slug: LocaleStringSchema,
  description: LocaleStringSchema,
  body: LocaleBlockContentSchema,
  sources: z.array(KeyedSourceSchema).min(1),
});
export type Guide = z.infer<typeof GuideSchema>;

export const PageSchema = z.object({
  _id: z.string().regex(/^page\.[a-z0-9-]+$/),
  _type: z.literal("page"),
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** The date the text was last reviewed. */
  updated: isoDate,
  title: LocaleStringSchema,
  description: LocaleStringSchema,
  body: LocaleBlockContentSchema,
  sources: z.array(KeyedSourceSchema).optional(),
});
export type Page = z.infer<typeof PageSchema>;

export const FaqCategorySchema = z.enum(["general", "calculations", "exemptions", "payments", "appeals"]);

export const FaqSchema = z.object({
  _id: z.string().regex(/^faq\.(general|calculations|exemptions|payments|appeals)\.[a-z0-9-]+$/),
  _type: z.literal("faq"),
  key: z.string().regex(/^[a-z0-9-]+$/),
  category: FaqCategorySchema,
  state: ContentStateSchema,
  order: z.number().int().min(0),
  question: LocaleStringSchema,
  /** Short answers in Portable Text (links and lists allowed). */
  answer: LocaleBlockContentSchema,
});
export type Faq = z.infer<typeof FaqSchema>;

export const GlossaryTermSchema = z.object({
  _id: z.string().regex(/^glossaryTerm\.(all|tx|ca|fl|ny)\.[a-z0-9-]+$/),
  _type: z.literal("glossaryTerm"),
  key: z.string().regex(/^[a-z0-9-]+$/),
  state: ContentStateSchema,
  term: LocaleStringSchema,
  definition: LocaleTextSchema,
});

export const CostLevelSchema = z.enum(["minor", "moderate", "costly", "extreme"]);

export const CommonMistakeSchema = z.object({
  _id: z.string().regex(/^commonMistake\.[a-z0-9-]+$/),
  _type: z.literal("commonMistake"),
  key: z.string().regex(/^[a-z0-9-]+$/),
  state: ContentStateSchema,
  costLevel: CostLevelSchema,
  title: LocaleStringSchema,
  /** What goes wrong and what it costs. */
  summary: LocaleTextSchema,
  howToAvoid: LocaleTextSchema,
});

/** A dated event of the state's yearly cycle or a one-off (the Texas referendum, 2026 rate publication). */
export const TimelineEventSchema = z.object({
  _id: z.string().regex(/^timelineEvent\.(tx|ca|fl|ny)\.[a-z0-9-]+$/),
  _type: z.literal("timelineEvent"),
  key: z.string().regex(/^[a-z0-9-]+$/),
  state: StateCodeSchema,
  /** Start of the event (YYYY-MM-DD). */
  date: isoDate,
  /** End of a window (April–May notices), when it is one. */
  endDate: isoDate.optional(),
  title: LocaleStringSchema,
  text: LocaleTextSchema,
  taxYear,
  source: SourceSchema,
});

export const DeadlineSchema = z.object({
  _id: z.string().regex(/^deadline\.(tx|ca|fl|ny)\.[a-z0-9-]+$/),
  _type: z.literal("deadline"),
  key: z.string().regex(/^[a-z0-9-]+$/),
  state: StateCodeSchema,
  /** The date for the tax year below (YYYY-MM-DD); the same month and day recur yearly unless the text says otherwise. */
  date: isoDate,
  title: LocaleStringSchema,
  description: LocaleTextSchema,
  taxYear,
  source: SourceSchema,
});

/** Every stored document, by `_type`. */
export const DocumentSchemas = {
  siteSettings: SiteSettingsSchema,
  stateConfig: StateConfigSchema,
  county: CountyDocumentSchema,
  guide: GuideSchema,
  page: PageSchema,
  faq: FaqSchema,
  glossaryTerm: GlossaryTermSchema,
  commonMistake: CommonMistakeSchema,
  timelineEvent: TimelineEventSchema,
  deadline: DeadlineSchema,
} as const;
export type DocumentType = keyof typeof DocumentSchemas;
