// The production build served for a benchmark: Texas, embedded dataset, loopback only.
import { spawn, type ChildProcess } from "node:child_process";

/** Starts `node server.mjs` in `cwd` (the built site there) on `port`. */
export function startSite(options: {
  port: number;
  dataDir: string;
  cwd?: string;
  env?: Record<string, string>;
}): ChildProcess {
  return spawn(process.execPath, ["server.mjs"], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      SITE_STATE: "TX",
      NODE_ENV: "production",
      SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-session-secret-0123456789abcdef",
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: "ignore",
  });
}

/** Resolves once `url` answers 2xx; throws after `tries` attempts 200 ms apart. */
export async function waitFor(url: string, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}
