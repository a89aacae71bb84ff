import { env } from "~/utils/env.server";

// A sliding-window limit per key (route + client address), kept in this process's memory:
// enough to stop one address hammering a form. Behind several servers each one counts on
// its own, so the effective limit is per server.

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

const limiters = new Map<string, RateLimiter>();

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
