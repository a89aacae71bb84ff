// The calculator's states (idle, calculating, result, failed), the spec's delay before a result
// and the messages a screen reader hears; what follows a calculation is after-calculation.ts.
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ErrorKey } from "~/calculator/engine/error-messages";
import type { ValueTier } from "~/calculator/engine/extras";
import type { SavingsOpportunity } from "~/calculator/engine/opportunities";
import { toast } from "~/components/toasts";
import { formatMoney, formatPercent } from "~/utils/format";
import {
  afterFailure,
  afterResult,
  type AfterCalculationContext,
  type CalculationVia,
} from "./after-calculation";
import type { CalculatorData } from "./calculator.server";
import { countyLabel, findCalcCounty } from "./counties";
import { countyDetails, readyCountyDetails, type CountyDetails } from "./county-details";
import { engine, type Engine } from "./lazy";
import { messageText } from "./message-text";
import type { PickerCounty } from "./picker-list";
import type { Calculation } from "./ResultsCard";
import type { RunOutcome } from "./run";
import type { CalculatorFormState } from "./url-params";

export type Status = "idle" | "calculating" | "result" | "failed";

export interface CalculationState {
  status: Status;
  calc: Calculation | null;
  /** The result's unclaimed exemptions, priced with the rules it was calculated with. */
  opportunities: SavingsOpportunity[];
  /** Form checks that failed, shown beside their fields. */
  fieldErrors: ErrorKey[];
  /** Why the last calculation failed (the engine's reason). */
  failure: ErrorKey | null;
  /** The live region's text. */
  announcement: string;
}

export type CalculationAction =
  | { type: "checksFailed"; errors: ErrorKey[] }
  | { type: "edited"; patch: Partial<CalculatorFormState> }
  | { type: "started"; announcement: string }
  | { type: "succeeded"; calc: Calculation; opportunities: SavingsOpportunity[]; announcement: string }
  | { type: "failed"; failure: ErrorKey; announcement: string };

export function calculationReducer(state: CalculationState, action: CalculationAction): CalculationState {
  switch (action.type) {
    case "checksFailed":
      return { ...state, fieldErrors: action.errors };
    case "edited": {
      // A field's message goes when the visitor changes that field.
      const { patch } = action;
      const fieldErrors = state.fieldErrors.filter(
        (e) =>
          (patch.county !== undefined ? e !== "error.selectCounty" : true) &&
          (patch.value !== undefined ? e !== "error.invalidValue" : true),
      );
      return fieldErrors.length === state.fieldErrors.length ? state : { ...state, fieldErrors };
    }
    case "started":
      return {
        ...state,
        status: "calculating",
        fieldErrors: [],
        failure: null,
        announcement: action.announcement,
      };
    case "succeeded":
      return {
        ...state,
        status: "result",
        calc: action.calc,
        opportunities: action.opportunities,
        announcement: action.announcement,
      };
    case "failed":
      return {
        ...state,
        status: "failed",
        calc: null,
        opportunities: [],
        failure: action.failure,
        announcement: action.announcement,
      };
  }
}

export function initialCalculationState(data: Extract<CalculatorData, { ok: true }>): CalculationState {
  const { initial } = data;
  const { result, county } = initial;
  return {
    status: result ? "result" : "idle",
    calc: result && county ? { result, form: initial.form, county, buyer: initial.buyer } : null,
    opportunities: initial.opportunities,
    fieldErrors: initial.errors,
    failure: initial.failure,
    announcement: "",
  };
}

export interface UseCalculationOptions {
  data: Extract<CalculatorData, { ok: true }>;
  /** The picker's counties (the page's data carries them packed). */
  counties: readonly PickerCounty[];
  /** The form as it is now: a calculation (and its retry) reads it when it starts. */
  form: CalculatorFormState;
  effects: AfterCalculationContext;
  /** A calculation passed the form checks and starts. */
  onStart(via: CalculationVia): void;
}

