import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { expect, test } from "@playwright/test";
import { parseNdjson } from "../../app/content/source.server";
import { runImportRates } from "../../seed/scripts/import-rates";
import { startLakeStub, type LakeStub } from "../support/content-lake-stub";
import { e2ePort } from "./ports";
import { stopStateServer } from "./state-server";

// The operator's path for a new adopted rate, end to end over HTTP: the site reads a Content
// Lake stand-in; import-rates --apply raises the City of Houston's rate by 10 cents per $100;
// until a correctly signed webhook arrives the cached pages keep the old rate, and a forged
// one changes nothing; after the signed one the county page, the directory and the calculator
// all show the new rate. Then an editor corrects one unit's rate in the Studio (the county's
// stored totals untouched): a replay of the accepted webhook changes nothing, and the next
// signed one brings the county's rate worked out from its units to every page.
const PORT = e2ePort(17);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = "e2e-webhook-secret";

let lake: LakeStub;
let server: ChildProcess;
let dir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "webhook-e2e-"));
  lake = await startLakeStub(parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8")) as never);
  server = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_STATE: "TX",
      CONTENT_SOURCE: "sanity",
      SANITY_PROJECT_ID: "stub",
      SANITY_DATASET: "production",
      SANITY_API_HOST: lake.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      // Long enough that only the webhook can bring the new rate within the test.
      CONTENT_TTL_SECONDS: "3600",
      DATA_DIR: join(dir, "data"),
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
});

test.afterAll(async () => {
  if (server) await stopStateServer(server);
  await lake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = async (path: string) => (await (await fetch(BASE + path)).text()).replace(/<!-- -->/g, "");

/** The figure the results card shows under a label (no-JavaScript calculator, server-rendered). */
function figure(html: string, label: string): string | undefined {
  return html.match(new RegExp(`class="figure__value" data-figure="${label}">([^<]+)<`))?.[1].trim();
}

/** The Harris County card of the directory: from its name to the next card. */
/** Harris County's card in the directory (a search for it) and its county on the map's file show `rate`. */
async function expectDirectoryShows(rate: string) {
  const page = await text("/counties?q=harris");
  const start = page.indexOf('href="/counties/harris"');
  expect(start, "Harris's card").toBeGreaterThan(-1);
  expect(page.slice(start, start + 1500), "Harris's card").toContain(rate);
  const map = /<title>(Harris County: [^<]+)<\/title>/.exec(await text("/counties/map.svg"))?.[1] ?? "";
  expect(map, "Harris on the map").toContain(rate);
}

async function webhook(body: string, signature: string) {
  return fetch(`${BASE}/api/revalidate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
    body,
  });
}

test("a signed webhook after a rate change updates the county page, the directory and the calculator", async () => {
  test.setTimeout(120_000);
  const calculator = "/calculator?value=350000&county=harris";
  // Harris County's units (per $100 of value) sum to its rate; the page shows two decimals.
  const units = (lake.docs.get("county.tx.harris") as unknown as { units: { name: string; rate: number }[] })
    .units;
  const sum = units.reduce((s, u) => s + u.rate, 0);
  const oldShown = `${sum.toFixed(2)}%`;
  const newShown = `${(sum + 0.1).toFixed(2)}%`;
  expect(oldShown).not.toBe(newShown);

  expect(await text("/counties/harris")).toContain(oldShown);
  await expectDirectoryShows(oldShown);
  expect(figure(await text(calculator), "Effective tax rate")).toBe(oldShown);

  // The operator applies the new adopted rate of one unit.
  const houston = units.find((u) => u.name === "City of Houston")!;
  const file = join(dir, "rates.csv");
  writeFileSync(
    file,
    "county,taxing_unit,rate,basis,year,status,source_title,source_url,source_quote\n" +
      `Harris,City of Houston,${(houston.rate + 0.1).toFixed(5)},per100,2026,adopted,City of Houston rate ordinance,https://www.houstontx.gov/,\n`,
  );
  const quiet = { log: () => {}, error: () => {} };
  const env = { SANITY_PROJECT_ID: "stub", SANITY_TOKEN: "t", SANITY_API_HOST: lake.url };
  expect(await runImportRates(["--state", "TX", "--file", file, "--apply"], env, quiet)).toBe(0);

  // Cached: nothing changes yet. A forged webhook (wrong secret) is refused and purges nothing.
  const body = JSON.stringify({ _id: "county.tx.harris", _type: "county" });
  const forged = await webhook(body, await encodeSignatureHeader(body, Date.now(), "not-the-secret"));
  expect(forged.status).toBe(401);
  const unsigned = await webhook(body, "t=1,v1=garbage");
  expect(unsigned.status).toBe(401);
  expect(await text("/counties/harris")).toContain(oldShown);
  await expectDirectoryShows(oldShown);
  expect(figure(await text(calculator), "Effective tax rate")).toBe(oldShown);

  // The Content Lake's signed webhook: every page that reads counties shows the new rate.
  const signed = await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET));
  expect(signed.status).toBe(200);
  const county = await text("/counties/harris");
  expect(county).toContain(newShown);
  expect(county).not.toContain(`<strong>${oldShown}</strong>`);
  await expectDirectoryShows(newShown);
  expect(figure(await text(calculator), "Effective tax rate")).toBe(newShown);
});

