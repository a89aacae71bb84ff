// What error reporting may send. Pure rules, used by both the browser and the server
// Sentry setup, and tested on sample events.

/** Exceptions the spec says to drop: structured-data (JSON-LD) parse noise and undefined-object errors from third-party code. */
const DROPPED_MESSAGES = [
  /structured data/i,
  /ld\+json/i,
  /Cannot read propert(y|ies) of undefined \(reading '(?:_|__)/i,
  /undefined is not an object \(evaluating '(?:_|__)/i,
  /^Non-Error promise rejection captured with value: undefined/i,
  /ResizeObserver loop/i,
];

/** Ad, tag and tracking scripts: their errors are not ours. */
const THIRD_PARTY_SCRIPT =
  /googletagmanager\.com|google-analytics\.com|googlesyndication\.com|doubleclick\.net|facebook\.net|connect\.facebook|adservice\.google|hotjar\.com|clarity\.ms|gtag\/js|\/gtm\.js/i;

/** Words that mean the payload may carry a secret or a social security number. */
const SENSITIVE = /password|passwd|\bsecret\b|social security|\bssn\b|\b\d{3}-\d{2}-\d{4}\b/i;

export interface SentryLikeEvent {
  message?: string;
  level?: string;
  exception?: {
    values?: {
      type?: string;
      value?: string;
      stacktrace?: { frames?: { filename?: string; abs_path?: string }[] };
    }[];
  };
  request?: { url?: string; data?: unknown; query_string?: unknown };
  extra?: Record<string, unknown>;
  breadcrumbs?: SentryLikeBreadcrumb[];
  logentry?: { message?: string };
}

export interface SentryLikeBreadcrumb {
  category?: string;
  level?: string;
  message?: string;
  data?: Record<string, unknown>;
}

function texts(event: SentryLikeEvent): string[] {
  const out: string[] = [];
  if (event.message) out.push(event.message);
  if (event.logentry?.message) out.push(event.logentry.message);
  for (const v of event.exception?.values ?? []) out.push(`${v.type ?? ""}: ${v.value ?? ""}`);
  return out;
}

function mentionsSensitive(value: unknown): boolean {
  if (value == null) return false;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return SENSITIVE.test(text);
}

function fromThirdPartyScript(event: SentryLikeEvent): boolean {
  const frames = (event.exception?.values ?? []).flatMap((v) => v.stacktrace?.frames ?? []);
  if (frames.length === 0) return false;
  // The error is theirs when the frame that threw (the last one) is in their script.
  const top = frames[frames.length - 1];
  return THIRD_PARTY_SCRIPT.test(`${top.filename ?? ""} ${top.abs_path ?? ""}`);
}

/** `beforeSend`: the event to send, or null to drop it. */
export function scrubEvent<E extends SentryLikeEvent>(event: E): E | null {
  const all = texts(event);
  if (all.some((t) => DROPPED_MESSAGES.some((re) => re.test(t)))) return null;
  if (event.level === "debug" || (event.level as string) === "trace") return null;
  if (fromThirdPartyScript(event)) return null;
  if (
    all.some(mentionsSensitive) ||
    mentionsSensitive(event.extra) ||
    mentionsSensitive(event.request?.data) ||
    mentionsSensitive(event.request?.query_string)
  ) {
    return null;
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.filter((b) => scrubBreadcrumb(b) !== null);
  return event;
}

/** `beforeBreadcrumb`: console breadcrumbs, debug/trace ones and any mentioning a secret are dropped. */
export function scrubBreadcrumb<B extends SentryLikeBreadcrumb>(crumb: B): B | null {
  if (crumb.category === "console") return null;
  if (crumb.level === "debug" || crumb.level === "trace") return null;
  if (mentionsSensitive(crumb.message) || mentionsSensitive(crumb.data)) return null;
  return crumb;
}

/** `beforeSendLog`: debug and trace logs and any log mentioning a secret are dropped. */
export function scrubLog<
  L extends { level?: string; message?: unknown; attributes?: Record<string, unknown> },
>(log: L): L | null {
  if (log.level === "debug" || log.level === "trace") return null;
  if (mentionsSensitive(log.message) || mentionsSensitive(log.attributes)) return null;
  return log;
}

export function releaseName(state: string, host: string): string {
  return `property-tax-calc@${state}-${host}`;
}

/** Tracing headers go only to the site itself and its own state domains. */
export function tracePropagationTargets(siteUrl: string, stateDomains: string[] = []): (string | RegExp)[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const hosts = [new URL(siteUrl).host, ...stateDomains].map(
    (h) => new RegExp(`^https?://${escape(h)}(/|$)`),
  );
  return [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/, /^\/(?!\/)/, ...hosts];
}
