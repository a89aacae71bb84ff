import type { LoaderFunctionArgs } from "@remix-run/node";
import { packPickerList } from "~/calculator/ui/picker-list";
import { ContentUnavailable } from "~/content/content.server";
import { calculatorCountiesQuery } from "~/content/queries";
import { jsonAnswer } from "~/utils/http.server";
import { pageRequest } from "~/utils/site.server";

// The calculator's whole county list, packed as a page's picker carries it (picker-list.ts), for
// the home page: its document lists only the largest counties, and the browser asks for the rest
// once the page is interactive (use-picker-list.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const req = await pageRequest(request, context);
  if (req.state === "HUB") return jsonAnswer({ error: "no calculator" }, 404, "notFound");
  try {
    const counties = await req.cms(calculatorCountiesQuery, { state: req.state });
    return jsonAnswer({ counties: packPickerList(counties) }, 200, req.preview ? "private" : "content");
  } catch (error) {
    // The content source is down and nothing is cached: the largest counties stay in the picker.
    if (error instanceof ContentUnavailable)
      return jsonAnswer({ error: "content unavailable" }, 503, "private");
    throw error;
  }
}
