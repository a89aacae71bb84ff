import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { hrefFor } from "~/i18n/links";
import { usePageCounterpart } from "~/i18n/counterpart";
import { counterpartPath, type Lang, type SiteState } from "~/i18n/route-table";
import { savePreferredLanguage } from "~/i18n/language";
import { trackLanguageSwitch } from "~/utils/analytics/site-events";
import { Logo } from "./Logo";

export function SiteHeader({ lang, state, siteName }: { lang: Lang; state: SiteState; siteName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Under 768 px the links fold behind a menu button, so the first screen shows the page's
  // headline instead of three or four rows of links. Without JavaScript (no data-js on <html>)
  // CSS keeps them open.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
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
  const counterpart = usePageCounterpart();
  const otherPath = (pathname: string, search: string) =>
    counterpart ? counterpart + search : counterpartPath(pathname, state, search);
  const switchTo = otherPath(location.pathname, location.search);
  return (
    <header className="site-header" data-menu-open={menuOpen ? "" : undefined}>
      <div className="container header-inner">
        <Link to={hrefFor("home", lang)} className="brand" aria-label={siteName}>
          <Logo state={state} variant="full" label={siteName} lang={lang} />
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="menu-button"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="visually-hidden">{t("nav.menu")}</span>
        </button>
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
            const live = otherPath(window.location.pathname, window.location.search);
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
