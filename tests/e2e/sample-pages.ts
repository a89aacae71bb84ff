import { pathFor, routesFor, type Lang, type PageRoute, type SiteState } from "../../app/i18n/route-table";

/**
 * The pages of a build that the seed dataset fills, each with the path of one of them: a county's
 * page is Harris County's. The Studio guides' address has a page only once an editor makes a
 * guide (the Studio smoke and studio-guides.spec.ts make one).
 */
export function samplePages(state: SiteState): { route: PageRoute; path: (lang: Lang) => string }[] {
  return routesFor(state)
    .filter((route) => route.id !== "guide.studio")
    .map((route) => ({
      route,
      path: (lang: Lang) => pathFor(route, lang, route.dynamic ? { slug: "harris" } : {}),
    }));
}
