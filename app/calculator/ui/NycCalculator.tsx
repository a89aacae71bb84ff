import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ResultsAffiliate } from "~/components/AffiliateLink";
import type { AffiliateLinkData } from "~/utils/affiliate";
import { toast } from "~/components/toasts";
import { useToastMs } from "~/content/use-ui-settings";
import { formatMessage, type MessageKey } from "~/calculator/engine/messages";
import type { StateRules, TaxResult } from "~/calculator/engine/schemas";
import { useFilledBeforeHydration } from "~/utils/filled-before-hydration";
import { useHydrated } from "~/utils/use-hydrated";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { track } from "~/utils/analytics/client";
import { formatMoney, formatPercent } from "~/utils/format";
import { logCalculation } from "~/utils/monitoring/client";
import type { CalcCounty } from "./counties";
import { MoneyField } from "./MoneyField";
import { RulesApplied } from "./RulesApplied";
import {
  readNycParams,
  runNyc,
  withNycParams,
  type NycFormState,
  type NycInitial,
  type StarChoice,
} from "./nyc";
import { ENGINE_BANDS, NYC_CLASSES } from "./options";
import { engineText, type Translate } from "./report-model";
import type { VeteranService } from "./url-params";

export interface NycCalculatorProps {
  initial: NycInitial;
  counties: readonly CalcCounty[];
  rules: StateRules;
  /** The state's affiliate link for under the result (the page's other data does not carry it). */
  affiliate: AffiliateLinkData | null;
  lang: Lang;
  /** In the embeddable calculator: the form answers there, and no affiliate link (Calculator.tsx). */
  embedded?: boolean;
}

