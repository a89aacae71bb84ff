// The calculator's data for a page (home and /calculator): the picker's county names, the
// form's options, the configured delay, and, when the URL carries inputs, the result the server
// renders so the page works without JavaScript. The browser calculates with the same engine,
// fetching the chosen county's details and the state's rules (/api/county, county-details.ts):
// a page carries only what it renders (issue 21: 150 KB of the home page's 167 KB of loader
// data were every county's rates and units, and the rules).
import { parseStateRules } from "~/calculator/engine/validate";
import type { ErrorKey } from "~/calculator/engine/error-messages";
import type { BuyerFirstBill } from "~/calculator/engine/buyer-first-bill";
import type { SavingsOpportunity } from "~/calculator/engine/opportunities";
import type { ProductRules, Source, StateRules, TaxResult } from "~/calculator/engine/schemas";
import { calculatorCountiesQuery } from "~/content/queries";
import type { CountyPageView } from "~/content/queries/views";
import { pickLocale } from "~/content/state-config";
import { unitNameFor } from "~/i18n/place-names";
import type { Lang } from "~/i18n/route-table";
import { affiliateFor, type AffiliateLinkData } from "~/utils/affiliate";
import { started, type PageContext, type PageRequest } from "~/utils/site.server";
import { serverSection, serverSectionStore } from "~/utils/server-sections";
import { productForBrowser, rulesForBrowser } from "./rules-for-browser.server";
import { nycInitial, type NycInitial } from "./nyc";
import { buildOptions, type CalculatorOptions } from "./options";
import { findCalcCounty, type CalcCounty } from "./counties";
import { packPickerList, PICKER_SECTION } from "./picker-list";
import { publishedRateCount } from "./result-facts";
import { runCalculation, unclaimedSavings } from "./run";
import { buyerComparison, readBuyerInputs } from "./buyer-inputs";
import { formStateFrom, isSubmission, readParams, type CalculatorFormState } from "./url-state";

export const DEFAULT_DELAY_MS = 500;

export interface CalculatorInitial {
  form: CalculatorFormState;
  /** The URL carried a calculation. */
  submitted: boolean;
  result: TaxResult | null;
  /** Form checks that failed (the spec's messages), for the no-JavaScript page. */
  errors: ErrorKey[];
  /** An engine failure ('County not found', NYC input errors). */
  failure: ErrorKey | null;
  /** The county of the result, for the results card (the only county whose details the page carries). */
  county: CalcCounty | null;
  /** The result's unclaimed exemptions, priced with the state's rules (which the page does not carry). */
  opportunities: SavingsOpportunity[];
  /** "If you buy this home" for the result, with the seller's figures the URL carries. */
  buyer: BuyerFirstBill | null;
}

export type CalculatorData =
  | {
      ok: true;
      stateName: string;
      options: CalculatorOptions;
      /**
       * The picker's counties, packed (picker-list.ts); null on a document request, whose page
       * renders them into the picker's select (PICKER_SECTION).
       */
      counties: string | null;
      /**
       * The document's picker lists only some counties (a home page's largest): the browser
       * fetches the whole list (/api/county-names) once the page is interactive.
       */
      pickerPartial?: true;
      /** How many of them have published rates (the load toast says so). */
      publishedRates: number;
      /** The value checks' thresholds (a warning above the high value, potential savings). */
      product: ProductRules;
      delayMs: number;
      initial: CalculatorInitial;
      /** New York builds: the New York City calculator beside the county one, with its boroughs and the rules it computes with. */
      /** New York City's calculator computes without the county details: its link comes with it. */
      nyc?: NycInitial & { counties: CalcCounty[]; rules: StateRules; affiliate: AffiliateLinkData | null };
    }
  | { ok: false; stateName: string; reason: ErrorKey };

/** A source as the browser needs it: title, address, whether the title is in English on a Spanish page, and a news report's kind. */
function readerSource({ title, url, titleLang, kind }: Source): Source {
  return { title, url, ...(titleLang && { titleLang }), ...(kind === "secondary" && { kind }) };
}

function withoutQuote<T extends { source?: Source }>(x: T): T {
  if (!x.source) return x;
  return { ...x, source: readerSource(x.source) };
}

/** The engine's county plus what the results card shows, in one language, without editor-only keys. */
export function toCalcCounty(doc: CountyPageView, lang: Lang): CalcCounty {
  const d = doc as CountyPageView & { _key?: unknown };
  const county: CalcCounty = {
    state: d.state,
    name: d.name,
    slug: d.slug,
    fips: d.fips,
    rate: d.rate,
    combinedRate: d.combinedRate,
    rateKind: d.rateKind,
    rateYear: d.rateYear,
    rateSource: readerSource(d.rateSource),
  };
  for (const k of ["schoolRate", "countyRate", "cityRate", "specialRate", "levyRate"] as const)
    if (d[k] !== undefined) county[k] = d[k];
  if (d.nycClass) county.nycClass = true;
  if (d.star) county.star = d.star;
  if (d.starSegments) county.starSegments = d.starSegments;
  if (d.units && d.units.length > 0) {
    county.units = d.units.map((u) => {
      const { _key: _drop, ...unit } = u as typeof u & { _key?: string };
      const out = {
        ...withoutQuote(unit),
        name: unitNameFor(unit.name, lang),
        ...(unit.rates && { rates: unit.rates.map(withoutQuote) }),
        ...(unit.exemptionYears && { exemptionYears: unit.exemptionYears.map(withoutQuote) }),
      };
      return out.exemptions ? { ...out, exemptions: withoutQuote(out.exemptions) } : out;
    });
  }
  const notes = (d.notes ?? []).map((n) => pickLocale(n, lang)).filter((n): n is string => Boolean(n));
  if (notes.length) county.notes = notes;
  const area = pickLocale(d.unitsArea, lang);
  if (area) county.unitsArea = area;
  const notLoaded = (d.unitsNotLoaded ?? [])
    .map((n) => pickLocale(n, lang))
    .filter((n): n is string => Boolean(n));
  if (notLoaded.length > 0) county.unitsNotLoaded = notLoaded;
  return county;
}

