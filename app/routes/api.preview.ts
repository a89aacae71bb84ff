import type { LoaderFunctionArgs } from "@remix-run/node";
import { previewCookie, previewSecretMatches, safeRedirectPath } from "~/content/preview.server";

// GET /api/preview?secret=…&redirect=/guides/exemptions turns draft preview on (the secret: one
// the Studio's "Open preview" made within the hour, app/content/preview-secret.ts);
// GET /api/preview?disable=1 turns it off.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const to = safeRedirectPath(url.searchParams.get("redirect"));
  if (url.searchParams.has("disable")) {
    return new Response(null, {
      status: 303,
      headers: {
        Location: to,
        "Set-Cookie": previewCookie(secure, false),
        "Cache-Control": "private, no-store",
      },
    });
  }
  if (!(await previewSecretMatches(url.searchParams.get("secret")))) {
    return new Response(JSON.stringify({ ok: false, error: "Invalid preview secret" }), {
      status: 401,
      headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: to,
      "Set-Cookie": previewCookie(secure, true),
      "Cache-Control": "private, no-store",
    },
  });
}
