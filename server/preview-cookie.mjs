// @ts-check
import { createHmac, timingSafeEqual } from "node:crypto";

// The editors' draft-preview cookie: `<expiry in seconds since the epoch>.<HMAC of it>`, signed
// with SANITY_PREVIEW_SECRET. The expiry is inside the signature, so the server refuses the
// cookie once it is over whatever the browser keeps; and any other value (a junk cookie) is
// just ignored: it neither turns preview on nor skips the page cache.
export const PREVIEW_COOKIE = "__ptc_preview";
export const PREVIEW_SECONDS = 3600;

/** @param {string} secret @param {number} expires */
function signature(secret, expires) {
  return createHmac("sha256", secret).update(`preview-v2:${expires}`).digest("base64url");
}

/** @param {string} secret @param {number} now milliseconds */
export function previewToken(secret, now = Date.now()) {
  const expires = Math.floor(now / 1000) + PREVIEW_SECONDS;
  return `${expires}.${signature(secret, expires)}`;
}

/** The cookie's value in a Cookie header, if it is there. @param {string | null | undefined} cookieHeader */
export function previewCookieValue(cookieHeader) {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const c = part.trim();
    if (c.startsWith(`${PREVIEW_COOKIE}=`)) return c.slice(PREVIEW_COOKIE.length + 1);
  }
  return undefined;
}

/**
 * Whether a Cookie header carries a preview cookie signed with `secret` and not yet expired.
 * @param {string | null | undefined} cookieHeader
 * @param {string | undefined} secret
 * @param {number} now milliseconds
 */
export function hasValidPreview(cookieHeader, secret, now = Date.now()) {
  if (!secret) return false;
  const value = previewCookieValue(cookieHeader);
  const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  const nowSeconds = now / 1000;
  // Not expired, and not issued for longer than a preview lasts.
  if (expires <= nowSeconds || expires > nowSeconds + PREVIEW_SECONDS + 60) return false;
  const want = Buffer.from(signature(secret, expires));
  const got = Buffer.from(match[2]);
  return got.length === want.length && timingSafeEqual(got, want);
}
