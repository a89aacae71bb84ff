// A small content cache in front of the CMS: fresh for `ttlMs`, then served stale while one
// background refresh runs (stale-while-revalidate) for `staleMs`; past that a request
// waits for the CMS. If the CMS fails, the last good value is served however old it is
// (stale-if-error). Purging marks entries expired but keeps them as that last good value.

export interface CacheOptions {
  ttlMs: number;
  staleMs: number;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
}

export type CacheState = "fresh" | "stale" | "miss" | "error-stale";

interface Entry {
  value: unknown;
  storedAt: number;
  tags: ReadonlySet<string>;
  expired: boolean;
}

export interface CacheHealth {
  entries: number;
  lastSuccessAt: number | null;
  lastErrorAt: number | null;
  lastError: string | null;
  servingStale: boolean;
}

export class ContentCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  private lastSuccessAt: number | null = null;
  private lastErrorAt: number | null = null;
  private lastError: string | null = null;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get<T>(
    key: string,
    tags: readonly string[],
    load: () => Promise<T>,
  ): Promise<{ value: T; state: CacheState }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && !entry.expired && age < this.options.ttlMs) {
      return { value: entry.value as T, state: "fresh" };
    }
    if (entry && !entry.expired && age < this.options.ttlMs + this.options.staleMs) {
      void this.refresh(key, tags, load).catch(() => undefined);
      return { value: entry.value as T, state: "stale" };
    }
    try {
      const value = await this.refresh(key, tags, load);
      return { value, state: "miss" };
    } catch (error) {
      if (entry) return { value: entry.value as T, state: "error-stale" };
      throw error;
    }
  }

  private refresh<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = load()
      .then((value) => {
        this.entries.set(key, { value, storedAt: this.now(), tags: new Set(tags), expired: false });
        this.lastSuccessAt = this.now();
        return value;
      })
      .catch((error: unknown) => {
        this.lastErrorAt = this.now();
        this.lastError = error instanceof Error ? error.message : String(error);
        this.options.onError?.(key, error);
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /** Expires the entries carrying any of `tags` (every entry when none are given). Returns how many. */
  purge(tags?: readonly string[]): number {
    let count = 0;
    for (const entry of this.entries.values()) {
      if (!tags || tags.length === 0 || tags.some((t) => entry.tags.has(t))) {
        if (!entry.expired) count++;
        entry.expired = true;
      }
    }
    return count;
  }

  health(): CacheHealth {
    return {
      entries: this.entries.size,
      lastSuccessAt: this.lastSuccessAt,
      lastErrorAt: this.lastErrorAt,
      lastError: this.lastError,
      servingStale:
        this.lastErrorAt !== null && (this.lastSuccessAt === null || this.lastErrorAt > this.lastSuccessAt),
    };
  }
}
