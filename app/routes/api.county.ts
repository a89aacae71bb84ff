import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCountyDetails } from "~/calculator/ui/county-details.server";
import { env } from "~/utils/env.server";
import { cacheHeaders, type CachePolicyName } from "~/utils/http.server";

// A county's details and the state's rules, for the calculator in the browser
// (app/calculator/ui/county-details.ts): the pages carry only the picker's names.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function answer(body: unknown, status: number, policy: CachePolicyName) {
  const headers = cacheHeaders(policy, { "Content-Type": "application/json; charset=utf-8" });
  return new Response(JSON.stringify(body), { status, headers });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = (url.searchParams.get("slug") ?? "").toLowerCase();
  const lang = url.searchParams.get("lang") === "es" ? "es" : "en";
  if (!slug || slug.length > 64 || !SLUG.test(slug)) return answer({ error: "slug" }, 400, "private");
  if (env().SITE_STATE === "HUB") return answer({ error: "no calculator" }, 404, "notFound");
  const details = await loadCountyDetails(slug, lang);
  // The content source is down and nothing is cached: the calculation fails with its retry.
  if (details === "unavailable") return answer({ error: "content unavailable" }, 503, "private");
  if (!details) return answer({ error: "not found" }, 404, "notFound");
  return answer(details, 200, "countyDetails");
}
