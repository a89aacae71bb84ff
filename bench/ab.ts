// `npm run bench:ab -- --base=<revision> [--paths=/,/es] [--runs=5]`: the working tree's build
// against another revision's, on the same machine in the same minutes. Each build is served on
// loopback (the base from a temporary git worktree); each path is loaded in Lighthouse in turns,
// base and change alternating which goes first, and every load is scored as on a slow phone at
// its own CPU index (lighthouse.ts). The machine's speed moves by 15–25 % within an hour, more
// than most changes move a page, so a full run (run.ts) an hour after another cannot tell a
// change from the machine; loads interleaved in the same minutes can. Prints each build's
// median and range per path and writes every load to bench/results/ab.json.
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { lighthouseLoad, type LighthouseRun } from "./lighthouse";
import { startSite, waitFor } from "./site";

type Figure = "performance" | "fcpMs" | "lcpMs" | "tbtMs" | "benchmarkIndex";
const FIGURES: Figure[] = ["performance", "fcpMs", "lcpMs", "tbtMs", "benchmarkIndex"];

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median (the lower middle of an even count) and range of each figure over the runs. */
export function summarize(runs: LighthouseRun[]): Record<Figure, Spread> | null {
  if (runs.length === 0) return null;
  const out = {} as Record<Figure, Spread>;
  for (const f of FIGURES) {
    const v = runs.map((r) => r[f]).sort((a, b) => a - b);
    out[f] = { median: v[Math.floor((v.length - 1) / 2)], min: v[0], max: v[v.length - 1] };
  }
  return out;
}

/** Which build loads first in round `i`: alternating, so a machine slowing down or speeding up
 * through the run weighs on both alike. */
export function roundOrder<T>(i: number, base: T, change: T): [T, T] {
  return i % 2 === 0 ? [base, change] : [change, base];
}

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function log(msg: string) {
  process.stderr.write(`[bench:ab] ${msg}\n`);
}

const fmt = (s: Spread, digits = 0) =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;

async function main() {
  const base = option("base");
  if (!base) throw new Error("--base=<revision> is required (e.g. --base=HEAD~1)");
  const paths = (option("paths") ?? "/").split(",").filter(Boolean);
  const runs = Number(option("runs") ?? 5);
  const port = Number(process.env.BENCH_PORT) || 3310;
  const baseRev = execFileSync("git", ["rev-parse", "--short", base], { encoding: "utf8" }).trim();
  const changeRev = execFileSync("git", ["describe", "--always", "--dirty"], { encoding: "utf8" }).trim();

  log(`building the working tree (${changeRev})`);
  execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  const work = mkdtempSync(path.join(tmpdir(), "bench-ab-"));
  const baseDir = path.join(work, "base");
  const servers: ChildProcess[] = [];
  try {
    log(`building ${baseRev} in a worktree`);
    execFileSync("git", ["worktree", "add", "--detach", baseDir, baseRev], { stdio: "ignore" });
    symlinkSync(path.resolve("node_modules"), path.join(baseDir, "node_modules"));
    execFileSync("npm", ["run", "-s", "build"], { cwd: baseDir, stdio: "inherit" });
    const sites = { base: `http://127.0.0.1:${port}`, change: `http://127.0.0.1:${port + 1}` };
    servers.push(
      startSite({ port, cwd: baseDir, dataDir: ".cache/bench-ab-data" }),
      startSite({ port: port + 1, dataDir: ".cache/bench-ab-data" }),
    );
    for (const url of Object.values(sites)) {
      await waitFor(`${url}/healthz`, 150);
      // Both page caches warm: Lighthouse measures cached pages, as the full bench does.
      for (const p of paths) for (let i = 0; i < 2; i++) await fetch(url + p);
    }
    const loads: { path: string; build: "base" | "change"; round: number; run: LighthouseRun }[] = [];
    const failed: { path: string; build: string; error: string }[] = [];
    for (const p of paths) {
      for (let i = 0; i < runs; i++) {
        for (const build of roundOrder(i, "base" as const, "change" as const)) {
          const { slow } = await lighthouseLoad(sites[build] + p);
          if ("error" in slow) failed.push({ path: p, build, error: slow.error });
          else loads.push({ path: p, build, round: i, run: slow });
          log(
            `${p} ${build} ${i + 1}/${runs}${"error" in slow ? ` failed: ${slow.error}` : ` TBT ${slow.tbtMs} ms`}`,
          );
        }
      }
    }
    const lines = [
      `A/B ${baseRev} (base) against ${changeRev} (change), ${runs} interleaved Lighthouse loads per build and path,`,
      "each scored as on a CPU index of 1400 at its own index: median (range)",
      "path       build    perf         FCP ms              LCP ms              TBT ms            CPU index",
    ];
    for (const p of paths) {
      for (const build of ["base", "change"] as const) {
        const s = summarize(loads.filter((l) => l.path === p && l.build === build).map((l) => l.run));
        if (!s) {
          lines.push(`${p.padEnd(10)} ${build.padEnd(8)} every load failed`);
          continue;
        }
        lines.push(
          `${p.padEnd(10)} ${build.padEnd(8)} ${fmt(s.performance).padEnd(12)} ${fmt(s.fcpMs).padEnd(19)} ${fmt(s.lcpMs).padEnd(19)} ${fmt(s.tbtMs).padEnd(17)} ${fmt(s.benchmarkIndex)}`,
        );
      }
    }
    for (const f of failed) lines.push(`failed: ${f.path} ${f.build} ${f.error}`);
    console.log(lines.join("\n"));
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(
      "bench/results/ab.json",
      `${JSON.stringify({ measuredAt: new Date().toISOString(), base: baseRev, change: changeRev, runs, loads, failed }, null, 2)}\n`,
    );
  } finally {
    for (const s of servers) s.kill();
    if (existsSync(baseDir))
      execFileSync("git", ["worktree", "remove", "--force", baseDir], { stdio: "ignore" });
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/ab.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
