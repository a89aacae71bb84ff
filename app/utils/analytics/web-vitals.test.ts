import { describe, expect, it } from "vitest";
import { chromeMajor, webVitalsWanted } from "./web-vitals";

const chrome = (v: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.4515.107 Safari/537.36`;

describe("web vitals", () => {
  it("are skipped for Chrome before 92 (spec §9) and measured from 92 on", () => {
    expect(webVitalsWanted(chrome(91))).toBe(false);
    expect(webVitalsWanted(chrome(92))).toBe(true);
    expect(webVitalsWanted(chrome(131))).toBe(true);
  });

  it("are measured in browsers that are not Chrome", () => {
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const safari =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(chromeMajor(firefox)).toBeNull();
    expect(chromeMajor(safari)).toBeNull();
    expect(webVitalsWanted(firefox)).toBe(true);
  });

  it("reads Chrome on iOS and Chromium", () => {
    expect(chromeMajor("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 CriOS/90.0.4430.78 Mobile/15E148")).toBe(
      90,
    );
    expect(chromeMajor("Mozilla/5.0 (X11) Chromium/95.0.4638.69 Chrome/95.0.4638.69")).toBe(95);
  });
});
