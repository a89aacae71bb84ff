// The protest kit's page data: the state's counties for the picker, and for a submitted form
// the deadline (deadlines.ts), the worksheet (comparables.ts) and the tax the comparables'
// value would save, calculated by the engine with the county as the calculator loads it.
import { parseStateRules } from "~/calculator/engine/validate";
import { toCalcCounty } from "~/calculator/ui/calculator.server";
import { findCalcCounty, type CalcCounty } from "~/calculator/ui/counties";
import { packPickerList } from "~/calculator/ui/picker-list";
import type { StateRules } from "~/calculator/engine/schemas";
import { buildOptions, type CalculatorOptions } from "~/calculator/ui/options";
import { runCalculation } from "~/calculator/ui/run";
import { formStateFrom, readParams } from "~/calculator/ui/url-state";
import { serverSection } from "~/utils/server-sections";
import { calculatorCountiesQuery } from "~/content/queries";
import type { FieldErrors } from "~/forms/issues";
import type { TaxState } from "~/i18n/route-table";
import type { PageContext } from "~/utils/site.server";
import { kitWords } from "./kit-words";
import { KIT_COUNTIES_SECTION } from "./kit-fields";
import { summarizeComparables, type Comparable, type ComparablesSummary } from "./comparables";
import { needsNycClass, protestDeadline, type ProtestDeadline } from "./deadlines";
import { checkKitForm, type KitRequest, type KitValues } from "./kit-form.server";
import { buildCalendar, type CalendarEvent } from "./ics";
import { countyInSentence } from "./kit-text";

export interface KitWorksheet extends ComparablesSummary {
  noticeValue: number;
  squareFeet: number;
  comparables: Comparable[];
  /** The engine's annual tax at the notice's value and at the comparables' value; null where it cannot price this property. */
  taxAtNotice: number | null;
  taxAtComparables: number | null;
  /** What the lower value would save a year (0 when the comparables do not support a lower value). */
  savings: number | null;
  taxYear: number;
  /** Whether the county's rates are published or estimated (the calculator shows each rate's source). */
  rate: { kind: "official" | "estimate" };
  homestead: boolean;
}

export interface KitResult {
  state: TaxState;
  county: { slug: string; name: string };
  deadline: ProtestDeadline;
  noticeDate: string;
  hearingDate?: string;
  nycClass?: "class1" | "other";
  worksheet?: KitWorksheet;
}

export type KitData =
  | {
      ok: true;
      state: TaxState;
      /**
       * The picker's counties, packed as the calculator's are (picker-list.ts); null on a
       * document request, whose render takes them from the request's sections and whose select
       * the browser reads back.
       */
      counties: string | null;
      /** County slugs for which the New York City property class matters. */
      nycCounties: string[];
      homesteadLabel: string | null;
      values: KitValues;
      errors: FieldErrors;
      result: KitResult | null;
    }
  | { ok: false };

function worksheetFor(
  request: KitRequest,
  county: CalcCounty,
  ctx: { rules: StateRules; options: CalculatorOptions },
): KitWorksheet | undefined {
  const w = request.worksheet;
  if (!w) return undefined;
  const summary = summarizeComparables(w.comparables, w.squareFeet);
  const nyc = county.nycClass === true;
  // The engine prices New York City's class 1 homes; other classes' values work differently.
  const priced = !nyc || request.nycClass !== "other";
  const taxAt = (value: number) => {
    if (!priced) return null;
    const form = {
      ...formStateFrom(readParams(""), value),
      value,
      county: county.slug,
      homestead: request.homestead,
      ...(nyc ? { propertyClass: "class1" as const } : {}),
    };
    return runCalculation(form, [county], ctx.rules, ctx.options).result;
  };
  const atNotice = taxAt(w.noticeValue);
  const atComparables = taxAt(Math.min(summary.impliedValue, w.noticeValue));
  const taxAtNotice = atNotice?.annualTax ?? null;
  const taxAtComparables = atComparables?.annualTax ?? null;
  return {
    ...summary,
    noticeValue: w.noticeValue,
    squareFeet: w.squareFeet,
    comparables: w.comparables,
    taxAtNotice,
    taxAtComparables,
    savings:
      taxAtNotice !== null && taxAtComparables !== null ? Math.max(0, taxAtNotice - taxAtComparables) : null,
    taxYear: atNotice?.taxYear ?? ctx.options.taxYear,
    rate: { kind: county.rateKind },
    homestead: request.homestead,
  };
}

