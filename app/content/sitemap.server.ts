import { env } from "~/utils/env.server";
import {
  guidePage,
  LANGS,
  listsGuide,
  pathFor,
  routesFor,
  TAX_STATES,
  type PageRoute,
  type TaxState,
} from "~/i18n/route-table";
import { query } from "./content.server";
import { countyListQuery, guideListQuery, pageParams, pageQuery } from "./queries";

export interface SitemapEntry {
  en: string;
  es: string;
}

/** Every page this build serves with content behind it, as English/Spanish pairs. */
export async function sitemapEntries(deadline?: number): Promise<SitemapEntry[]> {
  const state = env().SITE_STATE;
  const routes = routesFor(state).filter((r) => !r.noindex);
  const guideStates = state === "HUB" ? ["ALL", ...TAX_STATES] : ["ALL", state];
  const [guides, counties] = await Promise.all([
    query(guideListQuery, { states: guideStates, lang: "en" }, { deadline }),
    state === "HUB" ? Promise.resolve([]) : query(countyListQuery, { state }, { deadline }),
  ]);
  const haveGuide = new Set(guides.map((g) => `${g.key}|${g.state}`));
  const entries: SitemapEntry[] = [];
  for (const r of routes) {
    if (r.guide && !haveGuide.has(`${r.guide.key}|${r.guide.state}`)) continue;
    if (
      r.pageKey &&
      r.module === "cms-page" &&
      !(await query(pageQuery, pageParams(r.pageKey, state, "en"), { deadline }))
    )
      continue;
    if (r.module === "county") {
      for (const c of counties) entries.push(pair(r, { slug: c.slug }));
      continue;
    }
    if (r.dynamic) continue;
    entries.push(pair(r));
  }
  // Guides made in the Studio, at the address their key gives them.
  for (const g of guides) {
    const guide = { ...g, state: g.state as TaxState | "ALL" };
    const [en, es] = LANGS.map((lang) => guidePage(guide, state, lang));
    if (en?.route.dynamic && es && listsGuide(g.key, state))
      entries.push({ en: pathFor(en.route, "en", en.params), es: pathFor(es.route, "es", es.params) });
  }
  return entries;
}

function pair(r: PageRoute, params: Record<string, string> = {}): SitemapEntry {
  const [en, es] = LANGS.map((l) => pathFor(r, l, params));
  return { en, es };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ en, es }) =>
    [en, es].map(
      (loc) => `  <url>
    <loc>${esc(siteUrl + loc)}</loc>
    <xhtml:link rel="alternate" hreflang="en-US" href="${esc(siteUrl + en)}"/>
    <xhtml:link rel="alternate" hreflang="es-US" href="${esc(siteUrl + es)}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${esc(siteUrl + en)}"/>
  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