test("a replayed webhook changes nothing; a unit corrected in the Studio changes the county's rate", async () => {
  test.setTimeout(120_000);
  const calculator = "/calculator?value=350000&county=harris";
  const doc = lake.docs.get("county.tx.harris") as unknown as {
    rate: number;
    units: { name: string; rate: number }[];
  };
  const before = `${doc.units.reduce((s, u) => s + u.rate, 0).toFixed(2)}%`;
  expect(await text("/counties/harris")).toContain(before);

  // The Studio's edit: only the school district's rate, lowered by 20 cents per $100. The
  // county's stored rate is left as it was, as an editor leaves it.
  const storedRate = doc.rate;
  const isd = doc.units.find((u) => u.name === "Houston ISD")!;
  isd.rate = Math.round((isd.rate - 0.2) * 1e5) / 1e5;
  const after = `${doc.units.reduce((s, u) => s + u.rate, 0).toFixed(2)}%`;
  expect(after).not.toBe(before);
  expect(doc.rate).toBe(storedRate);

  // The webhook the first test's change sent, captured and sent again: refused, nothing purged.
  const body = JSON.stringify({ _id: "county.tx.harris", _type: "county", _rev: "studio-edit" });
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  expect((await webhook(body, signature)).status).toBe(200);
  // That one purged the caches: every page now shows the rate the units make.
  expect(await text("/counties/harris")).toContain(`<strong>${after}</strong>`);
  await expectDirectoryShows(after);
  expect(figure(await text(calculator), "Effective tax rate")).toBe(after);
  // An attacker replaying the same signed request cannot make the site refetch.
  const replay = await webhook(body, signature);
  expect(replay.status).toBe(409);
  expect(await replay.json()).toEqual({ ok: false, error: "Webhook already received" });

  // The replay purged nothing: a change made after it stays unseen until the next real webhook.
  isd.rate = Math.round((isd.rate + 0.05) * 1e5) / 1e5;
  const later = `${doc.units.reduce((s, u) => s + u.rate, 0).toFixed(2)}%`;
  expect(later).not.toBe(after);
  const replayAgain = await webhook(body, signature);
  expect(replayAgain.status).toBe(409);
  expect(await text("/counties/harris")).toContain(`<strong>${after}</strong>`);
  await expectDirectoryShows(after);
  expect(figure(await text(calculator), "Effective tax rate")).toBe(after);

  const next = JSON.stringify({ _id: "county.tx.harris", _type: "county", _rev: "studio-edit-2" });
  expect((await webhook(next, await encodeSignatureHeader(next, Date.now(), SECRET))).status).toBe(200);
  expect(await text("/counties/harris")).toContain(`<strong>${later}</strong>`);
  await expectDirectoryShows(later);
  expect(figure(await text(calculator), "Effective tax rate")).toBe(later);
});
