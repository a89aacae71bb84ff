import type { LoaderFunctionArgs } from "@remix-run/node";
import { ContentUnavailable } from "~/content/content.server";
import { countyListQuery } from "~/content/queries";
import { jsonAnswer } from "~/utils/http.server";
import { pageRequest } from "~/utils/site.server";

// Every county's card, for the county directory in the browser: its page renders only the first
// cards found, and fetches the rest when the visitor searches, sorts or asks for all of them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const req = await pageRequest(request, context);
  if (req.state === "HUB") return jsonAnswer({ error: "no county directory" }, 404, "notFound");
  try {
    const counties = await req.cms(countyListQuery, { state: req.state });
    return jsonAnswer({ counties }, 200, req.preview ? "private" : "content");
  } catch (error) {
    // The content source is down and nothing is cached: the page's search form still works.
    if (error instanceof ContentUnavailable)
      return jsonAnswer({ error: "content unavailable" }, 503, "private");
    throw error;
  }
}
