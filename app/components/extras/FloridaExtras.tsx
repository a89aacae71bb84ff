import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { formatMoney, formatPercent } from "~/utils/format";
import { withSections } from "~/i18n/page-sections";
import { ExtraForm, InputField, ResultSummary, SourceList } from "./ExtraForm";
import { FL_PARAMS } from "./params";
import { EXTRA_SOURCES } from "./sources";
import { Timeline } from "./Timeline";
import type { FloridaExtras as Data } from "./types";

await withSections("extras");

export const FL_SECTION_ID = "fl-tax-shock";
export const FL_TIMELINE_ID = "fl-timeline";
export const FL_CDD_ID = "fl-cdd";

export function FloridaExtras({ data, lang, action }: { data: Data; lang: Lang; action: string }) {
  const { t } = useTranslation();
  const { calc } = data;
  const money = (n: number) => formatMoney(n, lang);
  const r = calc.result;
  return (
    <>
      <section id={FL_SECTION_ID} aria-labelledby={`${FL_SECTION_ID}-title`} className="container extra">
        <h2 id={`${FL_SECTION_ID}-title`}>{t("extras.fl.title")}</h2>
        <p className="lede">{t("extras.fl.intro")}</p>
        <div className="card extra-calc">
          <h3>{t("extras.fl.calcTitle")}</h3>
          <ExtraForm action={action} sectionId={FL_SECTION_ID} submitLabel={t("extras.fl.submit")}>
            <div className="extra-form__grid">
              <InputField
                id="shock-price"
                name={FL_PARAMS.price}
                label={t("extras.fl.priceLabel")}
                field={calc.price}
                prefix="$"
              />
              <div className="field">
                <label htmlFor="shock-county">{t("extras.fl.countyLabel")}</label>
                <select
                  id="shock-county"
                  name={FL_PARAMS.county}
                  defaultValue={calc.county}
                  key={calc.county}
                >
                  {calc.counties.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <fieldset className="extra-fieldset">
              <legend>{t("extras.fl.sellerLegend")}</legend>
              <p className="field-hint">{t("extras.fl.sellerHint")}</p>
              <div className="extra-form__grid extra-form__grid--3">
                <InputField
                  id="shock-seller-year"
                  name={FL_PARAMS.sellerYear}
                  label={t("extras.fl.sellerYearLabel")}
                  field={calc.sellerYear}
                  hint={t("extras.ca.yearHint", { min: calc.minYear, max: calc.maxYear })}
                />
                <InputField
                  id="shock-seller-price"
                  name={FL_PARAMS.sellerPrice}
                  label={t("extras.fl.sellerPriceLabel")}
                  field={calc.sellerPrice}
                  prefix="$"
                />
                <InputField
                  id="shock-seller-assessed"
                  name={FL_PARAMS.sellerAssessed}
                  label={t("extras.fl.sellerAssessedLabel")}
                  field={calc.sellerAssessed}
                  prefix="$"
                  optional
                />
              </div>
            </fieldset>
          </ExtraForm>
          <div className="extra-result">
            <ResultSummary>
              {r
                ? r.increase > 0
                  ? t("extras.fl.summary", {
                      increase: money(r.increase),
                      percent: formatPercent(r.increasePercent, lang, 0),
                    })
                  : t("extras.fl.summaryNoIncrease")
                : t("extras.common.fixFields")}
            </ResultSummary>
            {r ? (
              <>
                <div className="extra-compare">
                  <div className="extra-compare__side">
                    <p className="extra-compare__label">{t("extras.fl.sellerTax")}</p>
                    <p className="extra-compare__amount">{money(r.sellerTax)}</p>
                    <p className="muted">
                      {t("extras.fl.assessed", { value: money(r.sellerAssessedValue) })}
                    </p>
                  </div>
                  <div className="extra-compare__side extra-compare__side--buyer">
                    <p className="extra-compare__label">{t("extras.fl.buyerTax")}</p>
                    <p className="extra-compare__amount" data-testid="fl-buyer-tax">
                      {money(r.buyerTax)}
                    </p>
                    <p className="muted">{t("extras.fl.assessed", { value: money(r.buyerAssessedValue) })}</p>
                    {r.buyerTaxRange ? (
                      <p className="muted" data-testid="fl-buyer-range">
                        {t("extras.fl.buyerRange", {
                          low: money(r.buyerTaxRange.low),
                          high: money(r.buyerTaxRange.high),
                        })}
                      </p>
                    ) : null}
                  </div>
                </div>
                <p className="muted">
                  {t("extras.fl.basis", {
                    county: r.county,
                    kind: t(
                      r.rateKind === "official" ? "extras.map.kind_official" : "extras.map.kind_estimate",
                    ),
                    year: r.rateYear,
                  })}
                </p>
              </>
            ) : null}
          </div>
        </div>
        <SourceList id={EXTRA_SOURCES.flShock} lists={data.sources} title={t("common.sources")} />
      </section>

      <section id={FL_CDD_ID} aria-labelledby={`${FL_CDD_ID}-title`} className="container extra">
        <div className="callout callout--warning extra-cdd">
          <h2 id={`${FL_CDD_ID}-title`}>{t("extras.cdd.title")}</h2>
          <p>{t("extras.cdd.what")}</p>
          <p>{t("extras.cdd.cost")}</p>
          <p>{t("extras.cdd.check")}</p>
          <p>
            <Link to={hrefFor("guide.special-districts", lang)}>{t("extras.cdd.guideLink")}</Link>
          </p>
          <SourceList id={EXTRA_SOURCES.flCdd} lists={data.sources} title={t("common.sources")} />
        </div>
      </section>

      <section id={FL_TIMELINE_ID} aria-labelledby={`${FL_TIMELINE_ID}-title`} className="container extra">
        <h2 id={`${FL_TIMELINE_ID}-title`}>{t("extras.fl.timelineTitle", { year: data.taxYear })}</h2>
        <Timeline items={data.timeline} lang={lang} labelledBy={`${FL_TIMELINE_ID}-title`} />
      </section>
    </>
  );
}