/**
 * Starts the query `loadCalculator` makes, with the build's state, so that it runs beside the
 * site's configuration: the configuration's rules name that same state unless the build's own
 * failed to load (then Texas's rules are used and Texas's counties asked for after them). A
 * failure is reported by `loadCalculator` (and `loadProtestKit`), which get the same answer.
 */
export function startCalculatorCounties({ cms, state }: Pick<PageRequest, "cms" | "state">): Promise<void> {
  return started(cms(calculatorCountiesQuery, { state }));
}

export interface CalculatorLoadOptions {
  /**
   * A home page's picker: on a document, only these counties (slugs; the largest, which the page
   * also lists), unless the form has another one. The whole list is a TCP round trip's worth of
   * the page's bytes (docs/decisions/128).
   */
  firstCounties?: readonly string[];
}

/** `loadContext`: the loader's load context, which holds a document request's server sections. */
export async function loadCalculator(
  ctx: Pick<PageContext, "site" | "lang" | "t" | "cms" | "url">,
  loadContext: unknown,
  { firstCounties = [] }: CalculatorLoadOptions = {},
): Promise<CalculatorData> {
  const { site, lang, t, cms, url } = ctx;
  const stateName = site.stateName;
  const parsed = site.config.rules === undefined ? null : parseStateRules(site.config.rules);
  if (!parsed || !parsed.ok) {
    if (parsed && !parsed.ok)
      console.warn(`[calculator] state rules failed to parse: ${parsed.issues.slice(0, 5).join("; ")}`);
    return { ok: false, stateName, reason: "error.stateDataNotLoaded" };
  }
  const rules = parsed.value;
  let docs: CountyPageView[];
  try {
    docs = await cms(calculatorCountiesQuery, { state: rules.state });
  } catch (error) {
    console.warn(`[calculator] counties failed to load: ${(error as Error).message}`);
    return { ok: false, stateName, reason: "error.stateDataNotLoaded" };
  }
  if (docs.length === 0) return { ok: false, stateName, reason: "error.stateDataNotLoaded" };
  const params = readParams(url.searchParams);
  const submitted = isSubmission(params);
  const options = buildOptions(site.config, rules, lang, (k) => t(k) as string);
  const form = formStateFrom(params, options.defaultValue);
  const counties = docs.map((d) => toCalcCounty(d, lang));
  const settings = site.settings as { calculationDelayMs?: unknown } | null;
  const delay = settings?.calculationDelayMs;
  const delayMs =
    typeof delay === "number" && Number.isFinite(delay) && delay >= 0
      ? Math.min(delay, 10_000)
      : DEFAULT_DELAY_MS;

  const initial: CalculatorInitial = {
    form,
    submitted,
    result: null,
    errors: [],
    failure: null,
    county: null,
    opportunities: [],
    buyer: null,
  };
  if (submitted) {
    Object.assign(initial, runCalculation(form, counties, rules, options));
    const county = initial.result ? findCalcCounty(counties, form.county) : undefined;
    if (county) {
      initial.county = county;
      initial.opportunities = unclaimedSavings(form, county, rules, options);
      initial.buyer = buyerComparison(
        form,
        county,
        rules,
        options,
        readBuyerInputs(url.searchParams, options.taxYear),
      );
    }
  }
  const nyc = nycInitial(url.searchParams, counties, rules, options.defaultValue);
  const first = counties.filter((c) => firstCounties.includes(c.slug));
  const partial =
    serverSectionStore(loadContext) !== undefined &&
    first.length > 0 &&
    !submitted &&
    (!form.county || first.some((c) => c.slug === form.county));
  return {
    ok: true,
    stateName,
    options,
    counties: serverSection(loadContext, PICKER_SECTION, packPickerList(partial ? first : counties)),
    ...(partial ? { pickerPartial: true as const } : {}),
    publishedRates: publishedRateCount(counties),
    product: productForBrowser(rules.product),
    delayMs,
    initial,
    ...(nyc
      ? {
          nyc: {
            ...nyc,
            counties: counties.filter((c) => nyc.boroughs.includes(c.slug)),
            rules: rulesForBrowser(rules),
            affiliate: affiliateFor(site.settings?.affiliate, lang),
          },
        }
      : {}),
  };
}
