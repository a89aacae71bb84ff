import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/route-table";
import { formatDecimal, formatMoney, formatPercent } from "~/utils/format";
import { withSections } from "~/i18n/page-sections";
import { CopyLinkButton } from "./CopyLinkButton";
import { ExtraForm, InputField, ResultSummary, SourceList } from "./ExtraForm";
import { CA_PARAMS } from "./params";
import { EXTRA_SOURCES } from "./sources";
import { Timeline } from "./Timeline";
import type { CaliforniaExtras as Data } from "./types";

await withSections("extras");

export const CA_SECTION_ID = "ca-prop13";
export const CA_TIMELINE_ID = "ca-timeline";

/** The footer's newsletter signup, where the "notify me" link leads (absent when the site owner turned it off). */
export const NEWSLETTER_ANCHOR = "#site-footer";

export function CaliforniaExtras({ data, lang, action }: { data: Data; lang: Lang; action: string }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { newsletter?: boolean } | undefined;
  const { calc } = data;
  const money = (n: number) => formatMoney(n, lang);
  const r = calc.result;
  const sharePath = `${action}?${new URLSearchParams({
    [CA_PARAMS.price]: String(calc.price.value),
    [CA_PARAMS.year]: String(calc.year.value),
    [CA_PARAMS.market]: String(calc.market.value),
  })}#${CA_SECTION_ID}`;
  const assumed = r ? r.years.filter((y) => y.assumed).map((y) => y.year) : [];
  return (
    <>
      <section id={CA_SECTION_ID} aria-labelledby={`${CA_SECTION_ID}-title`} className="container extra">
        <h2 id={`${CA_SECTION_ID}-title`}>{t("extras.ca.title")}</h2>
        <p className="lede">{t("extras.ca.intro")}</p>
        <div className="card extra-calc">
          <h3>{t("extras.ca.calcTitle")}</h3>
          {calc.submitted ? null : <p className="muted">{t("extras.common.example")}</p>}
          <ExtraForm action={action} sectionId={CA_SECTION_ID} submitLabel={t("extras.ca.submit")}>
            <div className="extra-form__grid extra-form__grid--3">
              <InputField
                id="p13-price"
                name={CA_PARAMS.price}
                label={t("extras.ca.priceLabel")}
                field={calc.price}
                prefix="$"
              />
              <InputField
                id="p13-year"
                name={CA_PARAMS.year}
                label={t("extras.ca.yearLabel")}
                field={calc.year}
                hint={t("extras.ca.yearHint", { min: calc.minYear, max: calc.maxYear })}
              />
              <InputField
                id="p13-market"
                name={CA_PARAMS.market}
                label={t("extras.ca.marketLabel")}
                field={calc.market}
                prefix="$"
              />
            </div>
          </ExtraForm>
          <div className="extra-result">
            <ResultSummary>
              {r
                ? t("extras.ca.summary", {
                    savings: money(r.annualSavings),
                    total: money(r.totalSavings),
                    year: calc.year.value,
                  })
                : t("extras.common.fixFields")}
            </ResultSummary>
            {r ? (
              <>
                <dl className="extra-figures">
                  <div>
                    <dt>{t("extras.ca.protected", { year: data.taxYear })}</dt>
                    <dd>{money(r.protectedAssessment)}</dd>
                  </div>
                  <div>
                    <dt>{t("extras.ca.withoutTax")}</dt>
                    <dd>{money(r.taxWithoutProp13)}</dd>
                  </div>
                  <div>
                    <dt>{t("extras.ca.actualTax")}</dt>
                    <dd>{money(r.actualTax)}</dd>
                  </div>
                  <div className="extra-figures__total">
                    <dt>{t("extras.ca.annualSavings")}</dt>
                    <dd data-testid="ca-annual-savings">{money(r.annualSavings)}</dd>
                  </div>
                  <div className="extra-figures__total">
                    <dt>{t("extras.ca.totalSavings", { year: calc.year.value })}</dt>
                    <dd data-testid="ca-total-savings">{money(r.totalSavings)}</dd>
                  </div>
                </dl>
                <p className="muted">
                  {t("extras.ca.rateNote", { rate: formatPercent(r.ratePercent, lang) })}{" "}
                  {assumed.length > 0 ? t("extras.ca.assumedNote", { years: assumed.join(", ") }) : null}
                </p>
                <details className="extra-years">
                  <summary>{t("extras.ca.yearsTable")}</summary>
                  <div
                    className="table-scroll"
                    tabIndex={0}
                    role="region"
                    aria-label={t("extras.ca.yearsTable")}
                  >
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">{t("extras.ca.colYear")}</th>
                          <th scope="col">{t("extras.ca.colFactor")}</th>
                          <th scope="col">{t("extras.ca.colMarket")}</th>
                          <th scope="col">{t("extras.ca.colAssessed")}</th>
                          <th scope="col">{t("extras.ca.colSavings")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {r.years.map((y) => (
                          <tr key={y.year}>
                            <th scope="row">{y.year}</th>
                            <td>
                              {y.factor === null ? "—" : formatDecimal(y.factor, lang, 5)}
                              {y.assumed ? (
                                <span className="muted"> {t("extras.ca.assumedMark")}</span>
                              ) : null}
                            </td>
                            <td>{money(y.marketValue)}</td>
                            <td>{money(y.protectedAssessment)}</td>
                            <td>{money(y.savings)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <p className="muted">{t("extras.ca.marketNote")}</p>
                </details>
              </>
            ) : null}
          </div>
          {/* Its one button needs JavaScript: without it the row would be an empty gap. */}
          <p className="actions js-only">
            <CopyLinkButton path={sharePath} label={t("extras.ca.share")} />
          </p>
        </div>
        <SourceList id={EXTRA_SOURCES.caProp13} lists={data.sources} title={t("common.sources")} />
      </section>

      <section id={CA_TIMELINE_ID} aria-labelledby={`${CA_TIMELINE_ID}-title`} className="container extra">
        <h2 id={`${CA_TIMELINE_ID}-title`}>
          {t("extras.ca.timelineTitle", { year: data.taxYear, next: data.taxYear + 1 })}
        </h2>
        <p>{t("extras.ca.timelineIntro", { year: data.taxYear, next: data.taxYear + 1 })}</p>
        {root?.newsletter ? (
          <p className="extra-notify">
            <a className="button button--secondary" href={NEWSLETTER_ANCHOR}>
              {t("extras.ca.notifyLink")}
            </a>{" "}
            <span className="muted">{t("extras.ca.notifyText")}</span>
          </p>
        ) : null}
        <Timeline items={data.timeline} lang={lang} labelledBy={`${CA_TIMELINE_ID}-title`} />
      </section>
    </>
  );
}
