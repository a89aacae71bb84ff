import { describe, expect, it } from "vitest";
import { roundOrder, summarize } from "./ab";
import type { LighthouseRun } from "./lighthouse";

const run = (tbtMs: number, fcpMs: number, benchmarkIndex: number): LighthouseRun => ({
  performance: tbtMs > 300 ? 90 : 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs,
  lcpMs: fcpMs + 50,
  tbtMs,
  cls: 0,
  totalBytes: 200_000,
  benchmarkIndex,
  cpuSlowdownMultiplier: 7,
});

describe("summarize", () => {
  it("gives each figure's median and range over the loads", () => {
    const s = summarize([run(450, 900, 2400), run(120, 1010, 2600), run(300, 950, 2500)])!;
    expect(s.tbtMs).toEqual({ median: 300, min: 120, max: 450 });
    expect(s.fcpMs).toEqual({ median: 950, min: 900, max: 1010 });
    expect(s.lcpMs).toEqual({ median: 1000, min: 950, max: 1060 });
    expect(s.performance).toEqual({ median: 97, min: 90, max: 97 });
    expect(s.benchmarkIndex).toEqual({ median: 2500, min: 2400, max: 2600 });
  });

  it("takes the lower middle of an even count, a load that happened, not an average", () => {
    const s = summarize([
      run(400, 900, 2400),
      run(100, 900, 2400),
      run(200, 900, 2400),
      run(300, 900, 2400),
    ])!;
    expect(s.tbtMs.median).toBe(200);
  });

  it("has nothing to say when every load failed", () => {
    expect(summarize([])).toBeNull();
  });
});

describe("roundOrder", () => {
  it("alternates which build loads first", () => {
    expect([0, 1, 2, 3].map((i) => roundOrder(i, "base", "change")[0])).toEqual([
      "base",
      "change",
      "base",
      "change",
    ]);
    expect(roundOrder(1, "base", "change")).toEqual(["change", "base"]);
  });
});
