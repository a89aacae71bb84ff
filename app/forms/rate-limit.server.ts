import { env } from "~/utils/env.server";
import { formsDb, type Queryable } from "./db.server";

// A sliding-window limit per key (route + client address). With one server it is kept in the
// process's memory; with DATABASE_URL (several servers behind a load balancer) the hits are
// kept in PostgreSQL, so a limit reached through one server holds on all of them.

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window. */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** Bounds memory under a flood of distinct addresses: the least recently seen go first. */
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string, now = Date.now()): RateDecision {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    // Re-inserting moves the key to the end of the Map's order, which is what eviction reads.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    const retryAfterMs = allowed ? 0 : recent[0] + this.windowMs - now;
    return {
      allowed,
      remaining: Math.max(0, this.limit - recent.length),
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }

  get size(): number {
    return this.hits.size;
  }
}

/**
 * The same sliding window in the forms database: one transaction per hit, serialised per key
 * by an advisory lock so two servers counting the same address at once cannot both let the
 * last allowed request through.
 */
export async function sharedHit(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  route: string,
  client: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateDecision> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`${route}:${client}`]);
    const since = new Date(now - windowMs);
    await tx.query("delete from form_rate_hits where route = $1 and client = $2 and at <= $3", [
      route,
      client,
      since,
    ]);
    const { rows } = await tx.query<{ n: string | number; oldest: Date | string | null }>(
      "select count(*) as n, min(at) as oldest from form_rate_hits where route = $1 and client = $2",
      [route, client],
    );
    const count = Number(rows[0]?.n ?? 0);
    const allowed = count < limit;
    if (allowed)
      await tx.query("insert into form_rate_hits (route, client, at) values ($1, $2, $3)", [
        route,
        client,
        new Date(now),
      ]);
    const oldest = rows[0]?.oldest ? new Date(rows[0].oldest).getTime() : now;
    return {
      allowed,
      remaining: Math.max(0, limit - count - (allowed ? 1 : 0)),
      retryAfterSeconds: Math.max(1, Math.ceil((allowed ? 0 : oldest + windowMs - now) / 1000)),
    };
  });
}

const limiters = new Map<string, RateLimiter>();

/** Counts one request of `client` on a form route: in PostgreSQL with DATABASE_URL, else in memory. */
export async function formRateLimit(
  route: "newsletter" | "contact" | "unsubscribe",
  client: string,
): Promise<RateDecision> {
  const e = env();
  if (e.DATABASE_URL) {
    const db = await formsDb();
    return sharedHit(db, route, client, e.FORM_RATE_LIMIT, e.FORM_RATE_WINDOW_SECONDS * 1000);
  }
  return formRateLimiter(route).hit(client);
}

/** The limiter of one form route, sized by FORM_RATE_LIMIT and FORM_RATE_WINDOW_SECONDS. */
export function formRateLimiter(route: "newsletter" | "contact" | "unsubscribe"): RateLimiter {
  let limiter = limiters.get(route);
  if (!limiter) {
    const e = env();
    limiter = new RateLimiter(e.FORM_RATE_LIMIT, e.FORM_RATE_WINDOW_SECONDS * 1000);
    limiters.set(route, limiter);
  }
  return limiter;
}
