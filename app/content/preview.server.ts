import { env } from "~/utils/env.server";
import { hasValidPreview, PREVIEW_COOKIE, previewToken } from "../../server/preview-cookie.mjs";
import { contentSource } from "./content.server";
import { PREVIEW_SECRET_PATTERN, PREVIEW_SECRET_QUERY, previewSecretCutoff } from "./preview-secret";

// Draft preview for editors: /api/preview?secret=… with a secret the Studio wrote to the
// dataset within the hour (preview-secret.ts, decision 123) sets a cookie signed with
// SANITY_PREVIEW_SECRET that expires after an hour on the server too (server/preview-cookie.mjs);
// requests carrying it read the `drafts` perspective, bypass the cache and are answered
// `private, no-store`.
export { PREVIEW_COOKIE };

/**
 * Whether `candidate` is a preview secret the Studio made within the hour. Asked of the Content
 * Lake each time (never the content cache): only the Sanity source has secrets, and only with
 * the cookie's signing key set is preview on at all. A Lake that cannot answer means no.
 */
export async function previewSecretMatches(candidate: string | null, now = Date.now()): Promise<boolean> {
  if (!env().SANITY_PREVIEW_SECRET || !candidate || !PREVIEW_SECRET_PATTERN.test(candidate)) return false;
  const source = contentSource();
  if (source.name !== "sanity") return false;
  try {
    const found = await source.fetch(PREVIEW_SECRET_QUERY, {
      secret: candidate,
      since: previewSecretCutoff(now),
    });
    return found !== null && typeof found === "object";
  } catch (error) {
    console.warn(`[preview] the secret could not be checked: ${(error as Error).message}`);
    return false;
  }
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
