import { timingSafeEqual } from "node:crypto";
import { env } from "~/utils/env.server";
import { hasValidPreview, PREVIEW_COOKIE, previewToken } from "../../server/preview-cookie.mjs";

// Draft preview for editors: /api/preview?secret=… sets a signed cookie that expires after an
// hour on the server too (server/preview-cookie.mjs); requests carrying it read the `drafts`
// perspective, bypass the cache and are answered `private, no-store`.
export { PREVIEW_COOKIE };

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function previewSecretMatches(candidate: string | null): boolean {
  const secret = env().SANITY_PREVIEW_SECRET;
  return Boolean(secret && candidate && safeEqual(candidate, secret));
}

export function previewCookie(secure: boolean, enable: boolean, now = Date.now()): string {
  const secret = env().SANITY_PREVIEW_SECRET ?? "";
  const parts = [
    `${PREVIEW_COOKIE}=${enable ? previewToken(secret, now) : ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    enable ? "Max-Age=3600" : "Max-Age=0",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function isPreview(request: Request, now = Date.now()): boolean {
  return hasValidPreview(request.headers.get("cookie"), env().SANITY_PREVIEW_SECRET, now);
}

/**
 * Only same-site paths, so the preview link cannot be used as an open redirect. The value is
 * read as a browser would read it (the URL parser drops tabs and line breaks and turns `\` into
 * `/`, which is how `/%09/evil.example` became `//evil.example`); anything that does not stay
 * on this site, or holds a control character, goes to `/`. What is returned is percent-encoded,
 * so a Location header can always carry it.
 */
export function safeRedirectPath(path: string | null): string {
  // eslint-disable-next-line no-control-regex
  if (!path || !path.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(path)) return "/";
  let url: URL;
  try {
    url = new URL(path, "http://site.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://site.invalid" || url.pathname.startsWith("//")) return "/";
  return url.pathname + url.search + url.hash;
}
