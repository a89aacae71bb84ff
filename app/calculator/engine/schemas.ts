// The shapes the engine reads and writes. Shared by the seed builder, the content layer,
// the UI and the command line; imports nothing but zod.
//
// The engine itself never parses: callers validate at the edge with these schemas
// (parseCalculatorInput, parseCounty, parseStateRules in validate.ts) and pass the typed
// objects to calculate(), which keeps zod out of every calculation.
import { z } from "zod";
import { DEFAULT_HOME_VALUE, NYC_CLASSES } from "./input";

export const StateCodeSchema = z.enum(["TX", "CA", "FL", "NY"]);
export type StateCode = z.infer<typeof StateCodeSchema>;

export const SourceSchema = z.object({
  title: z.string().min(1),
  /** The title for readers of Spanish, where it describes rather than names the document. */
  titleEs: z.string().min(1).optional(),
  /** Set where a Spanish page shows the English title, for want of a Spanish one (reader-language.ts). */
  titleLang: z.literal("en").optional(),
  url: z.string().url(),
  quote: z.string().optional(),
  /**
   * Who published it, by decision 129's hierarchy: `official` when the publisher adopts, certifies
   * or collects the figure (the unit, the appraisal district, the tax office, the State); `secondary`
   * for a news report, shown as such. Other pages are never a source.
   */
  kind: z.enum(["official", "secondary"]).optional(),
  /** The publisher's name ("Alamo Community College District", "Texas Public Radio"). */
  publisher: z.string().min(1).optional(),
  /** The day the figure was read from the page (YYYY-MM-DD). */
  read: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/** How a unit's rate is expressed on official documents. */
export const RateBasisSchema = z.enum([
  "per100", // dollars per $100 of taxable value (Texas)
  "mills", // dollars per $1,000 of taxable value (Florida, New York outside NYC)
  "percent", // percent of assessed value (California, NYC)
  "fixed", // a fixed charge in dollars per parcel per year (Mello-Roos, sewer, garbage)
]);
export type RateBasis = z.infer<typeof RateBasisSchema>;

export const UnitKindSchema = z.enum([
  "county",
  "city",
  "town",
  "village",
  "school",
  "special",
  "college",
  "hospital",
  "flood",
  "mud",
  "pid",
  "cdd",
  "mello-roos",
  "other",
]);
export type UnitKind = z.infer<typeof UnitKindSchema>;

export const RateStatusSchema = z.enum(["adopted", "proposed", "voter-approved", "estimate"]);
export type RateStatus = z.infer<typeof RateStatusSchema>;

/** Local-option exemptions a single taxing unit grants (Texas Tax Code 11.13(d), (n) and similar). */
export const UnitExemptionsSchema = z.object({
  /** Local-option general homestead exemption as a fraction of appraised value (0..0.2). */
  homesteadPercent: z.number().min(0).max(1).optional(),
  /** The minimum dollar amount of that percentage exemption (Texas: $5,000). */
  homesteadMinimum: z.number().min(0).optional(),
  /** A flat local homestead amount (some NY levies, FL local options, the Texas $3,000 county farm-to-market / flood-control exemption). */
  homesteadAmount: z.number().min(0).optional(),
  over65Amount: z.number().min(0).optional(),
  disabledAmount: z.number().min(0).optional(),
  /** Share of assessed value exempt for a qualifying senior (New York RPTL 467 local option, e.g. 0.5). */
  over65Percent: z.number().min(0).max(1).optional(),
  /** The unit freezes an over-65 / disabled homeowner's tax (Texas: mandatory for schools, optional elsewhere). */
  over65Ceiling: z.boolean().optional(),
  /** New York: the unit applies the veterans' exemptions (RPTL 458-a/458-b) to its levy; schools only by local option. */
  veterans: z.boolean().optional(),
  taxYear: z.number().int().optional(),
  source: SourceSchema.optional(),
});
export type UnitExemptions = z.infer<typeof UnitExemptionsSchema>;

/** Every status a published unit rate can have; only adopted, voter-approved and proposed rates are billed. */
export const UnitRateStatusSchema = z.enum([
  "adopted",
  "voter-approved",
  "proposed",
  "no-new-revenue", // Texas truth-in-taxation: the rate that raises last year's levy on the same properties
  "voter-approval", // Texas: the highest rate the unit can adopt without an election
]);
export type UnitRateStatus = z.infer<typeof UnitRateStatusSchema>;

/** One published rate of a unit for one tax year, with its parts where the notice gives them. */
export const UnitRateSchema = z.object({
  taxYear: z.number().int().min(1990).max(2100),
  rate: z.number().min(0),
  status: UnitRateStatusSchema,
  /** Maintenance and operations (Texas M&O, Florida operating). */
  moRate: z.number().min(0).optional(),
  /** Debt service (Texas I&S, Florida debt, voter-approved bonds). */
  debtRate: z.number().min(0).optional(),
  source: SourceSchema,
});
export type UnitRate = z.infer<typeof UnitRateSchema>;

export const TaxingUnitSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: UnitKindSchema,
  basis: RateBasisSchema,
  /** In the unit of `basis`; for `fixed`, dollars a year. */
  rate: z.number().min(0),
  taxYear: z.number().int().min(1990).max(2100),
  status: RateStatusSchema.default("adopted"),
  source: SourceSchema,
  exemptions: UnitExemptionsSchema.optional(),
  /** Every rate found for the unit, by tax year and status; a bill picks its year's (unit-years.ts). `rate` … `source` are the latest adopted one. */
  rates: z.array(UnitRateSchema).optional(),
  /** The unit's local-option exemptions by the tax year they were adopted for; `exemptions` is the latest. */
  exemptionYears: z.array(UnitExemptionsSchema).optional(),
  /** California: the 1% general levy, which AB 8 shares among every agency of the tax rate area. */
  generalLevy: z.boolean().optional(),
});
export type TaxingUnit = z.infer<typeof TaxingUnitSchema>;