/** `loadContext`: the request's, for the county list as a server section (the page); none for the calendar file. */
export async function loadProtestKit(
  ctx: Pick<PageContext, "site" | "lang" | "t" | "cms" | "url">,
  loadContext?: unknown,
): Promise<KitData> {
  const { site, lang, t, cms, url } = ctx;
  const rules = site.config.rules === undefined ? null : parseStateRules(site.config.rules);
  if (!rules?.ok) return { ok: false };
  // The rules' state: a build whose own configuration failed to load calculates with Texas's.
  const state = rules.value.state as TaxState;
  let counties: CalcCounty[];
  try {
    counties = (await cms(calculatorCountiesQuery, { state: rules.value.state })).map((d) =>
      toCalcCounty(d, lang),
    );
  } catch (error) {
    console.warn(`[protest-kit] counties failed to load: ${(error as Error).message}`);
    return { ok: false };
  }
  if (counties.length === 0) return { ok: false };
  const options = buildOptions(site.config, rules.value, lang, (k) => t(k) as string);
  const checked = checkKitForm(url.searchParams, lang);
  const base = {
    ok: true as const,
    state,
    counties: serverSection(loadContext, KIT_COUNTIES_SECTION, packPickerList(counties)),
    nycCounties: counties.filter((c) => needsNycClass(state, c.slug)).map((c) => c.slug),
    homesteadLabel: options.homestead?.label ?? null,
    values: checked.values,
    errors: {} as FieldErrors,
    result: null,
  };
  if (!checked.submitted) return base;
  if (!checked.ok) return { ...base, errors: checked.errors };
  const { request } = checked;
  const county = findCalcCounty(counties, request.county);
  if (!county) return { ...base, errors: { county: "protestKit.errors.countyUnknown" } };
  const deadline = protestDeadline({
    state,
    county: county.slug,
    noticeDate: request.noticeDate,
    nycClass: request.nycClass,
  });
  const result: KitResult = {
    state,
    county: { slug: county.slug, name: county.name },
    deadline,
    noticeDate: request.noticeDate,
    ...(request.hearingDate ? { hearingDate: request.hearingDate } : {}),
    ...(needsNycClass(state, county.slug) ? { nycClass: request.nycClass ?? "class1" } : {}),
    worksheet: worksheetFor(request, county, { rules: rules.value, options }),
  };
  return { ...base, result };
}

/** The deadline (a reminder a week before) and the hearing when given (a reminder the day before), as a calendar file. */
export function kitCalendar(
  result: KitResult,
  ctx: Pick<PageContext, "lang" | "t" | "url"> & { kitUrl: string; now: Date },
): string {
  const { t, lang } = ctx;
  const countyName = countyInSentence(result.county.name, lang, (k, o) => t(k, o ?? {}) as string);
  const host = ctx.url.hostname || "localhost";
  const id = `${result.county.slug}-${result.noticeDate}`;
  const events: CalendarEvent[] = [
    {
      uid: `protest-deadline-${id}@${host}`,
      date: result.deadline.date,
      summary: t("protestKit.calendarDeadline", { county: countyName, ...kitWords(result.state) }),
      description: t("protestKit.calendarDeadlineText", {
        county: countyName,
        rule: t(`protestKit.basis.${result.deadline.basis}`, { county: countyName }),
      }),
      url: ctx.kitUrl,
      remindDaysBefore: 7,
    },
  ];
  if (result.hearingDate)
    events.push({
      uid: `protest-hearing-${id}@${host}`,
      date: result.hearingDate,
      summary: t("protestKit.calendarHearing", { county: countyName, ...kitWords(result.state) }),
      description: t("protestKit.calendarHearingText", kitWords(result.state)),
      url: ctx.kitUrl,
      remindDaysBefore: 1,
    });
  return buildCalendar(events, { now: ctx.now, lang });
}
