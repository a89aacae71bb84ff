import type { Source } from "~/calculator/engine/schemas";
import type { Lang } from "~/i18n/route-table";

// What both the browser and the loaders read from the state configuration: a localized field,
// and the display lists' shapes (made by state-config.server.ts).
export type Loc = { en?: string; es?: string } | string | undefined | null;

export function pickLocale(v: Loc, lang: Lang): string | undefined {
  if (v == null) return undefined;
  if (typeof v === "string") return v;
  return (lang === "es" ? (v.es ?? v.en) : v.en) ?? undefined;
}

export interface StateConfigDisplay {
  taxYear?: number;
  stats: { label: string; value: string; note?: string }[];
  howItWorks?: {
    steps: string[];
    formula?: string;
    title?: string;
    description?: string;
    image?: { src: string; alt: string };
  };
  exemptions: { title: string; text: string }[];
  deadlines: { label: string; value: string }[];
  payments: PaymentOptionDisplay[];
}

/** One way to pay the bill, with its deadline and where the rule comes from. */
export interface PaymentOptionDisplay {
  key: string;
  method: string;
  title: string;
  text: string;
  deadline: string;
  taxYear?: number;
  source?: Pick<Source, "title" | "url" | "titleLang">;
}
