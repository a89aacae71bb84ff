import { data } from "@remix-run/node";
import { getLocale } from "~/i18n/i18n.server";
import { env } from "~/utils/env.server";
import { cacheHeaders } from "~/utils/http.server";
import { checkContactForm, type ContactActionData, type ContactValues } from "./contact-schema";
import { saveContactMessage } from "./contact-messages.server";
import { formsDb } from "./db.server";
import { formRateLimit } from "./rate-limit.server";
import { clientAddress, GuardError, readFormBody, TOO_LARGE_HEADERS } from "./request-guard.server";

// The contact page's action. It answers with translation keys, not texts: the page renders
// them in its language on the server (no JavaScript) and in the browser alike.

function reply(body: ContactActionData, status: number, headers: Record<string, string> = {}) {
  return data(body, { status, headers: cacheHeaders("private", headers) });
}

function refuse(
  status: number,
  formError: string,
  values: ContactValues = {},
  formErrorValues?: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  return reply(
    { ok: false, formError, ...(formErrorValues ? { formErrorValues } : {}), fieldErrors: {}, values },
    status,
    headers,
  );
}

export async function handleContact(request: Request, context?: unknown) {
  const e = env();
  try {
    if (request.method !== "POST")
      return refuse(405, "contact.errors.invalid", {}, undefined, { Allow: "POST" });
    const decision = await formRateLimit("contact", clientAddress(request, context));
    if (!decision.allowed) {
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return refuse(
        429,
        "contact.errors.tooMany",
        {},
        { count: minutes },
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
    }
    const checked = checkContactForm(await readFormBody(request, e.FORM_MAX_BODY_BYTES));
    if (!checked.ok) return reply(checked.answer, 400);
    try {
      const db = await formsDb();
      await saveContactMessage(db, checked.message, {
        language: await getLocale(request),
        state: e.SITE_STATE,
      });
    } catch (error) {
      console.error("[contact] could not store a message:", (error as Error).message);
      return refuse(503, "contact.errors.unavailable", checked.values, undefined, { "Retry-After": "60" });
    }
    return reply({ ok: true }, 200);
  } catch (error) {
    if (error instanceof GuardError) {
      const key =
        error.code === "invalidJson" || error.code === "methodNotAllowed"
          ? "contact.errors.invalid"
          : `contact.errors.${error.code}`;
      return refuse(
        error.status,
        key,
        undefined,
        undefined,
        error.code === "tooLarge" ? TOO_LARGE_HEADERS : undefined,
      );
    }
    // Nothing was stored: a documented 503 the visitor may retry, not a 500.
    console.error("[contact] unexpected failure:", error);
    return refuse(503, "contact.errors.unavailable", undefined, undefined, { "Retry-After": "60" });
  }
}
