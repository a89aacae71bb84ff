import { pathFor, routeById, type Lang } from "./route-table";

/** The path of a fixed page in a language, e.g. hrefFor("faq", "es") → /es/preguntas-frecuentes. */
export function hrefFor(id: string, lang: Lang, params: Record<string, string> = {}): string {
  const r = routeById(id);
  return r ? pathFor(r, lang, params) : lang === "es" ? "/es" : "/";
}

export function countyHref(slug: string, lang: Lang): string {
  return hrefFor("county", lang, { slug });
}
