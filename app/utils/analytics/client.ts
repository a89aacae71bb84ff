import { readConsent } from "./consent";
import {
  ENGAGEMENT_INTERVAL_MS,
  ENGAGEMENT_MILESTONES,
  EventRateLimiter,
  isCompleteCalculation,
  isEngaged,
  newMilestones,
  shouldReportFetch,
  type EventName,
  type TaxCalculatedParams,
} from "./events";

// The browser side of analytics. Nothing leaves the page, and no third-party script loads,
// until the visitor has consented to analytics.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const limiter = new EventRateLimiter();
let gtmId: string | undefined;
let gtmLoaded = false;

export function configureAnalytics(options: { gtmId?: string }) {
  gtmId = options.gtmId;
  maybeLoadTagManager();
}

function consented(): boolean {
  return readConsent()?.analytics === true;
}

export function maybeLoadTagManager() {
  if (!gtmId || gtmLoaded || !consented()) return;
  gtmLoaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/** Sends an event to the data layer if the visitor consented and the event's limit allows. */
export function track(name: EventName, params: Record<string, unknown> = {}): boolean {
  if (typeof window === "undefined" || !consented()) return false;
  if (name === "tax_calculated" && !isCompleteCalculation(params as TaxCalculatedParams)) return false;
  if (!limiter.allow(name)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: name, ...params });
  maybeLoadTagManager();
  return true;
}

/** Engagement pings every 15 s while the last interaction is under 30 s old. Returns a stop function. */
export function startEngagement(): () => void {
  let last = Date.now();
  const touch = () => (last = Date.now());
  const events = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
  for (const e of events) window.addEventListener(e, touch, { passive: true });
  const timer = window.setInterval(() => {
    if (isEngaged(last, Date.now()) && document.visibilityState === "visible")
      track("user_engagement", { engaged_ms: ENGAGEMENT_INTERVAL_MS });
  }, ENGAGEMENT_INTERVAL_MS);
  return () => {
    window.clearInterval(timer);
    for (const e of events) window.removeEventListener(e, touch);
  };
}

/**
 * Scroll milestones 25/50/75/90 and the engagement series 25/50/75/100 for the current page, each
 * once. Returns a stop function.
 */
export function startScrollMilestones(path: string): () => void {
  const seen = new Set<number>();
  const engaged = new Set<number>();
  const onScroll = () => {
    const doc = document.documentElement;
    const scrollable = doc.scrollHeight - window.innerHeight;
    const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
    for (const m of newMilestones(percent, seen)) {
      seen.add(m);
      track("scroll_depth", { percent: m, path });
    }
    for (const m of newMilestones(percent, engaged, ENGAGEMENT_MILESTONES)) {
      engaged.add(m);
      track("engagement_milestone", { percent: m, path });
    }
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => window.removeEventListener("scroll", onScroll);
}

/** fetch that reports non-ok answers and network errors (except ad, asset, 404 and 5xx ones). */
export async function reportingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    const res = await fetch(input, init);
    if (!res.ok && shouldReportFetch(url, { status: res.status }))
      track("fetch_error", { url, status: res.status });
    return res;
  } catch (error) {
    if (shouldReportFetch(url, { networkError: true }))
      track("fetch_error", { url, status: 0, network: true });
    throw error;
  }
}
