// The shapes the engine reads and writes. Shared by the seed builder, the content layer,
// the UI and the command line; imports nothing but zod.
import { z } from "zod";

export const StateCodeSchema = z.enum(["TX", "CA", "FL", "NY"]);
export type StateCode = z.infer<typeof StateCodeSchema>;

export const SourceSchema = z.object({
  title: z.string().min(1),
  url: z.string().url(),
  quote: z.string().optional(),
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

/** Local-option exemptions a single taxing unit grants (Texas Tax Code 11.13(d), (n) and similar). */
export const UnitExemptionsSchema = z.object({
  /** Local-option general homestead exemption as a fraction of appraised value (0..0.2). */
  homesteadPercent: z.number().min(0).max(1).optional(),
  /** The minimum dollar amount of that percentage exemption (Texas: $5,000). */
  homesteadMinimum: z.number().min(0).optional(),
  /** A flat local homestead amount (some NY levies, FL local options). */
  homesteadAmount: z.number().min(0).optional(),
  over65Amount: z.number().min(0).optional(),
  disabledAmount: z.number().min(0).optional(),
  /** The unit freezes an over-65 / disabled homeowner's tax (Texas: mandatory for schools, optional elsewhere). */
  over65Ceiling: z.boolean().optional(),
  taxYear: z.number().int().optional(),
  source: SourceSchema.optional(),
});
export type UnitExemptions = z.infer<typeof UnitExemptionsSchema>;

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
});
export type TaxingUnit = z.infer<typeof TaxingUnitSchema>;

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
});
export type County = z.infer<typeof CountySchema>;
