// The protest deadline rules of each state, as data: which day the law names, which days do
// not count as business days, and where a county's practice differs. deadlines.ts applies
// them; docs/decisions/080-protest-deadlines.md says where each figure comes from.
import type { TaxState } from "~/i18n/route-table";

/** A day of the year: a fixed date (4 July) or the nth weekday of a month (-1: the last). */
export type YearDay =
  { month: number; day: number } | { month: number; weekday: number; nth: number; plusDays?: number };

/** A rule's source, named for readers in each language. */
export interface Source {
  title: { en: string; es: string };
  url: string;
}

/** Closed days a deadline on which moves to the next business day (weekends always do). */
export interface ClosedDays {
  holidays: readonly YearDay[];
  /** A holiday on a Sunday is kept on the Monday after (offices close that Monday). */
  sundayMovesToMonday: boolean;
}

export type DeadlineRule =
  | {
      /** Texas: the later of a fixed date and so many days after the notice is delivered. */
      kind: "later-of";
      fixed: YearDay;
      daysAfterNotice: number;
      sources: readonly Source[];
    }
  | {
      /** Florida: so many days after the notice is mailed. */
      kind: "days-after-notice";
      daysAfterNotice: number;
      sources: readonly Source[];
    }
  | {
      /**
       * California: a filing period from `opens` to `closes`, or to `lateCloses` in counties
       * whose assessor does not mail every owner a value notice by 1 August. A notice received
       * fewer than `shortNoticeDays` days before the close gives `daysAfterShortNotice` days
       * from its receipt instead.
       */
      kind: "filing-period";
      opens: YearDay;
      closes: YearDay;
      lateCloses: YearDay;
      /** County slugs with the later close; the rest close at `closes`. */
      lateCounties: readonly string[];
      /** County slugs confirmed on the earlier close; any other county is shown the earlier close as the safe date. */
      earlyCounties: readonly string[];
      shortNoticeDays: number;
      daysAfterShortNotice: number;
      sources: readonly Source[];
    }
  | {
      /**
       * New York: outside New York City, the board of assessment review hears complaints on
       * Grievance Day; in the city, the Tax Commission's filing deadlines by property class.
       */
      kind: "grievance-day";
      grievanceDay: YearDay;
      nycCounties: readonly string[];
      nycClass1: YearDay;
      nycOtherClasses: YearDay;
      sources: readonly Source[];
      nycSources: readonly Source[];
    };

export interface StateProtestRules {
  rule: DeadlineRule;
  closed: ClosedDays;
}

const NEW_YEAR = { month: 1, day: 1 };
const MLK_DAY = { month: 1, weekday: 1, nth: 3 };
const WASHINGTON = { month: 2, weekday: 1, nth: 3 };
const MEMORIAL_DAY = { month: 5, weekday: 1, nth: -1 };
const JUNETEENTH = { month: 6, day: 19 };
const INDEPENDENCE = { month: 7, day: 4 };
const LABOR_DAY = { month: 9, weekday: 1, nth: 1 };
const COLUMBUS_DAY = { month: 10, weekday: 1, nth: 2 };
const VETERANS_DAY = { month: 11, day: 11 };
const THANKSGIVING = { month: 11, weekday: 4, nth: 4 };
const DAY_AFTER_THANKSGIVING = { month: 11, weekday: 4, nth: 4, plusDays: 1 };
const CHRISTMAS = { month: 12, day: 25 };
/** The holidays every state here closes its offices on. */
const SHARED_HOLIDAYS = [
  NEW_YEAR,
  MLK_DAY,
  MEMORIAL_DAY,
  INDEPENDENCE,
  LABOR_DAY,
  VETERANS_DAY,
  THANKSGIVING,
  CHRISTMAS,
];

