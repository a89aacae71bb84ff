// The lines the engine makes itself, named in English: a county without taxing units (its rate
// split into school, county, city and special parts), California's two levies and New York City's
// class lines. Apart from place-names.ts, which every page loads: only the results card and the
// report, fetched with a result, need these words.
import type { Lang } from "~/i18n/route-table";

/** Exact names only, so a unit's name already given in Spanish passes unchanged. */
const ENGINE_LINES_ES: Record<string, string> = {
  "School district": "Distrito escolar",
  County: "Condado",
  City: "Ciudad",
  "Town or city": "Municipio o ciudad",
  "Special districts": "Distritos especiales",
  "County, city and special districts": "Condado, ciudad y distritos especiales",
  "General levy (1%)": "Gravamen general (1%)",
  "Voter-approved debt": "Deuda aprobada por los votantes",
};
const NYC_CLASS_LINE = /^NYC class (\d) tax, (school|city) share$/;

/** A line of the bill as the page's reader sees it named. */
export function lineNameFor(name: string, lang: Lang): string {
  if (lang === "en") return name;
  const nyc = NYC_CLASS_LINE.exec(name);
  if (nyc)
    return `Impuesto de clase ${nyc[1]} de la ciudad de Nueva York: parte ${nyc[2] === "school" ? "escolar" : "de la ciudad"}`;
  return ENGINE_LINES_ES[name] ?? name;
}
