import { useCallback, useEffect, useRef, useState } from "react";
import { useUiSettings } from "~/content/use-ui-settings";

// Spec §4: the popup appears 3 seconds (siteSettings.ui.newsletterPopupDelayMs) after the first
// successful calculation, once ever; here that long without activity after it, so it never lands
// on a visitor who is still typing.
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

/** What counts as the visitor still working: typing, changing a field, tapping or clicking. */
const ACTIVITY = ["keydown", "input", "pointerdown", "focusin"] as const;

/**
 * The popup never interrupts a calculation in progress: after a result it waits until the
 * visitor has done nothing for `delayMs` (each key, change or tap starts the wait again).
 */
export function useNewsletterPopup(delay?: number) {
  const ui = useUiSettings();
  const delayMs = delay ?? ui.newsletterPopupDelayMs;
  const [open, setOpen] = useState(false);
  const waiting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopWaiting = useRef<() => void>(() => undefined);

  const notifyCalculated = useCallback(() => {
    if (alreadyShown()) return;
    const restart = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        stopWaiting.current();
        rememberShown();
        setOpen(true);
      }, delayMs);
    };
    restart();
    if (waiting.current) return;
    waiting.current = true;
    for (const type of ACTIVITY) document.addEventListener(type, restart, { capture: true, passive: true });
    stopWaiting.current = () => {
      waiting.current = false;
      for (const type of ACTIVITY) document.removeEventListener(type, restart, { capture: true });
    };
  }, [delayMs]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      stopWaiting.current();
    },
    [],
  );

  return { open, onOpenChange: setOpen, notifyCalculated };
}
