import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { parseNdjson } from "../../app/content/source.server";
import { startLakeStub, type LakeStub } from "../support/content-lake-stub";
import { startSiteOverLake } from "../support/site-over-lake";
import { expect, test } from "./page-ready";
import { e2ePort } from "./ports";
import { stopStateServer } from "./state-server";

// With a DSN set, an error thrown by a loader reaches the error-reporting service: here a stand-in
// for Sentry's ingest endpoint on loopback, and a Content Lake stand-in that is down from the
// start (no last good content to fall back on), so the pages' loaders throw.
const PORT = e2ePort(6);
const SENTRY_PORT = e2ePort(7);
const BASE = `http://127.0.0.1:${PORT}`;

interface Envelope {
  header: Record<string, unknown>;
  items: { header: { type?: string }; payload: Record<string, unknown> }[];
}
const envelopes: Envelope[] = [];
let sentry: Server;
let lake: LakeStub;
let site: ChildProcess;

/** Sentry's envelope format: a JSON header line, then item header and payload lines. */
function parseEnvelope(body: string): Envelope {
  const lines = body.split("\n").filter(Boolean);
  const items: Envelope["items"] = [];
  for (let i = 1; i + 1 < lines.length; i += 2)
    items.push({ header: JSON.parse(lines[i]), payload: JSON.parse(lines[i + 1]) });
  return { header: JSON.parse(lines[0]), items };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let raw: Buffer = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
      if (req.url?.startsWith("/api/1/envelope")) {
        try {
          envelopes.push(parseEnvelope(raw.toString("utf8")));
        } catch {
          // not an envelope we can read: ignored
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => sentry.listen(SENTRY_PORT, "127.0.0.1", r));
  lake = await startLakeStub(parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8")) as never);
  lake.mode = "down";
  site = await startSiteOverLake(PORT, lake.url, {
    SITE_URL: BASE,
    NODE_ENV: "production",
    SENTRY_DSN: `http://publickey@127.0.0.1:${SENTRY_PORT}/1`,
    DATA_DIR: ".cache/e2e-data-sentry",
  });
});

test.afterAll(async () => {
  if (site) await stopStateServer(site);
  await lake?.close();
  await new Promise((r) => sentry?.close(r));
});

function exceptionEvents() {
  return envelopes.flatMap((e) =>
    e.items
      .filter((i) => i.header.type === "event")
      .map((i) => i.payload as { exception?: { values?: { value?: string }[] }; request?: { url?: string } }),
  );
}

for (const path of ["/faq", "/es/preguntas-frecuentes"]) {
  test(`a loader that throws on ${path} is reported to the error service`, async ({ request }) => {
    const before = exceptionEvents().length;
    const res = await request.get(`${BASE}${path}`, { failOnStatusCode: false });
    expect(res.status()).toBeGreaterThanOrEqual(500);
    await expect.poll(() => exceptionEvents().length, { timeout: 15_000 }).toBeGreaterThan(before);
    const reported = exceptionEvents().slice(before);
    expect(reported.some((e) => (e.exception?.values?.length ?? 0) > 0)).toBe(true);
  });
}