/** New York STAR figures a county (or its school district) publishes; all optional. */
export const CountyStarSchema = z.object({
  /** DTF's sales price differential factor for the county (1 where none applies). */
  salesPriceFactor: z.number().positive().optional(),
  /** STAR exemption amounts DTF certifies for the municipality (already times its equalization rate and factor). */
  exemptionAmounts: z
    .object({ basic: z.number().min(0).optional(), enhanced: z.number().min(0).optional() })
    .optional(),
  /** Maximum STAR exemption savings DTF publishes for the school district, in dollars. */
  maxSavings: z
    .object({ basic: z.number().min(0).optional(), enhanced: z.number().min(0).optional() })
    .optional(),
  taxYear: z.number().int().optional(),
  source: SourceSchema.optional(),
});
export type CountyStar = z.infer<typeof CountyStarSchema>;

/**
 * New York: the Tax Department's STAR figures for one school district segment (a school district
 * within one municipality, and an assessing class where it has two), by school year (decision 130).
 */
export const StarSegmentSchema = z.object({
  /** Stable within the county: the school district and municipality slugged ("buffalo--city-of-buffalo"). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  schoolDistrict: z.string().min(1),
  municipality: z.string().min(1),
  /** Homestead (H) or non-homestead (N) class, in the municipalities that have two. */
  class: z.enum(["H", "N"]).optional(),
  years: z
    .array(
      z.object({
        /** The school year's first calendar year (2025 for 2025-26). */
        schoolYear: z.number().int().min(2000).max(2100),
        maxSavings: z.object({ basic: z.number().min(0).optional(), enhanced: z.number().min(0).optional() }),
        source: SourceSchema,
      }),
    )
    .min(1),
});
export type StarSegment = z.infer<typeof StarSegmentSchema>;

/** The county as the engine sees it. Percent fields are percent of value (1.8 = 1.8%). */
export const CountySchema = z.object({
  state: StateCodeSchema,
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  fips: z.string().regex(/^\d{5}$/),
  /** The total rate the calculator applies when the county has no taxing units (percent). */
  rate: z.number().min(0).max(10),
  combinedRate: z.number().min(0).max(10),
  rateKind: z.enum(["official", "estimate"]),
  rateYear: z.number().int(),
  rateSource: SourceSchema,
  schoolRate: z.number().min(0).optional(),
  countyRate: z.number().min(0).optional(),
  cityRate: z.number().min(0).optional(),
  specialRate: z.number().min(0).optional(),
  /** California: voter-approved debt rate above the 1% general levy (percent). */
  levyRate: z.number().min(0).optional(),
  /** New York: the county is a borough of New York City (class-based NYC rules apply). */
  nycClass: z.boolean().optional(),
  /** The taxing units of a representative address (for example the county seat's city and school district). */
  units: z.array(TaxingUnitSchema).optional(),
  /** New York outside NYC: STAR factors and maximum savings for the representative school district. */
  star: CountyStarSchema.optional(),
  /** New York outside NYC: the State's maximum STAR savings by school district segment, which the owner picks. */
  starSegments: z.array(StarSegmentSchema).optional(),
});
export type County = z.infer<typeof CountySchema>;

