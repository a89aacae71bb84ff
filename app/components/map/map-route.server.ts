// The county map's own file: the drawing the county directory shows (app/components/map). Named
// by the directory's address in each language, answered as an SVG image and cached as pages are.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ContentUnavailable } from "~/content/content.server";
import { countyListQuery } from "~/content/queries";
import { textAnswer } from "~/utils/http.server";
import { notFound } from "~/utils/page.server";
import { pageContext } from "~/utils/site.server";
import { mapForSite } from "./geometry.server";
import { countyMapDocument } from "./map-document.server";

export async function countyMapLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const ctx = await pageContext(request, context);
  const geometry = mapForSite(ctx.state);
  if (!geometry) throw notFound();
  try {
    const counties = await ctx.cms(countyListQuery, { state: ctx.state });
    const body = countyMapDocument({ geometry, counties, lang: ctx.lang, t: ctx.t });
    return textAnswer(body, 200, ctx.preview ? "private" : "content", "image/svg+xml; charset=utf-8");
  } catch (error) {
    // The content source is down and nothing is cached: the page keeps its directory.
    if (error instanceof ContentUnavailable)
      return textAnswer(ctx.t("error.stateDataNotLoaded") as string, 503, "private");
    throw error;
  }
}