export const PROTEST_RULES: Record<TaxState, StateProtestRules> = {
  TX: {
    rule: {
      kind: "later-of",
      fixed: { month: 5, day: 15 },
      daysAfterNotice: 30,
      sources: [
        {
          title: {
            en: "Texas Tax Code § 41.44(a)(1), notice of protest",
            es: "Código Tributario de Texas, § 41.44(a)(1): aviso de protesta",
          },
          url: "https://statutes.capitol.texas.gov/Docs/TX/htm/TX.41.htm#41.44",
        },
        {
          title: {
            en: "Texas Tax Code § 1.06, effect of weekend or holiday",
            es: "Código Tributario de Texas, § 1.06: plazos que vencen en fin de semana o día feriado",
          },
          url: "https://statutes.capitol.texas.gov/Docs/TX/htm/TX.1.htm#1.06",
        },
      ],
    },
    // Government Code § 662.003: the national holidays, and the state holidays on which state
    // offices close. Holidays on which offices stay open are not counted, so the date shown
    // is never later than the one the law allows.
    closed: {
      holidays: [
        ...SHARED_HOLIDAYS,
        WASHINGTON,
        DAY_AFTER_THANKSGIVING,
        { month: 12, day: 24 },
        { month: 12, day: 26 },
      ],
      sundayMovesToMonday: false,
    },
  },
  FL: {
    rule: {
      kind: "days-after-notice",
      daysAfterNotice: 25,
      sources: [
        {
          title: {
            en: "Florida Statutes § 194.011(3)(d), petition to the value adjustment board",
            es: "Estatutos de Florida, art. 194.011(3)(d): petición ante la junta de ajuste de valores",
          },
          url: "https://www.flsenate.gov/Laws/Statutes/2025/194.011",
        },
        {
          title: {
            en: "Florida Department of Revenue, Value Adjustment Board calendar (PT-902020)",
            es: "Departamento de Ingresos de Florida: calendario de la junta de ajuste de valores (PT-902020)",
          },
          url: "https://floridarevenue.com/property/Documents/pt902020.pdf",
        },
      ],
    },
    // Florida Statutes § 110.117, the state's paid holidays.
    closed: {
      holidays: [...SHARED_HOLIDAYS, DAY_AFTER_THANKSGIVING],
      sundayMovesToMonday: true,
    },
  },
  CA: {
    rule: {
      kind: "filing-period",
      opens: { month: 7, day: 2 },
      closes: { month: 9, day: 15 },
      lateCloses: { month: 11, day: 30 },
      // Counties whose clerks publish a 30 November close for regular assessments.
      lateCounties: ["los-angeles", "san-mateo", "santa-cruz", "colusa"],
      // Counties that mail every owner a value notice and close on 15 September.
      earlyCounties: [
        "alameda",
        "inyo",
        "kings",
        "orange",
        "placer",
        "san-francisco",
        "san-luis-obispo",
        "santa-clara",
        "sierra",
        "ventura",
      ],
      shortNoticeDays: 15,
      daysAfterShortNotice: 60,
      sources: [
        {
          title: {
            en: "California Revenue and Taxation Code § 1603, filing period",
            es: "Código de Ingresos e Impuestos de California, § 1603: periodo para presentar la apelación",
          },
          url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC&sectionNum=1603",
        },
        {
          title: {
            en: "California State Board of Equalization, Publication 30: Residential Property Assessment Appeals",
            es: "Junta Estatal de Igualación de California, Publicación 30: apelaciones de avalúos de viviendas",
          },
          url: "https://www.boe.ca.gov/proptaxes/pdf/pub30.pdf",
        },
      ],
    },
    // Government Code § 6700, the holidays on which county offices close.
    closed: {
      holidays: [...SHARED_HOLIDAYS, WASHINGTON, { month: 3, day: 31 }, DAY_AFTER_THANKSGIVING],
      sundayMovesToMonday: true,
    },
  },
  NY: {
    rule: {
      kind: "grievance-day",
      grievanceDay: { month: 5, weekday: 2, nth: 4 },
      nycCounties: ["bronx", "kings", "new-york", "queens", "richmond"],
      nycClass1: { month: 3, day: 15 },
      nycOtherClasses: { month: 3, day: 1 },
      sources: [
        {
          title: {
            en: "New York Real Property Tax Law § 512, Grievance Day",
            es: "Ley del Impuesto sobre Bienes Raíces de Nueva York, § 512: Día de Reclamos (Grievance Day)",
          },
          url: "https://www.nysenate.gov/legislation/laws/RPT/512",
        },
        {
          title: {
            en: "New York State Department of Taxation and Finance, Contesting your assessment",
            es: "Departamento de Impuestos y Finanzas del Estado de Nueva York: cómo impugnar su avalúo",
          },
          url: "https://www.tax.ny.gov/pit/property/contest/contestasmt.htm",
        },
      ],
      nycSources: [
        {
          title: {
            en: "New York City Tax Commission, application forms and filing deadlines",
            es: "Comisión Tributaria de la Ciudad de Nueva York: formularios y fechas límite",
          },
          url: "https://www.nyc.gov/site/taxcommission/forms/forms.page",
        },
      ],
    },
    // General Construction Law § 24, public holidays.
    closed: {
      holidays: [...SHARED_HOLIDAYS, { month: 2, day: 12 }, WASHINGTON, JUNETEENTH, COLUMBUS_DAY],
      sundayMovesToMonday: true,
    },
  },
};