// ---------------------------------------------------------------------------------------
// State rules: every amount the engine uses, with the tax year it applies from.
// ---------------------------------------------------------------------------------------

/** How sure we are of a figure: `official` comes from the agency or the law itself. */
export const FigureStatusSchema = z.enum(["official", "secondary", "unverified", "spec"]);
export type FigureStatus = z.infer<typeof FigureStatusSchema>;

const yearSchema = z.number().int().min(1970).max(2100);

/** One value of a series: it applies from tax year `from` until the next entry's year. */
function seriesEntry<T extends z.ZodType>(value: T) {
  return z
    .object({
      from: yearSchema,
      value,
      /** Required except for the spec's own constants, which have no page to point to. */
      source: SourceSchema.optional(),
      status: FigureStatusSchema.default("official"),
      note: z.string().optional(),
    })
    .refine((e) => e.status === "spec" || e.source !== undefined, {
      message: "a figure needs its source unless it is the spec's",
    });
}

/** A value that changes by tax year, oldest first. */
export function seriesOf<T extends z.ZodType>(value: T) {
  return z
    .array(seriesEntry(value))
    .min(1)
    .refine((entries) => entries.every((e, i) => i === 0 || e.from > entries[i - 1].from), {
      message: "series entries must be in ascending `from` order without repeats",
    });
}

export type SeriesEntry<T> = { from: number; value: T; source?: Source; status: FigureStatus; note?: string };
export type Series<T> = SeriesEntry<T>[];

/** A yearly factor (Prop 13 inflation factor, Save Our Homes CPI change) for one assessment year. */
export const YearFactorSchema = z.object({
  year: yearSchema,
  value: z.number(),
  source: SourceSchema,
  status: FigureStatusSchema.default("official"),
  note: z.string().optional(),
});
export type YearFactor = z.infer<typeof YearFactorSchema>;

const shareSchema = z.number().min(0).max(1);

/** Product constants from the specification (section 9), the same in every state. */
export const ProductRulesSchema = z.object({
  defaultHomeValue: z.number().min(0),
  /** Potential-savings banner: this share of the home value times the effective rate. */
  potentialSavingsShare: shareSchema,
  /** The results card splits the effective rate into school and non-school with this school share. */
  displaySchoolShare: shareSchema,
  valueTiers: z.object({ low: z.number(), medium: z.number(), high: z.number() }),
  warnings: z.object({ veryLowBelow: z.number(), veryHighAbove: z.number() }),
  highValueEventAbove: z.number(),
  basis: z.string(),
});
export type ProductRules = z.infer<typeof ProductRulesSchema>;

export const VeteranBandLabelSchema = z.enum(["none", "10-29", "30-49", "50-69", "70-99", "100"]);
export type VeteranBandLabel = z.infer<typeof VeteranBandLabelSchema>;

const veteranBandSchema = z.object({
  label: VeteranBandLabelSchema,
  minRating: z.number().int().min(0).max(100),
  maxRating: z.number().int().min(0).max(100),
  amount: z.number().min(0),
});

const splitSharesSchema = z.object({
  school: shareSchema,
  county: shareSchema,
  city: shareSchema,
  special: shareSchema,
});

