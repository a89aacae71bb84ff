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
  | "language_switched"
  | "high_value_calculation"
  | "power_user"
  | "value_range"
  | "engagement_milestone"
  | "web_vital";

export const RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;
/** The spec exempts these from the per-name limit. */
export const UNLIMITED: ReadonlySet<EventName> = new Set([
  "page_view",
  "tax_calculated",
  "calculator_started",
]);
export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;
/** How much of a page the visitor has seen, a separate series from the scroll depth (spec §5). */
export const ENGAGEMENT_MILESTONES = [25, 50, 75, 100] as const;
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

/** Milestones newly passed at this depth (each reported once per page). */
export function newMilestones(
  percent: number,
  already: ReadonlySet<number>,
  milestones: readonly number[] = SCROLL_MILESTONES,
): number[] {
  return milestones.filter((m) => percent >= m && !already.has(m));
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

/** Upper bounds of the home-value ranges reported with each calculation (spec §9: under 100k … 2M+). */
const VALUE_RANGES: readonly [number, string][] = [
  [100_000, "under_100k"],
  [200_000, "100k_200k"],
  [300_000, "200k_300k"],
  [500_000, "300k_500k"],
  [750_000, "500k_750k"],
  [1_000_000, "750k_1m"],
  [2_000_000, "1m_2m"],
];

/** The home-value range a calculation falls in: lower bound included, upper excluded. */
export function valueRange(value: number): string {
  for (const [below, name] of VALUE_RANGES) if (value < below) return name;
  return "2m_plus";
}

/** The analytics value tier (spec): low < 200k, medium < 500k, high < 1M, very_high ≥ 1M. */
export function valueTier(value: number): "low" | "medium" | "high" | "very_high" {
  if (value < 200_000) return "low";
  if (value < 500_000) return "medium";
  if (value < 1_000_000) return "high";
  return "very_high";
}
