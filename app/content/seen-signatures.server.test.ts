import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, openMigratedDatabase, type Database } from "~/forms/db.server";
import { databaseBackends } from "../../tests/support/database-backends";
import { onPurge } from "../../server/purge.mjs";
import { handleRevalidate, WEBHOOK_TOLERANCE_MS } from "./revalidate.server";
import { SeenSignatures, SharedSeenSignatures } from "./seen-signatures.server";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 26, 15, 0, 0);

describe("signatures seen by one server (memory)", () => {
  it("accepts a signature once, until it is forgotten", async () => {
    const seen = new SeenSignatures();
    expect(await seen.add("sig-a", T0 + 5 * MINUTE, T0)).toBe(true);
    expect(await seen.add("sig-a", T0 + 5 * MINUTE, T0 + MINUTE)).toBe(false);
    expect(await seen.add("sig-b", T0 + 5 * MINUTE, T0 + MINUTE)).toBe(true);
    // Past its forget-at time the timestamp check refuses the webhook before the ledger is asked.
    expect(await seen.add("sig-a", T0 + 11 * MINUTE, T0 + 6 * MINUTE)).toBe(true);
  });

  it("stays bounded under a flood of signatures", async () => {
    const seen = new SeenSignatures(100);
    for (let i = 0; i < 1000; i++) await seen.add(`sig-${i}`, T0 + 5 * MINUTE, T0);
    expect(seen.size).toBeLessThanOrEqual(100);
  });
});

const signed = async (body: string, at: number) => encodeSignatureHeader(body, at, "ledger-secret");
let purges = 0;
onPurge(() => {
  purges++;
});

for (const backend of databaseBackends("webhook_signatures")) {
  describe(`signatures seen by every server (${backend.name})`, () => {
    // Two servers: with a PostgreSQL server, two pools on one schema; PGlite lives in one
    // process, so there both ledgers share its one connection.
    let one: Database;
    let two: Database;
    let first: SharedSeenSignatures;
    let second: SharedSeenSignatures;

    beforeAll(async () => {
      const target = await backend.target();
      one = await openMigratedDatabase(target);
      two = target.kind === "postgres" ? await openDatabase(target) : one;
      first = new SharedSeenSignatures(async () => one, WEBHOOK_TOLERANCE_MS);
      second = new SharedSeenSignatures(async () => two, WEBHOOK_TOLERANCE_MS);
    });
    afterAll(async () => {
      if (two !== one) await two?.close();
      await one?.close();
      await backend.cleanup();
    });

    const rows = async (signature: string) =>
      Number(
        (
          await one.query<{ n: string | number }>(
            "select count(*) as n from webhook_signatures where signature = $1",
            [signature],
          )
        ).rows[0].n,
      );

    it("refuses on one server a signature the other accepted", async () => {
      expect(await first.add("sig-1", T0 + 5 * MINUTE, T0)).toBe(true);
      expect(await second.add("sig-1", T0 + 5 * MINUTE, T0 + 1000)).toBe(false);
      expect(await first.add("sig-1", T0 + 5 * MINUTE, T0 + 2000)).toBe(false);
      expect(await second.add("sig-2", T0 + 5 * MINUTE, T0 + 2000)).toBe(true);
    });

    it("lets exactly one of many simultaneous deliveries through", async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).add("sig-race", T0 + 5 * MINUTE, T0)),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it("deletes a row one tolerance window after its forget-at time, not before", async () => {
      await first.add("sig-old", T0 + 5 * MINUTE, T0);
      // A server whose clock runs four minutes behind could still take this timestamp for fresh.
      await second.add("sig-later", T0 + 14 * MINUTE, T0 + 9 * MINUTE);
      expect(await rows("sig-old")).toBe(1);
      await second.add("sig-latest", T0 + 16 * MINUTE, T0 + 11 * MINUTE);
      expect(await rows("sig-old")).toBe(0);
      expect(await rows("sig-later")).toBe(1);
    });

    it("a webhook accepted by one server and replayed to the other is refused and purges nothing", async () => {
      const body = JSON.stringify({ _id: "faq.1", _type: "faq" });
      const now = Date.now();
      const signature = await signed(body, now);
      const before = purges;
      const accepted = await handleRevalidate(body, signature, "ledger-secret", now, first);
      expect(accepted.status).toBe(200);
      expect(purges).toBe(before + 1);
      const replayed = await handleRevalidate(body, signature, "ledger-secret", now + 1000, second);
      expect(replayed).toMatchObject({ status: 409, body: { ok: false } });
      expect(purges).toBe(before + 1);
    });

    it("without its database a server refuses the webhook for now (503) and purges nothing", async () => {
      const body = JSON.stringify({ _id: "faq.1", _type: "faq" });
      const now = Date.now();
      const down = new SharedSeenSignatures(async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      }, WEBHOOK_TOLERANCE_MS);
      const before = purges;
      const refused = await handleRevalidate(body, await signed(body, now), "ledger-secret", now, down);
      expect(refused.status).toBe(503);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(purges).toBe(before);
    });
  });
}
