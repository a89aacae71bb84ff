import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { e2ePort } from "../e2e/ports";

// Servers on loopback for the fault tests, from the production build (npx remix vite:build).
// Every port is E2E_PORT_BASE + an offset in 40–49, so checkouts can run side by side.
export const faultPort = (offset: number) => e2ePort(40 + offset);

export interface Site {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startSite(offset: number, env: Record<string, string> = {}): Promise<Site> {
  const port = faultPort(offset);
  let output = "";
  const child = spawn(process.execPath, ["server/index.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_STATE: "TX",
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
      SESSION_SECRET: "faults-session-secret-0123456789",
      DATA_DIR: `.cache/faults-data-${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/**
 * One request as written, without fetch's checks (any method, Host, path or header value that
 * Node lets through), answered or failed within `timeoutMs`.
 */
export function raw(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        setHost: !options.headers || !Object.keys(options.headers).some((h) => h.toLowerCase() === "host"),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: Date.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`no answer within ${timeoutMs} ms: ${options.path}`)),
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Runs `tasks` with at most `limit` at once. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}
