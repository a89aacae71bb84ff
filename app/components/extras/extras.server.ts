// The state extras of a build's home page: the data each section shows and, from the URL's
// parameters, the result of its calculator, computed with the engine so the page works
// without JavaScript. Texas: the November 2025 amendments. California: the Prop 13 demo and
// the 2026 timeline. Florida: the timeline, the first-time buyer tax shock and the CDD box.
import { floridaTaxShock, prop13SavingsDemo, texasAmendmentSavings } from "~/calculator/engine/extras";
import { DEFAULT_HOME_VALUE } from "~/calculator/engine/input";
import type {
  CaliforniaRules,
  County,
  FloridaRules,
  StateRules,
  TexasRules,
} from "~/calculator/engine/schemas";
import { valueFor } from "~/calculator/engine/series";
import { parseCounty, parseStateRules } from "~/calculator/engine/validate";
import { countyBySlugQuery, countyListQuery, schoolRateSampleQuery, timelineQuery } from "~/content/queries";
import type { SchoolRateSampleView } from "~/content/queries/views";
import { started, type PageContext, type PageRequest } from "~/utils/site.server";
import {
  CA_PARAMS,
  FL_PARAMS,
  hasErrors,
  readAmount,
  readFlag,
  readOptionalAmount,
  readRatePer100,
  readYear,
  submitted,
  TX_PARAMS,
} from "./params";
import type { CaliforniaExtras, FloridaExtras, StateExtrasData, TexasExtras, TimelineItem } from "./types";

type Ctx = Pick<PageContext, "site" | "lang" | "cms" | "url">;

/** Example inputs the calculators open with; the page labels them as examples. */
export const EXAMPLES = {
  prop13: { price: 500_000, yearsAgo: 10, market: 900_000 },
  shock: { price: 400_000, sellerYearsAgo: 10, sellerPrice: 250_000 },
} as const;
/** Prop 13 base years start with the 1975 roll. */
const PROP13_FIRST_YEAR = 1975;
/** Save Our Homes took effect with the 1995 assessments. */
const SOH_FIRST_YEAR = 1995;

function rulesOf(ctx: Ctx): StateRules | null {
  const raw = ctx.site.config.rules;
  if (raw === undefined) return null;
  const parsed = parseStateRules(raw);
  if (!parsed.ok) {
    console.warn(`[extras] state rules failed to parse: ${parsed.issues.slice(0, 3).join("; ")}`);
    return null;
  }
  return parsed.value;
}

/**
 * Starts the section's queries that need only the build's state and language, so that they run
 * beside the site's configuration (whose rules the section needs before anything else). Florida's
 * chosen county is read from its county list, so it waits for the list. Failures are reported
 * by `loadStateExtras`, which gets the same answers.
 */
export function startStateExtras({
  cms,
  state,
  lang,
}: Pick<PageRequest, "cms" | "state" | "lang">): Promise<void> {
  const early: Promise<unknown>[] =
    state === "TX"
      ? [cms(schoolRateSampleQuery, { state: "TX" })]
      : state === "CA"
        ? [cms(timelineQuery, { state, lang })]
        : state === "FL"
          ? [cms(countyListQuery, { state: "FL" }), cms(timelineQuery, { state, lang })]
          : [];
  return started(...early);
}

/** The section of the build's state, or null (New York and the hub have none; missing rules hide it). */
export async function loadStateExtras(ctx: Ctx): Promise<StateExtrasData | null> {
  const rules = rulesOf(ctx);
  if (!rules || rules.state !== ctx.site.state) return null;
  try {
    switch (rules.state) {
      case "TX":
        return await texasExtras(ctx, rules);
      case "CA":
        return await californiaExtras(ctx, rules);
      case "FL":
        return await floridaExtras(ctx, rules);
      default:
        return null;
    }
  } catch (error) {
    // The extras are one section of the home page: without them the page still answers.
    console.warn(`[extras] ${rules.state} section failed: ${(error as Error).message}`);
    return null;
  }
}

