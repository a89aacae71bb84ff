import { spawn, type ChildProcess } from "node:child_process";

/**
 * The built site (node server.mjs) on loopback, reading a Content Lake stand-in: started with the
 * given extra environment, resolved once /healthz answers.
 */
export async function startSiteOverLake(
  port: number,
  lakeUrl: string,
  extraEnv: Record<string, string>,
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const site = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_STATE: "TX",
      CONTENT_SOURCE: "sanity",
      SANITY_PROJECT_ID: "stub",
      SANITY_DATASET: "production",
      SANITY_API_HOST: lakeUrl,
      ...extraEnv,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return site;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  site.kill("SIGTERM");
  throw new Error("server did not start");
}
