import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseTarget } from "~/forms/db.server";

// The places the forms database can live, for tests that run against each: PGlite always, and
// a PostgreSQL server when TEST_DATABASE_URL names one (scripts/with-postgres.sh starts one on
// loopback). Each PostgreSQL run works in a schema of its own and drops it after.

export interface DatabaseBackend {
  name: string;
  /** A fresh, empty database; with PostgreSQL every call opens onto the same schema. */
  target: () => Promise<DatabaseTarget>;
  cleanup: () => Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The URL of a PostgreSQL server whose connections work in `schema`. */
export function urlInSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return withSchema.toString();
}

/** PGlite in a new folder, and the PostgreSQL server in a new schema when there is one. */
export function databaseBackends(prefix: string): DatabaseBackend[] {
  const backends: DatabaseBackend[] = [
    {
      name: "PGlite",
      target: async () => ({
        kind: "pglite",
        dataDir: mkdtempSync(path.join(tmpdir(), `${prefix}-pglite-`)),
      }),
      cleanup: async () => undefined,
    },
  ];
  const url = TEST_DATABASE_URL;
  if (url) {
    const schema = `${prefix.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
    let created = false;
    const admin = async (sql: string) => {
      const db = await openDatabase({ kind: "postgres", url, max: 1 });
      try {
        await db.query(sql);
      } finally {
        await db.close();
      }
    };
    backends.push({
      name: "PostgreSQL server",
      target: async () => {
        if (!created) await admin(`create schema ${schema}`);
        created = true;
        return { kind: "postgres", url: urlInSchema(url, schema), max: 8 };
      },
      cleanup: () => admin(`drop schema if exists ${schema} cascade`),
    });
  }
  return backends;
}
