import { hrefFor } from "~/i18n/links";
import { env } from "~/utils/env.server";
import type { Database, Queryable } from "./db.server";
import { claimForRedelivery, recordDelivery, type Subscriber } from "./subscribers.server";
import { signUnsubscribeToken } from "./unsubscribe-token.server";

// Forwarding subscriptions to the e-mail provider (README.md in this folder describes the
// request). The row is always stored first; the provider's answer only sets its delivery
// status, and failed deliveries are tried again in the background.

export interface ProviderConfig {
  url: string;
  key: string;
  timeoutMs: number;
}

export function providerConfig(): ProviderConfig | null {
  const e = env();
  if (!e.NEWSLETTER_PROVIDER_URL || !e.NEWSLETTER_PROVIDER_KEY) return null;
  return {
    url: e.NEWSLETTER_PROVIDER_URL,
    key: e.NEWSLETTER_PROVIDER_KEY,
    timeoutMs: e.NEWSLETTER_PROVIDER_TIMEOUT_MS,
  };
}

export function unsubscribeUrl(
  subscriber: Pick<Subscriber, "unsubscribeToken" | "language">,
  now = Date.now(),
): string {
  const e = env();
  const token = signUnsubscribeToken(subscriber.unsubscribeToken, e.SESSION_SECRET, now);
  return `${e.SITE_URL.replace(/\/$/, "")}${hrefFor("unsubscribe", subscriber.language)}?token=${encodeURIComponent(token)}`;
}

export interface ProviderPayload {
  email: string;
  firstName: string | null;
  state: string;
  county: string | null;
  language: "en" | "es";
  tags: string[];
  calculatedTax: number | null;
  source: "banner" | "popup";
  consentAt: string;
  unsubscribeUrl: string;
}

export function providerPayload(s: Subscriber): ProviderPayload {
  return {
    email: s.email,
    firstName: s.firstName,
    state: s.state,
    county: s.county,
    language: s.language,
    tags: s.tags,
    calculatedTax: s.calculatedTax,
    source: s.source,
    consentAt: s.consentAt.toISOString(),
    unsubscribeUrl: unsubscribeUrl(s),
  };
}

export type DeliveryResult = { ok: true } | { ok: false; error: string };

export async function sendToProvider(config: ProviderConfig, s: Subscriber): Promise<DeliveryResult> {
  try {
    const res = await fetch(config.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Bearer ${config.key}`,
        // The same subscription sent twice (a retry after a lost answer) is one to the provider.
        "Idempotency-Key": `subscriber-${s.id}-${s.consentAt.getTime()}`,
      },
      body: JSON.stringify(providerPayload(s)),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: "error",
    });
    await res.body?.cancel().catch(() => undefined);
    return res.ok ? { ok: true } : { ok: false, error: `provider answered HTTP ${res.status}` };
  } catch (error) {
    const err = error as Error;
    return {
      ok: false,
      error:
        err.name === "TimeoutError"
          ? `no answer within ${config.timeoutMs} ms`
          : `request failed: ${err.message}`,
    };
  }
}

/** Sends one stored subscription and records the outcome on its row. */
export async function deliver(db: Queryable, config: ProviderConfig, s: Subscriber): Promise<DeliveryResult> {
  const result = await sendToProvider(config, s);
  await recordDelivery(db, s.id, result);
  if (!result.ok)
    console.warn(`[newsletter] delivery of subscriber ${s.id} failed (${result.error}); it will be retried`);
  return result;
}

export const REDELIVERY = { everyMs: 5 * 60_000, batch: 20, maxAttempts: 6, staleMinutes: 10 } as const;

/** One pass over failed deliveries; returns how many were sent this time. */
export async function redeliverFailed(
  db: Queryable,
  config: ProviderConfig,
  opts: Partial<typeof REDELIVERY> = {},
): Promise<number> {
  const o = { ...REDELIVERY, ...opts };
  const claimed = await claimForRedelivery(db, {
    limit: o.batch,
    maxAttempts: o.maxAttempts,
    staleMinutes: o.staleMinutes,
  });
  let sent = 0;
  for (const s of claimed) if ((await deliver(db, config, s)).ok) sent++;
  return sent;
}

let retrying: ReturnType<typeof setInterval> | undefined;

/** Starts the background retry once per process (only when a provider is configured). */
export function startRedelivery(db: Database, config: ProviderConfig): void {
  if (retrying) return;
  retrying = setInterval(() => {
    redeliverFailed(db, config).catch((error: Error) =>
      console.warn(`[newsletter] retry pass failed: ${error.message}`),
    );
  }, REDELIVERY.everyMs);
  retrying.unref();
}
