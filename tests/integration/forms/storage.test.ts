import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/forms/contact-messages.server";
import {
  lockDataDir,
  openDatabase,
  openMigratedDatabase,
  type Database,
  type DatabaseTarget,
} from "~/forms/db.server";
import { migrate, MIGRATIONS } from "~/forms/migrations.server";
import type { Subscription } from "~/forms/newsletter-schema";
import {
  claimForRedelivery,
  findByUnsubscribeToken,
  recordDelivery,
  saveSubscription,
  unsubscribe,
} from "~/forms/subscribers.server";
import { databaseBackends, TEST_DATABASE_URL, urlInSchema } from "../../support/database-backends";

// The repositories and migrations against each place submissions can live (PGlite always, a
// PostgreSQL server when TEST_DATABASE_URL names one).

const PG_URL = TEST_DATABASE_URL;
if (!PG_URL) {
  console.warn(
    "[forms storage] TEST_DATABASE_URL is not set: the PostgreSQL server run is skipped (PGlite runs). Use scripts/with-postgres.sh to run both.",
  );
}

type Sub = Omit<Subscription, "honeypot">;
const banner = (email: string, over: Partial<Sub> = {}): Sub => ({
  source: "banner",
  email,
  state: "TX",
  language: "en",
  tags: ["tx-newsletter", "property-tax-updates"],
  firstName: null,
  county: null,
  calculatedTax: null,
  ...over,
});
const popup = (email: string, over: Partial<Sub> = {}): Sub => ({
  source: "popup",
  email,
  state: "TX",
  language: "en",
  tags: ["tx-calculator", "county-harris"],
  firstName: "Ana",
  county: "Harris",
  calculatedTax: 6123.45,
  ...over,
});

const backends = databaseBackends("forms_test");

