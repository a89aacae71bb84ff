import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { readConsent, saveConsent } from "~/utils/analytics/consent";
import { OPEN_CONSENT_EVENT } from "./SiteFooter";

/**
 * Asks before any analytics or marketing tag runs; reopened from the footer's cookie settings.
 * The server renders it (marked data-ssr); CSS shows that copy only when the head's probe found
 * no stored choice (CONSENT_PROBE), and without JavaScript, which could not record a choice,
 * not at all. Once mounted, the component decides for itself.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [mounted, setMounted] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const titleId = useId();
  const choicesId = useId();
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    setMounted(true);
    const current = readConsent();
    if (current) {
      setOpen(false);
      setAnalytics(current.analytics);
      setMarketing(current.marketing);
    }
    const reopen = () => {
      const c = readConsent();
      setAnalytics(c?.analytics ?? false);
      setMarketing(c?.marketing ?? false);
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useToastsAbove(open && mounted ? banner : null);

  if (!open) return null;
  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choice);
    setOpen(false);
  };
  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-labelledby={titleId}
      data-testid="consent-banner"
      data-ssr={mounted ? undefined : ""}
      data-choosing={choosing ? "" : undefined}
    >
      <div className="container">
        <h2 id={titleId}>{t("consent.title")}</h2>
        <p>{t("consent.text")}</p>
        <fieldset className="consent-choices" id={choicesId}>
          <legend className="visually-hidden">{t("consent.title")}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={analytics}
              onChange={(e) => setAnalytics(e.currentTarget.checked)}
            />{" "}
            {t("consent.analytics")}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={marketing}
              onChange={(e) => setMarketing(e.currentTarget.checked)}
            />{" "}
            {t("consent.marketing")}
          </label>
        </fieldset>
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => decide({ analytics: true, marketing: true })}
          >
            {t("consent.acceptAll")}
          </button>
          <button
            type="button"
            className="button button--secondary consent-save"
            onClick={() => decide({ analytics, marketing })}
          >
            {t("consent.save")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => decide({ analytics: false, marketing: false })}
          >
            {t("consent.reject")}
          </button>
          <button
            type="button"
            className="link-button consent-choose"
            aria-expanded={choosing}
            aria-controls={choicesId}
            onClick={() => setChoosing((c) => !c)}
          >
            {t("consent.choose")}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * While the banner is open, toasts rise above it instead of covering its buttons: the banner's
 * height goes into --consent-height, which app.css adds to sonner's bottom offsets. The height is
 * set on the toaster alone, by a rule of its own: a custom property on the root element is
 * inherited by every element, and setting one there restyled the whole page during hydration.
 */
function useToastsAbove(banner: RefObject<HTMLElement> | null) {
  useEffect(() => {
    const el = banner?.current;
    if (!el) return;
    const root = document.documentElement;
    const rule = document.createElement("style");
    document.head.append(rule);
    // The observer reports the banner's size once on observing it, and after each change.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height;
      rule.textContent = `[data-sonner-toaster]{--consent-height:${Math.ceil(height)}px}`;
    });
    observer.observe(el);
    root.setAttribute("data-consent-open", "");
    return () => {
      observer.disconnect();
      root.removeAttribute("data-consent-open");
      rule.remove();
    };
  }, [banner]);
}