export const TexasRulesSchema = z.object({
  state: z.literal("TX"),
  currentTaxYear: yearSchema,
  /** Tax Code 11.13(b): school district residence homestead exemption. */
  schoolHomestead: seriesOf(z.number().min(0)),
  /** Tax Code 11.13(c): additional school exemption for age 65+ or disabled (one of the two). */
  schoolOver65OrDisabled: seriesOf(z.number().min(0)),
  /** Tax Code 11.13(n): local-option percentage homestead exemption, at most 20%, at least $5,000. */
  localOptionHomestead: seriesOf(z.object({ maxPercent: shareSchema, minimum: z.number().min(0) })),
  /** Tax Code 11.13(a): $3,000 for counties that levy the farm-to-market road / flood-control tax. */
  countyRoadFloodHomestead: seriesOf(z.number().min(0)),
  /** Tax Code 11.22 bands, 11.22(b) over-65 rule and 11.131 total exemption at 100%. */
  disabledVeteran: seriesOf(
    z.object({
      bands: z.array(veteranBandSchema).min(1),
      over65MinRating: z.number().int(),
      over65Amount: z.number().min(0),
      totalExemptionRating: z.number().int(),
    }),
  ),
  /** Tax Code 23.23: yearly limit on a homestead's appraised value increase. */
  homesteadCap: seriesOf(z.number().min(0)),
  /** Tax Code 11.26: the school tax ceiling is reduced when the school exemptions rise. */
  ceiling: z.object({ reduceWhenExemptionsRise: z.boolean(), source: SourceSchema }),
  split: z.object({
    shares: splitSharesSchema,
    /** The spec subtracts a $3,000 county homestead in the estimate; the law grants it only on the FM/FC levy. */
    countyHomestead: z.object({
      amount: z.number().min(0),
      applyWithoutUnits: z.boolean(),
      note: z.string(),
    }),
    basis: z.string(),
  }),
  /** The November 2025 constitutional amendments (SJR 2 / Prop 13 and SJR 85 / Prop 11). */
  amendment2025: z.object({
    beforeYear: yearSchema,
    afterYear: yearSchema,
    electionDate: z.string(),
    earlyVoting: z.object({ start: z.string(), end: z.string() }),
    registrationDeadline: z.string(),
    approved: z.boolean(),
    sources: z.array(SourceSchema).min(1),
  }),
  product: ProductRulesSchema,
});
export type TexasRules = z.infer<typeof TexasRulesSchema>;

export const CaliforniaRulesSchema = z.object({
  state: z.literal("CA"),
  currentTaxYear: yearSchema,
  /** Article XIII A: the 1% general levy (percent of assessed value). */
  generalLevyRate: seriesOf(z.number().min(0)),
  /** R&T Code 218: homeowners' exemption of assessed value. */
  homeownersExemption: seriesOf(z.number().min(0)),
  /** R&T Code 51: the yearly inflation factor may not exceed this (1.02). */
  maxInflationFactor: seriesOf(z.number().positive()),
  /** BOE's factors by assessment year; a year without one uses the maximum and says so. */
  inflationFactors: z.array(YearFactorSchema),
  /** R&T Code 205.5 disabled veterans' exemption (100% rating), basic and low-income. */
  disabledVeteran: seriesOf(
    z.object({ basic: z.number().min(0), lowIncome: z.number().min(0), lowIncomeLimit: z.number().min(0) }),
  ),
  /** Prop 19 intergenerational exclusion amount, by transfer date (YYYY-MM-DD). */
  prop19: z.object({
    parentChildExclusion: z.array(
      z.object({
        fromDate: z.string(),
        amount: z.number(),
        source: SourceSchema,
        status: FigureStatusSchema.default("official"),
      }),
    ),
    /** Replacement home value limits by when it is bought relative to the sale: before, within year 1, within year 2. */
    replacementValueLimits: z.object({
      beforeSale: z.number(),
      withinFirstYear: z.number(),
      withinSecondYear: z.number(),
    }),
    maxTransfers: z.number().int(),
    minAge: z.number().int(),
    source: SourceSchema,
  }),
  split: z.object({ shares: splitSharesSchema, basis: z.string() }),
  prop13Demo: z.object({
    ratePercent: z.number().min(0),
    specRatePercent: z.number().min(0),
    note: z.string(),
  }),
  product: ProductRulesSchema,
});
export type CaliforniaRules = z.infer<typeof CaliforniaRulesSchema>;

