// Words the kit's page, calendar file and PDF share.
import { countyLabel } from "~/calculator/ui/counties";
import { countyNameFor } from "~/i18n/place-names";
import type { Lang } from "~/i18n/route-table";

type T = (key: string, options?: Record<string, unknown>) => string;

/** The county as a sentence names it: "Harris County", "condado de Harris" (the Spanish phrases say "en el …"). */
export function countyInSentence(name: string, lang: Lang, t: T): string {
  const label = countyLabel(countyNameFor(name, lang), t);
  return lang === "es" ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
