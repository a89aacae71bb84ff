import type { LoaderFunctionArgs } from "@remix-run/node";
import { query } from "~/content/content.server";
import { countyBySlugQuery } from "~/content/queries";
import { pickLocale } from "~/content/state-config";
import { env } from "~/utils/env.server";
import { cacheHeaders } from "~/utils/http.server";

// A county's advisory notes in one language, for the calculator's results card: the pages do
// not carry every county's notes (calculator.server.ts), the browser asks for the one it needs.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function answer(body: unknown, status: number, policy: "content" | "notFound" | "private") {
  const headers = cacheHeaders(policy, { "Content-Type": "application/json; charset=utf-8" });
  return new Response(JSON.stringify(body), { status, headers });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = (url.searchParams.get("slug") ?? "").toLowerCase();
  const lang = url.searchParams.get("lang") === "es" ? "es" : "en";
  const state = env().SITE_STATE;
  if (!slug || slug.length > 64 || !SLUG.test(slug)) return answer({ error: "slug" }, 400, "private");
  if (state === "HUB") return answer({ error: "no calculator" }, 404, "notFound");
  let county;
  try {
    county = await query(countyBySlugQuery, { state, slug });
  } catch {
    // The content source is down and nothing is cached: the results card shows no notes.
    return answer({ error: "content unavailable" }, 503, "private");
  }
  if (!county) return answer({ error: "not found" }, 404, "notFound");
  const notes = (county.notes ?? []).map((n) => pickLocale(n, lang)).filter((n): n is string => Boolean(n));
  return answer({ slug, lang, notes }, 200, "content");
}
