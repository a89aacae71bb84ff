import { data } from "@remix-run/node";
import { langOfPath } from "~/i18n/route-table";
import { env } from "~/utils/env.server";
import { cacheHeaders } from "~/utils/http.server";
import { CONTACT_FIELDS, ContactSchema, formDataToObject, type ContactField } from "./contact-schema";
import { saveContactMessage } from "./contact-messages.server";
import { formsDb } from "./db.server";
import { FORM_ERROR, fieldErrorKeys } from "./issues";
import { HONEYPOT_FIELD } from "./newsletter-schema";
import { formRateLimiter } from "./rate-limit.server";
import { clientAddress, GuardError, readFormBody } from "./request-guard.server";

// The contact page's action. It answers with translation keys, not texts: the page renders
// them in its language on the server (no JavaScript) and in the browser alike.

export type ContactValues = Partial<Record<ContactField, string>>;

export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      /** A problem with the whole submission (a translation key), shown above the form. */
      formError?: string;
      formErrorValues?: Record<string, string | number>;
      fieldErrors: Partial<Record<ContactField, string>>;
      /** What the visitor typed, so the form comes back filled in. */
      values: ContactValues;
    };

function keptValues(raw: Record<string, unknown> | null): ContactValues {
  const values: ContactValues = {};
  if (!raw) return values;
  for (const field of CONTACT_FIELDS) if (typeof raw[field] === "string") values[field] = raw[field] as string;
  return values;
}

function reply(body: ContactActionData, status: number, headers: Record<string, string> = {}) {
  return data(body, { status, headers: cacheHeaders("private", headers) });
}

function refuse(status: number, formError: string, values: ContactValues = {}, extra: Partial<Extract<ContactActionData, { ok: false }>> = {}, headers: Record<string, string> = {}) {
  return reply({ ok: false, formError, fieldErrors: {}, values, ...extra }, status, headers);
}

export async function handleContact(request: Request, context?: unknown) {
  const e = env();
  try {
    if (request.method !== "POST") return refuse(405, "contact.errors.invalid", {}, {}, { Allow: "POST" });
    const decision = formRateLimiter("contact").hit(clientAddress(request, context));
    if (!decision.allowed) {
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return refuse(429, "contact.errors.tooMany", {}, { formErrorValues: { count: minutes } }, { "Retry-After": String(decision.retryAfterSeconds) });
    }
    const form = await readFormBody(request, e.FORM_MAX_BODY_BYTES);
    const asObject = formDataToObject(form);
    if (!asObject.ok) return refuse(400, "contact.errors.unknownField");
    const raw = asObject.value;
    const values = keptValues(raw);

    // Bots fill every field they see; people never see this one. Nothing says which check failed.
    if (raw[HONEYPOT_FIELD]) return refuse(400, "contact.errors.rejected", values);

    const parsed = ContactSchema.safeParse(raw);
    if (!parsed.success) {
      const { [FORM_ERROR]: formError, ...fieldErrors } = fieldErrorKeys(parsed.error);
      return reply({ ok: false, formError, fieldErrors, values }, 400);
    }
    const { website: _trap, ...message } = parsed.data;
    try {
      const db = await formsDb();
      await saveContactMessage(db, message, { language: langOfPath(new URL(request.url).pathname), state: e.SITE_STATE });
    } catch (error) {
      console.error("[contact] could not store a message:", (error as Error).message);
      return refuse(503, "contact.errors.unavailable", values, {}, { "Retry-After": "60" });
    }
    return reply({ ok: true }, 200);
  } catch (error) {
    if (error instanceof GuardError) {
      const key = error.code === "invalidJson" || error.code === "methodNotAllowed" ? "contact.errors.invalid" : `contact.errors.${error.code}`;
      return refuse(error.status, key);
    }
    console.error("[contact] unexpected failure:", error);
    return refuse(500, "contact.errors.unavailable");
  }
}