export const FloridaRulesSchema = z.object({
  state: z.literal("FL"),
  currentTaxYear: yearSchema,
  /** s. 196.031(1)(a): first homestead exemption, all levies. */
  firstHomestead: seriesOf(z.number().min(0)),
  /** s. 196.031(1)(b): second exemption, non-school levies, on assessed value above `threshold`; indexed from 2025. */
  additionalHomestead: seriesOf(z.object({ threshold: z.number().min(0), amount: z.number().min(0) })),
  /** s. 193.155: Save Our Homes cap (lesser of `maxRate` and the CPI change of the prior year). */
  saveOurHomes: z.object({
    maxRate: z.number().min(0),
    cpiChanges: z.array(YearFactorSchema),
    source: SourceSchema,
  }),
  /** s. 193.155(8): portability. */
  portability: z.object({
    maxBenefit: z.number().min(0),
    years: z.number().int(),
    specYears: z.number().int(),
    source: SourceSchema,
  }),
  /** s. 196.075: local-option senior exemption (up to `maxAmount`) with an income limit indexed yearly. */
  seniorLocalOption: z.object({
    maxAmount: z.number().min(0),
    incomeLimit: seriesOf(z.number().min(0)),
    source: SourceSchema,
  }),
  /** s. 196.202: widow(er), blind or totally and permanently disabled person. */
  disabledPerson: seriesOf(z.number().min(0)),
  /** s. 196.24 ($5,000 at 10%+) and s. 196.081 (total exemption, permanent and total disability). */
  disabledVeteran: seriesOf(
    z.object({
      minRating: z.number().int(),
      amount: z.number().min(0),
      totalExemptionRating: z.number().int(),
    }),
  ),
  /** s. 193.1555: non-homestead residential cap (not on school levies). */
  nonHomesteadCap: z.number().min(0),
  split: z.object({ schoolShare: shareSchema, basis: z.string() }),
  product: ProductRulesSchema,
});
export type FloridaRules = z.infer<typeof FloridaRulesSchema>;

const nycClassRecord = <T extends z.ZodType>(value: T) =>
  z.object({ class1: value, class2: value, class3: value, class4: value });

export const NycRulesSchema = z.object({
  /** Class tax rates (percent of billable assessed value), by fiscal year (FY2025 = `from: 2025`). */
  classRates: seriesOf(nycClassRecord(z.number().min(0))),
  assessmentRatios: nycClassRecord(shareSchema),
  /** Class 1: assessed value may rise at most 6% a year and 20% over five years (RPTL 1805(1)); capped values are rounded down. */
  class1Caps: z.object({ annual: z.number(), fiveYear: z.number(), source: SourceSchema }),
  /** Class 2a, 2b and 2c (buildings of 10 units or fewer): at most 8% a year and 30% over five years (RPTL 1805(2)). */
  class2Caps: z.object({ annual: z.number(), fiveYear: z.number(), source: SourceSchema }),
  /** Share of each class's tax that funds schools (for STAR and the school/city breakdown). */
  schoolShares: seriesOf(nycClassRecord(shareSchema)),
  star: z.object({
    classes: z.array(z.enum(["class1", "class2", "class3", "class4"])),
    salesPriceFactor: z.number().positive(),
    /**
     * The Tax Department's certified STAR exemption amounts for New York City by class and
     * school year (`from: 2022` = 2022-23), in assessed value. When present they replace base x
     * class ratio x factor; a year after the last entry carries it forward with a note.
     */
    certifiedAmounts: seriesOf(
      z.object({
        class1: z.object({ basic: z.number().min(0), enhanced: z.number().min(0) }),
        class2: z.object({ basic: z.number().min(0), enhanced: z.number().min(0) }),
      }),
    ).optional(),
    note: z.string(),
  }),
  /** RPTL 467-a co-op/condo abatement: percent by the average assessed value of the building's units. */
  coopCondoAbatement: z.object({
    tiers: z
      .array(z.object({ maxAverageUnitAssessedValue: z.number().nullable(), percent: shareSchema }))
      .min(1),
    status: FigureStatusSchema,
    note: z.string(),
  }),
  veterans: z.object({
    /** `rptl-458a`: the state's 458-a / 458-b amounts with maximums times the class ratio; `spec-multiplier`: the spec's method. */
    method: z.enum(["rptl-458a", "spec-multiplier"]),
    appliesToSchoolTax: z.boolean(),
    /** The spec's method: 15% of assessed value times a multiplier by rating band; 100% pays no tax. */
    specMultiplier: z.object({
      percent: shareSchema,
      bands: z.array(
        z.object({ minRating: z.number().int(), maxRating: z.number().int(), multiplier: z.number() }),
      ),
      fullExemptionRating: z.number().int(),
    }),
    source: SourceSchema,
  }),
  limits: z.object({ maxMarketValue: z.number() }),
  source: SourceSchema,
});
export type NycRules = z.infer<typeof NycRulesSchema>;

