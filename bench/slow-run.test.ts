import { describe, expect, it } from "vitest";
import { report, SLOW_RUN_INDEX, slowRunMultiplier } from "./run";

// The slow-phone runs stand for a machine of CPU index 1,400 whatever machine measures them.
describe("the slow-phone Lighthouse runs", () => {
  it("scale Lighthouse's 4× CPU slowdown by the index measured", () => {
    // A machine twice as fast as the one they stand for simulates a CPU twice as slow.
    expect(slowRunMultiplier(2 * SLOW_RUN_INDEX)).toBe(8);
    expect(slowRunMultiplier(2765)).toBe(7.9);
    // A machine already slower than that one is not sped up.
    expect(slowRunMultiplier(900)).toBe(4);
  });

  it("are reported in a table of their own, with their misses named", () => {
    const page = {
      path: "/",
      performance: 91,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 1030,
      lcpMs: 1100,
      tbtMs: 380,
      cls: 0,
      totalBytes: 200_000,
      benchmarkIndex: 2761,
      cpuSlowdownMultiplier: 7.89,
    };
    const fast = { ...page, performance: 100, fcpMs: 900, cpuSlowdownMultiplier: undefined };
    const log = console.log;
    console.log = () => {};
    try {
      const { table, failures } = report({
        server: [],
        weight: {},
        browser: { home: fast },
        slowBrowser: { home: page },
        engine: { cases: [] },
      } as never);
      expect(table.join("\n")).toContain("as on a CPU index of 1400");
      expect(table.join("\n")).toContain("2761 ×7.89");
      expect(failures).toEqual([
        "home as on a CPU index of 1400: first contentful paint 1030 ms (budget ≤ 1000)",
        "home as on a CPU index of 1400: Lighthouse performance 91 (budget ≥ 95)",
      ]);
    } finally {
      console.log = log;
    }
  });

  it("leave a run Lighthouse could not finish out of the medians, and name it", () => {
    const base = {
      path: "/es/condados",
      performance: 96,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 900,
      lcpMs: 950,
      tbtMs: 150,
      cls: 0,
      totalBytes: 200_000,
      benchmarkIndex: 2700,
      cpuSlowdownMultiplier: 7.7,
    };
    const log = console.log;
    console.log = () => {};
    try {
      const { table, failures } = report({
        server: [],
        weight: {},
        browser: {},
        slowBrowser: {
          "counties-es": { ...base, runs: 1, failedRuns: ["NO_FCP", "NO_FCP"] },
          "county-es": { ...base, performance: 0, bestPractices: 0, runs: 0, failedRuns: ["NO_FCP"] },
        },
        engine: { cases: [] },
      } as never);
      expect(table.join("\n")).toContain("(2 run(s) failed: NO_FCP, NO_FCP)");
      expect(failures).toEqual(["county-es as on a CPU index of 1400: every Lighthouse run failed (NO_FCP)"]);
    } finally {
      console.log = log;
    }
  });
});
