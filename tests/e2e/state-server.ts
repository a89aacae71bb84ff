// A production server for one state's build, on a port of this checkout's range (ports.ts), for
// specs that need a state other than the configured Texas one.
import { spawn, type ChildProcess } from "node:child_process";

export async function startStateServer(
  state: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const server = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_STATE: state,
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
      DATA_DIR: `.cache/e2e-data-state-${state.toLowerCase()}-${port}`,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill("SIGTERM");
  throw new Error(`${state} server did not start on port ${port}`);
}

/**
 * Inside a describe block (or at a file's top): a state's server for the block's tests, started
 * before them and stopped after (the block runs serially, so its tests share the one server).
 * `env` may be a function, for settings known only once earlier hooks have run.
 */
export function withStateServer(
  test: typeof import("./page-ready").test,
  state: string,
  port: number,
  env: Record<string, string> | (() => Record<string, string>) = {},
): void {
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    server = await startStateServer(state, port, typeof env === "function" ? env() : env);
  });
  test.afterAll(async () => {
    if (server) await stopStateServer(server);
  });
}

/**
 * Stops a server and waits until it has exited: a worker that replaces a failed one starts its
 * server on the same port, and must not find the old one still answering while it drains.
 */
export async function stopStateServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const killLater = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(killLater);
}
