import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import "~/components/toasts-at-load";
import { potentialSavings, valueTier } from "~/calculator/engine/extras";
import { valueWarning } from "~/calculator/engine/form-checks";
import { errorText, type ErrorKey } from "~/calculator/engine/error-messages";
import { ComponentErrorBoundary } from "~/components/errors";
import type { NewsletterPopupProps } from "~/forms/NewsletterPopup";
import { useNewsletterPopup } from "~/forms/use-newsletter-popup";
import { useHydrated } from "~/forms/use-hydrated";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import type { RootData } from "~/root";
import { track } from "~/utils/analytics/client";
import { recordCalculation } from "~/utils/analytics/usage";
import { formatMoney, formatPercent } from "~/utils/format";
import { loadOnce } from "~/utils/load-once";
import { onDemand } from "~/utils/on-demand";
import { logCalculation, reportError } from "~/utils/monitoring/client";
import type { CalculatorData } from "./calculator.server";
import { countyDetails, readyCountyDetails, type CountyDetails } from "./county-details";
import { CountyPicker } from "./CountyPicker";
import { countyLabel, findCalcCounty } from "./counties";
import { ExemptionFields } from "./ExemptionFields";
import { HomeValueField } from "./HomeValueField";
import type { MobileWizardProps } from "./MobileWizard";
import type { CalculatorOptions } from "./options";
import type { Translate } from "./report-model";
import type { Calculation, ResultsCardProps } from "./ResultsCard";
import { unpackPickerList } from "./picker-list";
import type { RunOutcome } from "./run";
import { CalculatorSkeleton, ResultsSkeleton } from "./Skeletons";
import { restoreSelectedCounty, saveSelectedCounty } from "./storage";
import { replaceCalculatorParams, toSearchParams, type CalculatorFormState } from "./url-params";
import type { WizardCloseReason, WizardStep } from "./wizard-steps";

export interface CalculatorProps {
  data: CalculatorData;
  lang: Lang;
}

type Status = "idle" | "calculating" | "result" | "failed";

/** Form checks in the visitor's language: the dictionary carries the spec's exact words. */
function messageText(key: ErrorKey, lang: Lang, t: Translate): string {
  if (key === "error.invalidValue") return t("calculator.validValue");
  if (key === "error.selectCounty") return t("calculator.selectCounty");
  if (key === "error.calculation") return t("calculator.errorCalculating");
  return errorText(key, lang);
}

let loadedToastShown = false;

// The results card, the phone wizard and the newsletter popup are fetched when needed: the card
// with the engine, the wizard when the visitor turns to the form, the popup when it opens. The
// server renders them in place (on-demand.tsx).
const results = onDemand<ResultsCardProps, HTMLHeadingElement>(
  () => import("./ResultsCard").then((m) => m.ResultsCard as ComponentType<ResultsCardProps>),
  import.meta.env.SSR
    ? ((await import("./ResultsCard")).ResultsCard as ComponentType<ResultsCardProps>)
    : undefined,
);
const wizard = onDemand<MobileWizardProps>(
  () => import("./MobileWizard").then((m) => m.MobileWizard),
  import.meta.env.SSR ? (await import("./MobileWizard")).MobileWizard : undefined,
);
const newsletterPopup = onDemand<NewsletterPopupProps>(
  () => import("~/forms/NewsletterPopup").then((m) => m.NewsletterPopup),
  import.meta.env.SSR ? (await import("~/forms/NewsletterPopup")).NewsletterPopup : undefined,
);
const ResultsCard = results.Component;
const MobileWizard = wizard.Component;
const NewsletterPopup = newsletterPopup.Component;

/**
 * The engine's module (with the results card): fetched when the visitor first focuses or
 * touches the form, so it is there by the time they press Calculate, or at the latest with the
 * first calculation. It is not among the page's first scripts. Once there, a calculation
 * without delay shows its result in the same render.
 */
type Engine = typeof import("./run");
const engine = loadOnce<Engine>(() => Promise.all([import("./run"), results.preload()]).then(([run]) => run));
function warmEngine() {
  engine.get().catch(() => undefined);
  wizard.preload().catch(() => undefined);
}

export function Calculator({ data, lang }: CalculatorProps) {
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
  return <ReadyCalculator data={data} lang={lang} />;
}

