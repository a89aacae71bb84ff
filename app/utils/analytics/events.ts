// The analytics data layer: which events exist, when they may be sent, and how often.
// Pure logic; the browser wiring is in ./client.ts.

export type EventName =
  | "page_view"
  | "page_not_found"
  | "translation_missing"
  | "calculator_started"
  | "tax_calculated"
  | "calculation_error"
  | "fetch_error"
  | "user_engagement"
  | "scroll_depth"
  | "newsletter_signup"
  | "report_downloaded"
  | "wizard_abandoned"
  | "language_switched";

export const RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;
/** The spec exempts these from the per-name limit. */
export const UNLIMITED: ReadonlySet<EventName> = new Set([
  "page_view",
  "tax_calculated",
  "calculator_started",
]);
export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;
export const ENGAGEMENT_INTERVAL_MS = 15_000;
export const ENGAGEMENT_IDLE_MS = 30_000;

/** At most `max` events of one name per sliding window. */
export class EventRateLimiter {
  private sent = new Map<string, number[]>();
  constructor(private readonly now: () => number = Date.now) {}

  allow(name: EventName): boolean {
    if (UNLIMITED.has(name)) return true;
    const t = this.now();
    const recent = (this.sent.get(name) ?? []).filter((at) => t - at < RATE_LIMIT.windowMs);
    if (recent.length >= RATE_LIMIT.max) {
      this.sent.set(name, recent);
      return false;
    }
    recent.push(t);
    this.sent.set(name, recent);
    return true;
  }
}

export interface TaxCalculatedParams {
  state?: string;
  county?: string;
  homeValue?: number;
  annualTax?: number;
  [k: string]: unknown;
}

/** The completed-calculation event goes out only with a state, a county, a value above 0 and a tax of 0 or more. */
export function isCompleteCalculation(p: TaxCalculatedParams): boolean {
  return Boolean(
    p.state &&
    p.county &&
    typeof p.homeValue === "number" &&
    Number.isFinite(p.homeValue) &&
    p.homeValue > 0 &&
    typeof p.annualTax === "number" &&
    Number.isFinite(p.annualTax) &&
    p.annualTax >= 0,
  );
}

/** Scroll milestones newly passed at this depth (each reported once per page). */
export function newMilestones(percent: number, already: ReadonlySet<number>): number[] {
  return SCROLL_MILESTONES.filter((m) => percent >= m && !already.has(m));
}

/** Engagement is pinged only while the last interaction is recent. */
export function isEngaged(lastInteractionAt: number, now: number): boolean {
  return now - lastInteractionAt < ENGAGEMENT_IDLE_MS;
}

const AD_OR_TRACKER =
  /googletagmanager|google-analytics|doubleclick|googlesyndication|adservice|facebook\.net|\/ads?\//i;
const ASSET = /\.(?:js|mjs|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|map)(?:\?|$)/i;

/** The fetch wrapper reports non-ok answers and network errors, except ad, asset, 404 and 5xx ones. */
export function shouldReportFetch(
  url: string,
  outcome: { status?: number; networkError?: boolean },
): boolean {
  if (AD_OR_TRACKER.test(url) || ASSET.test(url)) return false;
  if (outcome.networkError) return true;
  const s = outcome.status ?? 0;
  if (s >= 200 && s < 400) return false;
  if (s === 404 || s >= 500) return false;
  return true;
}

/** E-mail addresses only ever leave as a SHA-256 hash of the trimmed, lower-cased address. */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The analytics value tier (spec): low < 200k, medium < 500k, high < 1M, very_high ≥ 1M. */
export function valueTier(value: number): "low" | "medium" | "high" | "very_high" {
  if (value < 200_000) return "low";
  if (value < 500_000) return "medium";
  if (value < 1_000_000) return "high";
  return "very_high";
}
