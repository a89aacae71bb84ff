// `npm run bench [-- --check] [-- --quick] [-- --pages [--only=/,/calculator]]`: builds the production site, serves it
// on loopback and measures it: server throughput and latency beside nginx serving the same
// bytes, Lighthouse (mobile) in Debian's Chromium with its CPU benchmark index, each page's HTML
// (bytes, inline loader data, render-blocking stylesheets) and the scripts and CSS it loads
// before interaction, and the engine's calculations per second. Writes bench/results/latest.json
// and prints a table; with --check, exits non-zero when a budget is missed. --pages measures only
// the pages' bytes and requests (no load, Lighthouse or engine): they do not depend on how busy
// the machine is, so they can be checked at any time (it writes bench/results/pages.json).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { LANGS, pathFor, routesFor } from "../app/i18n/route-table";
import { CHROMIUM, CHROMIUM_FLAGS } from "../scripts/chromium.mjs";
import { buildDataset } from "../seed/scripts/dataset";
import { expiryRun } from "./expiry";
import { BUDGETS, gzipKB, watchAssets } from "./budgets";
import { htmlFacts } from "./page-facts";
import { startSite, waitFor } from "./site";
import { LIGHTHOUSE_CPU_SLOWDOWN, lighthouseLoad, type LighthouseRun, SLOW_RUN_INDEX } from "./lighthouse";

const args = new Set(process.argv.slice(2).map((a) => a.replace(/=.*$/, "")));
const CHECK = args.has("--check");
const QUICK = args.has("--quick");
const PAGES_ONLY = args.has("--pages");
// --only=/,/calculator: with --pages, weigh only these paths (a change to a few pages, checked quickly).
const ONLY = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);
const DURATION = QUICK ? 3 : 10;
const LH_RUNS = QUICK ? 1 : 3;
// BENCH_PORT moves both servers (site, site + 1), e.g. into an engineer's own range on a shared machine.
const SITE_PORT = Number(process.env.BENCH_PORT) || 3300;
const NGINX_PORT = SITE_PORT + 1;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;

const PAGES = [
  { name: "home", path: "/" },
  { name: "home-es", path: "/es" },
  { name: "calculator", path: "/calculator" },
  { name: "counties", path: "/counties" },
  { name: "county", path: "/counties/harris" },
  { name: "guide", path: "/guides/understanding-property-taxes" },
];
const LIGHTHOUSE_PAGES = [
  ...PAGES,
  { name: "calculator-es", path: "/es/calculadora" },
  { name: "counties-es", path: "/es/condados" },
  { name: "county-es", path: "/es/condados/harris" },
  { name: "guide-es", path: "/es/guias-impuestos/entendiendo-impuestos-prediales-texas" },
];

function log(msg: string) {
  process.stderr.write(`[bench] ${msg}\n`);
}

