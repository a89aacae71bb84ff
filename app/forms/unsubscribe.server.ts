import { env } from "~/utils/env.server";
import { formsDb } from "./db.server";
import { formRateLimit } from "./rate-limit.server";
import { clientAddress, GuardError, readFormBody } from "./request-guard.server";
import { findByUnsubscribeToken, unsubscribe } from "./subscribers.server";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

// The unsubscribe page: GET shows what the link is for and a button (a plain POST form, so
// it works without JavaScript and link scanners in mail systems cannot unsubscribe anyone);
// POST does it. A bad or old link gets a 400 page and changes nothing.

export type InvalidReason = "missing" | "malformed" | "signature" | "expired" | "unknown";

export type UnsubscribeView =
  | { kind: "confirm"; token: string; email: string; state: string }
  | { kind: "done"; email: string; state: string }
  | { kind: "already" }
  | { kind: "invalid"; reason: InvalidReason }
  /** The request was refused before the link was looked at (rate limit, bad body, storage down). */
  | { kind: "refused"; error: string; values?: Record<string, string | number>; token?: string };

export interface ViewResult {
  view: UnsubscribeView;
  status: number;
}

/** "jane.doe@example.com" → "j•••@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export async function unsubscribeLanding(request: Request): Promise<ViewResult> {
  const token = new URL(request.url).searchParams.get("token");
  const check = verifyUnsubscribeToken(token, env().SESSION_SECRET);
  if (!check.ok) return { view: { kind: "invalid", reason: check.reason }, status: 400 };
  try {
    const db = await formsDb();
    const subscriber = await findByUnsubscribeToken(db, check.rowToken);
    if (!subscriber) return { view: { kind: "invalid", reason: "unknown" }, status: 400 };
    if (subscriber.unsubscribedAt) return { view: { kind: "already" }, status: 200 };
    return {
      view: { kind: "confirm", token: token!, email: maskEmail(subscriber.email), state: subscriber.state },
      status: 200,
    };
  } catch (error) {
    console.error("[unsubscribe] storage unavailable:", (error as Error).message);
    return { view: { kind: "refused", error: "newsletter.errors.unavailable" }, status: 503 };
  }
}

export async function handleUnsubscribe(request: Request, context?: unknown): Promise<ViewResult> {
  const e = env();
  try {
    if (request.method !== "POST")
      return { view: { kind: "refused", error: "newsletter.errors.invalid" }, status: 405 };
    const decision = await formRateLimit("unsubscribe", clientAddress(request, context));
    if (!decision.allowed) {
      return {
        view: {
          kind: "refused",
          error: "newsletter.errors.tooMany",
          values: { count: Math.ceil(decision.retryAfterSeconds / 60) },
        },
        status: 429,
      };
    }
    const form = await readFormBody(request, e.FORM_MAX_BODY_BYTES);
    const token = form.get("token");
    const check = verifyUnsubscribeToken(typeof token === "string" ? token : null, e.SESSION_SECRET);
    if (!check.ok) return { view: { kind: "invalid", reason: check.reason }, status: 400 };
    try {
      const db = await formsDb();
      const subscriber = await findByUnsubscribeToken(db, check.rowToken);
      const outcome = subscriber ? await unsubscribe(db, check.rowToken) : "unknown";
      if (outcome === "unknown" || !subscriber)
        return { view: { kind: "invalid", reason: "unknown" }, status: 400 };
      if (outcome === "already") return { view: { kind: "already" }, status: 200 };
      return {
        view: { kind: "done", email: maskEmail(subscriber.email), state: subscriber.state },
        status: 200,
      };
    } catch (error) {
      console.error("[unsubscribe] storage unavailable:", (error as Error).message);
      return {
        view: { kind: "refused", error: "newsletter.errors.unavailable", token: token as string },
        status: 503,
      };
    }
  } catch (error) {
    if (error instanceof GuardError) {
      // The JSON wording of the API's type error would mislead here: only a page form posts.
      const key = error.code === "tooLarge" ? "newsletter.errors.tooLarge" : "newsletter.errors.invalid";
      return { view: { kind: "refused", error: key }, status: error.status };
    }
    console.error("[unsubscribe] unexpected failure:", error);
    return { view: { kind: "refused", error: "newsletter.errors.unavailable" }, status: 500 };
  }
}
