import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import {
  configureAnalytics,
  maybeLoadTagManager,
  startEngagement,
  startScrollMilestones,
  track,
} from "~/utils/analytics/client";
import { CONSENT_EVENT } from "~/utils/analytics/consent";
import { recordVisit } from "~/utils/analytics/usage";
import { startWebVitals } from "~/utils/analytics/web-vitals";
import { initMonitoring } from "~/utils/monitoring/client";

/** Starts error reporting and (after consent) analytics; sends page_view on every navigation. */
export function AnalyticsRuntime({
  sentryDsn,
  gtmId,
  state,
  siteUrl,
  lang,
}: {
  sentryDsn?: string;
  gtmId?: string;
  state: string;
  siteUrl: string;
  lang: string;
}) {
  const location = useLocation();
  useEffect(() => {
    void initMonitoring({ dsn: sentryDsn, state, siteUrl });
    configureAnalytics({ gtmId });
    recordVisit();
    void startWebVitals();
    const onConsent = () => {
      maybeLoadTagManager();
      void startWebVitals();
    };
    window.addEventListener(CONSENT_EVENT, onConsent);
    const stop = startEngagement();
    return () => {
      stop();
      window.removeEventListener(CONSENT_EVENT, onConsent);
    };
  }, [sentryDsn, gtmId, state, siteUrl]);
  useEffect(() => {
    track("page_view", { path: location.pathname, language: lang, state });
    return startScrollMilestones(location.pathname);
  }, [location.pathname, lang, state]);
  return null;
}