export const NewYorkRulesSchema = z.object({
  state: z.literal("NY"),
  currentTaxYear: yearSchema,
  star: z.object({
    /** Basic STAR base amount (full value), before the equalization rate and sales price differential factor. */
    basicBase: seriesOf(z.number().min(0)),
    enhancedBase: seriesOf(z.number().min(0)),
    /** Enhanced STAR income limit by benefit year. */
    enhancedIncomeLimit: seriesOf(z.number().min(0)),
    enhancedMinAge: z.number().int(),
    /** RPTL 1306-a: a STAR exemption's savings may grow at most this much over the prior year's. */
    savingsGrowthLimit: z.number().min(0),
    /**
     * How much STAR exemption savings may grow over last year's, by school year: 2% (RPTL 1306-a)
     * until the 2019-20 freeze, 0% since. The STAR credit keeps `savingsGrowthLimit`.
     */
    exemptionSavingsGrowth: seriesOf(z.number().min(0)).optional(),
    savingsMethodSource: SourceSchema,
  }),
  /** RPTL 467 local-option senior exemption: 50% at the lowest incomes, then a sliding scale (the schedule is local). */
  senior: z.object({
    schedule: z.array(z.object({ maxIncome: z.number().min(0), percent: shareSchema })).min(1),
    status: FigureStatusSchema,
    source: SourceSchema,
    note: z.string(),
  }),
  /** RPTL 458-a / 458-b defaults (maximums times the equalization rate). */
  veterans: z.object({
    wartimePercent: shareSchema,
    wartimeMax: z.number(),
    combatPercent: shareSchema,
    combatMax: z.number(),
    disabilityFactor: shareSchema,
    disabilityMax: z.number(),
    coldWarPercent: shareSchema,
    coldWarMax: z.number(),
    coldWarDisabilityMax: z.number(),
    /** The spec's shortcut (15% times the disability percentage), kept for comparison only. */
    specPercent: shareSchema,
    sources: z.array(SourceSchema).min(1),
  }),
  split: z.object({
    schoolShare: shareSchema,
    nonSchoolShares: z.object({ county: shareSchema, city: shareSchema, special: shareSchema }),
    basis: z.string(),
  }),
  nyc: NycRulesSchema,
  product: ProductRulesSchema,
});
export type NewYorkRules = z.infer<typeof NewYorkRulesSchema>;

export const StateRulesSchema = z.discriminatedUnion("state", [
  TexasRulesSchema,
  CaliforniaRulesSchema,
  FloridaRulesSchema,
  NewYorkRulesSchema,
]);
export type StateRules = z.infer<typeof StateRulesSchema>;

// ---------------------------------------------------------------------------------------
// Calculator input
// ---------------------------------------------------------------------------------------

export const NycClassSchema = z.enum(NYC_CLASSES);
export type NycClass = z.infer<typeof NycClassSchema>;

const money = z.number().finite();