for (const backend of backends) {
  describe(`forms storage on ${backend.name}`, () => {
    let db: Database;
    let target: DatabaseTarget;

    beforeAll(async () => {
      target = await backend.target();
      db = await openMigratedDatabase(target);
    });
    afterAll(async () => {
      await db?.close();
      await backend.cleanup();
    });

    const count = async (table: string, where = "true", params: unknown[] = []) =>
      Number(
        (await db.query<{ n: string | number }>(`select count(*) as n from ${table} where ${where}`, params))
          .rows[0].n,
      );

    it("applies the migrations once and records them", async () => {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: number }>(
        "select version from forms_migrations order by version",
      );
      expect(rows.map((r) => Number(r.version))).toEqual(MIGRATIONS.map((m) => m.version));
    });

    it("stores a subscription with every field", async () => {
      const { subscriber, created } = await saveSubscription(
        db,
        popup("first@example.com"),
        "not-configured",
      );
      expect(created).toBe(true);
      expect(subscriber).toMatchObject({
        email: "first@example.com",
        firstName: "Ana",
        state: "TX",
        county: "Harris",
        language: "en",
        tags: ["tx-calculator", "county-harris"],
        calculatedTax: 6123.45,
        source: "popup",
        confirmed: false,
        unsubscribedAt: null,
        deliveryStatus: "not-configured",
      });
      expect(subscriber.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(Date.now() - subscriber.consentAt.getTime()).toBeLessThan(60_000);
    });

    it("keeps one row per address and state, whatever the case, and merges tags in order", async () => {
      await saveSubscription(db, banner("Merge.Me@Example.com"), "not-configured");
      const second = await saveSubscription(
        db,
        popup("merge.me@example.com", { language: "es" }),
        "not-configured",
      );
      const third = await saveSubscription(db, banner("MERGE.ME@EXAMPLE.COM"), "not-configured");
      expect(second.created).toBe(false);
      expect(third.created).toBe(false);
      expect(await count("subscribers", "lower(email) = $1", ["merge.me@example.com"])).toBe(1);
      expect(third.subscriber.tags).toEqual([
        "tx-newsletter",
        "property-tax-updates",
        "tx-calculator",
        "county-harris",
      ]);
      // What the popup told us survives a later banner subscription, which knows less.
      expect(third.subscriber).toMatchObject({
        firstName: "Ana",
        county: "Harris",
        calculatedTax: 6123.45,
        source: "banner",
      });
    });

    it("the same address in another state is another subscription", async () => {
      await saveSubscription(db, banner("two-states@example.com"), "not-configured");
      await saveSubscription(
        db,
        banner("two-states@example.com", { state: "FL", tags: ["fl-newsletter", "property-tax-updates"] }),
        "not-configured",
      );
      expect(await count("subscribers", "email = $1", ["two-states@example.com"])).toBe(2);
    });

    it("50 concurrent subscriptions of different addresses make 50 rows", async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          saveSubscription(db, banner(`crowd${i}@example.com`), "not-configured"),
        ),
      );
      expect(results.every((r) => r.created)).toBe(true);
      expect(await count("subscribers", "email like 'crowd%@example.com'")).toBe(50);
    });

    it("concurrent subscriptions of one address make one row holding every tag", async () => {
      const counties = ["harris", "dallas", "travis", "bexar", "tarrant", "collin", "denton", "fort-bend"];
      await Promise.all(
        counties.map((c) =>
          saveSubscription(
            db,
            popup("race@example.com", { tags: ["tx-calculator", `county-${c}`] }),
            "not-configured",
          ),
        ),
      );
      const { rows } = await db.query<{ tags: string[] }>(
        "select tags from subscribers where email = 'race@example.com'",
      );
      expect(rows).toHaveLength(1);
      expect([...rows[0].tags].sort()).toEqual(
        ["tx-calculator", ...counties.map((c) => `county-${c}`)].sort(),
      );
    });

    it("unsubscribes by token once; a second time changes nothing; an unknown token nothing at all", async () => {
      const { subscriber } = await saveSubscription(db, banner("leaver@example.com"), "not-configured");
      expect(await unsubscribe(db, subscriber.unsubscribeToken)).toBe("done");
      const first = (await findByUnsubscribeToken(db, subscriber.unsubscribeToken))!.unsubscribedAt;
      expect(first).toBeInstanceOf(Date);
      expect(await unsubscribe(db, subscriber.unsubscribeToken)).toBe("already");
      expect((await findByUnsubscribeToken(db, subscriber.unsubscribeToken))!.unsubscribedAt).toEqual(first);
      expect(await unsubscribe(db, "no-such-token-aaaaaaaaaa")).toBe("unknown");
      // Subscribing again is a new consent: the row is active again, with the same link.
      const again = await saveSubscription(db, banner("leaver@example.com"), "not-configured");
      expect(again.subscriber.unsubscribedAt).toBeNull();
      expect(again.subscriber.unsubscribeToken).toBe(subscriber.unsubscribeToken);
    });

    it("records deliveries and hands failed ones out once for another attempt", async () => {
      const { subscriber } = await saveSubscription(db, banner("retry@example.com"), "sending");
      await recordDelivery(db, subscriber.id, { ok: false, error: "provider answered HTTP 503" });
      const failed = (await findByUnsubscribeToken(db, subscriber.unsubscribeToken))!;
      expect(failed).toMatchObject({
        deliveryStatus: "failed",
        deliveryAttempts: 1,
        deliveryError: "provider answered HTTP 503",
      });

      const [a, b] = await Promise.all([
        claimForRedelivery(db, { limit: 100, maxAttempts: 6, staleMinutes: 10 }),
        claimForRedelivery(db, { limit: 100, maxAttempts: 6, staleMinutes: 10 }),
      ]);
      const claimedIds = [...a, ...b].map((s) => s.id).filter((id) => id === subscriber.id);
      expect(claimedIds).toEqual([subscriber.id]);

      await recordDelivery(db, subscriber.id, { ok: true });
      expect((await findByUnsubscribeToken(db, subscriber.unsubscribeToken))!).toMatchObject({
        deliveryStatus: "sent",
        deliveryAttempts: 2,
        deliveryError: null,
      });
      expect(
        (await claimForRedelivery(db, { limit: 100, maxAttempts: 6, staleMinutes: 10 })).map((s) => s.id),
      ).not.toContain(subscriber.id);
    });

    it("gives up after the maximum number of attempts", async () => {
      const { subscriber } = await saveSubscription(db, banner("hopeless@example.com"), "sending");
      for (let i = 0; i < 3; i++) await recordDelivery(db, subscriber.id, { ok: false, error: "down" });
      const claimed = await claimForRedelivery(db, { limit: 100, maxAttempts: 3, staleMinutes: 10 });
      expect(claimed.map((s) => s.id)).not.toContain(subscriber.id);
    });

    it("stores contact messages", async () => {
      const stored = await saveContactMessage(
        db,
        {
          name: "José Pérez",
          email: "jose@example.com",
          subject: "Tasa del condado",
          message: "La tasa de Harris parece desactualizada.\nGracias.",
        },
        { language: "es", state: "TX" },
      );
      expect(stored.id).toBeGreaterThan(0);
      const { rows } = await db.query<Record<string, unknown>>(
        "select * from contact_messages where id = $1",
        [stored.id],
      );
      expect(rows[0]).toMatchObject({
        name: "José Pérez",
        subject: "Tasa del condado",
        language: "es",
        state: "TX",
      });
      expect(rows[0].message).toBe("La tasa de Harris parece desactualizada.\nGracias.");
    });

    it("the table constraints refuse what the schemas refuse, should a caller skip them", async () => {
      await expect(
        saveSubscription(db, banner("x@example.com", { state: "ZZ" as "TX" }), "not-configured"),
      ).rejects.toThrow();
      await expect(
        saveContactMessage(
          db,
          { name: "", email: "a@b.co", subject: "s", message: "m".repeat(20) },
          { language: "en", state: "TX" },
        ),
      ).rejects.toThrow();
    });

    it("a failed statement inside a transaction leaves nothing behind", async () => {
      const before = await count("contact_messages");
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            "insert into contact_messages (name, email, subject, message, language, state) values ('a', 'a@b.co', 's', 'mmmmmmmmmm', 'en', 'TX')",
          );
          await tx.query("insert into contact_messages (name) values (null)");
        }),
      ).rejects.toThrow();
      expect(await count("contact_messages")).toBe(before);
    });

    if (backend.name === "PGlite") {
      it("refuses a second open of its folder while it is in use, with a clear message", async () => {
        const dir = (target as { dataDir: string }).dataDir;
        await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(
          /in use by process \d+; give each server its own DATA_DIR/,
        );
      });

      it("keeps its data in the folder across restarts", async () => {
        const dir = (target as { dataDir: string }).dataDir;
        await saveSubscription(db, banner("persist@example.com"), "not-configured");
        await db.close();
        db = await openMigratedDatabase({ kind: "pglite", dataDir: dir });
        expect(await count("subscribers", "email = $1", ["persist@example.com"])).toBe(1);
      });
    } else {
      it("servers starting together apply the migrations once", async () => {
        const schema = `forms_race_${randomBytes(4).toString("hex")}`;
        const admin = await openDatabase({ kind: "postgres", url: PG_URL!, max: 1 });
        await admin.query(`create schema ${schema}`);
        const servers = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: urlInSchema(PG_URL!, schema), max: 2 })),
        );
        try {
          const applied = await Promise.all(servers.map((s) => migrate(s)));
          expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.version));
        } finally {
          await Promise.all(servers.map((s) => s.close()));
          await admin.query(`drop schema ${schema} cascade`);
          await admin.close();
        }
      });
    }
  });
}

describe("one PGlite folder, one process", () => {
  it("a lock left by a process that is gone is taken over; a live one is not", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "forms-lock-")), "db");
    writeFileSync(`${dir}.lock`, "999999999");
    const release = await lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process/);
    await release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
