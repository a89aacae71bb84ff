import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/utils/env.server";

// Draft preview for editors: /api/preview?secret=… sets a signed cookie; requests carrying it
// read the `drafts` perspective, bypass the cache and are answered `private, no-store`.
export const PREVIEW_COOKIE = "__ptc_preview";

function token(secret: string): string {
  return createHmac("sha256", secret).update("preview-v1").digest("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function previewSecretMatches(candidate: string | null): boolean {
  const secret = env().SANITY_PREVIEW_SECRET;
  return Boolean(secret && candidate && safeEqual(candidate, secret));
}

export function previewCookie(secure: boolean, enable: boolean): string {
  const secret = env().SANITY_PREVIEW_SECRET ?? "";
  const parts = [
    `${PREVIEW_COOKIE}=${enable ? token(secret) : ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    enable ? "Max-Age=3600" : "Max-Age=0",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function isPreview(request: Request): boolean {
  const secret = env().SANITY_PREVIEW_SECRET;
  if (!secret) return false;
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  return Boolean(value && safeEqual(value, token(secret)));
}

/** Only same-site paths, so the preview link cannot be used as an open redirect. */
export function safeRedirectPath(path: string | null): string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return "/";
  return path;
}
