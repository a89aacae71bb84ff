import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { PageModule, RouteMatch } from "~/i18n/route-table";
import { cacheHeaders, type CachePolicyName } from "./http.server";
import { pageRequest, withSite, type PageContext, type PageRequest } from "./site.server";

export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

/** A page's context once this path is known to be one of its module's on this build. */
export type RoutedPage<T = undefined> = PageContext & {
  match: RouteMatch;
  /** What the page's own queries answered (see `requirePage`). */
  queried: T;
  /** The page's answer with its cache policy; always `private` while previewing drafts. */
  respond: <P>(payload: P, policy?: CachePolicyName, status?: number) => ReturnType<typeof page<P>>;
};

/** What a page's own queries may read: the request, not the site's configuration. */
export type PageQueries = PageRequest & { match: RouteMatch };

/**
 * Checks this path is a `module` page on this build (404 otherwise) and loads its context. The
 * page's own queries (`queries`) need only the request (language, build state, path), so they
 * are asked together with the site's configuration: a slow CMS costs the page one wait, within
 * the request's one time budget, not one per query in series.
 */
export async function requirePage<T = undefined>(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  module: PageModule,
  queries?: (q: PageQueries) => Promise<T>,
): Promise<RoutedPage<T>> {
  const req = await pageRequest(request, context);
  const match = req.match;
  if (!match || match.route.module !== module) throw notFound();
  // An async wrapper: a `queries` that throws at once still leaves the site's load awaited.
  const [ctx, queried] = await Promise.all([withSite(req), (async () => queries?.({ ...req, match }))()]);
  return {
    ...ctx,
    match,
    queried: queried as T,
    respond: (payload, policy = "content", status = 200) =>
      page(payload, ctx.preview ? "private" : policy, status),
  };
}

export function notFound() {
  return new Response(null, { status: 404, headers: cacheHeaders("notFound") });
}

/** A page's answer: its data with the named cache policy. */
export function page<T>(payload: T, policy: CachePolicyName = "content", status = 200) {
  return data(payload, { status, headers: cacheHeaders(policy) });
}
