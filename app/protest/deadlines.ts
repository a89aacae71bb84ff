// The last day to protest (appeal) a value, from the state's rule in deadline-rules.ts, the
// notice's date and the county. Pure: dates are calendar dates written YYYY-MM-DD, computed in
// UTC so no time zone can move them by a day.
import type { TaxState } from "~/i18n/route-table";
import { PROTEST_RULES, type ClosedDays, type Source, type YearDay } from "./deadline-rules";

/** Which part of the state's rule gave the date (the page explains each in words). */
export type DeadlineBasis =
  | "tx-fixed"
  | "tx-after-notice"
  | "fl-after-notice"
  | "ca-early"
  | "ca-late"
  | "ca-unconfirmed"
  | "ca-short-notice"
  | "ny-grievance-day"
  | "nyc-class1"
  | "nyc-other-classes";

export interface ProtestDeadline {
  /** The last day to file. */
  date: string;
  /** The day the rule names, before a weekend or holiday moved it (equal to `date` when it did not move). */
  ruleDate: string;
  basis: DeadlineBasis;
  /** California: the first day of the filing period. */
  opens?: string;
  sources: readonly Source[];
}

export type NycPropertyClass = "class1" | "other";

export interface DeadlineQuery {
  state: TaxState;
  /** County slug, as in the state's dataset. */
  county: string;
  /** The notice's date (YYYY-MM-DD): delivered in Texas, mailed in Florida, received in California. */
  noticeDate: string;
  /** New York City only. */
  nycClass?: NycPropertyClass;
}

const DAY_MS = 86_400_000;

function toTime(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

function toIso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return toIso(toTime(iso) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(toTime(iso)).getUTCDay();
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return toIso(toTime(text)) === text;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The date a YearDay falls on in a year. */
export function dayIn(day: YearDay, year: number): string {
  if ("day" in day) return `${year}-${pad(day.month)}-${pad(day.day)}`;
  let iso: string;
  if (day.nth > 0) {
    const first = `${year}-${pad(day.month)}-01`;
    const shift = (day.weekday - weekdayOf(first) + 7) % 7;
    iso = addDays(first, shift + (day.nth - 1) * 7);
  } else {
    const last = addDays(day.month === 12 ? `${year + 1}-01-01` : `${year}-${pad(day.month + 1)}-01`, -1);
    const shift = (weekdayOf(last) - day.weekday + 7) % 7;
    iso = addDays(last, -shift + (day.nth + 1) * 7);
  }
  return addDays(iso, day.plusDays ?? 0);
}

function isHoliday(iso: string, closed: ClosedDays): boolean {
  const year = Number(iso.slice(0, 4));
  return closed.holidays.some((h) => {
    const on = dayIn(h, year);
    if (on === iso) return true;
    return closed.sundayMovesToMonday && weekdayOf(on) === 0 && addDays(on, 1) === iso;
  });
}

/** The day itself when offices are open on it, or the next day they are. */
export function nextBusinessDay(iso: string, closed: ClosedDays): string {
  let day = iso;
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || isHoliday(day, closed)) day = addDays(day, 1);
  return day;
}

function later(a: string, b: string): string {
  return a >= b ? a : b;
}

export function protestDeadline(q: DeadlineQuery): ProtestDeadline {
  const { rule, closed } = PROTEST_RULES[q.state];
  const year = Number(q.noticeDate.slice(0, 4));
  const onBusinessDay = (ruleDate: string, basis: DeadlineBasis, sources: readonly Source[]) => ({
    date: nextBusinessDay(ruleDate, closed),
    ruleDate,
    basis,
    sources,
  });
  switch (rule.kind) {
    case "later-of": {
      const fixed = dayIn(rule.fixed, year);
      const afterNotice = addDays(q.noticeDate, rule.daysAfterNotice);
      return afterNotice > fixed
        ? onBusinessDay(afterNotice, "tx-after-notice", rule.sources)
        : onBusinessDay(fixed, "tx-fixed", rule.sources);
    }
    case "days-after-notice":
      return onBusinessDay(addDays(q.noticeDate, rule.daysAfterNotice), "fl-after-notice", rule.sources);
    case "filing-period": {
      const late = rule.lateCounties.includes(q.county);
      const basis: DeadlineBasis = late
        ? "ca-late"
        : rule.earlyCounties.includes(q.county)
          ? "ca-early"
          : "ca-unconfirmed";
      const close = dayIn(late ? rule.lateCloses : rule.closes, year);
      const opens = dayIn(rule.opens, year);
      // R&T 1603(b)(2): a notice received fewer than 15 days before the close gives 60 days from its receipt.
      const shortNotice = q.noticeDate > addDays(close, -rule.shortNoticeDays);
      const answer = shortNotice
        ? onBusinessDay(
            later(close, addDays(q.noticeDate, rule.daysAfterShortNotice)),
            "ca-short-notice",
            rule.sources,
          )
        : onBusinessDay(close, basis, rule.sources);
      return { ...answer, opens };
    }
    case "grievance-day": {
      if (rule.nycCounties.includes(q.county)) {
        const class1 = q.nycClass !== "other";
        return onBusinessDay(
          dayIn(class1 ? rule.nycClass1 : rule.nycOtherClasses, year),
          class1 ? "nyc-class1" : "nyc-other-classes",
          rule.nycSources,
        );
      }
      // Grievance Day is the day the board sits, not a filing period's end: it does not move.
      const day = dayIn(rule.grievanceDay, year);
      return { date: day, ruleDate: day, basis: "ny-grievance-day", sources: rule.sources };
    }
  }
}

/** Whether the state's rule needs the New York City property class for this county. */
export function needsNycClass(state: TaxState, county: string): boolean {
  const { rule } = PROTEST_RULES[state];
  return rule.kind === "grievance-day" && rule.nycCounties.includes(county);
}
