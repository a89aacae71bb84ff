import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ResultsAffiliate } from "~/components/AffiliateLink";
import { toast } from "~/components/toasts";
import "~/components/toasts-at-load";
import { valueWarning } from "~/calculator/engine/form-checks";
import { errorText } from "~/calculator/engine/error-messages";
import { ComponentErrorBoundary } from "~/components/errors";
import { useUiSettings } from "~/content/use-ui-settings";
import { useNewsletterPopup } from "~/forms/use-newsletter-popup";
import { useFilledBeforeHydration } from "~/utils/filled-before-hydration";
import { useHydrated } from "~/utils/use-hydrated";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import type { RootData } from "~/root";
import { track } from "~/utils/analytics/client";
import { reportError } from "~/utils/monitoring/client";
import type { AfterCalculationContext, CalculationVia } from "./after-calculation";
import type { CalculatorData } from "./calculator.server";
import { findCalcCounty } from "./counties";
import { countyDetails, readyCountyDetails } from "./county-details";
import { CountyPicker } from "./CountyPicker";
import { ExemptionFields } from "./ExemptionFields";
import { HomeValueField } from "./HomeValueField";
import { MobileWizard, NewsletterPopup, ResultsCard, warmEngine } from "./lazy";
import { messageText } from "./message-text";
import type { CalculatorOptions } from "./options";
import type { Translate } from "./report-model";
import { PICKER_SECTION } from "./picker-list";
import { usePickerList, useWholePickerList } from "./use-picker-list";
import { loadedMessage } from "./result-facts";
import { CalculatorSkeleton, ResultsSkeleton } from "./Skeletons";
import { restoreSelectedCounty } from "./storage";
import {
  CALCULATOR_FORM_ID,
  toSearchParams,
  withSubmittedBuyerFields,
  type CalculatorFormState,
} from "./url-params";
import { useCalculation } from "./use-calculation";
import type { WizardCloseReason, WizardStep } from "./wizard-steps";
import { useLiveResult } from "./use-live-result";
import { EditInputsLink, RESULTS_ANCHOR, useOpenAtResult } from "./open-at-result";
import { formStateFrom, readParams } from "./url-state";

export interface CalculatorProps {
  data: CalculatorData;
  lang: Lang;
  /**
   * Framed by a partner site (/embed/calculator): the form answers on the embed page, and the
   * site's own offers (newsletter popup, affiliate link) stay out of the partner's page.
   */
  embedded?: boolean;
}

let loadedToastShown = false;
const noPopup = () => {};
/** The county picker's id: its select, rendered by the server, is where the browser reads the list. */
const COUNTY_FIELD = "calc-county";

export function Calculator({ data, lang, embedded = false }: CalculatorProps) {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const revalidator = useRevalidator();
  const reloading = revalidator.state === "loading";

  useEffect(() => {
    if (!data.ok) toast.error(t("calculator.loadFailed"), { duration: 6000, id: "calculator-load" });
  }, [data.ok, t]);

  if (reloading) return <CalculatorSkeleton />;
  if (!data.ok) {
    return (
      <div className="calculator-error" role="alert">
        <h2>{t("calculator.errorTitle")}</h2>
        <p>{t("calculator.errorText")}</p>
        <p className="muted">{messageText(data.reason, lang, t)}</p>
        <button type="button" className="button" onClick={() => revalidator.revalidate()}>
          {t("common.tryAgain")}
        </button>
      </div>
    );
  }
  return <ReadyCalculator data={data} lang={lang} embedded={embedded} />;
}

