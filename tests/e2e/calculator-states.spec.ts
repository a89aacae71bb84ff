import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "./page-ready";
import { e2ePort } from "./ports";
import { allowAnalytics, events } from "./calculator-support";
import { stopStateServer } from "./state-server";

// The calculator's page states that need a different dataset: the state rules missing (the
// 'Calculator Error' panel) and a site owner who set the calculation delay to 0. Each runs its
// own server on the production build.
test.describe.configure({ mode: "serial" });

const source = readFileSync(process.env.SEED_DATASET_FILE || "seed/dist/production.ndjson", "utf8")
  .split("\n")
  .filter(Boolean);

function dataset(name: string, edit: (doc: Record<string, unknown>) => Record<string, unknown>): string {
  mkdirSync(".cache", { recursive: true });
  const file = `.cache/e2e-calculator-${name}.ndjson`;
  writeFileSync(
    file,
    source.map((l) => JSON.stringify(edit(JSON.parse(l) as Record<string, unknown>))).join("\n") + "\n",
  );
  return file;
}

async function serve(port: number, datasetFile: string): Promise<ChildProcess> {
  const server = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_STATE: "TX",
      SITE_URL: `http://127.0.0.1:${port}`,
      SEED_DATASET_FILE: datasetFile,
      CONTENT_SOURCE: "local",
      NODE_ENV: "production",
      DATA_DIR: `.cache/e2e-data-calc-${port}`,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error("server did not start");
}

test.describe("without the state's rules", () => {
  const PORT = e2ePort(5);
  let server: ChildProcess;
  test.beforeAll(async () => {
    server = await serve(
      PORT,
      dataset("no-rules", (d) => {
        if (d._id !== "stateConfig.tx") return d;
        const { rules: _rules, ...rest } = d;
        return rest;
      }),
    );
  });
  test.afterAll(async () => {
    if (server) await stopStateServer(server);
  });

  for (const [path, title, toastText, retry] of [
    [
      "/calculator",
      "Calculator Error",
      "Failed to load county tax data. Please refresh the page to try again.",
      "Try again",
    ],
    [
      "/es/calculadora",
      "Error de la calculadora",
      "No se pudieron cargar los datos de impuestos de los condados. Actualice la página para intentarlo de nuevo.",
      "Intentar de nuevo",
    ],
  ] as const) {
    test(`${path}: the 'Calculator Error' panel with Try Again, and the error toast`, async ({ page }) => {
      await page.goto(`http://127.0.0.1:${PORT}${path}`);
      const panel = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(panel).toBeVisible();
      // The toast comes once the page is interactive.
      await expect(page.locator("[data-sonner-toast]", { hasText: toastText })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('input[name="value"]')).toHaveCount(0);
      // Try Again reloads the page's data (and, with the data still missing, shows the panel again).
      const reload = page.waitForRequest((r) => r.url().includes(".data"));
      await panel.getByRole("button", { name: retry }).click();
      await reload;
      await expect(panel).toBeVisible();
    });
  }
});

test.describe("with the calculation delay set to 0 and the analytics thresholds changed in the Studio", () => {
  const PORT = e2ePort(8);
  let server: ChildProcess;
  test.beforeAll(async () => {
    server = await serve(
      PORT,
      dataset("no-delay", (d) => {
        // The site settings: no delay, a power user at the second calculation (spec: the fifth).
        if (d._id === "siteSettings.tx")
          return {
            ...d,
            calculationDelayMs: 0,
            ui: { ...(d.ui as Record<string, unknown>), powerUserCalculations: 2 },
          };
        // The state configuration: a high-value home above $300,000 (spec: $500,000).
        if (d._id === "stateConfig.tx") {
          const rules = d.rules as { product: Record<string, unknown> };
          return { ...d, rules: { ...rules, product: { ...rules.product, highValueEventAbove: 300_000 } } };
        }
        return d;
      }),
    );
  });

  test("the power-user and high-value events follow the Studio's thresholds", async ({ page }) => {
    await allowAnalytics(page);
    await page.goto(`http://127.0.0.1:${PORT}/calculator?value=350000&county=travis`);
    await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    const calculate = page.getByRole("button", { name: "Calculate", exact: true });
    await calculate.click();
    await expect.poll(() => events(page, "high_value_calculation")).toHaveLength(1);
    expect(await events(page, "power_user")).toEqual([]);
    await page.getByRole("textbox", { name: "Home value" }).fill("250,000");
    await calculate.click();
    await expect.poll(() => events(page, "power_user")).toHaveLength(1);
    expect((await events(page, "power_user"))[0]).toMatchObject({ calculations: 2 });
    // $250,000 is under the state's threshold: no second high-value event.
    expect(await events(page, "high_value_calculation")).toHaveLength(1);
  });
  test.afterAll(async () => {
    if (server) await stopStateServer(server);
  });

  test("the result appears at once, without the skeleton", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${PORT}/calculator`);
    await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible({ timeout: 15_000 });
    await page.locator("#calc-county").pressSequentially("Trav");
    await page.getByRole("option", { name: "Travis", exact: true }).click();
    // Choosing the county fetched the engine and the county's details (lazy.ts); with them here,
    // a zero delay shows the result in the same render. A click before they arrive would show
    // the skeleton while they load, which is not what this setting is about.
    await page.waitForLoadState("networkidle");
    const sawSkeleton = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const seen = () => document.querySelector('[data-testid="results-skeleton"]') !== null;
          const obs = new MutationObserver(() => {
            if (seen()) resolve(true);
          });
          obs.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(seen()), 1500);
        }),
    );
    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.locator(".results-card .figure").first()).toBeVisible();
    expect(await sawSkeleton).toBe(false);
  });
});
