import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentCache, contentDeadline, contentSource, runQuery } from "~/content/content.server";
import { stateConfigQuery } from "~/content/queries";
import { env } from "~/utils/env.server";

// For load balancers and operators: is the process up, and is the content source answering
// or are pages being served from the last good content?
export async function loader({ context }: LoaderFunctionArgs) {
  const e = env();
  let content: "ok" | "stale" | "down" = "ok";
  try {
    const { state } = await runQuery(
      stateConfigQuery,
      { state: e.SITE_STATE === "HUB" ? "HUB" : e.SITE_STATE },
      { deadline: contentDeadline(context) },
    );
    if (state === "error-stale") content = "stale";
  } catch {
    content = "down";
  }
  const health = contentCache().health();
  // Pages are being answered from old content whenever the latest attempt to refresh failed,
  // even while this one query was still within its stale window.
  if (content === "ok" && health.servingStale) content = "stale";
  const body = {
    status: content === "down" ? "degraded" : "ok",
    state: e.SITE_STATE,
    content: { source: contentSource().name, status: content, ...health },
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store" },
  });
}
