import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { Lang, SiteState } from "~/i18n/route-table";
import { hrefFor } from "~/i18n/links";
import { kitWords } from "~/protest/kit-words";
import { FooterAffiliate } from "./AffiliateLink";

export const OPEN_CONSENT_EVENT = "ptc:open-consent";

export function SiteFooter({
  lang,
  state,
  siteName,
  newsletter,
}: {
  lang: Lang;
  state: SiteState;
  siteName: string;
  newsletter?: ReactNode;
}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const resources = [
    ...(state !== "HUB"
      ? [
          ["calculator", "nav.calculator"] as const,
          ["counties", "nav.counties"] as const,
          ["protest-kit", "nav.protestKit"] as const,
          ["embed", "nav.embed"] as const,
        ]
      : []),
    ["tax-guides", "nav.guides"] as const,
    ["faq", "nav.faq"] as const,
    ["how-it-works", "nav.howItWorks"] as const,
    ["about", "nav.about"] as const,
    ["contact", "nav.contact"] as const,
  ];
  const legal = [
    ["disclaimer", "nav.disclaimer"],
    ["privacy-policy", "footer.privacy"],
    ["terms-of-service", "footer.terms"],
    ["affiliate-disclosure", "footer.affiliate"],
  ] as const;
  return (
    <footer id="site-footer" tabIndex={-1} className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{siteName}</p>
          <p>{t("footer.tagline")}</p>
          {newsletter}
          <FooterAffiliate />
        </div>
        <nav aria-label={t("footer.resources")}>
          <h2 className="footer-heading">{t("footer.resources")}</h2>
          <ul>
            {resources.map(([id, key]) => (
              <li key={id}>
                <Link to={hrefFor(id, lang)}>{t(key, id === "protest-kit" ? kitWords(state) : {})}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <h2 className="footer-heading">{t("footer.legal")}</h2>
          <ul>
            {legal.map(([id, key]) => (
              <li key={id}>
                <Link to={hrefFor(id, lang)}>{t(key)}</Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))}
              >
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.notAdvice")}</p>
        <p>{t("footer.copyright", { year, site: siteName })}</p>
      </div>
    </footer>
  );
}
