// The results card's heading and what the bill leaves out, worked out once for the card, the PDF
// and the share text (decisions 043 and 129): an estimated county's range and the recent buyer's
// warning, the rates of another year than the bill's, and the units whose rate is not loaded.
// Only code that runs with a result loads this module (the page's first scripts do not).
import type { RateStatus, StateCode, TaxResult } from "~/calculator/engine/schemas";
import { estimateRange, isEstimate } from "~/calculator/engine/estimate";
import type { Lang } from "~/i18n/route-table";
import { formatList, formatMoney } from "~/utils/format";
import type { CalcCounty } from "./counties";

type Translate = (key: string, values?: Record<string, unknown>) => string;

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
 * What the bill leaves out (decision 129): "Includes 5 of the bill's 6 taxing units. Not loaded,
 * so not in the total: Austin ISD." Null when every unit of the address has a rate.
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
