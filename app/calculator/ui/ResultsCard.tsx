import { Link } from "@remix-run/react";
import { forwardRef, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SourceCitation } from "~/components/ExternalLink";
import { toast } from "~/components/toasts";
import { costAfterCredits } from "~/calculator/engine/lines";
import type { BuyerFirstBill as BuyerComparison } from "~/calculator/engine/buyer-first-bill";
import type { SavingsOpportunity } from "~/calculator/engine/opportunities";
import { useToastMs } from "~/content/use-ui-settings";
import type { TaxResult } from "~/calculator/engine/schemas";
import { hrefFor } from "~/i18n/links";
import { guideRoute, pathFor, type Lang } from "~/i18n/route-table";
import { track } from "~/utils/analytics/client";
import { reportError } from "~/utils/monitoring/client";
import { formatMoney, formatPercent } from "~/utils/format";
import { Tooltip } from "~/components/tooltip/Tooltip";
import { BreakdownChart, chartParts } from "./BreakdownChart";
import { BuyerFirstBill, useBuyerComparison } from "./BuyerFirstBill";
import { buyerReportSection } from "./buyer-text";
import { captureReportImages } from "./report-images";
import type { CalcCounty } from "./counties";
import { lineNameFor } from "./line-names";
import type { CalculatorOptions } from "./options";
import {
  buildReport,
  countyLabel,
  engineText,
  exemptionRows,
  installmentRows,
  lineRows,
  rateText,
  reportText,
  shareFigures,
  shareLinks,
  sharePost,
  sourceCitation,
  type ReportLine,
  type Translate,
} from "./report-model";
import { noSplitReason, opportunityLabel, readerTitle, splitFromBill } from "./result-facts";
import { headline, unitsCoverage } from "./result-headline";
import { RulesApplied } from "./RulesApplied";
import { ShareDialog } from "./ShareDialog";
import type { CalculatorFormState } from "./url-params";

export interface Calculation {
  result: TaxResult;
  /** The inputs the result was computed from (the form may have changed since). */
  form: CalculatorFormState;
  county: CalcCounty;
  /** "If you buy this home" as the server computed it (the browser recomputes it with the rules). */
  buyer?: BuyerComparison | null;
}

export interface ResultsCardProps {
  calc: Calculation;
  options: CalculatorOptions;
  stateName: string;
  lang: Lang;
  shareUrl: string;
  /** The unclaimed exemptions, each priced by the engine on this bill. */
  opportunities: SavingsOpportunity[];
}

/** A line's source as the card cites it. */
function LineSource({ line }: { line: Pick<ReportLine, "source" | "sourceLang" | "sourceUrl"> }) {
  return <SourceCitation source={{ title: line.source, url: line.sourceUrl, titleLang: line.sourceLang }} />;
}

function Figure({ label, value, note, big }: { label: string; value: string; note?: string; big?: boolean }) {
  return (
    <div className={big ? "figure figure--big" : "figure"}>
      <dt>{label}</dt>
      <dd>
        <span className="figure__value" data-figure={label}>
          {value}
        </span>
        {note ? <span className="figure__note">{note}</span> : null}
      </dd>
    </div>
  );
}

// Adopted and voter-approved rates share the official colour; each status keeps its own class and words.
const STATUS_BADGE: Record<string, string> = {
  adopted: "official",
  "voter-approved": "official badge--voter-approved",
  proposed: "estimate badge--proposed",
  estimate: "estimate",
};

