import { data } from "@remix-run/node";
import type { PageModule, RouteMatch } from "~/i18n/route-table";
import { cacheHeaders, type CachePolicyName } from "./http.server";
import { pageContext, type PageContext } from "./site.server";

export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Loads the page context and checks this path is a `module` page on this build; 404 otherwise. */
export type RoutedPage = PageContext & {
  match: RouteMatch;
  /** The page's answer with its cache policy; always `private` while previewing drafts. */
  respond: <T>(payload: T, policy?: CachePolicyName, status?: number) => ReturnType<typeof page<T>>;
};

export async function requirePage(request: Request, module: PageModule): Promise<RoutedPage> {
  const ctx = await pageContext(request);
  if (!ctx.match || ctx.match.route.module !== module) throw notFound();
  return {
    ...ctx,
    match: ctx.match,
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