export function useCalculation({ data, counties, form, effects, onStart }: UseCalculationOptions) {
  const { options, delayMs } = data;
  const { lang, t } = effects;
  const [state, dispatch] = useReducer(calculationReducer, data, initialCalculationState);
  const formRef = useRef(form);
  formRef.current = form;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  // After the wizard, the result takes the focus (the wizard's dialog held it).
  useEffect(() => {
    if (focusResults.current && state.status === "result") {
      focusResults.current = false;
      resultsHeading.current?.focus();
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      resultsHeading.current?.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
    }
  }, [state.status]);

  const calculate = useCallback(
    (via: CalculationVia) => {
      const f = formRef.current;
      const checks: ErrorKey[] = [];
      if (!f.county) checks.push("error.selectCounty");
      if (!(f.value > 0)) checks.push("error.invalidValue");
      if (checks.length) {
        dispatch({ type: "checksFailed", errors: checks });
        for (const k of checks) toast.error(messageText(k, lang, t), { duration: 4000 });
        return;
      }
      onStart(via);
      clearTimeout(timer.current);
      dispatch({ type: "started", announcement: t("calculator.calculating") });
      // The engine (and zod, which checks its input), the county's details (rates, units,
      // notes) and the state's rules are fetched by now or while the delay runs: neither is
      // among the page's first scripts or data. If either cannot be fetched, the calculation
      // fails as any other, with its retry.
      const picked = findCalcCounty(counties, f.county);
      const failed: RunOutcome = { result: null, errors: [], failure: "error.calculation" };
      // What follows a result that needs the engine (the unclaimed exemptions priced on this
      // bill, the value tier analytics records) is worked out here, where the engine is loaded.
      interface Ran {
        outcome: RunOutcome;
        details: CountyDetails | null;
        opportunities: SavingsOpportunity[];
        tier?: ValueTier;
      }
      const failedRun = (outcome: RunOutcome): Ran => ({ outcome, details: null, opportunities: [] });
      const run = (loaded: Engine, details: CountyDetails | null): Ran => {
        if (!picked) return failedRun({ result: null, errors: [], failure: "error.countyNotFound" });
        if (!details) return failedRun(failed);
        const outcome = loaded.runCalculation(f, [details.county], details.rules, options);
        if (!outcome.result) return { outcome, details, opportunities: [] };
        return {
          outcome,
          details,
          opportunities: loaded.unclaimedSavings(f, details.county, details.rules, options),
          tier: loaded.valueTier(f.value, effects.product),
        };
      };
      const readyEngine = engine.ready();
      const readyDetails = picked ? readyCountyDetails(picked.slug, lang) : undefined;
      const ready = readyEngine && (readyDetails || !picked) ? run(readyEngine, readyDetails ?? null) : null;
      const pending = ready
        ? null
        : Promise.all([engine.get(), picked ? countyDetails(picked.slug, lang) : null]).then(
            ([loaded, details]) => run(loaded, details),
            () => failedRun(failed),
          );
      const show = ({ outcome, details, opportunities, tier }: Ran) => {
        if (outcome.result && details && tier) {
          const r = outcome.result;
          const { county } = details;
          const calc: Calculation = { result: r, form: f, county };
          focusResults.current = via === "wizard";
          dispatch({
            type: "succeeded",
            calc,
            opportunities,
            announcement: t("calculator.results.announce", {
              county: countyLabel(county.name, t),
              annual: formatMoney(r.annualTax, lang),
              monthly: formatMoney(r.monthlyTax, lang),
              rate: formatPercent(r.effectiveRate, lang),
            }),
          });
          afterResult(effects, calc, via, tier);
        } else {
          const key = outcome.failure ?? outcome.errors[0] ?? "error.calculation";
          dispatch({ type: "failed", failure: key, announcement: t("calculator.failedTitle") });
          afterFailure(effects, f, key, () => calculate(via));
        }
      };
      const finish = () => (ready ? show(ready) : void pending?.then(show));
      if (delayMs > 0) timer.current = setTimeout(finish, delayMs);
      else finish();
    },
    [counties, options, delayMs, lang, t, effects, onStart],
  );

  const edited = useCallback(
    (patch: Partial<CalculatorFormState>) => dispatch({ type: "edited", patch }),
    [],
  );

  return { ...state, calculate, edited, resultsHeading };
}
