// What follows a calculation besides the card: the address, the remembered county, the usage
// counters, analytics, the monitoring log and the newsletter popup (all in the browser).
import type { ValueTier } from "~/calculator/engine/extras";
import type { ErrorKey } from "~/calculator/engine/error-messages";
import type { ProductRules } from "~/calculator/engine/schemas";
import { toast } from "~/components/toasts";
import type { Lang } from "~/i18n/route-table";
import { track } from "~/utils/analytics/client";
import { trackCalculationUsage } from "~/utils/analytics/site-events";
import { logCalculation } from "~/utils/monitoring/client";
import type { Translate } from "./report-model";
import type { Calculation } from "./ResultsCard";
import { saveSelectedCounty } from "./storage";
import { replaceCalculatorParams, type CalculatorFormState } from "./url-params";

export type CalculationVia = "form" | "wizard";

export interface AfterCalculationContext {
  state: string;
  lang: Lang;
  product: ProductRules;
  t: Translate;
  /** The newsletter popup's scheduler (forms/use-newsletter-popup.ts). */
  popup: { notifyCalculated(): void };
  /** siteSettings' `ui.powerUserCalculations`: the calculation that makes a visitor a power user. */
  powerUserAt: number;
}

/** `tier` is the engine's value tier for the home (the engine is loaded by the time there is a result). */
export function afterResult(
  ctx: AfterCalculationContext,
  calc: Calculation,
  via: CalculationVia,
  tier: ValueTier,
) {
  const { result: r, form: f, county } = calc;
  // The address becomes the result's link; history.state is kept so Remix's navigation bookkeeping survives.
  const url = `${window.location.pathname}?${replaceCalculatorParams(new URLSearchParams(window.location.search), f).toString()}`;
  window.history.replaceState(window.history.state, "", url);
  saveSelectedCounty(ctx.state, county.name);
  trackCalculationUsage(ctx.state, f.value, {
    highValueAbove: ctx.product.highValueEventAbove,
    powerUserAt: ctx.powerUserAt,
  });
  track("tax_calculated", {
    state: ctx.state,
    county: county.name,
    homeValue: f.value,
    annualTax: r.annualTax,
    effectiveRate: Math.round(r.effectiveRate * 100) / 100,
    valueTier: tier,
    homestead: f.homestead,
    over65: f.over65,
    disabled: f.disabled,
    veteran: f.veteran,
    via,
    language: ctx.lang,
  });
  logCalculation("completed", { state: ctx.state, county: county.name, annualTax: r.annualTax });
  ctx.popup.notifyCalculated();
}

export function afterFailure(
  ctx: AfterCalculationContext,
  form: CalculatorFormState,
  key: ErrorKey,
  retry: () => void,
) {
  const { t } = ctx;
  toast.error(t("calculator.failedTitle"), {
    description: t("calculator.failedText"),
    duration: 6000,
    action: { label: t("common.retry"), onClick: retry },
  });
  track("calculation_error", { state: ctx.state, county: form.county, error: key, language: ctx.lang });
  logCalculation("failed", { state: ctx.state, county: form.county, error: key });
}
