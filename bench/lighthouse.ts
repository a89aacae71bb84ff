// One Lighthouse load of a page (mobile profile, Debian's Chromium), scored twice: as Lighthouse
// scores it, and as on a slow phone. Used by the full bench (run.ts) and the A/B of two builds
// (ab.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM, CHROMIUM_FLAGS } from "../scripts/chromium.mjs";

/** Lighthouse's own CPU slowdown for its mobile profile (simulated throttling). */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;
/**
 * The CPU benchmark index the slow-phone runs stand for: issue 21's budgets hold "even on a slow
 * run, whose index is under 1,500". A machine cannot be made slower on demand, so those runs
 * scale Lighthouse's CPU slowdown by the index this machine measured (4 × measured / 1,400):
 * the simulated phone is then as slow as it would be on a machine of index 1,400.
 */
export const SLOW_RUN_INDEX = 1400;

export function slowRunMultiplier(measuredIndex: number): number {
  return Math.max(
    LIGHTHOUSE_CPU_SLOWDOWN,
    Number(((LIGHTHOUSE_CPU_SLOWDOWN * measuredIndex) / SLOW_RUN_INDEX).toFixed(2)),
  );
}

/** One Lighthouse run's figures. */
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's CPU benchmark index of the machine during the run: lower is slower. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
};

/** A run Lighthouse could not finish: its runtimeError's code (e.g. NO_FCP, NO_NAVSTART). */
export type LighthouseFailure = { error: string };

/**
 * Loads `url` once (Lighthouse's gather mode) and scores that trace twice: with Lighthouse's own
 * 4× CPU slowdown, and as on a machine of CPU index 1,400 (`slowRunMultiplier` of the index
 * measured in that same load). Under simulated throttling the slowdown applies to the recorded
 * trace, so one load serves both.
 */
export async function lighthouseLoad(
  url: string,
): Promise<{ ordinary: LighthouseRun | LighthouseFailure; slow: LighthouseRun | LighthouseFailure }> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const score = async (cpuSlowdownMultiplier?: number): Promise<LighthouseRun | LighthouseFailure> => {
    const artifactsFile = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8"));
    if (cpuSlowdownMultiplier) {
      // Lighthouse refuses to score with settings other than those it gathered with; under
      // simulated throttling the CPU slowdown plays no part in the gathering.
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
    }
    const rr = await lighthouse(url, {
      output: "json",
      logLevel: "error",
      auditMode: dir,
      throttling: artifacts.settings.throttling,
    });
    const lhr = rr!.lhr;
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories["best-practices"].score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue ?? 0),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
      cls: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
      totalBytes: Math.round(lhr.audits["total-byte-weight"].numericValue ?? 0),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex ?? 0),
      cpuSlowdownMultiplier: artifacts.settings.throttling.cpuSlowdownMultiplier,
    };
  };
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      await lighthouse(url, { port: chrome.port, logLevel: "error", gatherMode: dir });
    } finally {
      await chrome.kill();
    }
    const ordinary = await score();
    if ("error" in ordinary) return { ordinary, slow: ordinary };
    return { ordinary, slow: await score(slowRunMultiplier(ordinary.benchmarkIndex)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
