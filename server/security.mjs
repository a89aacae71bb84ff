// @ts-check
// Headers every response carries. The Content-Security-Policy allows scripts only from the
// site itself and with this response's nonce: no 'unsafe-inline' script anywhere. Third-party
// hosts appear only when the feature that needs them is configured.

/** The settings the headers depend on (the variables of the same names; the app validates them). @typedef {{ SENTRY_DSN?: string, GTM_ID?: string }} HeaderSettings */

/** @param {string | undefined} dsn @returns {string | undefined} */
export function sentryHost(dsn) {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/** @param {string} nonce @param {HeaderSettings} env @returns {string} */
export function contentSecurityPolicy(nonce, env, secure = true) {
  const sentry = sentryHost(env.SENTRY_DSN);
  const gtm = env.GTM_ID ? ["https://www.googletagmanager.com"] : [];
  const analytics = env.GTM_ID
    ? ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...gtm],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://cdn.sanity.io", ...gtm, ...analytics],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(sentry ? [sentry] : []), ...gtm, ...analytics],
    "frame-src": env.GTM_ID ? ["https://www.googletagmanager.com"] : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  // Only over https: on plain-http loopback it would send the page's own requests to https.
  if (secure) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([k, v]) => (v.length ? `${k} ${v.join(" ")}` : k))
    .join("; ");
}

/** @param {string} nonce @param {HeaderSettings} env @param {boolean} secure @returns {Record<string, string>} */
export function securityHeaders(nonce, env, secure) {
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, env, secure),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  };
  // Browsers ignore HSTS over plain http anyway; on loopback it would only confuse local tools.
  if (!secure) delete headers["Strict-Transport-Security"];
  return headers;
}