async function timelineOf(ctx: Ctx, taxYear: number): Promise<TimelineItem[]> {
  const events = await ctx.cms(timelineQuery, { state: ctx.site.state, lang: ctx.lang });
  return events
    .filter((e) => e.taxYear === taxYear)
    .map((e) => ({
      key: e.key,
      date: e.date,
      endDate: e.endDate,
      title: e.title,
      text: e.text,
      source: { title: e.source.title, url: e.source.url },
    }));
}

/** A county holding only the chosen school district: the amendments changed school exemptions only. */
export function schoolDistrictCounty(sample: SchoolRateSampleView | null, ratePer100: number): County {
  const source = sample
    ? { title: sample.unit.source.title, url: sample.unit.source.url }
    : {
        title: "School district rate entered by the visitor",
        url: "https://comptroller.texas.gov/taxes/property-tax/",
      };
  const taxYear = sample?.unit.taxYear ?? 2025;
  return {
    state: "TX",
    name: sample?.county ?? "Texas",
    slug: sample?.slug ?? "texas",
    fips: "48000",
    rate: ratePer100,
    combinedRate: ratePer100,
    rateKind: "official",
    rateYear: taxYear,
    rateSource: source,
    units: [
      {
        id: "school-district",
        name: sample?.unit.name ?? "School district",
        kind: "school",
        basis: "per100",
        rate: ratePer100,
        taxYear,
        status: "adopted",
        source,
      },
    ],
  };
}

async function texasExtras(ctx: Ctx, rules: TexasRules): Promise<TexasExtras> {
  const a = rules.amendment2025;
  const sample = await ctx.cms(schoolRateSampleQuery, { state: "TX" });
  const params = ctx.url.searchParams;
  const value = readAmount(params, TX_PARAMS.value, DEFAULT_HOME_VALUE);
  const rate = readRatePer100(params, TX_PARAMS.rate, sample?.unit.rate ?? Number.NaN);
  const senior = readFlag(params, TX_PARAMS.senior);
  let result: TexasExtras["calc"]["result"] = null;
  if (!hasErrors([value, rate]) && Number.isFinite(rate.value)) {
    const s = texasAmendmentSavings(
      { homeValue: value.value, over65Exemption: senior },
      schoolDistrictCounty(sample, rate.value),
      rules,
    );
    result = {
      beforeExemption: s.before.schoolHomestead + s.before.over65OrDisabled,
      afterExemption: s.after.schoolHomestead + s.after.over65OrDisabled,
      beforeTax: s.before.annualTax,
      afterTax: s.after.annualTax,
      savings: s.savings,
    };
  }
  return {
    state: "TX",
    amounts: {
      beforeYear: a.beforeYear,
      afterYear: a.afterYear,
      schoolBefore: valueFor(rules.schoolHomestead, a.beforeYear),
      schoolAfter: valueFor(rules.schoolHomestead, a.afterYear),
      seniorBefore: valueFor(rules.schoolOver65OrDisabled, a.beforeYear),
      seniorAfter: valueFor(rules.schoolOver65OrDisabled, a.afterYear),
    },
    dates: {
      registrationDeadline: a.registrationDeadline,
      earlyVotingStart: a.earlyVoting.start,
      earlyVotingEnd: a.earlyVoting.end,
      electionDate: a.electionDate,
      approved: a.approved,
    },
    calc: {
      submitted: submitted(params, TX_PARAMS),
      value,
      rate: Number.isFinite(rate.value) || rate.error ? rate : { ...rate, text: "" },
      senior,
      defaultRate: sample
        ? {
            rate: sample.unit.rate,
            district: sample.unit.name,
            county: sample.county,
            taxYear: sample.unit.taxYear,
            source: { title: sample.unit.source.title, url: sample.unit.source.url },
          }
        : null,
      result,
    },
  };
}

