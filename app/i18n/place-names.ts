// Names of places and taxing units as a Spanish reader sees them. A taxing unit keeps its
// official English name in parentheses after the Spanish one, since that is the name on the
// bill and on the unit's own website: "Ciudad de Houston (City of Houston)".
import type { Lang } from "./route-table";

/** County names with an established Spanish spelling. */
const COUNTY_ES: Record<string, string> = {
  "Los Angeles": "Los Ángeles",
  "San Joaquin": "San Joaquín",
  "New York": "Nueva York",
};

export function countyNameFor(name: string, lang: Lang): string {
  return lang === "es" ? (COUNTY_ES[name] ?? name) : name;
}

/** Kinds of unit, by the shape of their English name. Order matters: the longest first. */
const UNIT_PATTERNS: [RegExp, (place: string) => string][] = [
  [/^(.+) County Community College District$/, (p) => `distrito de colegio comunitario del condado de ${p}`],
  [/^(.+) County Flood Control District$/, (p) => `distrito de control de inundaciones del condado de ${p}`],
  [/^(.+) County Drainage District$/, (p) => `distrito de drenaje del condado de ${p}`],
  [/^(.+) County Healthcare District$/, (p) => `distrito de salud del condado de ${p}`],
  [/^(.+) County Hospital District$/, (p) => `distrito hospitalario del condado de ${p}`],
  [/^(.+) County College$/, (p) => `colegio comunitario del condado de ${p}`],
  [/^(.+) County Department of Education$/, (p) => `departamento de educación del condado de ${p}`],
  [/^(.+) County Public Schools$/, (p) => `escuelas públicas del condado de ${p}`],
  [/^(.+) ISD$/, (p) => `distrito escolar independiente de ${p}`],
  [/^(.+) Colleges District$/, (p) => `distrito de colegios comunitarios ${p}`],
  [/^(.+) Regional Water District$/, (p) => `distrito regional de agua de ${p}`],
  [/^Port of (.+) Authority$/, (p) => `autoridad portuaria de ${p}`],
  [/^City of (.+)$/, (p) => `ciudad de ${p}`],
  [/^(.+) County$/, (p) => `condado de ${p}`],
];

/** Descriptions editors put in parentheses after a unit's name. */
const NOTES_ES: Record<string, string> = {
  total: "total",
  "operating + debt": "operación y deuda",
  "consolidated city-county, General Services District":
    "ciudad y condado consolidados, Distrito de Servicios Generales",
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function spanishKind(name: string): string | null {
  for (const [re, es] of UNIT_PATTERNS) {
    const m = re.exec(name);
    if (m) return es(countyNameFor(m[1], "es"));
  }
  return null;
}

/** A taxing unit's name in the page's language. */
export function unitNameFor(name: string, lang: Lang): string {
  if (lang === "en") return name;
  const m = /^(.*?)\s*\(([^()]*)\)$/.exec(name);
  const base = m ? m[1] : name;
  const note = m ? m[2] : null;
  const noteEs = note === null ? null : (NOTES_ES[note] ?? spanishKind(note) ?? note);
  const baseEs = spanishKind(base);
  if (baseEs) return `${capitalise(baseEs)} (${[base, noteEs].filter(Boolean).join(", ")})`;
  return note === null ? name : `${base} (${noteEs})`;
}
