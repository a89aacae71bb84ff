// @ts-check
import { createHash } from "node:crypto";

// Headers every response carries. The Content-Security-Policy allows scripts only from the
// site itself and the inline scripts the page was rendered with, each by its SHA-256 hash
// (decision 122): no 'unsafe-inline' script anywhere. Third-party
// hosts appear only when the feature that needs them is configured. No page may be framed by
// another site, except the embeddable calculator, which partner sites frame (issue 20,
// decision 085): its frame-ancestors come from EMBED_FRAME_ANCESTORS.

/**
 * The settings the headers depend on (the variables of the same names; the app validates them).
 * `EMBED_FRAME_ANCESTORS`: the sources allowed to frame the embed pages, as parseFrameAncestors returns them.
 * @typedef {{ SENTRY_DSN?: string, GTM_ID?: string, EMBED_FRAME_ANCESTORS?: readonly string[] }} HeaderSettings
 */

/**
 * The paths of the embeddable calculator (the route table's `embed-calculator` page, which a
 * test keeps equal to this list): the only pages another site may frame.
 */
export const EMBED_PATHS = Object.freeze(["/embed/calculator", "/es/insertar/calculadora"]);

/** The Embed page (the route table's `embed`), whose live preview frames the embed calculator. */
export const EMBED_PREVIEW_PATHS = Object.freeze(["/embed", "/es/insertar"]);

/** A request's path without its query string or trailing slash. @param {string} url */
function pathOf(url) {
  const path = url.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Whether a request path (query string allowed) is an embed page. @param {string} url @returns {boolean} */
export function isEmbedPath(url) {
  return EMBED_PATHS.includes(pathOf(url));
}

/**
 * What a page does with frames: `embed` is framed by partner sites, `preview` frames the embed
 * page from this site, `page` neither.
 * @typedef {"embed" | "preview" | "page"} FramingKind
 * @param {string} url @returns {FramingKind}
 */
export function framingKind(url) {
  const path = pathOf(url);
  if (EMBED_PATHS.includes(path)) return "embed";
  return EMBED_PREVIEW_PATHS.includes(path) ? "preview" : "page";
}

/** Who may frame the embed pages when EMBED_FRAME_ANCESTORS is not set: any site. */
export const DEFAULT_FRAME_ANCESTORS = Object.freeze(["*"]);

// A CSP host-source (scheme, host with an optional leading wildcard label, port, path) or a
// scheme-source such as https:. Nothing that could end the directive (;) or add another (,).
const HOST_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?$/i;
const SCHEME_SOURCE = /^[a-z][a-z0-9+.-]*:$/i;

/**
 * Reads EMBED_FRAME_ANCESTORS: sources separated by spaces or commas, as CSP's frame-ancestors
 * takes them (`https://partner.example`, `https://*.example.org`, `'self'`, `*`), or `'none'`
 * alone to let no site frame the calculator. Unset or blank: any site.
 * @param {string | undefined} value
 * @returns {{ sources: string[] } | { error: string }}
 */
export function parseFrameAncestors(value) {
  const tokens = (value ?? "").split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) return { sources: [...DEFAULT_FRAME_ANCESTORS] };
  for (const token of tokens) {
    // A host named "self" is valid CSP, but meant as the keyword.
    if (/^(self|none)$/i.test(token))
      return { error: `write '${token.toLowerCase()}' with its single quotes` };
    if (token === "'none'") {
      if (tokens.length === 1) continue;
      return { error: "'none' cannot be combined with other sources" };
    }
    if (token === "'self'" || token === "*" || SCHEME_SOURCE.test(token) || HOST_SOURCE.test(token)) continue;
    return {
      error: `"${token}" is not a source such as https://partner.example, *.example.org, 'self' or *`,
    };
  }
  return { sources: tokens };
}

/**
 * Whether a request came over https, directly or through the proxy in front (which says so in
 * X-Forwarded-Proto; server/request-guard.mjs keeps only http or https there).
 * @param {{ headers: Record<string, string | string[] | undefined>, socket?: object }} req
 */
export function isSecureRequest(req) {
  return (
    Boolean(/** @type {{ encrypted?: boolean } | undefined} */ (req.socket)?.encrypted) ||
    req.headers["x-forwarded-proto"] === "https"
  );
}

/** @param {string | undefined} dsn @returns {string | undefined} */
export function sentryHost(dsn) {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

// An inline <script> of React's output: its text never holds "</script" (React escapes text and
// Remix escapes the data it serialises), so the first closing tag ends it.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`sha256-…`, without quotes) of the inline scripts a page runs, in order and
 * without repeats: scripts with a `src` or a data type (JSON-LD) run nothing and need none.
 * @param {string} html @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1].toLowerCase();
    if (type && type !== "module" && !/javascript/.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * @param {readonly string[]} scriptHashes The page's inline scripts (inlineScriptHashes); none
 *   for an answer that is not a rendered page. @param {HeaderSettings} env
 * @param {boolean} [secure] @param {FramingKind} [kind] An embed page is framed by the configured
 *   sites and loads no analytics; the preview page may frame this site's own pages.
 * @returns {string}
 */
export function contentSecurityPolicy(scriptHashes, env, secure = true, kind = "page") {
  const embed = kind === "embed";
  const sentry = sentryHost(env.SENTRY_DSN);
  // The embedded calculator loads no tag manager (it has no consent banner to ask with).
  const tags = Boolean(env.GTM_ID) && !embed;
  const gtm = tags ? ["https://www.googletagmanager.com"] : [];
  const analytics = tags
    ? ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const frameSrc = [...(kind === "preview" ? ["'self'"] : []), ...gtm];
  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...gtm],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://cdn.sanity.io", ...gtm, ...analytics],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(sentry ? [sentry] : []), ...gtm, ...analytics],
    "frame-src": frameSrc.length ? frameSrc : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": embed ? [...(env.EMBED_FRAME_ANCESTORS ?? DEFAULT_FRAME_ANCESTORS)] : ["'none'"],
  };
  // Only over https: on plain-http loopback it would send the page's own requests to https.
  if (secure) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([k, v]) => (v.length ? `${k} ${v.join(" ")}` : k))
    .join("; ");
}

/**
 * The headers for one answer. `url`: the request's path, which decides whether it may be framed;
 * computed for every answer, cached pages included (page-cache.mjs never replays them).
 * @param {readonly string[]} scriptHashes @param {HeaderSettings} env @param {boolean} secure
 * @param {string} url @returns {Record<string, string>}
 */
export function securityHeaders(scriptHashes, env, secure, url) {
  const kind = framingKind(url);
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, env, secure, kind),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  };
  // Browsers ignore HSTS over plain http anyway; on loopback it would only confuse local tools.
  if (!secure) delete headers["Strict-Transport-Security"];
  // frame-ancestors alone decides for an embed page: X-Frame-Options cannot name several sites.
  if (kind === "embed") delete headers["X-Frame-Options"];
  return headers;
}
