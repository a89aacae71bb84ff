// The page cache across expiries (issue 21): 100 connections on the home page for 60 s while
// its cached copy expires every CONTENT_TTL_SECONDS (10 here, so about six expiries a run). With
// stale-while-revalidate the visitor who arrives at an expiry gets the stale copy while one
// render refreshes it; p99 must stay under the same 100 ms budget as a steady run.
//   npx tsx bench/expiry.ts [--seconds 60] [--port 3302]      (needs a production build)
// bench/run.ts runs it as one step of `npm run bench`.
import autocannon from "autocannon";
import { startSite, waitFor } from "./site";

export interface ExpiryResult {
  path: string;
  seconds: number;
  ttlSeconds: number;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Answers by X-Page-Cache: hit, stale, miss, busy. */
  cache: Record<string, number>;
}

export async function expiryRun(options: {
  port: number;
  seconds?: number;
  ttlSeconds?: number;
  path?: string;
  connections?: number;
}): Promise<ExpiryResult> {
  const { port, seconds = 60, ttlSeconds = 10, path = "/", connections = 100 } = options;
  const site = startSite({
    port,
    dataDir: `.cache/bench-expiry-${port}`,
    env: { CONTENT_TTL_SECONDS: String(ttlSeconds) },
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 300);
    await fetch(url);
    const cache: Record<string, number> = {};
    const instance = autocannon({
      url,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "gzip" },
    });
    // autocannon does not hand out headers per response: a sampling client counts the cache states.
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const res = await fetch(url, { headers: { "accept-encoding": "gzip" } }).catch(() => undefined);
        const state = res?.headers.get("x-page-cache") ?? "none";
        cache[state] = (cache[state] ?? 0) + 1;
        await res?.arrayBuffer().catch(() => undefined);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const r = await instance;
    sampling = false;
    await sampler;
    return {
      path,
      seconds,
      ttlSeconds,
      connections,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: (r.latency as { max?: number }).max ?? 0,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      cache,
    };
  } finally {
    site.kill("SIGTERM");
  }
}

if (process.argv[1]?.endsWith("expiry.ts")) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? fallback : Number(process.argv[i + 1]);
  };
  const result = await expiryRun({ port: arg("port", 3302), seconds: arg("seconds", 60) });
  console.log(JSON.stringify(result, null, 2));
  if (result.p99 >= 100 || result.errors + result.non2xx > 0) process.exitCode = 1;
}
