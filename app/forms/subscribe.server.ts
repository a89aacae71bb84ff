import type { TFunction } from "i18next";
import { getFixedT } from "~/i18n/i18n.server";
import { langOfPath, type Lang } from "~/i18n/route-table";
import { env } from "~/utils/env.server";
import { cacheHeaders } from "~/utils/http.server";
import { formsDb } from "./db.server";
import { deliver, providerConfig } from "./delivery.server";
import { fieldErrorKeys, firstErrorKey, translateErrors } from "./issues";
import { HONEYPOT_FIELD, SubscribePayloadSchema, type SubscribeAnswer } from "./newsletter-schema";
import { formRateLimit } from "./rate-limit.server";
import { clientAddress, GuardError, readJsonBody, TOO_LARGE_HEADERS } from "./request-guard.server";
import { saveSubscription } from "./subscribers.server";

// POST /api/newsletter/subscribe: guard, validate, store, then forward to the provider when
// one is configured. Every refusal is a 4xx answer in the visitor's language and stores
// nothing; the answer's shape is the spec's {ok, error?, message, status}.

function answer(body: SubscribeAnswer, extraHeaders: Record<string, string> = {}): Response {
  const headers = cacheHeaders("private", {
    "Content-Type": "application/json; charset=utf-8",
    ...extraHeaders,
  });
  return new Response(JSON.stringify(body), { status: body.status, headers });
}

function refusal(
  t: TFunction,
  status: number,
  key: string,
  headers: Record<string, string> = {},
  values: Record<string, unknown> = {},
) {
  const text = t(key, values) as string;
  return answer({ ok: false, error: text, message: text, status }, headers);
}

/** Before the payload is read, the page the visitor came from is the best guess at their language. */
function refererLang(request: Request): Lang {
  try {
    const ref = request.headers.get("referer");
    return ref ? langOfPath(new URL(ref).pathname) : "en";
  } catch {
    return "en";
  }
}

function payloadLang(payload: unknown, fallback: Lang): Lang {
  const lang = (payload as { language?: unknown } | null)?.language;
  return lang === "en" || lang === "es" ? lang : fallback;
}

export async function handleSubscribe(request: Request, context?: unknown): Promise<Response> {
  const e = env();
  let lang = refererLang(request);
  let t = await getFixedT(lang, e.SITE_STATE);
  try {
    if (request.method !== "POST")
      return refusal(t, 405, "newsletter.errors.methodNotAllowed", { Allow: "POST" });

    const decision = await formRateLimit("newsletter", clientAddress(request, context));
    if (!decision.allowed) {
      // Still refused whatever it says; the (size-limited) body only tells us the language.
      const said = await readJsonBody(request, e.FORM_MAX_BODY_BYTES).then(
        (p) => payloadLang(p, lang),
        () => lang,
      );
      if (said !== lang) t = await getFixedT(said, e.SITE_STATE);
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return refusal(
        t,
        429,
        "newsletter.errors.tooMany",
        { "Retry-After": String(decision.retryAfterSeconds) },
        { count: minutes },
      );
    }

    const payload = await readJsonBody(request, e.FORM_MAX_BODY_BYTES);
    const visitorLang = payloadLang(payload, lang);
    if (visitorLang !== lang) {
      lang = visitorLang;
      t = await getFixedT(lang, e.SITE_STATE);
    }

    // Bots fill every field they see; people never see this one. Nothing says which check failed.
    const trap = (payload as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
    if (typeof payload === "object" && payload !== null && trap !== undefined && trap !== "") {
      return refusal(t, 400, "newsletter.errors.rejected");
    }

    const parsed = SubscribePayloadSchema.safeParse(payload);
    if (!parsed.success) {
      const keys = fieldErrorKeys(parsed.error);
      const text = t(firstErrorKey(keys) ?? "newsletter.errors.invalid") as string;
      return answer({
        ok: false,
        error: text,
        message: text,
        status: 400,
        fields: translateErrors(keys, (k) => t(k) as string),
      });
    }
    const { honeypot: _trap, ...subscription } = parsed.data;
    if (e.SITE_STATE !== "HUB" && subscription.state !== e.SITE_STATE) {
      const text = t("newsletter.errors.stateInvalid") as string;
      return answer({ ok: false, error: text, message: text, status: 400, fields: { state: text } });
    }

    const provider = providerConfig();
    let saved;
    try {
      const db = await formsDb();
      saved = { db, ...(await saveSubscription(db, subscription, provider ? "sending" : "not-configured")) };
    } catch (error) {
      console.error("[newsletter] could not store a subscription:", (error as Error).message);
      return refusal(t, 503, "newsletter.errors.unavailable", { "Retry-After": "60" });
    }
    const { db, subscriber } = saved;
    if (!provider) {
      return answer({ ok: true, message: t("newsletter.api.developmentMode") as string, status: 200 });
    }
    const delivered = await deliver(db, provider, subscriber);
    return answer({
      ok: true,
      message: t(delivered.ok ? "newsletter.api.subscribed" : "newsletter.api.queued") as string,
      status: 200,
    });
  } catch (error) {
    if (error instanceof GuardError) {
      const key = error.code === "invalid" ? "newsletter.errors.invalid" : `newsletter.errors.${error.code}`;
      return refusal(t, error.status, key, error.code === "tooLarge" ? TOO_LARGE_HEADERS : undefined);
    }
    // Nothing was stored: a documented 503 the visitor may retry, not a 500.
    console.error("[newsletter] unexpected failure:", error);
    return refusal(t, 503, "newsletter.errors.unavailable", { "Retry-After": "60" });
  }
}
