import { Link, NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hrefFor } from "~/i18n/links";
import { counterpartPath, type Lang, type SiteState } from "~/i18n/route-table";
import { savePreferredLanguage } from "~/i18n/language";
import { trackLanguageSwitch } from "~/utils/analytics/site-events";
import { Logo } from "./Logo";

export function SiteHeader({ lang, state, siteName }: { lang: Lang; state: SiteState; siteName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hasCalculator = state !== "HUB";
  const items = [
    ["home", "nav.home"],
    ...(hasCalculator ? [["calculator", "nav.calculator"]] : []),
    ["tax-guides", "nav.guides"],
    ...(hasCalculator ? [["counties", "nav.counties"]] : []),
    ["faq", "nav.faq"],
    ["about", "nav.about"],
    ["contact", "nav.contact"],
  ] as const;
  const other: Lang = lang === "en" ? "es" : "en";
  const switchTo = counterpartPath(location.pathname, state, location.search);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to={hrefFor("home", lang)} className="brand" aria-label={siteName}>
          <Logo state={state} variant="full" label={siteName} />
        </Link>
        <nav id="main-navigation" tabIndex={-1} aria-label={t("nav.mainNavigation")} className="main-nav">
          <ul>
            {items.map(([id, key]) => (
              <li key={id}>
                <NavLink to={hrefFor(id, lang)} end={id === "home"} prefetch="intent">
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={switchTo}
          hrefLang={other}
          lang={other}
          className="language-switch"
          aria-label={t("nav.switchLanguageLabel")}
          onClick={(e) => {
            savePreferredLanguage(other);
            trackLanguageSwitch(lang, other, window.location.pathname);
            // The calculator writes its result into the address with history.replaceState, which
            // Remix's location does not see: take the live address so the result carries over.
            const live = counterpartPath(window.location.pathname, state, window.location.search);
            if (live !== switchTo) {
              e.preventDefault();
              window.location.assign(live);
            }
          }}
          data-testid="language-switch"
        >
          {t("nav.switchLanguage")}
        </a>
      </div>
    </header>
  );
}
