import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { BreakdownGroup, TaxResult } from "~/calculator/engine/schemas";
import type { Lang } from "~/i18n/route-table";
import { formatMoney, formatPercent } from "~/utils/format";
import { REPORT_FIGURE_ATTR } from "./report-images";

// Where the money goes, as labelled bars. Each bar carries its own text (group, amount,
// share) and its own fill pattern, so the chart reads the same in greyscale, in high
// contrast mode and to a screen reader (role=img with a full text description).

const ORDER: BreakdownGroup[] = ["school", "county", "city", "special"];

export interface ChartPart {
  group: BreakdownGroup;
  amount: number;
  /** 0..1 of the annual tax. */
  share: number;
}

/** The groups that carry tax, largest share first is not used: a fixed order lets bills be compared. */
export function chartParts(result: Pick<TaxResult, "countyBreakdown" | "annualTax">): ChartPart[] {
  const total = result.annualTax;
  return ORDER.map((group) => ({
    group,
    amount: result.countyBreakdown[group],
    share: total > 0 ? result.countyBreakdown[group] / total : 0,
  })).filter((p) => p.amount > 0);
}

const WIDTH = 320;
const ROW = 46;

export function BreakdownChart({ result, lang }: { result: TaxResult; lang: Lang }) {
  const { t } = useTranslation();
  const uid = useId().replace(/:/g, "");
  const parts = chartParts(result);
  if (parts.length === 0) return null;
  const text = (p: ChartPart) =>
    t("calculator.results.chartLabel", {
      group: t(`calculator.results.group.${p.group}`),
      amount: formatMoney(p.amount, lang),
      percent: formatPercent(p.share * 100, lang, 0),
    });
  const summary = t("calculator.results.chartSummary", {
    total: formatMoney(result.annualTax, lang),
    parts: parts.map(text).join("; "),
  });
  const height = parts.length * ROW + 4;
  const pid = (g: BreakdownGroup) => `${uid}-${g}`;
  return (
    <figure className="breakdown-chart" {...{ [REPORT_FIGURE_ATTR]: "chart" }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${uid}-title ${uid}-desc`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={`${uid}-title`}>{t("calculator.results.breakdownTitle")}</title>
        <desc id={`${uid}-desc`}>{summary}</desc>
        <defs>
          <pattern id={pid("school")} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill="#0f6b63" />
          </pattern>
          <pattern
            id={pid("county")}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" fill="#dbe7f0" />
            <rect width="4" height="8" fill="#0b3d5c" />
          </pattern>
          <pattern id={pid("city")} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill="#fff4e0" />
            <circle cx="4" cy="4" r="2.4" fill="#8a4b00" />
          </pattern>
          <pattern id={pid("special")} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill="#eef2f6" />
            <path d="M0 0L8 8M8 0L0 8" stroke="#4a5565" strokeWidth="1.6" />
          </pattern>
        </defs>
        {parts.map((p, i) => {
          const y = i * ROW;
          const w = Math.max(3, (WIDTH - 2) * p.share);
          return (
            <g key={p.group} aria-hidden="true">
              <text x="0" y={y + 16} className="breakdown-chart__label">
                {text(p)}
              </text>
              <rect x="1" y={y + 23} width={WIDTH - 2} height="16" rx="3" fill="#f5f7fa" stroke="#d5dbe3" />
              <rect
                x="1"
                y={y + 23}
                width={w}
                height="16"
                rx="3"
                fill={`url(#${pid(p.group)})`}
                stroke="#1b2430"
                strokeWidth="1"
              />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
