import { describe, expect, it, vi } from "vitest";
import { BUDGETS } from "./budgets";
import { report } from "./run";

const weight = (htmlBrSentBytes: number) => ({
  jsGzipKB: 120,
  cssGzipKB: 10,
  pdfLibraries: [],
  scriptRequests: 12,
  htmlGzipBytes: 17_000,
  htmlBrBytes: htmlBrSentBytes - 1_000,
  htmlBrSentBytes,
  loaderDataBytes: 4_000,
  renderBlockingStylesheets: 1,
});

describe("the home pages' first TCP flight", () => {
  it("is ten segments of 1,460 bytes, headers included", () => {
    expect(BUDGETS.homeFirstFlightBytes).toBe(10 * 1460);
  });

  it("is a budget each home page meets or misses by its bytes as sent", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const { failures, table } = report({
        server: [],
        weight: { home: weight(14_600), "home-es": weight(14_601), calculator: weight(20_000) },
        browser: {},
        slowBrowser: {},
        engine: { cases: [] },
      } as never);
      expect(failures).toEqual([
        "home-es: HTML 14601 bytes as sent with its headers, over one TCP flight (budget ≤ 14600)",
      ]);
      expect(table.join("\n")).toMatch(/home-es .* 14601$/m);
    } finally {
      log.mockRestore();
    }
  });
});
