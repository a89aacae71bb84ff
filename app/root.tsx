import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { useEffect, useMemo, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteToaster } from "./components/toasts";
import { withSpecDefaults } from "./content/ui-settings";
import { uiSettingsChanges } from "./content/ui-settings.server";
import { UiSettingsContext } from "./content/use-ui-settings";
import { AnalyticsRuntime } from "./components/AnalyticsRuntime";
import { ConsentBanner } from "./components/ConsentBanner";
import { AppErrorScreen, errorIdFor } from "./components/errors";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { SkipLinks } from "./components/SkipLinks";
import { EMBEDDED_TITLE_ID, type PageHandle } from "./utils/page-handle";
import { NewsletterBanner } from "./forms/NewsletterBanner";
import { LanguageProvider } from "./i18n/language";
import { loadBrowserTables } from "./i18n/page-sections";
import { buildResources, defaultNS } from "./i18n/resources";
import { usePageCounterpart } from "./i18n/counterpart";
import { counterpartPath, langOfPath, matchPath, type Lang, type SiteState } from "./i18n/route-table";
import { CONSENT_PROBE } from "./utils/analytics/consent";
import { initMonitoring, reportBoundaryError } from "./utils/monitoring/client";
import { env } from "./utils/env.server";
import { pageContext } from "./utils/site.server";
import { affiliateFor, serverAffiliate } from "./utils/affiliate";
import stylesheet from "./styles/site.css?url";

// Before the first paint: mark that scripts run (CSS then shows what only works with them, in
// its place from the start), and whether the consent banner must ask.
const HEAD_SCRIPT = `document.documentElement.setAttribute("data-js","");${CONSENT_PROBE}`;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // A PNG, not the SVG it is drawn from (scripts/favicon.ts): Chrome decodes a page's icon on the
  // page's main thread, and an SVG icon is a whole document there.
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "48x48" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await pageContext(request, context);
  const { site, lang, t } = ctx;
  const siteName =
    site.state === "HUB" ? t("common.hubSiteName") : t("common.siteName", { state: site.stateName });
  return {
    lang,
    state: site.state,
    stateName: site.stateName,
    siteName,
    siteUrl: site.siteUrl,
    // Public by design: a DSN only lets clients send events, and the tag id is in every page anyway.
    sentryDsn: env().SENTRY_DSN,
    gtmId: env().GTM_ID,
    // Rendered by the server in the footer and under a result it renders (AffiliateLink.tsx).
    affiliate: serverAffiliate(context, affiliateFor(site.settings?.affiliate, lang)),
    // The hub has no calculator and no newsletter; a state's site owner can switch it off
    // in the site settings (newsletterEnabled: false).
    // The site owner's timings and sizes (siteSettings.ui), the spec's where unset.
    ui: uiSettingsChanges(site.settings),
    newsletter:
      site.state !== "HUB" &&
      (site.settings as { newsletterEnabled?: unknown } | null)?.newsletterEnabled !== false,
  };
}

/**
 * Root data depends only on the path's language and the build, never on a form's answer:
 * after a POST (contact, unsubscribe) it is not fetched again, so a connection lost during
 * a submission leaves that form's own error on screen instead of the app's error screen.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** Canonical and hreflang links for the current path; none on pages the route table does not know. */
