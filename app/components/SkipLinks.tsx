import { useTranslation } from "react-i18next";

// Targets are focusable (tabIndex -1) so the browser moves focus, not just the scroll position.
export function SkipLinks({ hasCalculator }: { hasCalculator: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="skip-links" aria-label={t("common.skipToMain")}>
      <a href="#main-content">{t("common.skipToMain")}</a>
      <a href="#main-navigation">{t("common.skipToNav")}</a>
      {hasCalculator ? <a href="#calculator">{t("common.skipToCalculator")}</a> : null}
      <a href="#site-footer">{t("common.skipToFooter")}</a>
    </nav>
  );
}
