import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import type { Lang } from "~/i18n/route-table";
import { reportError } from "~/utils/monitoring/client";
import { formatDate, formatMoney, formatMoneyCents, formatNumber } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import { withSections } from "~/i18n/page-sections";
import { countyLabel } from "~/calculator/ui/counties";
import { countyNameFor } from "~/i18n/place-names";
import { kitWords } from "./kit-words";
import type { KitResult } from "./kit.server";
import { countyInSentence } from "./kit-text";

await withSections("protestKit");

/** The one-page summary (PDF), made in the browser: without JavaScript the page itself prints. */
export function ProtestPdfButton({
  result,
  lang,
  kitUrl,
  stateName,
}: {
  result: KitResult;
  lang: Lang;
  kitUrl: string;
  stateName: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [working, setWorking] = useState(false);
  if (!hydrated) return null;
  const tt = (k: string, o?: Record<string, unknown>) => t(k, o ?? {}) as string;

  async function download() {
    if (working) return;
    setWorking(true);
    try {
      const county = countyInSentence(result.county.name, lang, tt);
      const d = result.deadline;
      const w = result.worksheet;
      const money = (n: number) => formatMoney(n, lang);
      const { buildKitPdf } = await import("./kit-pdf");
      const doc = await buildKitPdf({
        lang,
        siteName: tt("common.siteName", { state: stateName }),
        title: tt("protestKit.pdfTitle", kitWords(result.state)),
        subtitle: `${countyLabel(countyNameFor(result.county.name, lang), tt)}, ${stateName}`,
        generatedOn: formatDate(new Date().toISOString().slice(0, 10), lang),
        deadlineTitle: tt("protestKit.deadlineTitle"),
        deadlineRows: [
          { label: tt("protestKit.pdfDeadline"), value: formatDate(d.date, lang) },
          ...(result.hearingDate
            ? [{ label: tt("protestKit.pdfHearing"), value: formatDate(result.hearingDate, lang) }]
            : []),
        ],
        rule: [
          tt(`protestKit.basis.${d.basis}`, { county }),
          d.ruleDate !== d.date ? tt("protestKit.moved", { ruleDate: formatDate(d.ruleDate, lang) }) : "",
          tt("protestKit.noticeOn", { date: formatDate(result.noticeDate, lang) }),
        ]
          .filter(Boolean)
          .join(" "),
        sources: d.sources.map((s) => ({ title: s.title[lang], url: s.url })),
        worksheet: w
          ? {
              title: tt("protestKit.worksheetResultTitle"),
              rows: [
                ...w.comparables.map((c, i) => ({
                  label: `${tt("protestKit.compLegend", { n: i + 1 })}: ${money(c.value)}, ${formatNumber(c.squareFeet, lang)} ${tt("protestKit.colSize").toLowerCase()}`,
                  value: formatMoneyCents(w.perSquareFoot[i], lang),
                })),
                {
                  label: tt("protestKit.medianPerSqft"),
                  value: formatMoneyCents(w.medianPerSquareFoot, lang),
                },
                {
                  label: tt("protestKit.impliedValue", { sqft: formatNumber(w.squareFeet, lang) }),
                  value: money(w.impliedValue),
                },
                { label: tt("protestKit.noticeValue"), value: money(w.noticeValue) },
                {
                  label: tt("protestKit.pdfRequested"),
                  value: money(Math.min(w.impliedValue, w.noticeValue)),
                },
                ...(w.taxAtNotice !== null && w.taxAtComparables !== null
                  ? [
                      {
                        label: tt("protestKit.taxAtNotice", { year: w.taxYear }),
                        value: money(w.taxAtNotice),
                      },
                      {
                        label: tt("protestKit.taxAtComparables", { year: w.taxYear }),
                        value: money(w.taxAtComparables),
                      },
                      { label: tt("protestKit.savings"), value: money(w.savings ?? 0) },
                    ]
                  : []),
              ],
              notes: [
                ...(w.impliedValue >= w.noticeValue ? [tt("protestKit.noLowerValue")] : []),
                tt("protestKit.rateNote", {
                  county,
                  kind: tt(
                    w.rate.kind === "official" ? "protestKit.rateOfficial" : "protestKit.rateEstimate",
                  ),
                }),
              ],
            }
          : undefined,
        checklistTitle: tt("protestKit.checklistTitle"),
        checklist: t(`protestKit.states.${result.state}.checklist`, {
          returnObjects: true,
        }) as unknown as string[],
        footer: tt("protestKit.pdfFooter", { url: kitUrl, ...kitWords(result.state) }),
        url: kitUrl,
        page: (page, pages) => tt("calculator.report.page", { page, pages }),
      });
      doc.save(`${result.county.slug}-protest-${d.date}.pdf`);
    } catch (error) {
      reportError(error, { area: "protest-kit-pdf" });
      toast.error(tt("protestKit.pdfFailed"));
    } finally {
      setWorking(false);
    }
  }

  return (
    <button type="button" className="button" onClick={download} aria-busy={working || undefined}>
      {working ? t("protestKit.pdfWorking") : t("protestKit.pdf")}
    </button>
  );
}
