import type { Field } from "./params";
import type { ExtraSourceLists, SourceLink } from "./sources";

/** One dated event of the state's year, in the reader's language. */
export interface TimelineItem {
  key: string;
  date: string;
  endDate: string | null;
  title: string;
  text: string;
  source: SourceLink;
}

/** The source lists a state's extras show, rendered by the server (null on a document request). */
interface ExtrasSources {
  sources?: ExtraSourceLists;
}

export interface TexasExtras extends ExtrasSources {
  state: "TX";
  /** The exemption amounts before and after the amendments, from the state rules. */
  amounts: {
    beforeYear: number;
    afterYear: number;
    schoolBefore: number;
    schoolAfter: number;
    seniorBefore: number;
    seniorAfter: number;
  };
  dates: {
    registrationDeadline: string;
    earlyVotingStart: string;
    earlyVotingEnd: string;
    electionDate: string;
    approved: boolean;
  };
  calc: {
    submitted: boolean;
    value: Field<number>;
    rate: Field<number>;
    senior: boolean;
    /** Where the default school rate comes from: the school district of the most populous county with one. */
    defaultRate: {
      rate: number;
      district: string;
      county: string;
      taxYear: number;
      source: SourceLink;
    } | null;
    result: {
      beforeExemption: number;
      afterExemption: number;
      beforeTax: number;
      afterTax: number;
      savings: number;
    } | null;
  };
}

export interface CaliforniaExtras extends ExtrasSources {
  state: "CA";
  taxYear: number;
  timeline: TimelineItem[];
  calc: {
    submitted: boolean;
    price: Field<number>;
    year: Field<number>;
    market: Field<number>;
    minYear: number;
    maxYear: number;
    result: {
      ratePercent: number;
      protectedAssessment: number;
      taxWithoutProp13: number;
      actualTax: number;
      annualSavings: number;
      totalSavings: number;
      years: {
        year: number;
        marketValue: number;
        protectedAssessment: number;
        savings: number;
        factor: number | null;
        assumed: boolean;
      }[];
    } | null;
  };
}

export interface FloridaExtras extends ExtrasSources {
  state: "FL";
  taxYear: number;
  timeline: TimelineItem[];
  calc: {
    submitted: boolean;
    price: Field<number>;
    county: string;
    counties: { slug: string; name: string }[];
    sellerYear: Field<number>;
    sellerPrice: Field<number>;
    sellerAssessed: Field<number | undefined>;
    minYear: number;
    maxYear: number;
    result: {
      county: string;
      rateKind: "official" | "estimate";
      rateYear: number;
      sellerAssessedValue: number;
      sellerTax: number;
      buyerAssessedValue: number;
      buyerTax: number;
      increase: number;
      increasePercent: number;
      buyerTaxRange?: { low: number; high: number };
    } | null;
  };
}

export type StateExtrasData = TexasExtras | CaliforniaExtras | FloridaExtras;