export const ResultsCard = forwardRef<HTMLHeadingElement, ResultsCardProps>(function ResultsCard(
  { calc, options, stateName, lang, shareUrl, opportunities },
  headingRef,
) {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const toastMs = useToastMs();
  const { result: r } = calc;
  const money = (n: number) => formatMoney(n, lang);
  const county = countyLabel(calc.county.name, t);
  const [sharing, setSharing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const buyer = useBuyerComparison(calc, options, lang);
  const nonSchool = r.countyBreakdown.county + r.countyBreakdown.city + r.countyBreakdown.special;
  const share = (n: number) =>
    r.annualTax > 0 ? formatPercent((n / r.annualTax) * 100, lang, 0) : formatPercent(0, lang, 0);
  const lines = useMemo(() => lineRows(r, lang, t), [r, lang, t]);
  const exemptions = useMemo(() => exemptionRows(r, lang, t), [r, lang, t]);
  // The split estimate gives every line the county's one source: say it once under the table.
  const shared =
    r.lines.length > 1 &&
    r.lines.every((l) => l.source.url === r.lines[0].source.url && l.rateStatus === r.lines[0].rateStatus)
      ? lines[0]
      : null;
  const model = () =>
    buildReport({
      result: r,
      form: calc.form,
      options,
      county: calc.county,
      stateName,
      lang,
      t,
      url: shareUrl,
      now: new Date(),
      opportunities,
      buyer: buyer ? buyerReportSection(buyer.text) : undefined,
    });

  async function downloadReport() {
    if (generating) return;
    setGenerating(true);
    try {
      const m = model();
      const [{ buildReportPdf }, images] = await Promise.all([
        import("./report-pdf"),
        captureReportImages(cardRef.current),
      ]);
      const parts = (splitFromBill(r) ? chartParts(r) : []).map((p) => ({
        label: t(`calculator.results.group.${p.group}`),
        amount: money(p.amount),
        percent: formatPercent(p.share * 100, lang, 0),
        share: p.share,
      }));
      const doc = await buildReportPdf(
        m,
        {
          siteName: t("common.siteName", { state: stateName }),
          inputsTitle: t("calculator.report.inputsTitle"),
          resultsTitle: t("calculator.report.resultsTitle"),
          chartTitle: t("calculator.results.breakdownTitle"),
          linesTitle: t("calculator.report.linesTitle"),
          colUnit: t("calculator.results.colUnit"),
          colRate: t("calculator.results.colRate"),
          colTaxable: t("calculator.results.colTaxable"),
          colTax: t("calculator.results.colTax"),
          total: t("calculator.results.total"),
          source: (line) => sourceCitation(line, t),
          exemptionsTitle: t("calculator.report.exemptionsTitle"),
          colExemption: t("calculator.results.colExemption"),
          colAmount: t("calculator.results.colAmount"),
          colSavings: t("calculator.results.colSavings"),
          escrowTitle: t("calculator.report.escrowTitle"),
          escrowNote: t("calculator.report.escrowNote"),
          rulesTitle: t("calculator.results.rulesTitle"),
          notesTitle: t("calculator.report.notesTitle"),
          disclaimerTitle: t("calculator.report.disclaimerTitle"),
          link: t("calculator.report.link", { url: m.url }),
          page: (page, pages) => t("calculator.report.page", { page, pages }),
        },
        parts,
        images,
      );
      doc.save(m.fileName);
      toast.success(t("calculator.report.success"), { duration: toastMs("short") });
      track("report_downloaded", { state: options.state, county: calc.county.name, language: lang });
    } catch (error) {
      reportError(error, { area: "report" });
      toast.error(t("calculator.report.failed"), { duration: toastMs("default") });
    } finally {
      setGenerating(false);
    }
  }

  // The state's own exemptions guide, else the general one.
  const stateGuide = guideRoute("exemptions-guide", options.state, options.state);
  const exemptionsGuide = stateGuide ? pathFor(stateGuide, lang) : hrefFor("guide.exemptions", lang);
  const head = headline(r, lang, t);
  const coverage = unitsCoverage(r, calc.county, lang, t);
  const billSplit = splitFromBill(r);
  const noSplit = noSplitReason(r, t);
  const installments = installmentRows(r, lang, t);
  const toShare = shareFigures(r, lang);

  return (
    <article className="results-card" aria-labelledby="results-title" ref={cardRef}>
      <header className="results-card__header">
        <h2
          id="results-title"
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={head.rates ? "results-rates" : undefined}
        >
          {head.title}
        </h2>
        <p className="results-card__county">
          {t("calculator.results.forCounty", { county, state: stateName })}
        </p>
        {head.rates ? (
          <p id="results-rates" className="results-card__rates">
            {head.rates}
          </p>
        ) : null}
      </header>

      {head.estimate ? (
        <div className="callout callout--warning estimate-notice" role="note" data-testid="estimate-notice">
          <p>{head.estimate.range}</p>
          <p>{head.estimate.recentBuyer}</p>
        </div>
      ) : null}

      <dl className="figures figures--main">
        <Figure big label={t("calculator.results.annual")} value={money(r.annualTax)} />
        <Figure
          label={t("calculator.results.monthly")}
          value={money(r.monthlyTax)}
          note={t("calculator.results.monthlyNote")}
        />
        <Figure
          label={t("calculator.results.effectiveRate")}
          value={formatPercent(r.effectiveRate, lang)}
          note={t("calculator.results.effectiveRateNote")}
        />
      </dl>

      <dl className="figures">
        <Figure label={t("calculator.results.valueBefore")} value={money(r.baseAssessedValue)} />
        {r.finalAssessedValue !== r.baseAssessedValue || r.state === "CA" ? (
          <Figure label={t("calculator.results.assessedValue")} value={money(r.finalAssessedValue)} />
        ) : null}
        <Figure
          label={t("calculator.results.valueAfter")}
          value={money(r.taxableValue)}
          note={r.lines.length > 1 ? t("calculator.results.valueAfterNote") : undefined}
        />
        <Figure
          label={t("calculator.results.totalSavings")}
          value={money(r.exemptionSavings)}
          note={
            r.ceilingSavings > 0
              ? `${money(r.ceilingSavings)} ${t("calculator.results.ceilingSavings")}`
              : undefined
          }
        />
        {billSplit ? (
          <>
            <Figure
              label={t("calculator.results.school")}
              value={money(r.countyBreakdown.school)}
              note={t("calculator.results.shareOfBill", { percent: share(r.countyBreakdown.school) })}
            />
            <Figure
              label={t("calculator.results.nonSchool")}
              value={money(nonSchool)}
              note={t("calculator.results.shareOfBill", { percent: share(nonSchool) })}
            />
          </>
        ) : null}
      </dl>

      {r.starCredit ? (
        <div className="results-section" data-testid="star-credit">
          <h3>{t("calculator.results.starCreditTitle")}</h3>
          <p>{t("calculator.results.starCredit", { amount: money(r.starCredit.amount) })}</p>
          <dl className="figures">
            <Figure label={t("calculator.results.starCreditNet")} value={money(costAfterCredits(r))} />
          </dl>
        </div>
      ) : null}

      {installments.length ? (
        <div className="results-section" data-testid="installments">
          <h3 id="installments-title">{t("calculator.results.installmentsTitle")}</h3>
          <dl className="figures">
            {installments.map((row) => (
              <Figure key={row.label} label={row.label} value={row.amount} note={row.dates} />
            ))}
          </dl>
        </div>
      ) : null}

      {opportunities.length > 0 ? (
        <div className="potential-savings" role="note" aria-labelledby="potential-title">
          <h3 id="potential-title">{t("calculator.results.potentialListTitle")}</h3>
          <ul>
            {opportunities.map((o) => (
              <li key={o.kind}>
                {t("calculator.results.potentialItem", {
                  label: opportunityLabel(o.kind, options, t),
                  amount: money(o.savings),
                })}
              </li>
            ))}
          </ul>
          <p>{t("calculator.results.potentialListText")}</p>
          <p>
            <Link to={exemptionsGuide}>{t("calculator.results.potentialLink")}</Link>
          </p>
        </div>
      ) : null}

      <div className="results-actions">
        <button
          type="button"
          className="button"
          onClick={downloadReport}
          aria-disabled={generating || undefined}
          aria-busy={generating || undefined}
        >
          {generating ? t("calculator.report.generating") : t("calculator.report.download")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setSharing(true)}
          aria-haspopup="dialog"
        >
          {t("calculator.share.button")}
        </button>
      </div>

      {r.annualTax > 0 ? (
        <div className="results-section">
          <h3 id="breakdown-title">{t("calculator.results.breakdownTitle")}</h3>
          {billSplit ? <BreakdownChart result={r} lang={lang} /> : <p className="muted">{noSplit}</p>}
        </div>
      ) : null}

      <div className="results-section">
        <h3 id="lines-title">{t("calculator.results.linesTitle")}</h3>
        {coverage ? <p className="results-card__coverage">{coverage}</p> : null}
        {calc.county.unitsArea ? (
          <p className="muted">{t("calculator.results.linesArea", { area: calc.county.unitsArea })}</p>
        ) : null}
        <div className="table-scroll" role="region" aria-labelledby="lines-title" tabIndex={0}>
          <table className="lines-table">
            <caption className="visually-hidden">{t("calculator.results.linesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">
                  {t("calculator.results.colUnit")}
                  <Tooltip text={t("calculator.terms.taxingUnit")} align="start" />
                </th>
                <th scope="col">{t("calculator.results.colRate")}</th>
                <th scope="col" className="num">
                  {t("calculator.results.colTaxable")}
                </th>
                <th scope="col" className="num">
                  {t("calculator.results.colTax")}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l, i) => (
                <tr key={l.id}>
                  <th scope="row">
                    <span className="line-name">{lineNameFor(l.name, lang)}</span>
                    <span className="line-source">
                      <span
                        className={`badge badge--${lines[i].news ? "news" : (STATUS_BADGE[l.rateStatus] ?? "estimate")}`}
                      >
                        {lines[i].status}
                      </span>{" "}
                      {t("calculator.results.rateYear", { year: l.rateYear })}
                      {shared ? null : (
                        <>
                          {" · "}
                          <LineSource line={lines[i]} />
                        </>
                      )}
                    </span>
                    {lines[i].statusNote && !shared ? (
                      <span className="line-note">{lines[i].statusNote}</span>
                    ) : null}
                  </th>
                  <td data-label={t("calculator.results.colRate")}>{rateText(l, lang, t)}</td>
                  <td className="num" data-label={t("calculator.results.colTaxable")}>
                    {lines[i].taxable}
                  </td>
                  <td className="num" data-label={t("calculator.results.colTax")}>
                    {money(l.tax)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t("calculator.results.total")}
                </th>
                <td className="num" data-label={t("calculator.results.total")}>
                  {money(r.annualTax)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        {shared ? (
          <p className="line-source">
            {shared.statusNote ? <span className="line-note">{shared.statusNote} </span> : null}
            <LineSource line={shared} />
          </p>
        ) : null}
      </div>

      <div className="results-section">
        <h3 id="exemptions-title">{t("calculator.results.exemptionsTitle")}</h3>
        {exemptions.length === 0 ? (
          <p className="muted">{t("calculator.results.exemptionsNone")}</p>
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="exemptions-title" tabIndex={0}>
            <table className="exemptions-table">
              <thead>
                <tr>
                  <th scope="col">{t("calculator.results.colExemption")}</th>
                  <th scope="col" className="num">
                    {t("calculator.results.colAmount")}
                  </th>
                  <th scope="col" className="num">
                    {t("calculator.results.colSavings")}
                  </th>
                  <th scope="col">{t("calculator.results.colAppliesTo")}</th>
                </tr>
              </thead>
              <tbody>
                {exemptions.map((e) => (
                  <tr key={e.kind}>
                    <th scope="row">{e.label}</th>
                    <td className="num" data-label={t("calculator.results.colAmount")}>
                      {e.amount}
                    </td>
                    <td className="num" data-label={t("calculator.results.colSavings")}>
                      {e.savings}
                    </td>
                    <td data-label={t("calculator.results.colAppliesTo")}>
                      {e.appliesTo.map((n) => lineNameFor(n, lang)).join(", ")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {r.nyc ? (
        <div className="results-section">
          <h3 id="nyc-title">{t("calculator.results.nycTitle")}</h3>
          <dl className="figures">
            <Figure label={t("calculator.results.nycMarket")} value={money(r.nyc.marketValue)} />
            <Figure label={t("calculator.results.nycAssessed")} value={money(r.nyc.assessedValue)} />
            <Figure label={t("calculator.results.nycBaseTax")} value={money(r.nyc.baseTax)} />
            <Figure label={t("calculator.results.nycSchool")} value={money(r.nyc.schoolTaxPortion)} />
            <Figure label={t("calculator.results.nycStar")} value={money(r.nyc.starSavings)} />
            <Figure label={t("calculator.results.nycVeteran")} value={money(r.nyc.veteranSavings)} />
            <Figure label={t("calculator.results.nycQuarterly")} value={money(r.nyc.quarterlyPayment)} />
          </dl>
        </div>
      ) : null}

      {buyer ? <BuyerFirstBill state={buyer} calc={calc} options={options} /> : null}

      {r.notes.length > 0 || (calc.county.notes?.length ?? 0) > 0 ? (
        <div className="callout">
          <h3 id="notes-title">{t("calculator.results.notesTitle")}</h3>
          <ul>
            {r.notes.map((n, i) => (
              <li key={`e${i}`}>{engineText(n, lang)}</li>
            ))}
            {(calc.county.notes ?? []).map((n, i) => (
              <li key={`c${i}`}>{readerTitle(n)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <RulesApplied rules={r.rules} lang={lang} />

      {sharing ? (
        <ShareDialog
          url={shareUrl}
          links={shareLinks(model(), toShare, t)}
          details={() => reportText(model(), t)}
          shareTitle={t("calculator.share.subject", { state: stateName, county })}
          shareText={sharePost(county, stateName, toShare, t)}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </article>
  );
});
