import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./scripts/chromium.mjs";
import { e2eUrl, e2ePort } from "./tests/e2e/ports";

// End-to-end tests run against the production build (npm test builds it first), served by
// the real server, in Debian's Chromium. One server per build state under test.
export const TX_URL = e2eUrl(0);
export const HUB_URL = e2eUrl(1);
/** A Texas build with a tag manager and error reporting configured, for the consent tests. */
export const TAGGED_URL = e2eUrl(2);

// Production servers refuse to start without their own SESSION_SECRET; the servers that tests
// spawn themselves inherit this one.
process.env.SESSION_SECRET ??= "e2e-session-secret-0123456789abcdef";

const serverEnv = (state: string, port: number, extra: Record<string, string> = {}) => ({
  SESSION_SECRET: process.env.SESSION_SECRET!,
  ...extra,
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_STATE: state,
  SITE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: `.cache/e2e-data-${port}`,
  NODE_ENV: "production",
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry: a test that fails twice fails the run; one that passes on its second try is
  // listed as "flaky" in the report, to be fixed, instead of failing a whole 20-minute run on
  // a loaded machine (the CI run of 529b223 lost 1,100 s to one cache warm-up race).
  retries: 1,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: TX_URL,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node server.mjs",
      url: `${TX_URL}/healthz`,
      env: serverEnv("TX", e2ePort(0)),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: `${HUB_URL}/healthz`,
      env: serverEnv("HUB", e2ePort(1)),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.mjs",
      url: `${TAGGED_URL}/healthz`,
      env: serverEnv("TX", e2ePort(2), {
        GTM_ID: "GTM-TEST123",
        SENTRY_DSN: "https://publickey@o1.ingest.sentry.io/1",
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