async function californiaExtras(ctx: Ctx, rules: CaliforniaRules): Promise<CaliforniaExtras> {
  const params = ctx.url.searchParams;
  const maxYear = rules.currentTaxYear;
  const price = readAmount(params, CA_PARAMS.price, EXAMPLES.prop13.price);
  const year = readYear(
    params,
    CA_PARAMS.year,
    maxYear - EXAMPLES.prop13.yearsAgo,
    PROP13_FIRST_YEAR,
    maxYear,
  );
  const market = readAmount(params, CA_PARAMS.market, EXAMPLES.prop13.market);
  let result: CaliforniaExtras["calc"]["result"] = null;
  if (!hasErrors([price, year, market])) {
    const d = prop13SavingsDemo(
      {
        purchasePrice: price.value,
        purchaseYear: year.value,
        currentMarketValue: market.value,
        currentYear: maxYear,
      },
      rules,
    );
    result = {
      ratePercent: d.ratePercent,
      protectedAssessment: d.protectedAssessment,
      taxWithoutProp13: d.taxWithoutProp13,
      actualTax: d.actualTax,
      annualSavings: d.annualSavings,
      totalSavings: d.totalSavings,
      years: d.years.map((y) => ({
        year: y.year,
        marketValue: y.marketValue,
        protectedAssessment: y.protectedAssessment,
        savings: y.savings,
        factor: y.factor?.factor ?? null,
        assumed: y.factor?.assumed ?? false,
      })),
    };
  }
  return {
    state: "CA",
    taxYear: maxYear,
    timeline: await timelineOf(ctx, maxYear),
    calc: {
      submitted: submitted(params, CA_PARAMS),
      price,
      year,
      market,
      minYear: PROP13_FIRST_YEAR,
      maxYear,
      result,
    },
  };
}

async function floridaExtras(ctx: Ctx, rules: FloridaRules): Promise<FloridaExtras> {
  const params = ctx.url.searchParams;
  const taxYear = rules.currentTaxYear;
  const cards = await ctx.cms(countyListQuery, { state: "FL" });
  const bySize = [...cards].sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  const wanted = params.get(FL_PARAMS.county);
  const chosen = cards.find((c) => c.slug === wanted) ?? bySize[0];
  const price = readAmount(params, FL_PARAMS.price, EXAMPLES.shock.price);
  const maxYear = taxYear - 1;
  const sellerYear = readYear(
    params,
    FL_PARAMS.sellerYear,
    taxYear - EXAMPLES.shock.sellerYearsAgo,
    SOH_FIRST_YEAR,
    maxYear,
  );
  const sellerPrice = readAmount(params, FL_PARAMS.sellerPrice, EXAMPLES.shock.sellerPrice);
  const sellerAssessed = readOptionalAmount(params, FL_PARAMS.sellerAssessed);
  let result: FloridaExtras["calc"]["result"] = null;
  if (chosen && !hasErrors([price, sellerYear, sellerPrice, sellerAssessed])) {
    const doc = await ctx.cms(countyBySlugQuery, { state: "FL", slug: chosen.slug });
    const parsed = doc ? parseCounty(doc) : null;
    if (parsed?.ok) {
      const shock = floridaTaxShock(
        {
          purchasePrice: price.value,
          county: parsed.value,
          taxYear,
          ...(sellerAssessed.value !== undefined
            ? { sellerAssessedValue: sellerAssessed.value }
            : { sellerPurchasePrice: sellerPrice.value, sellerPurchaseYear: sellerYear.value }),
        },
        rules,
      );
      result = {
        county: parsed.value.name,
        rateKind: parsed.value.rateKind,
        rateYear: parsed.value.rateYear,
        sellerAssessedValue: shock.sellerAssessedValue,
        sellerTax: shock.sellerTax,
        buyerAssessedValue: shock.buyerAssessedValue,
        buyerTax: shock.buyerTax,
        increase: shock.increase,
        increasePercent: shock.increasePercent,
        ...(shock.buyerTaxRange ? { buyerTaxRange: shock.buyerTaxRange } : {}),
      };
    }
  }
  return {
    state: "FL",
    taxYear,
    timeline: await timelineOf(ctx, taxYear),
    calc: {
      submitted: submitted(params, FL_PARAMS),
      price,
      county: chosen?.slug ?? "",
      counties: cards.map((c) => ({ slug: c.slug, name: c.name })),
      sellerYear,
      sellerPrice,
      sellerAssessed,
      minYear: SOH_FIRST_YEAR,
      maxYear,
      result,
    },
  };
}
