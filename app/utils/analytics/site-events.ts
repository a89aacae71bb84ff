// The events the spec names for what visitors do on the site, each sent through track(): nothing
// leaves the page before analytics consent, and an e-mail address never leaves it at all.
import type { Lang } from "~/i18n/route-table";
import { track } from "./client";
import { hashEmail, valueRange } from "./events";
import { recordCalculation, type UsageThresholds } from "./usage";

export function trackPageNotFound(path: string, language: Lang) {
  track("page_not_found", { path, language, referrer: document.referrer || undefined });
}

/** A confirmed subscription, with the SHA-256 of the address instead of the address. */
export async function trackNewsletterSignup(email: string, form: "default" | "popup", state?: string) {
  const emailHash = await hashEmail(email).catch(() => undefined);
  track("newsletter_signup", { form, state, email_hash: emailHash });
}

export function trackLanguageSwitch(from: Lang, to: Lang, path: string) {
  track("language_switched", { from, to, path });
}

/**
 * Counts a finished calculation in the visitor's browser and reports its value range, a
 * high-value home (spec: above $500,000), and the calculation that makes the visitor a power
 * user (spec: the fifth).
 */
export function trackCalculationUsage(state: string, homeValue: number, thresholds: UsageThresholds) {
  const usage = recordCalculation(state, homeValue, thresholds);
  track("value_range", { state, range: valueRange(homeValue) });
  if (usage.highValue) track("high_value_calculation", { state, range: valueRange(homeValue) });
  if (usage.total === thresholds.powerUserAt) track("power_user", { state, calculations: usage.total });
}