function ReadyCalculator({ data, lang }: { data: Extract<CalculatorData, { ok: true }>; lang: Lang }) {
  const { t: rawT } = useTranslation();
  const t = rawT as unknown as Translate;
  const root = useRouteLoaderData("root") as RootData | undefined;
  const hydrated = useHydrated();
  const { options, product, delayMs, initial, stateName } = data;
  const boroughs = data.nyc?.boroughs;
  const counties = useMemo(() => unpackPickerList(data.counties, boroughs), [data.counties, boroughs]);

  const [form, setForm] = useState<CalculatorFormState>(initial.form);
  const [status, setStatus] = useState<Status>(initial.result ? "result" : "idle");
  const [calc, setCalc] = useState<Calculation | null>(() =>
    initial.result && initial.county
      ? { result: initial.result, form: initial.form, county: initial.county }
      : null,
  );
  const [fieldErrors, setFieldErrors] = useState<ErrorKey[]>(initial.errors);
  const [failure, setFailure] = useState<ErrorKey | null>(initial.failure);
  const [announcement, setAnnouncement] = useState("");
  const [wizardOpen, setWizardOpen] = useState(false);
  const formRef = useRef(form);
  formRef.current = form;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const started = useRef(false);
  const warnedValue = useRef<number | null>(null);
  const popup = useNewsletterPopup();

  const nycCounty = boroughs?.includes(form.county) === true;
  const calculating = status === "calculating";
  const disabled = !form.county || !(form.value > 0) || calculating;

  // Page loaded: the spec's success toast, and the county remembered for this state.
  useEffect(() => {
    if (!loadedToastShown) {
      loadedToastShown = true;
      toast.success(t("calculator.loaded", { count: counties.length, state: stateName }), {
        duration: 3000,
        id: "calculator-loaded",
      });
    }
    if (!initial.submitted && !initial.form.county) {
      const restored = restoreSelectedCounty(options.state, counties);
      if (restored) setForm((f) => (f.county ? f : { ...f, county: restored.slug }));
    }
    // A county chosen from the start (the address, the last visit): its details come now.
    const start = findCalcCounty(counties, formRef.current.county || initial.form.county);
    if (start) void countyDetails(start.slug, lang);
    return () => clearTimeout(timer.current);
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (focusResults.current && status === "result") {
      focusResults.current = false;
      resultsHeading.current?.focus();
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      resultsHeading.current?.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
    }
  }, [status]);

  const markStarted = useCallback(
    (via: "form" | "wizard") => {
      if (started.current) return;
      started.current = true;
      track("calculator_started", { state: options.state, via, language: lang });
    },
    [options.state, lang],
  );

  const update = useCallback(
    (patch: Partial<CalculatorFormState>) => {
      markStarted("form");
      setForm((f) => ({ ...f, ...patch }));
      // The chosen county's rates and units are fetched while the visitor fills in the rest.
      const chosen = patch.county ? findCalcCounty(counties, patch.county) : undefined;
      if (chosen) void countyDetails(chosen.slug, lang);
      setFieldErrors((errs) =>
        errs.filter(
          (e) =>
            (patch.county !== undefined ? e !== "error.selectCounty" : true) &&
            (patch.value !== undefined ? e !== "error.invalidValue" : true),
        ),
      );
    },
    [markStarted, counties, lang],
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

  const calculate = useCallback(
    (via: "form" | "wizard") => {
      const f = formRef.current;
      const checks: ErrorKey[] = [];
      if (!f.county) checks.push("error.selectCounty");
      if (!(f.value > 0)) checks.push("error.invalidValue");
      if (checks.length) {
        setFieldErrors(checks);
        for (const k of checks) toast.error(messageText(k, lang, t), { duration: 4000 });
        return;
      }
      markStarted(via);
      clearTimeout(timer.current);
      setFieldErrors([]);
      setFailure(null);
      setStatus("calculating");
      setAnnouncement(t("calculator.calculating"));
      // The engine (and zod, which checks its input) and the county's details (rates, units,
      // notes) and the state's rules are fetched by now or while the delay runs: neither is
      // among the page's first scripts or data. If either cannot be fetched, the calculation
      // fails as any other, with its retry.
      const picked = findCalcCounty(counties, f.county);
      const failed: RunOutcome = { result: null, errors: [], failure: "error.calculation" };
      const run = (loaded: Engine, details: CountyDetails | null): [RunOutcome, CountyDetails | null] => {
        if (!picked) return [{ result: null, errors: [], failure: "error.countyNotFound" }, null];
        if (!details) return [failed, null];
        return [loaded.runCalculation(f, [details.county], details.rules, options), details];
      };
      const readyEngine = engine.ready();
      const readyDetails = picked ? readyCountyDetails(picked.slug, lang) : undefined;
      const ready = readyEngine && (readyDetails || !picked) ? run(readyEngine, readyDetails ?? null) : null;
      const pending = ready
        ? null
        : Promise.all([engine.get(), picked ? countyDetails(picked.slug, lang) : null]).then(
            ([loaded, details]) => run(loaded, details),
            (): [RunOutcome, null] => [failed, null],
          );
      const show = ([outcome, details]: [RunOutcome, CountyDetails | null]) => {
        const county = details?.county;
        if (outcome.result && county) {
          const r = outcome.result;
          setCalc({ result: r, form: f, county });
          setStatus("result");
          focusResults.current = via === "wizard";
          setAnnouncement(
            t("calculator.results.announce", {
              county: countyLabel(county.name, t),
              annual: formatMoney(r.annualTax, lang),
              monthly: formatMoney(r.monthlyTax, lang),
              rate: formatPercent(r.effectiveRate, lang),
            }),
          );
          // The address becomes the result's link; history.state is kept so Remix's navigation bookkeeping survives.
          const url = `${window.location.pathname}?${replaceCalculatorParams(new URLSearchParams(window.location.search), f).toString()}`;
          window.history.replaceState(window.history.state, "", url);
          saveSelectedCounty(options.state, county.name);
          recordCalculation(options.state, f.value);
          track("tax_calculated", {
            state: options.state,
            county: county.name,
            homeValue: f.value,
            annualTax: r.annualTax,
            effectiveRate: Math.round(r.effectiveRate * 100) / 100,
            valueTier: valueTier(f.value, product),
            homestead: f.homestead,
            over65: f.over65,
            disabled: f.disabled,
            veteran: f.veteran,
            via,
            language: lang,
          });
          logCalculation("completed", { state: options.state, county: county.name, annualTax: r.annualTax });
          popup.notifyCalculated();
        } else {
          const key = outcome.failure ?? outcome.errors[0] ?? "error.calculation";
          setCalc(null);
          setStatus("failed");
          setFailure(key);
          setAnnouncement(t("calculator.failedTitle"));
          toast.error(t("calculator.failedTitle"), {
            description: t("calculator.failedText"),
            duration: 6000,
            action: { label: t("common.retry"), onClick: () => calculate(via) },
          });
          track("calculation_error", { state: options.state, county: f.county, error: key, language: lang });
          logCalculation("failed", { state: options.state, county: f.county, error: key });
        }
      };
      const finish = () => (ready ? show(ready) : void pending?.then(show));
      if (delayMs > 0) timer.current = setTimeout(finish, delayMs);
      else finish();
    },
    [counties, options, product, delayMs, lang, t, markStarted, popup],
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (calculating) return;
    warnValue(formRef.current.value);
    calculate("form");
  }

  function closeWizard(reason: WizardCloseReason, step: WizardStep) {
    setWizardOpen(false);
    track("wizard_abandoned", { state: options.state, step, via: reason, language: lang });
  }

  const potential = calc
    ? potentialSavings(
        calc.result.baseAssessedValue,
        calc.result.effectiveRate,
        { homesteadExemption: calc.form.homestead, over65Exemption: calc.form.over65 },
        product,
      )
    : 0;
  const shareUrl = calc
    ? `${root?.siteUrl ?? ""}${hrefFor("calculator", lang)}?${toSearchParams(calc.form).toString()}`
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
            method="get"
            action={hrefFor("calculator", lang)}
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
              error={valueError}
            />
            <CountyPicker
              id="calc-county"
              counties={counties}
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

        <div className="calculator__results" id="calculator-results">
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
                  potentialSavings={potential}
                />
              </Suspense>
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
      {root?.newsletter !== false && popup.open ? (
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
