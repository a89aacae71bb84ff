import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseNdjson } from "../../app/content/source.server";
import { startLakeStub, type LakeStub } from "../support/content-lake-stub";
import { startSiteOverLake } from "../support/site-over-lake";
import { expect, test } from "./page-ready";
import { e2ePort } from "./ports";
import { mapPolitely } from "./polite";
import { stopStateServer } from "./state-server";

// A load test on loopback: the site reads a Content Lake stand-in; midway the stand-in stops
// answering (then answers garbage). Cached routes must keep answering 200 with their content.
const PORT = e2ePort(3);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  "/",
  "/es",
  "/faq",
  "/es/preguntas-frecuentes",
  "/counties",
  "/counties/harris",
  "/es/condados/harris",
  "/about",
  "/tax-guides",
];

let lake: LakeStub;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  lake = await startLakeStub(parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8")) as never);
  server = await startSiteOverLake(PORT, lake.url, {
    // Expire quickly so that, during the outage, every request tries the CMS and must fall back.
    CONTENT_TTL_SECONDS: "1",
    CONTENT_STALE_SECONDS: "0",
    DATA_DIR: ".cache/e2e-data-outage",
  });
});

test.afterAll(async () => {
  if (server) await stopStateServer(server);
  await lake?.close();
});

async function hammer(rounds: number, concurrency: number) {
  const results: { path: string; status: number; hasHeading: boolean }[] = [];
  for (let r = 0; r < rounds; r++) {
    await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const path = ROUTES[(r * concurrency + i) % ROUTES.length];
        const res = await fetch(BASE + path);
        const body = await res.text();
        results.push({ path, status: res.status, hasHeading: /<h1[^>]*>[^<]{3,}/.test(body) });
      }),
    );
  }
  return results;
}

test("cached routes keep serving when the CMS stops answering or answers garbage", async () => {
  test.setTimeout(120_000);
  // Warm the content cache one route at a time: a burst of cold renders is shed with a 503 by
  // design (RENDER_QUEUE_MS), which is not what this test is about.
  const warm = await mapPolitely(ROUTES, 1, async (path) => {
    let res = await fetch(BASE + path);
    for (let tries = 1; res.status === 503 && tries < 10; tries++) {
      await new Promise((r) => setTimeout(r, 300));
      res = await fetch(BASE + path);
    }
    return { path, status: res.status, hasHeading: /<h1[^>]*>[^<]{3,}/.test(await res.text()) };
  });
  expect(
    warm.every((r) => r.status === 200 && r.hasHeading),
    JSON.stringify(warm.filter((r) => r.status !== 200)),
  ).toBe(true);
  await new Promise((r) => setTimeout(r, 1200));

  lake.mode = "down";
  const down = await hammer(15, 20);
  lake.mode = "garbage";
  await new Promise((r) => setTimeout(r, 1100));
  const garbage = await hammer(10, 20);

  for (const batch of [down, garbage]) {
    const bad = batch.filter((r) => r.status >= 500 || !r.hasHeading);
    expect(bad, JSON.stringify(bad.slice(0, 5))).toEqual([]);
  }
  const health = (await (await fetch(`${BASE}/healthz`)).json()) as {
    content: { status: string; servingStale: boolean };
  };
  expect(health.content.status).toBe("stale");
  expect(health.content.servingStale).toBe(true);

  lake.mode = "ok";
  await new Promise((r) => setTimeout(r, 1100));
  const back = await hammer(1, ROUTES.length);
  expect(back.every((r) => r.status === 200)).toBe(true);
  expect(
    ((await (await fetch(`${BASE}/healthz`)).json()) as { content: { status: string } }).content.status,
  ).toBe("ok");
});
