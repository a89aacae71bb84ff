// The visitor's analytics and marketing choices, kept in localStorage as `analytics_consent`.
export const CONSENT_KEY = "analytics_consent";
export const CONSENT_EVENT = "ptc:consent-changed";

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  at: string;
}

export function readConsent(): Consent | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Consent>;
    if (typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean") return null;
    return { analytics: v.analytics, marketing: v.marketing, at: String(v.at ?? "") };
  } catch {
    return null;
  }
}

/**
 * Runs in <head> before the page paints: marks <html data-consent-ask> when no valid choice is
 * stored, so the consent banner the server rendered shows at once for those visitors (and is
 * never the late, largest paint of the page) and stays hidden for everyone else. The same test
 * as readConsent, written out because it runs before any bundle loads.
 */
export const CONSENT_PROBE = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||"null");if(!c||typeof c.analytics!=="boolean"||typeof c.marketing!=="boolean")throw 0}catch(e){document.documentElement.setAttribute("data-consent-ask","")}`;

export function saveConsent(choice: { analytics: boolean; marketing: boolean }): Consent {
  const consent: Consent = { ...choice, at: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}