function ReadyCalculator({
  data,
  lang,
  embedded,
}: {
  data: Extract<CalculatorData, { ok: true }>;
  lang: Lang;
  embedded: boolean;
}) {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const root = useRouteLoaderData("root") as RootData | undefined;
  const hydrated = useHydrated();
  const { options, product, initial, stateName } = data;
  const boroughs = data.nyc?.boroughs;
  // On a document the loader data carries no list: the server's render takes it from the
  // request's sections, the browser reads the select that render made (picker-list.ts), once.
  // A home page's select lists only the largest counties: the rest come after hydration.
  const pageCounties = usePickerList(PICKER_SECTION, data.counties, COUNTY_FIELD, boroughs);
  const { counties, complete } = useWholePickerList(pageCounties, Boolean(data.pickerPartial), boroughs);

  const [form, setForm] = useState<CalculatorFormState>(initial.form);
  const [wizardOpen, setWizardOpen] = useState(false);
  const started = useRef(false);
  const warnedValue = useRef<number | null>(null);
  const popup = useNewsletterPopup();

  const markStarted = useCallback(
    (via: CalculationVia) => {
      if (started.current) return;
      started.current = true;
      track("calculator_started", { state: options.state, via, language: lang });
    },
    [options.state, lang],
  );
  // Embedded, the popup never shows: it must not count as shown either (the Embed page's preview
  // shares this site's storage).
  const notifyCalculated = embedded ? noPopup : popup.notifyCalculated;
  const { powerUserCalculations: powerUserAt } = useUiSettings();
  const effects = useMemo<AfterCalculationContext>(
    () => ({ state: options.state, lang, product, t, popup: { notifyCalculated }, powerUserAt }),
    [options.state, lang, product, t, notifyCalculated, powerUserAt],
  );
  const {
    status,
    calc,
    opportunities,
    fieldErrors,
    failure,
    announcement,
    calculate,
    edited,
    resultsHeading,
  } = useCalculation({ data, counties, form, effects, onStart: markStarted });

  const nycCounty = boroughs?.includes(form.county) === true;
  const calculating = status === "calculating";
  const disabled = !form.county || !(form.value > 0) || calculating;

  // What the visitor filled in before the page's code arrived is the form's state: hydration's
  // next render would otherwise put the server's values back (a typed $875,000 became $350,000,
  // a county chosen in the plain list was lost). Before the remembered county is restored.
  const formElement = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(formElement, (fields) => {
    const state = formStateFrom(readParams(fields), initial.form.value);
    markStarted("form");
    setForm(state);
    if (state.county) void countyDetails(state.county, lang);
  });

  // Page loaded: the spec's success toast, once React has hydrated the page. sonner renders a
  // toast synchronously (flushSync); asked for while the page was still hydrating, that forced
  // the rest of the hydration into the same task. It also measures the toast, which lays out
  // whatever hydration left to lay out: after the next frame the page's layout is done, in the
  // frame's own task, and the toast's task lays out the toast alone.
  useEffect(() => {
    if (!hydrated || !complete || loadedToastShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (loadedToastShown) return;
        loadedToastShown = true;
        toast.success(loadedMessage(counties.length, data.publishedRates, stateName, t), {
          duration: 3000,
          id: "calculator-loaded",
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once per page view, when the page has hydrated and has every county.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, complete]);

  // The county remembered for this state, once the list has every county.
  useEffect(() => {
    if (!complete) return;
    const restored =
      !initial.submitted && !initial.form.county ? restoreSelectedCounty(options.state, counties) : undefined;
    if (restored) setForm((f) => (f.county ? f : { ...f, county: restored.slug }));
    // A county chosen from the start (the address, the last visit): its details come now.
    const start = restored ?? findCalcCounty(counties, initial.form.county);
    if (start) void countyDetails(start.slug, lang);
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete]);

  const update = useCallback(
    (patch: Partial<CalculatorFormState>) => {
      markStarted("form");
      setForm((f) => ({ ...f, ...patch }));
      // The chosen county's rates and units are fetched while the visitor fills in the rest.
      const chosen = patch.county ? findCalcCounty(counties, patch.county) : undefined;
      if (chosen) void countyDetails(chosen.slug, lang);
      edited(patch);
    },
    [markStarted, edited, counties, lang],
  );

  const warnValue = useCallback(
    (value: number) => {
      if (warnedValue.current === value) return;
      warnedValue.current = value;
      const key = valueWarning(value, product);
      if (key)
        toast.warning(errorText(key, lang), {
          description: errorText("warning.verifyAmount", lang),
          duration: 4000,
        });
    },
    [product, lang],
  );

  useOpenAtResult(initial.result !== null);
  useLiveResult({
    form,
    shown: calc?.form ?? null,
    ready: !disabled,
    recalculate: () => calculate("form"),
    delayMs: data.delayMs,
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (calculating) return;
    const search = withSubmittedBuyerFields(
      new URLSearchParams(window.location.search),
      new FormData(e.currentTarget),
    );
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${search}`);
    warnValue(form.value);
    calculate("form");
  }

  function closeWizard(reason: WizardCloseReason, step: WizardStep) {
    setWizardOpen(false);
    track("wizard_abandoned", { state: options.state, step, via: reason, language: lang });
  }

  const shareUrl = calc
    ? `${root?.siteUrl ?? ""}${hrefFor("calculator", lang)}?${toSearchParams(calc.form).toString()}#${RESULTS_ANCHOR}`
    : "";
  const valueError = fieldErrors.includes("error.invalidValue") ? t("calculator.validValue") : null;
  const countyError = fieldErrors.includes("error.selectCounty") ? t("calculator.selectCounty") : null;

  return (
    <div className="calculator">
      <div className="calculator__grid">
        {/* The engine is fetched as soon as the visitor turns to the form (see warmEngine). */}
        <div className="calculator__form" onFocus={warmEngine} onPointerDown={warmEngine}>
          {/* Rendered by the server too, so it takes its place at the first paint instead of
              pushing the form down when React arrives (layout shift); without JavaScript, where
              the wizard cannot open, CSS hides it. Its button says it is not ready until React
              is (aria-disabled keeps it focusable and announced, unlike disabled). */}
          <div className="wizard-card">
            <h2 className="wizard-card__title">{t("calculator.wizard.cardTitle")}</h2>
            <p>{t("calculator.wizard.cardText")}</p>
            <button
              type="button"
              className="button"
              aria-haspopup="dialog"
              aria-disabled={hydrated ? undefined : true}
              onClick={() => {
                if (!hydrated) return;
                markStarted("wizard");
                setWizardOpen(true);
              }}
            >
              {t("calculator.wizard.start")}
            </button>
          </div>
          <form
            ref={formElement}
            id={CALCULATOR_FORM_ID}
            method="get"
            action={`${hrefFor(embedded ? "embed-calculator" : "calculator", lang)}#${RESULTS_ANCHOR}`}
            className="calculator-form"
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="calculator-form-title"
          >
            <h2 id="calculator-form-title">{t("calculator.formTitle")}</h2>
            {failure ? (
              <div className="form-error" role="alert">
                <strong>{t("calculator.errorCalculating")}:</strong> {messageText(failure, lang, t)}
              </div>
            ) : null}
            {!hydrated && fieldErrors.length > 0 ? (
              <div className="error-summary" role="alert">
                <h3>{t("calculator.fixErrors")}</h3>
                <ul>
                  {fieldErrors.map((k) => (
                    <li key={k}>{messageText(k, lang, t)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <HomeValueField
              id="calc-value"
              value={form.value}
              lang={lang}
              onChange={(value) => update({ value })}
              onCommit={warnValue}
              label={options.valueLabel}
              hint={options.valueHint}
              error={valueError}
              warnings={product.warnings}
            />
            <CountyPicker
              id={COUNTY_FIELD}
              counties={counties}
              partial={!complete}
              value={form.county}
              onChange={(county) => update({ county })}
              error={countyError}
            />
            <ExemptionFields
              idPrefix="calc"
              options={options}
              form={form}
              onChange={update}
              lang={lang}
              variant="form"
              nycCounty={nycCounty}
              starSegments={
                readyCountyDetails(form.county, lang)?.county.starSegments ??
                (calc?.county.slug === form.county ? calc.county.starSegments : undefined)
              }
            />
            <button
              type="submit"
              className="button calculate-button"
              aria-disabled={hydrated && disabled ? true : undefined}
              aria-busy={calculating || undefined}
            >
              {calculating ? t("calculator.calculating") : t("calculator.calculate")}
            </button>
          </form>
        </div>

        <div className="calculator__results" id={RESULTS_ANCHOR}>
          {calc ? <EditInputsLink /> : null}
          <div
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="visually-hidden"
            data-testid="calculator-announcer"
          >
            {announcement}
          </div>
          {calculating ? (
            <ResultsSkeleton />
          ) : calc ? (
            <ComponentErrorBoundary
              name={t("calculator.results.errorName")}
              onError={(error) => reportError(error, { area: "results" })}
            >
              <Suspense fallback={<ResultsSkeleton />}>
                <ResultsCard
                  ref={resultsHeading}
                  calc={calc}
                  options={options}
                  stateName={stateName}
                  lang={lang}
                  shareUrl={shareUrl}
                  opportunities={opportunities}
                />
              </Suspense>
              {embedded ? null : (
                <ResultsAffiliate affiliate={readyCountyDetails(calc.county.slug, lang)?.affiliate} />
              )}
            </ComponentErrorBoundary>
          ) : (
            <EmptyResults options={options} />
          )}
        </div>
      </div>

      {wizardOpen ? (
        <Suspense fallback={null}>
          <MobileWizard
            form={form}
            onChange={update}
            options={options}
            counties={counties}
            lang={lang}
            onValueCommit={warnValue}
            onClose={closeWizard}
            onCalculate={() => {
              setWizardOpen(false);
              calculate("wizard");
            }}
          />
        </Suspense>
      ) : null}
      {!embedded && root?.newsletter !== false && popup.open ? (
        <Suspense fallback={null}>
          <NewsletterPopup
            open={popup.open}
            onOpenChange={popup.onOpenChange}
            county={calc?.county.name ?? null}
            calculatedTax={calc?.result.annualTax ?? null}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function EmptyResults({ options }: { options: CalculatorOptions }) {
  const { t } = useTranslation();
  return (
    <div className="results-card results-card--empty">
      <p>{t("calculator.emptyResults", { year: options.taxYear })}</p>
    </div>
  );
}