/** New York City's calculator (spec §2, New York): class, market value, STAR, veterans, abatement. */
export function NycCalculator({
  initial,
  counties,
  rules,
  affiliate,
  lang,
  embedded = false,
}: NycCalculatorProps) {
  const { t: rawT } = useTranslation();
  const toastMs = useToastMs();
  const t = rawT as unknown as Translate;
  const hydrated = useHydrated();
  const boroughs = useMemo(
    () => counties.filter((c) => initial.boroughs.includes(c.slug)),
    [counties, initial.boroughs],
  );
  const [form, setForm] = useState<NycFormState>(initial.form);
  const [shown, setShown] = useState<{ result: TaxResult | null; error: MessageKey | null }>({
    result: initial.result,
    error: initial.error,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<NycFormState>) => setForm((f) => ({ ...f, ...patch }));

  // This calculator's code arrives after the page's: what the visitor filled in meanwhile is
  // the form's state (a class 2 choice became class 1 when hydration rendered the fields again).
  useFilledBeforeHydration(formElement, (fields) =>
    setForm(readNycParams(fields, { value: initial.form.value, borough: initial.form.borough }).form),
  );
  const money = (n: number) => formatMoney(n, lang);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const outcome = runNyc(form, boroughs, rules);
    setShown(outcome);
    const url = `${window.location.pathname}?${withNycParams(new URLSearchParams(window.location.search), form).toString()}`;
    window.history.replaceState(window.history.state, "", url);
    const borough = boroughs.find((b) => b.slug === form.borough);
    if (outcome.result && borough) {
      track("tax_calculated", {
        state: "NY",
        county: borough.name,
        homeValue: form.value,
        annualTax: outcome.result.annualTax,
        calculator: "nyc",
        propertyClass: form.propertyClass,
        language: lang,
      });
      logCalculation("completed", {
        state: "NY",
        county: borough.name,
        annualTax: outcome.result.annualTax,
        calculator: "nyc",
      });
      requestAnimationFrame(() => heading.current?.focus());
    } else {
      const key = outcome.error ?? "error.calculation";
      toast.error(t("calculator.failedTitle"), {
        description: formatMessage(key, lang),
        duration: toastMs("long"),
      });
      track("calculation_error", {
        state: "NY",
        county: form.borough,
        error: key,
        calculator: "nyc",
        language: lang,
      });
      logCalculation("failed", { state: "NY", county: form.borough, error: key, calculator: "nyc" });
    }
  }

  const r = shown.result;
  const nyc = r?.nyc;
  return (
    <section className="nyc-calculator" aria-labelledby="nyc-calculator-title">
      <h2 id="nyc-calculator-title">{t("calculator.nyc.title")}</h2>
      <p className="lede">{t("calculator.nyc.intro")}</p>
      <div className="calculator__grid">
        <form
          ref={formElement}
          method="get"
          action={hrefFor(embedded ? "embed-calculator" : "calculator", lang)}
          className="calculator-form nyc-form"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="nyc-form-title"
          // data-live: the form now shows only the fields its choices ask for (calculator.css
          // hides the others until then).
          data-live={hydrated ? "" : undefined}
        >
          <h3 id="nyc-form-title">{t("calculator.nyc.formTitle")}</h3>
          <div className="field">
            <label htmlFor="nyc-borough">{t("calculator.nyc.borough")}</label>
            <select
              id="nyc-borough"
              name="nycBorough"
              value={form.borough}
              onChange={(e) => set({ borough: e.target.value })}
            >
              {boroughs.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {t(`calculator.nyc.boroughs.${b.slug}`, { defaultValue: b.name })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="nyc-class">{t("calculator.propertyClass")}</label>
            <select
              id="nyc-class"
              name="nycClass"
              value={form.propertyClass}
              onChange={(e) => set({ propertyClass: e.target.value as NycFormState["propertyClass"] })}
            >
              {NYC_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {t(`calculator.class.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <MoneyField
            id="nyc-value"
            name="nycValue"
            label={t("calculator.nyc.marketValue")}
            hint={t("calculator.nyc.marketValueHint")}
            value={form.value}
            lang={lang}
            onChange={(v) => set({ value: v ?? 0 })}
          />
          <MoneyField
            id="nyc-assessed"
            name="nycAv"
            label={t("calculator.nyc.billableAv")}
            hint={t("calculator.nyc.billableAvHint")}
            value={form.assessed}
            lang={lang}
            onChange={(v) => set({ assessed: v || undefined })}
          />
          <div className="field">
            <label htmlFor="nyc-star">{t("calculator.nyc.star")}</label>
            <select
              id="nyc-star"
              name="nycStar"
              value={form.star}
              onChange={(e) => set({ star: e.target.value as StarChoice })}
              aria-describedby="nyc-star-hint"
            >
              <option value="none">{t("calculator.nyc.starNone")}</option>
              <option value="basic">{t("calculator.nyc.starBasic")}</option>
              <option value="enhanced">{t("calculator.nyc.starEnhanced")}</option>
            </select>
            <p id="nyc-star-hint" className="field-hint">
              {t("calculator.nyc.starHint")}
            </p>
          </div>
          {!hydrated || form.star === "enhanced" ? (
            <MoneyField
              className="field field--nyc-income"
              id="nyc-income"
              name="nycIncome"
              label={t("calculator.nyc.seniorIncome")}
              hint={t("calculator.nyc.seniorIncomeHint")}
              value={form.income}
              lang={lang}
              onChange={(v) => set({ income: v })}
            />
          ) : null}
          <div className="field-pair">
            <div className="field">
              <label htmlFor="nyc-service">{t("calculator.veteranService")}</label>
              <select
                id="nyc-service"
                name="nycService"
                value={form.service ?? ""}
                onChange={(e) =>
                  set({ service: (e.target.value || undefined) as VeteranService | undefined })
                }
              >
                <option value="">{t("calculator.serviceNone")}</option>
                <option value="wartime">{t("calculator.serviceWartime")}</option>
                <option value="combat">{t("calculator.serviceCombat")}</option>
                <option value="coldwar">{t("calculator.serviceColdwar")}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="nyc-veteran">{t("calculator.veteranRating")}</label>
              <select
                id="nyc-veteran"
                name="nycVeteran"
                value={form.veteran}
                onChange={(e) => set({ veteran: e.target.value })}
              >
                <option value="none">{t("calculator.wizard.none")}</option>
                {ENGINE_BANDS.map((b) => (
                  <option key={b} value={b}>
                    {t(`calculator.band.${b}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {!hydrated || form.propertyClass === "class2" ? (
            <div className="toggle toggle--coop">
              <input
                id="nyc-coop"
                type="checkbox"
                name="nycCoop"
                value="1"
                checked={form.coop}
                onChange={(e) => set({ coop: e.target.checked })}
                aria-describedby="nyc-coop-hint"
              />
              <label htmlFor="nyc-coop">{t("calculator.nyc.coop")}</label>
              <p id="nyc-coop-hint" className="field-hint">
                {t("calculator.nyc.coopHint")}
              </p>
            </div>
          ) : null}
          <button type="submit" className="button calculate-button">
            {t("calculator.calculate")}
          </button>
        </form>

        <div className="calculator__results">
          <div role="status" aria-live="polite" className="visually-hidden">
            {r
              ? t("calculator.nyc.announce", {
                  annual: money(r.annualTax),
                  quarterly: money(nyc?.quarterlyPayment ?? r.annualTax / 4),
                })
              : ""}
          </div>
          {shown.error ? (
            <div className="form-error" role="alert">
              <strong>{t("calculator.errorCalculating")}:</strong> {formatMessage(shown.error, lang)}
            </div>
          ) : null}
          {r && nyc ? (
            <article className="results-card" aria-labelledby="nyc-results-title">
              <header className="results-card__header">
                <h3 id="nyc-results-title" ref={heading} tabIndex={-1}>
                  {t("calculator.nyc.resultsTitle", { year: nyc.fiscalYear })}
                </h3>
                <p className="results-card__county">
                  {t(`calculator.nyc.boroughs.${r.countySlug}`, { defaultValue: r.county })}
                </p>
              </header>
              <dl className="figures figures--main">
                <div className="figure figure--big">
                  <dt>{t("calculator.nyc.finalTax")}</dt>
                  <dd>
                    <span className="figure__value">{money(nyc.finalTax)}</span>
                  </dd>
                </div>
                <div className="figure">
                  <dt>{t("calculator.results.monthly")}</dt>
                  <dd>
                    <span className="figure__value">{money(nyc.monthlyPayment)}</span>
                  </dd>
                </div>
                <div className="figure">
                  <dt>{t("calculator.results.nycQuarterly")}</dt>
                  <dd>
                    <span className="figure__value">{money(nyc.quarterlyPayment)}</span>
                  </dd>
                </div>
              </dl>
              <dl className="figures">
                {(
                  [
                    ["calculator.results.nycMarket", money(nyc.marketValue)],
                    ["calculator.results.nycAssessed", money(nyc.assessedValue)],
                    ["calculator.nyc.taxRate", formatPercent(nyc.taxRate, lang, 3)],
                    ["calculator.results.nycBaseTax", money(nyc.baseTax)],
                    ["calculator.results.nycSchool", money(nyc.schoolTaxPortion)],
                    ["calculator.results.nycStar", money(nyc.starSavings)],
                    ["calculator.results.nycVeteran", money(nyc.veteranSavings)],
                    ...(nyc.abatement > 0
                      ? [["calculator.nyc.abatement", money(nyc.abatement)] as const]
                      : []),
                    ["calculator.results.effectiveRate", formatPercent(nyc.effectiveRate, lang)],
                  ] as const
                ).map(([key, value]) => (
                  <div className="figure" key={key}>
                    <dt>{t(key)}</dt>
                    <dd>
                      <span className="figure__value">{value}</span>
                    </dd>
                  </div>
                ))}
              </dl>
              {r.notes.length ? (
                <div className="callout">
                  <ul>
                    {r.notes.map((n, i) => (
                      <li key={i}>{engineText(n, lang)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <RulesApplied rules={r.rules} lang={lang} />
              {embedded ? null : <ResultsAffiliate affiliate={affiliate} id="affiliate-nyc-results" />}
            </article>
          ) : (
            <div className="results-card results-card--empty">
              <p>{t("calculator.nyc.empty")}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
