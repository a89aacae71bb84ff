// What the calculator form offers on this build: only the exemptions the state configuration
// defines (spec §1), with their labels in the page's language. Built on the server from the
// stateConfig document (edited in the CMS, so read defensively) and the engine's rules.
import type { NycClass, StateCode, StateRules, VeteranBandLabel } from "~/calculator/engine/schemas";
import { pickLocale } from "~/content/state-config";
import type { Lang } from "~/i18n/route-table";

export interface ToggleOption {
  label: string;
  hint?: string;
}

export interface VeteranLevel {
  /** The URL value: the level's range key from the configuration ("10-29", "basic", "100"). */
  value: string;
  label: string;
}

export interface VeteranOption extends ToggleOption {
  /** levels: one select of the configured levels; service (New York): a service select plus a rating band select. */
  kind: "levels" | "service";
  levels: VeteranLevel[];
}

export interface CalculatorOptions {
  state: StateCode;
  taxYear: number;
  /** The homestead toggle (California: the homeowners' exemption). */
  homestead?: ToggleOption;
  over65?: ToggleOption;
  disabled?: ToggleOption;
  veteran?: VeteranOption;
  /** Texas: the school tax ceiling (Tax Code 11.26). */
  ceiling: boolean;
  /** Florida and New York: senior exemptions and Enhanced STAR depend on income. */
  income: boolean;
  /** New York: a county may be a New York City borough, which is billed by property class. */
  nycClasses: boolean;
  /** California: the value field is the bill's assessed value, and a purchase price and year can stand in for it. */
  purchase: boolean;
  /** The value field's label and hint when the state taxes something other than the market value. */
  valueLabel?: string;
  valueHint?: string;
  defaultValue: number;
  warnings: { veryLowBelow: number; veryHighAbove: number };
}

export const NYC_CLASSES: readonly NycClass[] = ["class1", "class2", "class3", "class4"];

/** The engine's rating bands, in order; New York asks for the rating this way. */
export const ENGINE_BANDS: readonly Exclude<VeteranBandLabel, "none">[] = [
  "10-29",
  "30-49",
  "50-69",
  "70-99",
  "100",
];

function rec(v: unknown): Record<string, unknown> {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

type Loc = Parameters<typeof pickLocale>[0];

function toggle(raw: unknown, lang: Lang, fallbackLabel: string): ToggleOption | undefined {
  if (raw == null || typeof raw !== "object") return undefined;
  const r = rec(raw);
  const label = pickLocale(r.title as Loc, lang) ?? fallbackLabel;
  const hint = pickLocale(r.description as Loc, lang);
  return hint ? { label, hint } : { label };
}

/**
 * The form's options for a state. `t` supplies the labels the configuration does not carry
 * (New York's rating bands, fallbacks for a document missing a title).
 */
export function buildOptions(
  config: unknown,
  rules: StateRules,
  lang: Lang,
  t: (key: string) => string,
): CalculatorOptions {
  const c = rec(config);
  const ex = rec(c.exemptions);
  const taxYear = typeof c.taxYear === "number" ? c.taxYear : rules.currentTaxYear;
  const out: CalculatorOptions = {
    state: rules.state,
    taxYear,
    ceiling: rules.state === "TX",
    income: rules.state === "FL" || rules.state === "NY",
    nycClasses: rules.state === "NY",
    purchase: rules.state === "CA",
    defaultValue: rules.product.defaultHomeValue,
    warnings: { ...rules.product.warnings },
  };
  if (rules.state === "CA") {
    out.valueLabel = t("calculator.caValue");
    out.valueHint = t("calculator.caValueHint");
  }
  // California calls its homestead exemption the homeowners' exemption.
  out.homestead = toggle(ex.homestead ?? ex.homeowner, lang, t("calculator.homestead"));
  out.over65 = toggle(ex.over65, lang, t("calculator.over65"));
  out.disabled = toggle(ex.disabled, lang, t("calculator.disabled"));

  const dv = ex.disabledVeteran;
  if (dv && typeof dv === "object") {
    const base = toggle(dv, lang, t("calculator.veteran"))!;
    const levels: VeteranLevel[] = [];
    for (const raw of Array.isArray(rec(dv).levels) ? (rec(dv).levels as unknown[]) : []) {
      const l = rec(raw);
      const value = typeof l.range === "string" ? l.range.trim().toLowerCase() : "";
      if (!/^[a-z0-9-]{1,24}$/.test(value) || value === "none") continue;
      levels.push({ value, label: pickLocale(l.label as Loc, lang) ?? value });
    }
    if (levels.length > 0) out.veteran = { ...base, kind: "levels", levels };
  } else if (ex.veteran && typeof ex.veteran === "object") {
    const base = toggle(ex.veteran, lang, t("calculator.veteran"))!;
    out.veteran = {
      ...base,
      kind: "service",
      levels: ENGINE_BANDS.map((b) => ({ value: b, label: t(`calculator.band.${b}`) })),
    };
  }
  return out;
}
