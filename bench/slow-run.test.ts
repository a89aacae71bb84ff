import { describe, expect, it, vi } from "vitest";
import { type LighthouseRun, SLOW_RUN_INDEX, slowRunMultiplier } from "./lighthouse";
import { lighthouseFigures, report } from "./run";

/** One page's Lighthouse figures, as a run records them. */
const figures = (over: Record<string, unknown> = {}) => ({
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
  ...over,
});

/** The report of a result with only Lighthouse tables, without printing it. */
function quietReport(browser: Record<string, unknown>, slowBrowser: Record<string, unknown>) {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    return report({ server: [], weight: {}, browser, slowBrowser, engine: { cases: [] } } as never);
  } finally {
    log.mockRestore();
  }
}

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
    const fast = figures({ performance: 100, fcpMs: 900, cpuSlowdownMultiplier: undefined });
    const { table, failures } = quietReport({ home: fast }, { home: figures() });
    expect(table.join("\n")).toContain("as on a CPU index of 1400");
    expect(table.join("\n")).toContain("2761 ×7.89");
    expect(failures).toEqual([
      "home as on a CPU index of 1400: first contentful paint 1030 ms (budget ≤ 1000)",
      "home as on a CPU index of 1400: Lighthouse performance 91 (budget ≥ 95)",
    ]);
  });

  it("leave a run Lighthouse could not finish out of the medians, and name it", () => {
    const base = figures({
      path: "/es/condados",
      performance: 96,
      fcpMs: 900,
      lcpMs: 950,
      tbtMs: 150,
      benchmarkIndex: 2700,
      cpuSlowdownMultiplier: 7.7,
    });
    const { table, failures } = quietReport(
      {},
      {
        "counties-es": { ...base, runs: 1, failedRuns: ["NO_FCP", "NO_FCP"] },
        "county-es": { ...base, performance: 0, bestPractices: 0, runs: 0, failedRuns: ["NO_FCP"] },
      },
    );
    expect(table.join("\n")).toContain("(2 run(s) failed: NO_FCP, NO_FCP)");
    expect(failures).toEqual(["county-es as on a CPU index of 1400: every Lighthouse run failed (NO_FCP)"]);
  });
});

describe("a page's Lighthouse figures over its runs", () => {
  const run = (over: Partial<LighthouseRun>): LighthouseRun => ({
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 950,
    lcpMs: 1000,
    tbtMs: 150,
    cls: 0,
    totalBytes: 200_000,
    benchmarkIndex: 2800,
    cpuSlowdownMultiplier: 8,
    ...over,
  });

  it("are each figure's median, with the slowdown each run was scored at", () => {
    // Each slow-phone run is scored at the slowdown its own index asks for (4 × index / 1,400).
    const figures = lighthouseFigures(
      [
        run({ fcpMs: 1040, benchmarkIndex: 3080, cpuSlowdownMultiplier: 8.8 }),
        run({ fcpMs: 930, benchmarkIndex: 2590, cpuSlowdownMultiplier: 7.4 }),
        run({ fcpMs: 960, benchmarkIndex: 2730, cpuSlowdownMultiplier: 7.8 }),
      ],
      [],
    );
    expect(figures).toMatchObject({ fcpMs: 960, benchmarkIndex: 2730, cpuSlowdownMultiplier: 7.8, runs: 3 });
    expect(figures.benchmarkIndexRange).toEqual([2590, 3080]);
    expect(figures).not.toHaveProperty("failedRuns");
  });

  it("leave Lighthouse's own 4× off the ordinary runs' line", () => {
    expect(lighthouseFigures([run({ cpuSlowdownMultiplier: 4 })], [])).not.toHaveProperty(
      "cpuSlowdownMultiplier",
    );
  });

  it("name the runs that failed, and show zeros when none finished", () => {
    expect(lighthouseFigures([run({})], ["NO_FCP"])).toMatchObject({ runs: 1, failedRuns: ["NO_FCP"] });
    expect(lighthouseFigures([], ["NO_FCP", "NO_NAVSTART"])).toMatchObject({
      performance: 0,
      fcpMs: 0,
      runs: 0,
      failedRuns: ["NO_FCP", "NO_NAVSTART"],
    });
  });
});
