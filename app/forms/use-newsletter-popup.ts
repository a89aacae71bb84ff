import { useCallback, useEffect, useRef, useState } from "react";
import { useUiSettings } from "~/content/use-ui-settings";

// Spec §4: the popup appears 3 seconds (siteSettings.ui.newsletterPopupDelayMs) after the first
// successful calculation, once ever.
// The calculator calls notifyCalculated() after each successful calculation and renders
// <NewsletterPopup open={open} onOpenChange={onOpenChange} county=… calculatedTax=… />.

export const NEWSLETTER_POPUP_SHOWN_KEY = "newsletter_popup_shown";

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(NEWSLETTER_POPUP_SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    localStorage.setItem(NEWSLETTER_POPUP_SHOWN_KEY, "1");
  } catch {
    // Storage disabled: the popup still shows only once in this page's life.
  }
}

/** Opens the popup a while after the first calculation (the site settings' delay unless given). */
export function useNewsletterPopup(delay?: number) {
  const ui = useUiSettings();
  const delayMs = delay ?? ui.newsletterPopupDelayMs;
  const [open, setOpen] = useState(false);
  const scheduled = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const notifyCalculated = useCallback(() => {
    if (scheduled.current || alreadyShown()) return;
    scheduled.current = true;
    timer.current = setTimeout(() => {
      rememberShown();
      setOpen(true);
    }, delayMs);
  }, [delayMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { open, onOpenChange: setOpen, notifyCalculated };
}