/** nginx from Debian, serving each page's exact bytes as a static file: the machine's practical limit. */
async function startNginx(bodies: Map<string, Buffer>): Promise<ChildProcess> {
  const root = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // Run as root, nginx's workers drop to an unprivileged user: they must be able to read the files.
  chmodSync(root, 0o755);
  const www = path.join(root, "www");
  mkdirSync(www, { mode: 0o755 });
  const locations: string[] = [];
  for (const [p, body] of bodies) {
    const file = `${p === "/" ? "index" : p.replace(/\//g, "_")}.html`;
    writeFileSync(path.join(www, file), body);
    // What nginx sends a browser that accepts gzip: the same page, compressed ahead of time at
    // the level the site's page cache uses (server/page-cache.mjs).
    writeFileSync(path.join(www, `${file}.gz`), gzipSync(body, { level: 9 }));
    locations.push(`    location = ${p} { default_type text/html; try_files /${file} =404; }`);
  }
  writeFileSync(
    path.join(root, "nginx.conf"),
    `worker_processes 1;
daemon off;
error_log ${root}/error.log;
pid ${root}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  gzip_static on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${www};
${locations.join("\n")}
  }
}
`,
  );
  const proc = spawn("nginx", ["-c", path.join(root, "nginx.conf"), "-p", root], { stdio: "ignore" });
  await waitFor(`${NGINX}/`);
  return proc;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Whether a program is on the PATH. */
function has(program: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Installs Debian's packages for the programs missing (as root, where apt-get exists). */
function ensurePrograms(programs: Record<string, string>) {
  const missing = Object.entries(programs).filter(([program]) => !has(program));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() === 0 && has("apt-get")) {
    log(`installing Debian's ${packages.join(", ")}`);
    execFileSync(
      "sh",
      [
        "-c",
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(" ")} >/dev/null`,
      ],
      { stdio: "inherit" },
    );
  } else
    log(
      `missing ${missing.map(([p]) => p).join(", ")}: install them as root with apt-get install -y ${packages.join(" ")}`,
    );
}

/** wrk's durations ("812.00us", "9.22ms", "1.42s") in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`not a wrk duration: ${text}`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as "us" | "ms" | "s" | "m"];
  return Number((Number(m[1]) * factor).toFixed(2));
}

/** What `wrk --latency` printed, as a LoadResult. */
export function parseWrk(out: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p50 = /^\s+50%\s+(\S+)/m.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  if (!rps || !p50 || !p99) throw new Error(`unexpected wrk output:\n${out}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    rps: Number(rps[1]),
    p50: wrkMs(p50[1]),
    p99: wrkMs(p99[1]),
    errors: socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/** The load generator: wrk (C, one thread) when there is one; autocannon otherwise. */
const LOAD_TOOL = () => (has("wrk") ? "wrk" : "autocannon");

async function load(url: string, connections: number): Promise<LoadResult> {
  // Every browser sends Accept-Encoding: the load asks for gzip too, from the site and from nginx.
  if (LOAD_TOOL() === "wrk") {
    // One thread: the other core is the server's (Node serves from one thread, nginx from one worker).
    const out = execFileSync(
      "wrk",
      ["-t1", `-c${connections}`, `-d${DURATION}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
      { encoding: "utf8" },
    );
    return parseWrk(out);
  }
  const r = await autocannon({
    url,
    connections,
    duration: DURATION,
    pipelining: 1,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Lighthouse on `url`, LH_RUNS times, each load scored as it is and as on a slow phone
 * (`lighthouseLoad`).
 */
async function lighthouseRuns(url: string) {
  const ordinary: LighthouseRun[] = [];
  const slow: LighthouseRun[] = [];
  // A run Lighthouse could not finish (its runtimeError, e.g. NO_FCP) has no figures: it is
  // counted and named, not averaged in as a score of 0.
  const failed = { ordinary: [] as string[], slow: [] as string[] };
  for (let i = 0; i < LH_RUNS; i++) {
    const load = await lighthouseLoad(url);
    if ("error" in load.ordinary) {
      failed.ordinary.push(load.ordinary.error);
      failed.slow.push(load.ordinary.error);
      continue;
    }
    ordinary.push(load.ordinary);
    if ("error" in load.slow) failed.slow.push(load.slow.error);
    else slow.push(load.slow);
  }
  return {
    ordinary: lighthouseFigures(ordinary, failed.ordinary),
    slow: lighthouseFigures(slow, failed.slow),
  };
}

/** The median of each figure over the runs that finished, and the runs that did not. */
export function lighthouseFigures(results: LighthouseRun[], failed: string[]) {
  // Every run failed: the page's line shows it with zeros, and the check names it.
  const runs = results.length
    ? results
    : [
        {
          performance: 0,
          accessibility: 0,
          bestPractices: 0,
          seo: 0,
          fcpMs: 0,
          lcpMs: 0,
          tbtMs: 0,
          cls: 0,
          totalBytes: 0,
          benchmarkIndex: 0,
          cpuSlowdownMultiplier: 0,
        },
      ];
  const median = (k: keyof LighthouseRun) => {
    const v = runs.map((r) => r[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
  };
  const multiplier = median("cpuSlowdownMultiplier");
  return {
    performance: median("performance"),
    accessibility: median("accessibility"),
    bestPractices: median("bestPractices"),
    seo: median("seo"),
    fcpMs: median("fcpMs"),
    lcpMs: median("lcpMs"),
    tbtMs: median("tbtMs"),
    cls: median("cls"),
    totalBytes: median("totalBytes"),
    benchmarkIndex: median("benchmarkIndex"),
    benchmarkIndexRange: [
      Math.min(...runs.map((r) => r.benchmarkIndex)),
      Math.max(...runs.map((r) => r.benchmarkIndex)),
    ],
    runs: results.length,
    ...(failed.length > 0 && { failedRuns: failed }),
    // Lighthouse's own 4× is not repeated on every line of the first table.
    ...(multiplier > LIGHTHOUSE_CPU_SLOWDOWN && { cpuSlowdownMultiplier: multiplier }),
  };
}

interface PageWeight {
  jsGzipKB: number;
  cssGzipKB: number;
  files?: number;
  pdfLibraries: string[];
  /** Runs before 2026-11-26 have none of the fields below. */
  scriptRequests?: number;
  htmlBytes?: number;
  /** As the site sends it to a browser that accepts gzip (Content-Length of the compressed answer). */
  htmlGzipBytes?: number;
  /** As it sends it to one that accepts brotli, as Chromium does over http too (runs before 2026-11-27 10:00 UTC have none). */
  htmlBrBytes?: number;
  /** That brotli answer with its status line and headers: what the first TCP flight must hold (runs before 2026-11-28 have none). */
  htmlBrSentBytes?: number;
  loaderDataBytes?: number;
  renderBlockingStylesheets?: number;
}

/**
 * The size of a page's answer for this Accept-Encoding (its body, and with its status line and
 * headers as HTTP/1.1 sends them), and the encoding it came in.
 */
function answerSize(
  url: string,
  acceptEncoding: string,
): Promise<{ bytes: number; sentBytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      let n = 0;
      let head = Buffer.byteLength(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`);
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        head += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
      res.on("data", (chunk: Buffer) => (n += chunk.length));
      res.on("end", () =>
        resolve({ bytes: n, sentBytes: head + n, encoding: res.headers["content-encoding"] }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * A page's HTML as sent plain, and the size of the answers a browser that accepts gzip, and one
 * that accepts brotli, receive. The page cache makes its brotli copy in the background: a cached
 * page is asked again for a second or so until it comes in brotli.
 */
async function served(
  url: string,
): Promise<{ raw: Buffer; gzipBytes: number; brBytes?: number; brSentBytes?: number }> {
  const raw = Buffer.from(await (await fetch(url)).arrayBuffer());
  const gzip = await answerSize(url, "gzip");
  const gzipBytes = gzip.encoding === "gzip" ? gzip.bytes : gzipSync(raw).length;
  for (let attempt = 0; attempt < 12; attempt++) {
    const br = await answerSize(url, "br");
    if (br.encoding === "br") return { raw, gzipBytes, brBytes: br.bytes, brSentBytes: br.sentBytes };
    await new Promise((r) => setTimeout(r, 100));
  }
  return { raw, gzipBytes };
}

/**
 * Every page of the Texas build's route table, in both languages (Harris's for the county pages).
 * The Studio guides' address has no page in the seed dataset.
 */
function everyRoute(): { name: string; path: string }[] {
  return routesFor("TX")
    .filter((route) => route.id !== "guide.studio")
    .flatMap((route) =>
      LANGS.map((lang) => {
        const p = pathFor(route, lang, route.dynamic ? { slug: "harris" } : {});
        return { name: p, path: p };
      }),
    );
}

/** JS and CSS a page loads before any interaction, gzip-compressed, and whether a PDF library is among them. */
async function weights(pages: { name: string; path: string }[]) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  const out: Record<string, PageWeight> = {};
  for (const p of pages) {
    const page = await browser.newPage();
    // Decline consent up front so the banner's choice is not an "interaction".
    const bodies = watchAssets(page, SITE);
    await page.goto(SITE + p.path, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const sum = (t: "js" | "css") => gzipKB(bodies, t);
    const pdfLibraries = [
      ...new Set(
        bodies
          .filter((b) => b.type === "js")
          .flatMap((b) => {
            const text = b.body.toString("utf8");
            return [
              /jsPDF|jspdf/.test(text) ? "jspdf" : "",
              /html2canvas/.test(text) ? "html2canvas" : "",
            ].filter(Boolean);
          }),
      ),
    ];
    const html = await served(SITE + p.path);
    const facts = htmlFacts(html.raw.toString("utf8"));
    out[p.name] = {
      jsGzipKB: Number(sum("js").toFixed(1)),
      cssGzipKB: Number(sum("css").toFixed(1)),
      files: bodies.length,
      scriptRequests: bodies.filter((b) => b.type === "js").length,
      pdfLibraries,
      htmlBytes: html.raw.length,
      htmlGzipBytes: html.gzipBytes,
      htmlBrBytes: html.brBytes,
      htmlBrSentBytes: html.brSentBytes,
      loaderDataBytes: facts.loaderDataBytes,
      renderBlockingStylesheets: facts.renderBlockingStylesheets,
    };
    await page.close();
  }
  await browser.close();
  return out;
}

/** Wall time of `buildDataset()` (the embedded dataset from seed/), three builds in this process. */
function seedBuildBench(): { msEach: number[]; medianMs: number } {
  const msEach = [0, 1, 2].map(() => {
    const started = performance.now();
    buildDataset();
    return Math.round(performance.now() - started);
  });
  return { msEach, medianMs: [...msEach].sort((a, b) => a - b)[1] };
}

function engineBench(): unknown {
  try {
    const text = execFileSync("npx", ["tsx", "bench/engine.bench.ts", "--json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    return JSON.parse(text.trim().split("\n").pop() ?? "null");
  } catch (error) {
    return { error: (error as Error).message.split("\n")[0] };
  }
}

async function main() {
  ensurePrograms(
    PAGES_ONLY ? { [CHROMIUM]: "chromium" } : { nginx: "nginx", wrk: "wrk", [CHROMIUM]: "chromium" },
  );
  log("building the production site");
  execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  const site = startSite({ port: SITE_PORT, dataDir: ".cache/bench-data" });
  let nginx: ChildProcess | undefined;
  try {
    await waitFor(`${SITE}/healthz`);
    if (PAGES_ONLY) return await pagesOnly();
    const bodies = new Map<string, Buffer>();
    for (const p of PAGES) {
      const res = await fetch(SITE + p.path);
      if (!res.ok) throw new Error(`${p.path} answered ${res.status}`);
      bodies.set(p.path, Buffer.from(await res.arrayBuffer()));
      // Warm the content cache so the measurement is of the cached page.
      await fetch(SITE + p.path);
    }
    nginx = await startNginx(bodies);

    const server: Result["server"] = [];
    for (const p of PAGES) {
      for (const c of [10, 100]) {
        log(`load ${p.path} c=${c} for ${DURATION}s (site, then nginx)`);
        const app = await load(SITE + p.path, c);
        const ref = await load(NGINX + p.path, c);
        const body = bodies.get(p.path)!;
        server.push({
          page: p.name,
          path: p.path,
          connections: c,
          site: app,
          nginx: ref,
          ratio: Number((app.rps / ref.rps).toFixed(3)),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 6 }).length,
        });
      }
    }

    log(`load / c=100 for ${QUICK ? 10 : 60}s across page-cache expiries (TTL 10 s)`);
    const expiry = await expiryRun({ port: SITE_PORT + 2, seconds: QUICK ? 10 : 60 });

    log("weighing every route of the route table's JavaScript and CSS, in both languages");
    const routes = await weights(everyRoute());
    // The measured pages are routes of the table: their weights are read from the same pass.
    const weight = Object.fromEntries(
      LIGHTHOUSE_PAGES.map((p) => {
        const w = routes[p.path];
        if (!w) throw new Error(`${p.path} is not a page of the route table`);
        return [p.name, w];
      }),
    );

    const browser: Result["browser"] = {};
    const slowBrowser: Result["browser"] = {};
    for (const p of LIGHTHOUSE_PAGES) {
      log(
        `lighthouse ${p.path} (${LH_RUNS} run(s), mobile; each also as on a CPU index of ${SLOW_RUN_INDEX})`,
      );
      const { ordinary, slow } = await lighthouseRuns(SITE + p.path);
      browser[p.name] = { path: p.path, ...ordinary };
      slowBrowser[p.name] = { path: p.path, ...slow };
    }

    log("engine benchmark");
    const engine = engineBench();
    log("seed dataset build (3 runs)");
    const seedBuild = seedBuildBench();

    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
      settings: {
        loadGenerator: LOAD_TOOL(),
        durationSeconds: DURATION,
        lighthouseRuns: LH_RUNS,
        state: "TX",
        contentSource: "local (embedded dataset)",
      },
      budgets: BUDGETS,
      server,
      expiry,
      weight,
      routes,
      browser,
      slowBrowser,
      engine,
      seedBuild,
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/latest.json", `${JSON.stringify(result, null, 2)}\n`);
    const { table, failures } = report(result);
    table.push(
      "",
      `Across expiries (/, 100 connections, ${expiry.seconds} s, TTL ${expiry.ttlSeconds} s): p50 ${expiry.p50} ms, p99 ${expiry.p99} ms, ${expiry.errors + expiry.non2xx} errors; sampled X-Page-Cache ${JSON.stringify(expiry.cache)}`,
    );
    console.log(table[table.length - 1]);
    if (expiry.p99 >= BUDGETS.p99Ms)
      failures.push(`/ across expiries: p99 ${expiry.p99} ms at 100 connections (budget < ${BUDGETS.p99Ms})`);
    if (!QUICK) updateDocs(result.measuredAt, table, failures);
    if (CHECK && failures.length) {
      console.log(`\nBudgets missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
      process.exitCode = 1;
    } else if (CHECK) console.log("\nAll budgets met.");
  } finally {
    site.kill("SIGTERM");
    nginx?.kill("SIGTERM");
  }
}

/** --pages: every route's bytes and requests, with the page budgets, without timing anything. */
async function pagesOnly() {
  log("weighing every route of the route table's HTML, scripts and CSS, in both languages");
  const routes = await weights(everyRoute().filter((p) => !ONLY || ONLY.includes(p.path)));
  const weight = Object.fromEntries(
    LIGHTHOUSE_PAGES.filter((p) => routes[p.path]).map((p) => [p.name, routes[p.path]]),
  );
  const result = { measuredAt: new Date().toISOString(), budgets: BUDGETS, weight, routes };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/pages.json", `${JSON.stringify(result, null, 2)}\n`);
  const failures: string[] = [];
  pagesReport(result, console.log, failures);
  if (failures.length) console.log(`\nPage budgets missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  else console.log("\nEvery page budget met.");
  if (CHECK && failures.length) process.exitCode = 1;
}

const DOCS = "docs/performance.md";

/** Puts the latest table and the budgets it missed into docs/performance.md, between its markers. */
function updateDocs(measuredAt: string, table: string[], failures: string[]) {
  const text = readFileSync(DOCS, "utf8");
  const begin = "<!-- bench:latest:begin -->";
  const end = "<!-- bench:latest:end -->";
  const a = text.indexOf(begin);
  const b = text.indexOf(end);
  if (a === -1 || b === -1) return log(`${DOCS} has no ${begin} / ${end} markers: not updated`);
  const section = [
    begin,
    `Measured ${measuredAt.slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` (\`bench/results/latest.json\`).`,
    "",
    "```text",
    ...table.flatMap((l) => (l.startsWith("\n") ? ["", l.slice(1)] : [l])).slice(1),
    "```",
    "",
    failures.length
      ? `Budgets missed in this run (${failures.length}):\n\n${failures.map((f) => `- ${f}`).join("\n")}`
      : "Every budget was met in this run.",
    end,
  ].join("\n");
  writeFileSync(DOCS, text.slice(0, a) + section + text.slice(b + end.length));
  log(`${DOCS} updated`);
}

type Result = {
  settings?: { loadGenerator?: string; durationSeconds?: number };
  server: {
    page: string;
    path: string;
    bytes: number;
    gzipBytes?: number;
    connections: number;
    site: LoadResult;
    nginx: LoadResult;
    ratio: number;
  }[];
  weight: Record<string, PageWeight>;
  /** Every route of the route table in both languages (runs before 2026-11-25 20:00 UTC have none). */
  routes?: Record<string, PageWeight>;
  browser: Record<string, LighthouseFigures>;
  /** The same pages as on a machine of CPU index SLOW_RUN_INDEX (runs before 2026-11-26 12:00 UTC have none). */
  slowBrowser?: Record<string, LighthouseFigures>;
  engine: unknown;
  /** The seed dataset's build (runs before 2026-11-27 13:00 UTC have none). */
  seedBuild?: { msEach: number[]; medianMs: number };
};

interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Runs before 2026-11-26 have no FCP and no CPU benchmark index. */
  fcpMs?: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  benchmarkIndex?: number;
  benchmarkIndexRange?: number[];
  /** The CPU slowdown the runs simulated, when not Lighthouse's own 4. */
  cpuSlowdownMultiplier?: number;
  /** Lighthouse's error code for each run it could not finish (the medians leave them out). */
  failedRuns?: string[];
  /** Runs with figures (older results: every run). */
  runs?: number;
}

/** The CPU benchmark index of a page's Lighthouse runs: the median, and the range when the runs differ. */
function cpuIndex(b: { benchmarkIndex?: number; benchmarkIndexRange?: number[] }): string {
  if (b.benchmarkIndex === undefined) return "-";
  const [lo, hi] = b.benchmarkIndexRange ?? [];
  return lo !== undefined && hi !== undefined && lo !== hi
    ? `${b.benchmarkIndex} (${lo}–${hi})`
    : String(b.benchmarkIndex);
}

const kb = (bytes: number | undefined, digits = 1) =>
  bytes === undefined ? "-" : (bytes / 1024).toFixed(digits);

/** The pages' bytes and requests (the weight table), and the budgets they miss. */
export function pagesReport(
  r: Pick<Result, "weight" | "routes">,
  print: (line: string) => void,
  failures: string[],
) {
  print(
    "\nBefore interaction: scripts and CSS (gzip KB, requests); HTML (KB raw, gzip and brotli as sent, inline loader data; brotli with its headers, bytes)",
  );
  print("page             JS  reqs    CSS  sheets |   HTML   gzip     br   data   sent");
  for (const [name, w] of Object.entries(r.weight)) {
    print(
      `${name.padEnd(14)} ${w.jsGzipKB.toFixed(1).padStart(6)} ${String(w.scriptRequests ?? "-").padStart(5)} ${w.cssGzipKB.toFixed(1).padStart(6)} ${String(w.renderBlockingStylesheets ?? "-").padStart(7)} | ${kb(w.htmlBytes).padStart(6)} ${kb(w.htmlGzipBytes).padStart(6)} ${kb(w.htmlBrBytes).padStart(6)} ${kb(w.loaderDataBytes).padStart(6)} ${String(w.htmlBrSentBytes ?? "-").padStart(6)}${w.pdfLibraries.length ? `  PDF LIBS: ${w.pdfLibraries.join(", ")}` : ""}`,
    );
    // With every route weighed, the lines below report every route's misses, these pages included.
    if (!r.routes) failures.push(...pageFailures(name, w));
  }
  if (r.routes) {
    const all = Object.entries(r.routes);
    const range = (
      label: string,
      value: (w: PageWeight) => number | undefined,
      show: (v: number) => string,
    ) => {
      const known = all.filter(([, w]) => value(w) !== undefined) as [string, PageWeight][];
      if (!known.length) return;
      const [lightest, least] = known.reduce((a, b) => (value(b[1])! < value(a[1])! ? b : a));
      const [heaviest, most] = known.reduce((a, b) => (value(b[1])! > value(a[1])! ? b : a));
      print(`  ${label}: ${show(value(least)!)} (${lightest}) to ${show(value(most)!)} (${heaviest})`);
    };
    const withPdf = all.filter(([, w]) => w.pdfLibraries.length);
    print(`every route (${all.length} pages, both languages):`);
    range(
      "JS gzip KB",
      (w) => w.jsGzipKB,
      (v) => v.toFixed(1),
    );
    range("script requests", (w) => w.scriptRequests, String);
    range("render-blocking stylesheets", (w) => w.renderBlockingStylesheets, String);
    range(
      "inline loader data KB",
      (w) => w.loaderDataBytes,
      (v) => kb(v),
    );
    range(
      "HTML gzip KB",
      (w) => w.htmlGzipBytes,
      (v) => kb(v),
    );
    print(
      `  ${withPdf.length ? `PDF LIBS on ${withPdf.map(([n]) => n).join(", ")}` : "jsPDF and html2canvas on none"}`,
    );
    for (const [name, w] of all) failures.push(...pageFailures(name, w));
  }
  const home = r.weight.home;
  if (home && home.jsGzipKB > BUDGETS.homeJsGzipKB)
    failures.push(`home JS ${home.jsGzipKB} KB (budget ${BUDGETS.homeJsGzipKB})`);
  if (home?.htmlGzipBytes !== undefined && home.htmlGzipBytes > BUDGETS.homeHtmlGzipKB * 1024)
    failures.push(`home HTML ${kb(home.htmlGzipBytes)} KB gzip (budget ≤ ${BUDGETS.homeHtmlGzipKB})`);
  // The home pages by their paths where every route was weighed, else by their names.
  for (const name of r.routes ? ["/", "/es"] : ["home", "home-es"]) {
    const sent = (r.routes ?? r.weight)[name]?.htmlBrSentBytes;
    if (sent !== undefined && sent > BUDGETS.homeFirstFlightBytes)
      failures.push(
        `${name}: HTML ${sent} bytes as sent with its headers, over one TCP flight (budget ≤ ${BUDGETS.homeFirstFlightBytes})`,
      );
  }
  if (r.weight.calculator && r.weight.calculator.jsGzipKB > BUDGETS.calculatorJsGzipKB)
    failures.push(`calculator JS ${r.weight.calculator.jsGzipKB} KB (budget ${BUDGETS.calculatorJsGzipKB})`);
}

/** The budgets every page must meet: no PDF library, loader data, stylesheets and scripts. */
function pageFailures(name: string, w: PageWeight): string[] {
  const out: string[] = [];
  if (w.pdfLibraries.length) out.push(`${name}: loads ${w.pdfLibraries.join(", ")} before interaction`);
  if (w.loaderDataBytes !== undefined && w.loaderDataBytes > BUDGETS.loaderDataKB * 1024)
    out.push(`${name}: inline loader data ${kb(w.loaderDataBytes)} KB (budget ≤ ${BUDGETS.loaderDataKB})`);
  if (
    w.renderBlockingStylesheets !== undefined &&
    w.renderBlockingStylesheets > BUDGETS.renderBlockingStylesheets
  )
    out.push(
      `${name}: ${w.renderBlockingStylesheets} render-blocking stylesheets (budget ${BUDGETS.renderBlockingStylesheets})`,
    );
  if (w.scriptRequests !== undefined && w.scriptRequests > BUDGETS.scriptRequests)
    out.push(
      `${name}: ${w.scriptRequests} script requests before interaction (budget ≤ ${BUDGETS.scriptRequests})`,
    );
  return out;
}

/** A Lighthouse table, and its pages' missed budgets (the speed budgets hold on a slow run too). */
function lighthouseTable(
  title: string,
  pages: Record<string, LighthouseFigures>,
  print: (line: string) => void,
  failures: string[],
  suffix = "",
) {
  print(`\n${title}`);
  print("page           perf  a11y  bp   seo   FCP ms  LCP ms  TBT ms   CLS    bytes  CPU index");
  for (const [name, b] of Object.entries(pages)) {
    print(
      `${name.padEnd(14)} ${String(b.performance).padStart(4)} ${String(b.accessibility).padStart(5)} ${String(b.bestPractices).padStart(4)} ${String(b.seo).padStart(5)} ${String(b.fcpMs ?? "-").padStart(8)} ${String(b.lcpMs).padStart(7)} ${String(b.tbtMs).padStart(7)} ${b.cls.toFixed(3).padStart(6)} ${String(b.totalBytes).padStart(8)}  ${cpuIndex(b)}${b.cpuSlowdownMultiplier ? ` ×${b.cpuSlowdownMultiplier}` : ""}${b.failedRuns ? `  (${b.failedRuns.length} run(s) failed: ${b.failedRuns.join(", ")})` : ""}`,
    );
    if (b.failedRuns && b.runs === 0) {
      failures.push(`${name}${suffix}: every Lighthouse run failed (${b.failedRuns.join(", ")})`);
      continue;
    }
    if (b.fcpMs !== undefined && b.fcpMs > BUDGETS.fcpMs)
      failures.push(`${name}${suffix}: first contentful paint ${b.fcpMs} ms (budget ≤ ${BUDGETS.fcpMs})`);
    if (b.performance < BUDGETS.lighthousePerformance)
      failures.push(
        `${name}${suffix}: Lighthouse performance ${b.performance} (budget ≥ ${BUDGETS.lighthousePerformance})`,
      );
    for (const [k, v] of [
      ["accessibility", b.accessibility],
      ["best practices", b.bestPractices],
      ["SEO", b.seo],
    ] as const) {
      if (v < BUDGETS.lighthouseOther)
        failures.push(`${name}${suffix}: Lighthouse ${k} ${v} (budget ${BUDGETS.lighthouseOther})`);
    }
  }
}

/** Prints the table and returns it with the budgets missed. */
export function report(r: Result): { table: string[]; failures: string[] } {
  const failures: string[] = [];
  const table: string[] = [];
  const print = (line: string) => {
    table.push(line);
    console.log(line);
  };
  const tool = r.settings?.loadGenerator ?? "autocannon";
  print(
    `\nServer (requests/s, latency ms, Accept-Encoding: gzip, ${tool}) — site vs nginx serving the same bytes`,
  );
  print("page        conn   site rps    p50    p99 | nginx rps    p50    p99 | ratio | errors");
  const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0)).padStart(6);
  for (const s of r.server) {
    print(
      `${s.page.padEnd(11)} ${String(s.connections).padStart(4)} ${s.site.rps.toFixed(0).padStart(10)} ${ms(s.site.p50)} ${ms(s.site.p99)} | ${s.nginx.rps.toFixed(0).padStart(9)} ${ms(s.nginx.p50)} ${ms(s.nginx.p99)} | ${s.ratio.toFixed(2).padStart(5)} | ${s.site.errors + s.site.non2xx}`,
    );
    if (s.connections === 100) {
      if (s.site.errors + s.site.non2xx > 0)
        failures.push(`${s.page}: ${s.site.errors + s.site.non2xx} errors at 100 connections`);
      if (s.site.p99 >= BUDGETS.p99Ms)
        failures.push(`${s.page}: p99 ${s.site.p99} ms at 100 connections (budget < ${BUDGETS.p99Ms})`);
      if (s.page === "home" && s.ratio < BUDGETS.homeVsNginxMinRatio)
        failures.push(
          `home: ${s.ratio.toFixed(2)} of nginx's rate (budget ≥ ${BUDGETS.homeVsNginxMinRatio.toFixed(2)})`,
        );
    }
  }
  pagesReport(r, print, failures);
  lighthouseTable("Lighthouse 12, mobile, median", r.browser, print, failures);
  if (r.slowBrowser)
    lighthouseTable(
      `Lighthouse 12, mobile, median, as on a CPU index of ${SLOW_RUN_INDEX} (CPU slowdown scaled from the index measured)`,
      r.slowBrowser,
      print,
      failures,
      ` as on a CPU index of ${SLOW_RUN_INDEX}`,
    );
  print("\nEngine (calculations per CPU-second, one core)");
  const cases = (
    r.engine as {
      cases?: {
        name: string;
        calculationsPerCpuSecond: number;
        nsPerCalculation: number;
        goalMet: boolean;
      }[];
    } | null
  )?.cases;
  if (cases)
    for (const c of cases)
      print(
        `${c.name}: ${Math.round(c.calculationsPerCpuSecond).toLocaleString("en-US")} (${c.nsPerCalculation} ns each)${c.goalMet ? "" : " - below the 100,000 goal"}`,
      );
  else print(JSON.stringify(r.engine));
  if (r.seedBuild) {
    print("\nSeed dataset (seed/scripts/dataset.ts buildDataset, every state, median of 3 builds)");
    print(`${r.seedBuild.medianMs} ms (${r.seedBuild.msEach.join(", ")})`);
    if (r.seedBuild.medianMs > BUDGETS.seedBuildMs)
      failures.push(`seed dataset: built in ${r.seedBuild.medianMs} ms (budget ≤ ${BUDGETS.seedBuildMs})`);
  }
  return { table, failures };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/run.ts")) {
  // --docs: the table of the last run (bench/results/latest.json) into docs/performance.md, without measuring.
  (args.has("--docs")
    ? Promise.resolve().then(() => {
        const r = JSON.parse(readFileSync("bench/results/latest.json", "utf8"));
        const { table, failures } = report(r);
        updateDocs(r.measuredAt, table, failures);
      })
    : main()
  ).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
