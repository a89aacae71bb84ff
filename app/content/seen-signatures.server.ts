import { formsDb, type Queryable } from "~/forms/db.server";
import { env } from "~/utils/env.server";

// Webhook signatures already accepted, so that a captured webhook cannot be played again while
// its timestamp is still inside the tolerance window (after it, the timestamp check refuses it
// anyway). One server keeps them in its memory; several servers behind a load balancer
// (DATABASE_URL) keep them in PostgreSQL, or a webhook accepted by one could be replayed to
// another.

/** Records an accepted signature until `forgetAt`; false when it was already recorded. */
export interface SignatureLedger {
  add(signature: string, forgetAt: number, now: number): Promise<boolean>;
}

export class SeenSignatures implements SignatureLedger {
  private readonly seen = new Map<string, number>();
  constructor(private readonly maxEntries = 10_000) {}

  async add(signature: string, forgetAt: number, now: number): Promise<boolean> {
    for (const [key, until] of this.seen) {
      if (until > now && this.seen.size < this.maxEntries) break;
      this.seen.delete(key);
    }
    if (this.seen.has(signature)) return false;
    this.seen.set(signature, forgetAt);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

/**
 * The ledger in the forms database (table `webhook_signatures`). The insert is the check: of
 * two servers receiving the same signature at once, only one gets a row back. Rows are deleted
 * one tolerance window after their forget-at time, not at it, so a server whose clock runs
 * behind the one deleting (by up to that window) still finds the rows it would accept a replay of.
 */
export class SharedSeenSignatures implements SignatureLedger {
  constructor(
    private readonly db: () => Promise<Queryable>,
    private readonly keepAfterForgetMs: number,
  ) {}

  async add(signature: string, forgetAt: number, now: number): Promise<boolean> {
    const db = await this.db();
    await db.query("delete from webhook_signatures where forget_at < $1", [
      new Date(now - this.keepAfterForgetMs),
    ]);
    const { rows } = await db.query(
      `insert into webhook_signatures (signature, forget_at) values ($1, $2)
       on conflict (signature) do nothing returning signature`,
      [signature, new Date(forgetAt)],
    );
    return rows.length === 1;
  }
}

let memory: SeenSignatures | undefined;
let shared: SharedSeenSignatures | undefined;

/** This server's ledger: in PostgreSQL with DATABASE_URL, else in memory. */
export function configuredSeenSignatures(toleranceMs: number): SignatureLedger {
  if (env().DATABASE_URL) return (shared ??= new SharedSeenSignatures(formsDb, toleranceMs));
  return (memory ??= new SeenSignatures());
}