export const CalculatorInputSchema = z.object({
  homeValue: money.default(DEFAULT_HOME_VALUE).transform((v) => Math.max(0, Math.round(v))),
  county: z.string().default(""),
  homesteadExemption: z.boolean().default(false),
  over65Exemption: z.boolean().default(false),
  disabledPersonExemption: z.boolean().default(false),
  disabledVeteranExemption: VeteranBandLabelSchema.default("none"),
  schoolTaxCeiling: z.boolean().default(false),
  /** New York City tax class (class1..class4) or a home type: "single-family", "condo", "coop". */
  propertyType: z.string().optional(),
  seniorIncome: money.optional(),
  seniorCitizen: z.boolean().default(false),
  coldWarVeteran: z.boolean().default(false),
  // Beyond the spec's fields: what an official bill needs that a single value cannot say.
  /** Tax year to compute (defaults to the rules' current tax year). */
  taxYear: z.number().int().min(1970).max(2100).optional(),
  /** The capped assessed / appraised value from the owner's notice (Prop 13, Save Our Homes, Texas 10% cap, NYC). */
  assessedValue: money.min(0).optional(),
  /** Texas: the school tax ceiling on the owner's statement, and the tax year it was set. */
  schoolTaxCeilingAmount: money.min(0).optional(),
  schoolTaxCeilingYear: z.number().int().optional(),
  /**
   * Texas 11.26(h): a 65+ or disabled owner who moved carries the former home's ceiling as a
   * share: the former home's school tax in its last year with the ceiling, and what that tax
   * would have been without it (the former district's certificate of transfer gives both).
   */
  ceilingPortability: z
    .object({ formerCeilingTax: money.min(0), formerTaxWithoutCeiling: money.positive() })
    .optional(),
  /** Texas 11.261 ceilings of other units (county, city, college) by unit id. */
  unitTaxCeilings: z.record(z.string(), money.min(0)).optional(),
  /** Exact VA disability rating (0..100); otherwise the band's lower bound is used. */
  veteranDisabilityRating: z.number().int().min(0).max(100).optional(),
  /** New York: wartime or combat-zone service for RPTL 458-a. */
  veteranService: z.enum(["none", "wartime", "combat"]).default("none"),
  /**
   * California: the purchase price and year (the base year value); the engine derives this
   * year's factored base year value from them (Prop 13, R&T Code 110.1 and 51) when no assessed
   * value is given.
   */
  purchasePrice: money.positive().optional(),
  purchaseYear: z.number().int().min(1975).max(2100).optional(),
  /** California: household income for the low-income disabled veterans' exemption. */
  householdIncome: money.min(0).optional(),
  /** New York: the owner's school district segment, an id of the county's `starSegments`. */
  starSegment: z.string().max(120).optional(),
  /** New York: prior year's STAR savings (RPTL 1306-a 2% growth limit). */
  priorStarSavings: money.min(0).optional(),
  /** New York: the STAR credit (a check; owners since 2016) or the STAR exemption (on the bill; frozen since 2019-20). */
  starBenefit: z.enum(["credit", "exemption"]).default("credit"),
  /** NYC co-op / condo unit that is the owner's primary residence (abatement). */
  coopCondoPrimaryResidence: z.boolean().default(false),
  /** NYC: average assessed value of the building's units, for the abatement tier (defaults to this unit's). */
  averageUnitAssessedValue: money.min(0).optional(),
  /** NYC class 2: the sub-class on the notice (2a, 2b, 2c: 10 units or fewer; "2": 11 or more). */
  nycSubclass: z.enum(["2a", "2b", "2c", "2"]).optional(),
  /** NYC class 2 with 11 units or more: the transitional assessed value on the notice (the lesser of it and the actual is billed). */
  transitionalAssessedValue: money.min(0).optional(),
  /** NYC class 1: assessed values of the previous years, oldest first, for the 6% / 20% caps. */
  priorAssessedValues: z.array(money.min(0)).optional(),
});
export type CalculatorInput = z.infer<typeof CalculatorInputSchema>;
export type CalculatorInputRaw = z.input<typeof CalculatorInputSchema>;

// ---------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------

export const ExemptionKindSchema = z.enum([
  "homestead", // state / general residence homestead (TX school $140,000, FL first $25,000, NY STAR)
  "additionalHomestead", // FL second exemption (non-school)
  "localHomestead", // local-option percentage or flat homestead
  "homeowners", // CA homeowners' exemption
  "star", // NY School Tax Relief
  "over65",
  "disabled",
  "senior", // NY RPTL 467, FL s. 196.075
  "veteran",
  "abatement", // NYC co-op / condo abatement: a reduction of tax, not of value
]);
export type ExemptionKind = z.infer<typeof ExemptionKindSchema>;

export const BreakdownGroupSchema = z.enum(["school", "county", "city", "special"]);
export type BreakdownGroup = z.infer<typeof BreakdownGroupSchema>;

export const LineExemptionSchema = z.object({
  kind: ExemptionKindSchema,
  amount: z.number(),
  savings: z.number(),
});
export type LineExemption = z.infer<typeof LineExemptionSchema>;

export const TaxLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: UnitKindSchema,
  group: BreakdownGroupSchema,
  basis: RateBasisSchema,
  rate: z.number(),
  rateYear: z.number().int(),
  rateStatus: RateStatusSchema,
  source: SourceSchema,
  assessedValue: z.number(),
  exemptions: z.array(LineExemptionSchema),
  taxableValue: z.number(),
  taxBeforeExemptions: z.number(),
  tax: z.number(),
  /** Texas: the ceiling that limited this line, with what it saved. */
  ceiling: z
    .object({ amount: z.number(), savings: z.number(), reducedFrom: z.number().optional() })
    .optional(),
});
export type TaxLine = z.infer<typeof TaxLineSchema>;

