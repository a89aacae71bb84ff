// Core Web Vitals from real visits (the web-vitals package), sent as web_vital events. The
// package is fetched only once the visitor has allowed analytics, and never for Chrome before
// version 92, whose performance entries the spec excludes.
import { readConsent } from "./consent";
import { track } from "./client";

/** The Chrome (or Chromium) major version in a user agent, or null for other browsers. */
export function chromeMajor(userAgent: string): number | null {
  if (/Edg\/|OPR\//.test(userAgent)) return null;
  const m = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  return m ? Number(m[1]) : null;
}

export function webVitalsWanted(userAgent: string): boolean {
  const chrome = chromeMajor(userAgent);
  return chrome === null || chrome >= 92;
}

let started = false;

export async function startWebVitals(): Promise<void> {
  if (started || readConsent()?.analytics !== true || !webVitalsWanted(navigator.userAgent)) return;
  started = true;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const send = (metric: { name: string; value: number; rating: string; id: string }) =>
    track("web_vital", {
      metric: metric.name,
      // CLS is a unitless score; the others are milliseconds.
      value: metric.name === "CLS" ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      rating: metric.rating,
      metric_id: metric.id,
      path: window.location.pathname,
    });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
}
