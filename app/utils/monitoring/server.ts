import * as Sentry from "@sentry/remix";
import { env } from "../env.server";
import { onShutdown } from "../../../server/shutdown.mjs";
import { releaseName, scrubBreadcrumb, scrubEvent, scrubLog, tracePropagationTargets } from "./scrub";

// Server-side error reporting: on only when SENTRY_DSN is set.
let started = false;

export function initServerMonitoring() {
  const e = env();
  if (started || !e.SENTRY_DSN) return;
  started = true;
  Sentry.init({
    dsn: e.SENTRY_DSN,
    release: releaseName(e.SITE_STATE, new URL(e.SITE_URL).host),
    tracesSampleRate: 0.1,
    sampleRate: 1,
    tracePropagationTargets: tracePropagationTargets(e.SITE_URL),
    beforeSend: (event) => scrubEvent(event as never) as typeof event | null,
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb as never) as typeof crumb | null,
    enableLogs: true,
    beforeSendLog: (log) => scrubLog(log as never) as typeof log | null,
  });
  onShutdown(async () => {
    await Sentry.flush(2000);
  });
}

export function reportServerError(error: unknown, request?: Request) {
  if (!started) return;
  Sentry.captureException(error, {
    extra: request ? { url: request.url, method: request.method } : undefined,
  });
}
