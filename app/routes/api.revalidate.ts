import type { ActionFunctionArgs } from "@remix-run/node";
import { handleRevalidate, SIGNATURE_HEADER_NAME } from "~/content/revalidate.server";
import { env } from "~/utils/env.server";

const MAX_BODY = 64 * 1024;

export async function action({ request }: ActionFunctionArgs) {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store" },
    });
  if (request.method !== "POST") return json(405, { ok: false, error: "Use POST" });
  const raw = await request.text();
  if (raw.length > MAX_BODY) return json(413, { ok: false, error: "Body too large" });
  const result = await handleRevalidate(
    raw,
    request.headers.get(SIGNATURE_HEADER_NAME),
    env().SANITY_WEBHOOK_SECRET,
  );
  return json(result.status, result.body);
}

export function loader() {
  return new Response(JSON.stringify({ ok: false, error: "Use POST" }), {
    status: 405,
    headers: { "Content-Type": "application/json", Allow: "POST" },
  });
}
