import { useEffect, useId, useState } from "react";
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
  const titleId = useId();

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

  if (!open) return null;
  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choice);
    setOpen(false);
  };
  return (
    <section
      className="consent-banner"
      aria-labelledby={titleId}
      data-testid="consent-banner"
      data-ssr={mounted ? undefined : ""}
    >
      <div className="container">
        <h2 id={titleId}>{t("consent.title")}</h2>
        <p>{t("consent.text")}</p>
        <fieldset className="consent-choices">
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
            className="button button--secondary"
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
        </div>
      </div>
    </section>
  );
}
