import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCountyDetails } from "~/calculator/ui/county-details.server";
import { contentDeadline } from "~/content/content.server";
import { env } from "~/utils/env.server";
import { jsonAnswer } from "~/utils/http.server";

// A county's details and the state's rules, for the calculator in the browser
// (app/calculator/ui/county-details.ts): the pages carry only the picker's names.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = (url.searchParams.get("slug") ?? "").toLowerCase();
  const lang = url.searchParams.get("lang") === "es" ? "es" : "en";
  if (!slug || slug.length > 64 || !SLUG.test(slug)) return jsonAnswer({ error: "slug" }, 400, "private");
  if (env().SITE_STATE === "HUB") return jsonAnswer({ error: "no calculator" }, 404, "notFound");
  const details = await loadCountyDetails(slug, lang, contentDeadline(context));
  // The content source is down and nothing is cached: the calculation fails with its retry.
  if (details === "unavailable") return jsonAnswer({ error: "content unavailable" }, 503, "private");
  if (!details) return jsonAnswer({ error: "not found" }, 404, "notFound");
  return jsonAnswer(details, 200, "countyDetails");
}
