import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { LANGS, ROUTE_TABLE } from "./i18n/route-table";

// Pages come from the route table: each distinct path is registered once, pointing at the
// module that renders it. Which build serves which page is decided at request time by the
// loader (matchPath with SITE_STATE), so one build artefact serves any state.
function pageRoutes() {
  const seen = new Map<string, string>();
  for (const r of ROUTE_TABLE) {
    for (const lang of LANGS) {
      const path = r[lang];
      if (!seen.has(path)) seen.set(path, r.module);
    }
  }
  return [...seen.entries()].map(([path, module]) =>
    route(path, `pages/${module}.tsx`, { id: `page:${path}` }),
  );
}

export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/*.test.ts", "**/*.test.tsx", "**/.*"] })),
  ...pageRoutes(),
  route("*", "pages/not-found.tsx", { id: "page:not-found" }),
] satisfies RouteConfig;
