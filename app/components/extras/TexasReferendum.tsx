import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ExternalLink";
import type { Lang } from "~/i18n/route-table";
import { formatDate, formatMoney, formatMoneyRate } from "~/utils/format";
import { withSections } from "~/i18n/page-sections";
import { ExtraForm, InputField, ResultSummary, SourceList } from "./ExtraForm";
import { TX_PARAMS } from "./params";
import { EXTRA_SOURCES } from "./sources";
import type { TexasExtras } from "./types";

await withSections("extras");

export const TX_SECTION_ID = "tx-referendum";

/** Texas's November 2025 amendments: what changed, when Texans voted, and what they save. */
export function TexasReferendum({ data, lang, action }: { data: TexasExtras; lang: Lang; action: string }) {
  const { t } = useTranslation();
  const { amounts, dates, calc } = data;
  const money = (n: number) => formatMoney(n, lang);
  const rateText = (n: number) => formatMoneyRate(n, lang, 4);
  return (
    <section id={TX_SECTION_ID} aria-labelledby={`${TX_SECTION_ID}-title`} className="container extra">
      <h2 id={`${TX_SECTION_ID}-title`}>{t("extras.tx.title")}</h2>
      <p className="lede">
        {t("extras.tx.intro", { date: formatDate(dates.electionDate, lang), year: amounts.afterYear })}
      </p>

      <ul className="extra-cards">
        <li className="card extra-change">
          <h3>{t("extras.tx.prop13Title")}</h3>
          <p className="extra-change__figures" aria-hidden="true">
            <span className="extra-change__from">{money(amounts.schoolBefore)}</span>
            <span className="extra-change__arrow">→</span>
            <span className="extra-change__to">{money(amounts.schoolAfter)}</span>
          </p>
          <p>
            {t("extras.tx.prop13Text", {
              before: money(amounts.schoolBefore),
              after: money(amounts.schoolAfter),
            })}
          </p>
        </li>
        <li className="card extra-change">
          <h3>{t("extras.tx.prop11Title")}</h3>
          <p className="extra-change__figures" aria-hidden="true">
            <span className="extra-change__from">{money(amounts.seniorBefore)}</span>
            <span className="extra-change__arrow">→</span>
            <span className="extra-change__to">{money(amounts.seniorAfter)}</span>
          </p>
          <p>
            {t("extras.tx.prop11Text", {
              before: money(amounts.seniorBefore),
              after: money(amounts.seniorAfter),
              totalBefore: money(amounts.schoolBefore + amounts.seniorBefore),
              total: money(amounts.schoolAfter + amounts.seniorAfter),
            })}
          </p>
        </li>
      </ul>

      <h3 id={`${TX_SECTION_ID}-dates`}>{t("extras.tx.datesTitle")}</h3>
      <ol className="timeline timeline--compact" aria-labelledby={`${TX_SECTION_ID}-dates`}>
        <li className="timeline__item">
          <p className="timeline__date">
            <time dateTime={dates.registrationDeadline}>{formatDate(dates.registrationDeadline, lang)}</time>
          </p>
          <p className="timeline__title">{t("extras.tx.registration")}</p>
        </li>
        <li className="timeline__item">
          <p className="timeline__date">
            <time dateTime={dates.earlyVotingStart}>{formatDate(dates.earlyVotingStart, lang)}</time>{" "}
            {t("extras.timeline.to")}{" "}
            <time dateTime={dates.earlyVotingEnd}>{formatDate(dates.earlyVotingEnd, lang)}</time>
          </p>
          <p className="timeline__title">{t("extras.tx.earlyVoting")}</p>
        </li>
        <li className="timeline__item">
          <p className="timeline__date">
            <time dateTime={dates.electionDate}>{formatDate(dates.electionDate, lang)}</time>
          </p>
          <p className="timeline__title">
            {t("extras.tx.election")}{" "}
            {dates.approved ? (
              <span className="badge badge--official">{t("extras.tx.approvedBadge")}</span>
            ) : null}
          </p>
          {dates.approved ? (
            <p className="timeline__text">{t("extras.tx.approved", { year: amounts.afterYear })}</p>
          ) : null}
        </li>
      </ol>

      <div className="card extra-calc">
        <h3 id={`${TX_SECTION_ID}-calc`}>{t("extras.tx.calcTitle")}</h3>
        <p>{t("extras.tx.calcIntro")}</p>
        <ExtraForm action={action} sectionId={TX_SECTION_ID} submitLabel={t("extras.tx.submit")}>
          <div className="extra-form__grid">
            <InputField
              id="am-value"
              name={TX_PARAMS.value}
              label={t("extras.tx.valueLabel")}
              field={calc.value}
              prefix="$"
            />
            <InputField
              id="am-rate"
              name={TX_PARAMS.rate}
              label={t("extras.tx.rateLabel")}
              field={calc.rate}
              inputMode="decimal"
              prefix="$"
              hint={
                calc.defaultRate ? (
                  <>
                    {t("extras.tx.rateHint", {
                      district: calc.defaultRate.district,
                      county: calc.defaultRate.county,
                      rate: rateText(calc.defaultRate.rate),
                      year: calc.defaultRate.taxYear,
                    })}{" "}
                    <ExternalLink href={calc.defaultRate.source.url}>
                      {t("common.source")}
                      <span className="visually-hidden"> {calc.defaultRate.source.title}</span>
                    </ExternalLink>
                  </>
                ) : (
                  t("extras.tx.rateHintNoDefault")
                )
              }
            />
          </div>
          <div className="field check">
            <input
              id="am-senior"
              name={TX_PARAMS.senior}
              type="checkbox"
              value="1"
              defaultChecked={calc.senior}
              key={String(calc.senior)}
            />
            <label htmlFor="am-senior">{t("extras.tx.seniorLabel")}</label>
          </div>
        </ExtraForm>

        <div className="extra-result">
          <ResultSummary>
            {calc.result
              ? t("extras.tx.summary", {
                  value: money(calc.value.value),
                  rate: rateText(calc.rate.value),
                  savings: money(calc.result.savings),
                })
              : calc.value.error || calc.rate.error
                ? t("extras.common.fixFields")
                : t("extras.tx.enterRate")}
          </ResultSummary>
          {calc.result ? (
            <dl className="extra-figures">
              <div>
                <dt>{t("extras.tx.exemption", { year: amounts.beforeYear })}</dt>
                <dd>{money(calc.result.beforeExemption)}</dd>
              </div>
              <div>
                <dt>{t("extras.tx.exemption", { year: amounts.afterYear })}</dt>
                <dd>{money(calc.result.afterExemption)}</dd>
              </div>
              <div>
                <dt>{t("extras.tx.taxBefore", { year: amounts.beforeYear })}</dt>
                <dd>{money(calc.result.beforeTax)}</dd>
              </div>
              <div>
                <dt>{t("extras.tx.taxAfter", { year: amounts.afterYear })}</dt>
                <dd>{money(calc.result.afterTax)}</dd>
              </div>
              <div className="extra-figures__total">
                <dt>{t("extras.tx.savings")}</dt>
                <dd data-testid="tx-savings">{money(calc.result.savings)}</dd>
              </div>
            </dl>
          ) : null}
          <p className="muted">{t("extras.tx.notes")}</p>
        </div>
      </div>

      <SourceList id={EXTRA_SOURCES.txReferendum} lists={data.sources} title={t("common.sources")} />
    </section>
  );
}