function AlternateLinks({ siteUrl, state }: { siteUrl: string; state: SiteState }) {
  const { pathname } = useLocation();
  const counterpart = usePageCounterpart();
  const match = matchPath(pathname, state);
  if (!match) return null;
  const here = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const other = counterpart ?? counterpartPath(here, state);
  const en = match.lang === "en" ? here : other;
  const es = match.lang === "es" ? here : other;
  return (
    <>
      <link rel="canonical" href={`${siteUrl}${here}`} />
      <link rel="alternate" hrefLang="en-US" href={`${siteUrl}${en}`} />
      <link rel="alternate" hrefLang="es-US" href={`${siteUrl}${es}`} />
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${en}`} />
    </>
  );
}

/** Client-side moves between languages load the other dictionary before re-rendering. */
function useLanguageSync(lang: Lang, state: SiteState) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === lang) return;
    let cancelled = false;
    void loadBrowserTables(lang, state).then(
      (tables) => {
        if (cancelled) return;
        const resources = buildResources(lang, tables);
        for (const [code, namespaces] of Object.entries(resources)) {
          i18n.addResourceBundle(code, defaultNS, namespaces[defaultNS], true, true);
        }
        void i18n.changeLanguage(lang);
      },
      () => {
        // The other language's dictionary could not be fetched (a new deploy, a dropped
        // connection): the server renders the page in it instead.
        if (!cancelled) window.location.reload();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [i18n, lang, state]);
}

/** Whether the page renders the calculator (its route handle says so; the hub has none). */
function useHasCalculator(): boolean {
  const data = useRootData();
  const matches = useMatches();
  return (
    data?.state !== "HUB" && matches.some((m) => (m.handle as PageHandle | undefined)?.hasCalculator === true)
  );
}

/** Whether the page is one other sites frame (its route handle says so). */
function useEmbedded(): boolean {
  return useMatches().some((m) => (m.handle as PageHandle | undefined)?.embedded === true);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const lang = data?.lang ?? langOfPath(location.pathname);
  const state = data?.state ?? "TX";
  const { t } = useTranslation();
  const hasCalculator = useHasCalculator();
  const embedded = useEmbedded();
  const changes = data?.ui;
  const ui = useMemo(() => withSpecDefaults(changes), [changes]);
  // Says that React is in charge of the page, error screens included (handlers attached): the
  // end-to-end tests wait for it before they click or type.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={lang} data-state={state} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        {data ? <AlternateLinks siteUrl={data.siteUrl} state={state} /> : null}
        <Links />
      </head>
      <body className={embedded ? "embedded" : undefined}>
        <UiSettingsContext.Provider value={ui}>{children}</UiSettingsContext.Provider>
        <SiteToaster
          atLoad={hasCalculator}
          position={ui.toast.position}
          visibleToasts={ui.toast.visibleToasts}
          duration={ui.toast.defaultMs}
          gap={ui.toast.gapPx}
          style={{ "--width": `${ui.toast.widthPx}px` } as CSSProperties}
          closeButton
          containerAriaLabel={t("common.notifications")}
          toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
        />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData()!;
  useLanguageSync(data.lang, data.state);
  // Only pages that render the calculator (they say so in their route handle) get its skip link.
  const hasCalculator = useHasCalculator();
  const pageHasBanner = useMatches().some(
    (m) => (m.handle as PageHandle | undefined)?.newsletterBanner === true,
  );
  const embedded = useEmbedded();
  // Framed by a partner site: the page alone. No analytics runtime (the partner's visitors are
  // never asked for consent here), and the server's CSP for it names no tag manager either.
  if (embedded)
    return (
      <LanguageProvider language={data.lang} state={data.state}>
        {/* Named by the page's heading: a partner's page has a main landmark of its own. */}
        <main id="main-content" tabIndex={-1} aria-labelledby={EMBEDDED_TITLE_ID}>
          <Outlet />
        </main>
      </LanguageProvider>
    );
  return (
    <LanguageProvider language={data.lang} state={data.state}>
      <SkipLinks hasCalculator={hasCalculator} />
      <SiteHeader lang={data.lang} state={data.state} siteName={data.siteName} />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        lang={data.lang}
        state={data.state}
        siteName={data.siteName}
        newsletter={data.newsletter && !pageHasBanner ? <NewsletterBanner /> : undefined}
      />
      <ConsentBanner />
      <AnalyticsRuntime
        sentryDsn={data.sentryDsn}
        gtmId={data.gtmId}
        state={data.state}
        siteUrl={data.siteUrl}
        lang={data.lang}
      />
    </LanguageProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const lang = langOfPath(location.pathname);
  const root = useRootData();
  useEffect(() => {
    console.error(error);
    // The app's runtime never started under this screen: start error reporting for this report.
    void initMonitoring({
      dsn: root?.sentryDsn,
      state: root?.state ?? "TX",
      siteUrl: window.location.origin,
    });
    reportBoundaryError(error, "app");
  }, [error, root?.sentryDsn, root?.state]);
  return (
    <AppErrorScreen
      errorId={errorIdFor(error)}
      homeHref={lang === "es" ? "/es" : "/"}
      texts={{
        title: t("common.appErrorTitle"),
        text: t("common.appErrorText"),
        errorId: t("common.errorId"),
        reload: t("common.reloadPage"),
        home: t("common.goHome"),
      }}
    />
  );
}
