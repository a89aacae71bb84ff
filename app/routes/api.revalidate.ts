import type { ActionFunctionArgs } from "@remix-run/node";
import { handleRevalidate, SIGNATURE_HEADER_NAME } from "~/content/revalidate.server";
import { GuardError, readLimitedBody, TOO_LARGE_HEADERS } from "~/forms/request-guard.server";
import { env } from "~/utils/env.server";

// Sanity's webhook bodies are a document id and type: a few hundred bytes.
const MAX_BODY = 64 * 1024;

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store", ...extra },
  });

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json(405, { ok: false, error: "Use POST" });
  let raw: string;
  try {
    // Refused while reading: a 25 MB body is never held in memory to be measured.
    raw = new TextDecoder().decode(await readLimitedBody(request, MAX_BODY));
  } catch (error) {
    if (error instanceof GuardError && error.code === "tooLarge")
      return json(413, { ok: false, error: "Body too large" }, TOO_LARGE_HEADERS);
    return json(400, { ok: false, error: "Body could not be read" });
  }
  const result = await handleRevalidate(
    raw,
    request.headers.get(SIGNATURE_HEADER_NAME),
    env().SANITY_WEBHOOK_SECRET,
  );
  return json(
    result.status,
    result.body,
    result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {},
  );
}

export function loader() {
  return new Response(JSON.stringify({ ok: false, error: "Use POST" }), {
    status: 405,
    headers: { "Content-Type": "application/json", Allow: "POST" },
  });
}
