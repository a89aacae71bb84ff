import { mkdir, open as openFile, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "~/utils/env.server";
import { onShutdown } from "../../server/shutdown.mjs";
import { providerConfig, startRedelivery } from "./delivery.server";
import { migrate } from "./migrations.server";

// One interface over the two places submissions live: PGlite (PostgreSQL compiled to WASM,
// in-process, files under DATA_DIR) by default, and a PostgreSQL server when DATABASE_URL is
// set. Both speak the same SQL, so the repositories and migrations are written once.

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: "pglite"; dataDir?: string } | { kind: "postgres"; url: string; max?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url, target.max) : openPglite(target.dataDir);
}

/** Opens the database and brings its schema up to date. */
export async function openMigratedDatabase(target: DatabaseTarget): Promise<Database> {
  const db = await openDatabase(target);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: two servers opening the same folder would corrupt it.
 * A lock file beside the folder names the owner; a lock left by a dead process is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await openFile(lockPath, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number((await readFile(lockPath, "utf8").catch(() => "")).trim());
      if (owner === process.pid || (Number.isInteger(owner) && owner > 0 && processAlive(owner))) {
        throw new Error(
          `${dataDir} is in use by process ${owner}; give each server its own DATA_DIR or set DATABASE_URL`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  let unlock = async () => undefined as void;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let pg;
  try {
    pg = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  const wrap = (q: { query: typeof pg.query }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  return {
    kind: "pglite",
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        await unlock();
      }
    },
  };
}

async function openPostgres(url: string, max = 10): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[forms-db] idle PostgreSQL client error:", error.message));
  const wrap = (q: {
    query: (sql: string, params: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }>;
  }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  });
  // Fail at open, with the server's own message, rather than on a visitor's request.
  await pool.query("select 1");
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Where this server keeps submissions, from the environment. */
export function configuredTarget(): DatabaseTarget {
  const e = env();
  if (e.DATABASE_URL) return { kind: "postgres", url: e.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(e.DATA_DIR, "forms-pglite") };
}

let opening: Promise<Database> | undefined;

/**
 * The server's database, opened and migrated on first use. A failed open is not cached, so
 * a database that comes back is picked up by the next request.
 */
export function formsDb(): Promise<Database> {
  if (!opening) {
    opening = openMigratedDatabase(configuredTarget()).then(
      (db) => {
        onShutdown(() => db.close());
        // Deliveries that failed before a restart are retried from the first use on.
        const provider = providerConfig();
        if (provider) startRedelivery(db, provider);
        return db;
      },
      (error) => {
        opening = undefined;
        throw error;
      },
    );
  }
  return opening;
}
