// What a result may honestly claim, worked out once for the card, the PDF and the share text:
// whether its school / non-school split comes from the bill's own lines, how old its rates are
// against the tax year, whether the county's rate is a census estimate (then a range and the
// recent buyer's warning), the exemptions left unclaimed, and source titles without editors'
// notes. Decision 043. The page loads this module with its first scripts (the load toast's
// text), so it imports nothing of the engine's code: the savings the engine prices are in run.ts.
import type { OpportunityKind } from "~/calculator/engine/opportunities";
import type { RateStatus, StateCode, TaxResult } from "~/calculator/engine/schemas";
import { estimateRange, isEstimate } from "~/calculator/engine/estimate";
import type { Lang } from "~/i18n/route-table";
import { formatList, formatMoney } from "~/utils/format";
import type { CalcCounty } from "./counties";
import type { CalculatorOptions } from "./options";

export { estimateRange, isEstimate };

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The split shown under "Where your tax goes" only when the bill itself has it: one line per
 * taxing unit. An estimate's lines are shares of one county rate, New York City bills one class
 * rate, and California's 1% general levy is one line shared by agencies the bill does not list.
 */
export function splitFromBill(r: Pick<TaxResult, "mode" | "state" | "annualTax">): boolean {
  return r.mode === "units" && r.state !== "CA" && r.annualTax > 0;
}

/** Why there is no split, in the reader's words; null when the split is shown or the bill is $0. */
export function noSplitReason(r: TaxResult, t: Translate): string | null {
  if (r.annualTax <= 0 || splitFromBill(r)) return null;
  if (r.nyc) return t("calculator.results.noSplit.nyc");
  if (r.state === "CA") return t("calculator.results.noSplit.ca");
  return t("calculator.results.noSplit.estimate");
}

/** The span of the lines' rate years and their statuses, most common first. */
function ratesUsed(r: Pick<TaxResult, "lines">): { first: number; last: number; statuses: RateStatus[] } {
  let first = Infinity;
  let last = -Infinity;
  const counts = new Map<RateStatus, number>();
  for (const l of r.lines) {
    first = Math.min(first, l.rateYear);
    last = Math.max(last, l.rateYear);
    counts.set(l.rateStatus, (counts.get(l.rateStatus) ?? 0) + 1);
  }
  const statuses = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([status]) => status);
  return { first, last, statuses };
}

export interface Headline {
  title: string;
  /** Rates older than the tax year: which rates the figure uses, on a line under the title. */
  rates?: string;
  /** An estimated county: the range sentence and the recent buyer's warning. */
  estimate?: { range: string; recentBuyer: string };
}

/**
 * The card's heading. Rates of another year than the bill's are named on a line under it: all of
 * them ("Using 2025 adopted rates: the 2026 rates are not loaded yet"), or some ("2 of 8 rates
 * are 2024's: the 2025 rates are not loaded for Houston Community College and …"); an estimated county says so in the heading, with a range. New York City's
 * rates are by fiscal year (FY2026 for tax year 2025).
 */
export function headline(r: TaxResult, lang: Lang, t: Translate): Headline {
  if (isEstimate(r)) {
    const range = estimateRange(r.annualTax);
    return {
      title: t("calculator.results.titleEstimate", { year: r.taxYear }),
      estimate: {
        range: t("calculator.results.estimateRange", {
          low: formatMoney(range.low, lang),
          high: formatMoney(range.high, lang),
          rateYear: ratesUsed(r).last,
        }),
        recentBuyer: t(`calculator.results.recentBuyer.${r.state as StateCode}`),
      },
    };
  }
  const expected = r.nyc ? r.nyc.fiscalYear : r.taxYear;
  const title = t("calculator.results.title", { year: r.taxYear });
  const others = r.lines.filter((l) => l.rateYear !== expected);
  if (others.length === 0) return { title };
  const used = ratesUsed({ lines: others });
  const years = used.first === used.last ? `${used.last}` : `${used.first}–${used.last}`;
  if (others.length === r.lines.length)
    return {
      title,
      rates: t("calculator.results.olderRates", {
        rateYear: years,
        status: formatList(
          used.statuses.map((st) => t(`calculator.results.statusWord.${st}`)),
          lang,
        ),
        expected,
      }),
    };
  return {
    title,
    rates: t("calculator.results.someRates", {
      count: others.length,
      total: r.lines.length,
      rateYear: years,
      expected,
      // A unit's own name, as on its bill; the engine's own line names never mix years.
      units: formatList(
        others.map((l) => l.name),
        lang,
      ),
    }),
  };
}

/**
 * What the bill leaves out (decision 129): "Includes 5 of the 6 taxing units on this bill. Not
 * loaded: Austin ISD …". Null when every unit of the address has a rate.
 */
export function unitsCoverage(
  r: Pick<TaxResult, "lines" | "mode">,
  county: Pick<CalcCounty, "unitsNotLoaded">,
  lang: Lang,
  t: Translate,
): string | null {
  const missing = county.unitsNotLoaded ?? [];
  if (r.mode !== "units" || missing.length === 0) return null;
  return t("calculator.results.notLoaded", {
    count: r.lines.length,
    total: r.lines.length + missing.length,
    units: formatList(missing, lang),
  });
}

/** The label the state's form uses for an exemption. */
export function opportunityLabel(kind: OpportunityKind, options: CalculatorOptions, t: Translate): string {
  return options[kind]?.label ?? t(`calculator.${kind}`);
}

/**
 * A source's title as a reader should see it: editors' bracketed notes ("[status: proposed]",
 * "[secondary; old]"), "see README" and "(AI meeting summary)" removed. The line's status is
 * shown as a badge instead.
 */
export function readerTitle(title: string): string {
  return title
    .replace(/\s*\[(?:status|secondary|tentative|note|verify)\b[^\]]*\]/gi, "")
    .replace(/\s*\((?:[^()]*\bAI meeting summary\b[^()]*)\)/gi, "")
    .replace(/[,;]?\s*see README\b/gi, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** How many of the counties have published rates (the server counts: the page carries only their names). */
export function publishedRateCount(counties: readonly CalcCounty[]): number {
  return counties.filter((c) => c.rateKind === "official" || (c.units?.length ?? 0) > 0).length;
}

/** The load toast: the spec's "current tax rates" only when most counties have published rates. */
export function loadedMessage(count: number, official: number, stateName: string, t: Translate): string {
  if (official * 2 > count) return t("calculator.loaded", { count, state: stateName });
  return t("calculator.loadedEstimates", { count, state: stateName, official });
}
