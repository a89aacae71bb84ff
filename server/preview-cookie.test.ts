import { describe, expect, it } from "vitest";
import { hasValidPreview, PREVIEW_SECONDS, previewToken } from "./preview-cookie.mjs";

describe("the preview cookie", () => {
  const secret = "preview-secret-for-tests";
  const now = Date.UTC(2026, 10, 26, 1, 0, 0);
  const cookie = (value: string) => `theme=dark; __ptc_preview=${value}`;

  it("is accepted while its signed expiry is ahead, and refused after it whatever the browser keeps", () => {
    const token = previewToken(secret, now);
    expect(hasValidPreview(cookie(token), secret, now)).toBe(true);
    expect(hasValidPreview(cookie(token), secret, now + (PREVIEW_SECONDS - 1) * 1000)).toBe(true);
    expect(hasValidPreview(cookie(token), secret, now + PREVIEW_SECONDS * 1000)).toBe(false);
  });

  it("refuses junk, another secret's signature, a moved expiry, and any cookie when preview is off", () => {
    const token = previewToken(secret, now);
    const [expires, signature] = token.split(".");
    for (const value of [
      "x",
      "",
      "1",
      token + "x",
      `${Number(expires) + 600}.${signature}`,
      "9".repeat(12) + "." + signature,
    ])
      expect(hasValidPreview(cookie(value), secret, now)).toBe(false);
    expect(hasValidPreview(cookie(previewToken("another-secret", now)), secret, now)).toBe(false);
    expect(hasValidPreview(cookie(token), undefined, now)).toBe(false);
    expect(hasValidPreview(undefined, secret, now)).toBe(false);
  });
});
