import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/forms/db.server";
import { startSite, type Site } from "./support";

// A process killed with SIGKILL in the middle of a stream of newsletter signups must have
// stored every signup it acknowledged (a 200 is sent only after the row is committed), and the
// next process opens the same data directory and keeps going. Three rounds, on PGlite.
const DATA_DIR = ".cache/faults-kill-data";
let site: Site | undefined;

afterAll(async () => {
  await site?.stop("SIGKILL");
});

async function signups(site: Site, round: number, acknowledged: string[], stopAfterMs: number) {
  const started = Date.now();
  let n = 0;
  const worker = async () => {
    while (Date.now() - started < stopAfterMs) {
      const email = `kill${round}-${n++}@example.com`;
      try {
        const res = await fetch(`${site.url}/api/newsletter/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, state: "TX", language: "en", tags: ["tx-newsletter"] }),
        });
        if (res.status === 200) acknowledged.push(email);
        else await res.text();
      } catch {
        return; // the process is gone
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

describe("kill -9 during signups", () => {
  it("keeps every acknowledged signup", async () => {
    await rm(DATA_DIR, { recursive: true, force: true });
    await rm(`${path.resolve(DATA_DIR, "forms-pglite")}.lock`, { force: true });
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      site = await startSite(3, { DATA_DIR, FORM_RATE_LIMIT: "1000000" });
      const running = signups(site, round, acknowledged, 60_000);
      // Let some land, then kill the process without warning while requests are in flight.
      const before = acknowledged.length;
      while (acknowledged.length < before + 20) await new Promise((r) => setTimeout(r, 50));
      site.process.kill("SIGKILL");
      await running;
      await site.stop("SIGKILL");
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    const db = await openDatabase({ kind: "pglite", dataDir: path.resolve(DATA_DIR, "forms-pglite") });
    try {
      const { rows } = await db.query<{ email: string }>("select email from subscribers");
      const stored = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
