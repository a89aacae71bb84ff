import { readConsent } from "~/utils/analytics/consent";

// Error reporting in the browser. The Sentry SDK loads only when a DSN is configured, after
// the page is interactive, and the scrubbing of what it sends with it, so a site without error
// reporting ships none of their code.
// Before the visitor agrees to analytics, the only thing that may leave for Sentry is an error
// report (scrubbed, and only when something broke): no session pings, no performance traces,
// no informational messages or logs. See docs/decisions/004-error-reports-and-consent.md.
type SentryModule = typeof import("@sentry/remix");
let sentry: SentryModule | undefined;
const pending: ((s: SentryModule) => void)[] = [];

export interface MonitoringConfig {
  dsn?: string;
  state: string;
  siteUrl: string;
  stateDomains?: string[];
}

export async function initMonitoring(config: MonitoringConfig) {
  installGlobalHandlers();
  if (!config.dsn || sentry) return;
  const [mod, { releaseName, scrubBreadcrumb, scrubEvent, scrubLog, tracePropagationTargets }] =
    await Promise.all([import("@sentry/remix"), import("./scrub")]);
  mod.init({
    dsn: config.dsn,
    release: releaseName(config.state, window.location.host),
    tracesSampler: () => (analyticsAllowed() ? 0.1 : 0),
    sampleRate: 1,
    integrations: (defaults) => defaults.filter((i) => i.name !== "BrowserSession"),
    tracePropagationTargets: tracePropagationTargets(config.siteUrl, config.stateDomains),
    beforeSend: (event) =>
      isErrorLevel(event.level) || analyticsAllowed()
        ? (scrubEvent(event as never) as typeof event | null)
        : null,
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb as never) as typeof crumb | null,
    enableLogs: true,
    beforeSendLog: (log) => (analyticsAllowed() ? (scrubLog(log as never) as typeof log | null) : null),
  });
  sentry = mod;
  for (const f of pending.splice(0)) f(mod);
}

function analyticsAllowed() {
  return readConsent()?.analytics === true;
}

function isErrorLevel(level: string | undefined) {
  return level === undefined || level === "error" || level === "fatal";
}

function withSentry(f: (s: SentryModule) => void) {
  if (sentry) f(sentry);
  else if (pending.length < 50) pending.push(f);
}

export function reportError(error: unknown, context: Record<string, unknown> = {}, fatal = false) {
  withSentry((s) =>
    s.captureException(error, {
      level: fatal ? "fatal" : "error",
      extra: context,
      tags: { handled: fatal ? "no" : "yes" },
    }),
  );
}

/**
 * An error an error boundary caught (app, page or a section). Route error responses go through
 * the Sentry Remix SDK's own boundary capture, which skips 4xx answers as it does for Remix
 * apps; anything thrown is reported as an error with the boundary that caught it.
 */
export function reportBoundaryError(
  error: unknown,
  boundary: "app" | "page" | "component",
  context: Record<string, unknown> = {},
) {
  withSentry((s) => {
    if (isRouteErrorResponseLike(error)) s.captureRemixErrorBoundaryError(error);
    else
      s.captureException(error, {
        level: boundary === "app" ? "fatal" : "error",
        tags: { boundary, handled: "yes" },
        extra: context,
      });
  });
}

function isRouteErrorResponseLike(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    "statusText" in error &&
    "internal" in error
  );
}

/** 'Tax calculation {status}', at error level when it failed. */
export function logCalculation(status: "completed" | "failed", details: Record<string, unknown>) {
  const message = `Tax calculation ${status}`;
  if (status === "failed") console.error(message, details);
  withSentry((s) =>
    s.captureMessage(message, { level: status === "failed" ? "error" : "info", extra: details }),
  );
}

let installed = false;
/** Uncaught errors and rejections are reported as non-fatal and kept from breaking the page. */
function installGlobalHandlers() {
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("error", (e) => {
    if (e.error) reportError(e.error, { source: "window.onerror", filename: e.filename });
  });
  window.addEventListener("unhandledrejection", (e) => {
    reportError(e.reason ?? "unhandled rejection", { source: "unhandledrejection" });
    e.preventDefault();
  });
}
