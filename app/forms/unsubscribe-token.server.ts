import { createHmac, timingSafeEqual } from "node:crypto";

// The link in every newsletter e-mail: the row's random token, an expiry, and an HMAC of both
// with SESSION_SECRET. A changed character or an old link is refused before the database is
// asked; the random part alone decides which row it is.

export const UNSUBSCRIBE_LINK_DAYS = 400;
const ROW_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

function mac(rowToken: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:v1:${rowToken}:${expires}`).digest("base64url");
}

export function signUnsubscribeToken(
  rowToken: string,
  secret: string,
  now = Date.now(),
  days = UNSUBSCRIBE_LINK_DAYS,
): string {
  const expires = Math.floor(now / 1000) + days * 86400;
  return `${rowToken}.${expires.toString(36)}.${mac(rowToken, expires, secret)}`;
}

export type TokenCheck =
  { ok: true; rowToken: string } | { ok: false; reason: "missing" | "malformed" | "signature" | "expired" };

export function verifyUnsubscribeToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return { ok: false, reason: "missing" };
  if (token.length > 200) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [rowToken, expiresText, signature] = parts;
  const expires = /^[0-9a-z]{1,10}$/.test(expiresText) ? parseInt(expiresText, 36) : NaN;
  if (!ROW_TOKEN.test(rowToken) || !Number.isSafeInteger(expires)) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mac(rowToken, expires, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "signature" };
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, rowToken };
}