export const ExemptionDetailSchema = z.object({
  amount: z.number(),
  savings: z.number(),
  appliesTo: z.array(z.string()),
  percentage: z.number(),
  disability: z.string().optional(),
});
export type ExemptionDetail = z.infer<typeof ExemptionDetailSchema>;

/** A message from the catalog in messages.ts, with the values its text interpolates. */
export const MessageRefSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type MessageRef = z.infer<typeof MessageRefSchema>;

/** A rule the calculation applied: its catalog key (rule.*), the figures it used, and where they come from. */
export const AppliedRuleSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  year: z.number().int().optional(),
  source: SourceSchema.optional(),
  status: FigureStatusSchema.optional(),
});
export type AppliedRule = z.infer<typeof AppliedRuleSchema>;

export const FloridaBreakdownSchema = z.object({
  propertyValue: z.number(),
  assessedValue: z.number(),
  homesteadExemption: z.number(),
  over65Exemption: z.number(),
  schoolTaxableValue: z.number(),
  schoolRate: z.number(),
  schoolTax: z.number(),
  nonSchoolTaxableValue: z.number(),
  nonSchoolRate: z.number(),
  nonSchoolTax: z.number(),
});
export type FloridaBreakdown = z.infer<typeof FloridaBreakdownSchema>;

export const NycResultSchema = z.object({
  marketValue: z.number(),
  assessedValue: z.number(),
  propertyClass: NycClassSchema,
  fiscalYear: z.number().int(),
  taxRate: z.number(),
  baseTax: z.number(),
  schoolTaxPortion: z.number(),
  starType: z.enum(["none", "basic", "enhanced"]),
  starSavings: z.number(),
  veteranSavings: z.number(),
  abatement: z.number(),
  finalTax: z.number(),
  effectiveRate: z.number(),
  monthlyPayment: z.number(),
  quarterlyPayment: z.number(),
  breakdown: z.object({
    schoolTax: z.number(),
    cityTax: z.number(),
    exemptions: z.object({ star: z.number(), veteran: z.number() }),
  }),
});
export type NycResult = z.infer<typeof NycResultSchema>;

export const TaxResultSchema = z.object({
  state: StateCodeSchema,
  county: z.string(),
  countySlug: z.string(),
  taxYear: z.number().int(),
  mode: z.enum(["units", "split", "nyc"]),
  annualTax: z.number(),
  monthlyTax: z.number(),
  /** Percent of the home value. */
  effectiveRate: z.number(),
  /** The home (market) value entered. */
  baseAssessedValue: z.number(),
  /** The value the assessor taxes before exemptions (after Prop 13, Save Our Homes, the Texas 10% cap, NYC ratios). */
  finalAssessedValue: z.number(),
  /** Rate-weighted taxable value over the ad valorem lines: the one value that, times the combined rate, gives their tax. */
  taxableValue: z.number(),
  taxBeforeExemptions: z.number(),
  exemptionSavings: z.number(),
  ceilingSavings: z.number(),
  countyBreakdown: z.object({
    county: z.number(),
    school: z.number(),
    city: z.number(),
    special: z.number(),
  }),
  exemptions: z.record(z.string(), z.number()),
  exemptionBreakdown: z.object({
    homestead: ExemptionDetailSchema,
    over65: ExemptionDetailSchema,
    veteran: ExemptionDetailSchema,
  }),
  lines: z.array(TaxLineSchema),
  florida: FloridaBreakdownSchema.optional(),
  nyc: NycResultSchema.optional(),
  /** California's secured bill in two installments (R&T Code 2605, 2606, 2617, 2618): amounts and ISO dates. */
  installments: z
    .array(z.object({ amount: z.number(), due: z.string(), delinquentAfter: z.string() }))
    .optional(),
  /**
   * New York: an owner with the STAR credit pays the whole school tax on the bill and gets a check
   * from the State (Tax Law 606(eee)); the check is here, not in the bill's lines.
   */
  starCredit: z.object({ type: z.enum(["basic", "enhanced"]), amount: z.number() }).optional(),
  rules: z.array(AppliedRuleSchema),
  notes: z.array(MessageRefSchema),
});
export type TaxResult = z.infer<typeof TaxResultSchema>;
