// The county map's own file: the drawing the county directory shows (app/components/map). Named
// by the directory's address in each language, answered as an SVG image and cached as pages are.
import { ContentUnavailable } from "~/content/content.server";
import { countyListQuery } from "~/content/queries";
import { cacheHeaders } from "~/utils/http.server";
import { notFound } from "~/utils/page.server";
import { pageContext } from "~/utils/site.server";
import { mapForSite } from "./geometry.server";
import { countyMapDocument } from "./map-document.server";

export async function countyMapLoader(request: Request): Promise<Response> {
  const ctx = await pageContext(request);
  const geometry = mapForSite(ctx.state);
  if (!geometry) throw notFound();
  try {
    const counties = await ctx.cms(countyListQuery, { state: ctx.state });
    const body = countyMapDocument({ geometry, counties, lang: ctx.lang, t: ctx.t });
    return new Response(body, {
      status: 200,
      headers: cacheHeaders(ctx.preview ? "private" : "content", {
        "Content-Type": "image/svg+xml; charset=utf-8",
      }),
    });
  } catch (error) {
    // The content source is down and nothing is cached: the page keeps its directory.
    if (error instanceof ContentUnavailable)
      return new Response(ctx.t("error.stateDataNotLoaded") as string, {
        status: 503,
        headers: cacheHeaders("private", { "Content-Type": "text/plain; charset=utf-8" }),
      });
    throw error;
  }
}
