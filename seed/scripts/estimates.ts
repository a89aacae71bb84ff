// Estimated county rates from the ACS, as NOMINAL rates: the calculator applies today's
// exemptions to them, so the exemptions homeowners already had in the ACS years are added
// back first. Method, assumptions and limits: docs/decisions/030-estimated-county-rates.md.
import { z } from "zod";
import { LocaleStringSchema, SourceSchema } from "../../app/content/schemas";
import type { BackboneRow } from "./sources";

export const EstimateParametersSchema = z.object({
  acsSource: SourceSchema,
  populationSource: SourceSchema,
  TX: z.object({
    schoolShare: z.number().gt(0).lt(1),
    schoolShareSource: z.string(),
    homesteadBySurveyYear: z.record(z.string().regex(/^\d{4}$/), z.number().min(0)),
    homesteadSource: SourceSchema,
  }),
  FL: z.object({
    schoolShare: z.number().gt(0).lt(1),
    schoolShareSource: z.string(),
    firstHomestead: z.number().min(0),
    additionalHomestead: z.number().min(0),
    additionalFrom: z.number().min(0),
    homesteadSource: SourceSchema,
  }),
  NY: z.object({
    schoolShare: z.number().gt(0).lt(1),
    schoolShareSource: z.string(),
    starBasic: z.number().min(0),
    starSource: SourceSchema,
  }),
  CA: z.object({
    generalLevy: z.number().positive(),
    statewideLevies: z.number().positive(),
    statewideNetAssessedValue: z.number().positive(),
    statewideSource: SourceSchema,
    generalLevySource: SourceSchema,
    taxRateAreas: z.array(z.object({ county: z.string(), unit: z.string(), area: LocaleStringSchema })),
  }),
  NYC: z.object({
    classRateUnit: z.string(),
    assessmentRatio: z.number().gt(0).lt(1),
    ratioSource: SourceSchema,
    area: LocaleStringSchema,
    boroughs: z.array(z.string().regex(/^\d{5}$/)).length(5),
  }),
});
export type EstimateParameters = z.infer<typeof EstimateParametersSchema>;

export interface GrossUp {
  /** Nominal rate, percent of value. */
  rate: number;
  /** rate ÷ effective rate. */
  factor: number;
  /** The exemption (in dollars of value) the typical owner had in the ACS years, as weighted here. */
  exemptValue: number;
}

/** The ACS 5-year pools five survey years equally, so the exemption of each year counts a fifth. */
export function averageOverSurveyYears(byYear: Record<string, number>): number {
  const values = Object.values(byYear);
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * Texas: tax paid = r·V − r·s·min(H, V), the school homestead exemption H applying to the
 * school share s only. Solved for the nominal r given the effective rate e = tax ÷ V.
 */
export function grossUpTexas(effective: number, value: number, p: EstimateParameters["TX"]): GrossUp {
  const h = Math.min(averageOverSurveyYears(p.homesteadBySurveyYear), value);
  const exemptValue = p.schoolShare * h;
  const factor = value / (value - exemptValue);
  return { rate: effective * factor, factor, exemptValue };
}

/**
 * Florida (2019–2023): $25,000 off every levy, plus up to $25,000 more off non-school levies on
 * assessed value between $50,000 and $75,000. tax = r·(V − 25,000) − r·(1 − s)·min(25,000, max(0, V − 50,000)).
 */
export function grossUpFlorida(effective: number, value: number, p: EstimateParameters["FL"]): GrossUp {
  const first = Math.min(p.firstHomestead, value);
  const additional = Math.min(p.additionalHomestead, Math.max(0, value - p.additionalFrom));
  const exemptValue = first + (1 - p.schoolShare) * additional;
  const factor = value / (value - exemptValue);
  return { rate: effective * factor, factor, exemptValue };
}

/** New York outside NYC: basic STAR ($30,000 of full value) off the school share. */
export function grossUpNewYork(effective: number, value: number, p: EstimateParameters["NY"]): GrossUp {
  const exemptValue = p.schoolShare * Math.min(p.starBasic, value);
  const factor = value / (value - exemptValue);
  return { rate: effective * factor, factor, exemptValue };
}

/** California: 1% general levy plus the statewide average voter-approved debt (levies ÷ net assessed value). */
export function californiaStatewideRate(p: EstimateParameters["CA"]): { rate: number; levyRate: number } {
  const rate = (p.statewideLevies / p.statewideNetAssessedValue) * 100;
  return { rate, levyRate: rate - p.generalLevy };
}

/** The rate the ACS supports for a county: the aggregate-based one (not top-coded, no median noise). */
export function acsEffectiveRate(row: BackboneRow): number | undefined {
  return row.effAggregate;
}

/** The value where half of the weight lies on each side (population-weighted median). */
export function weightedMedian(items: { value: number; weight: number }[]): number {
  if (items.length === 0) throw new Error("weightedMedian of nothing");
  const sorted = [...items].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, i) => s + i.weight, 0);
  let acc = 0;
  for (const item of sorted) {
    acc += item.weight;
    if (acc >= total / 2) return item.value;
  }
  return sorted[sorted.length - 1].value;
}
