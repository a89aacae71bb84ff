// A small content cache in front of the CMS: fresh for `ttlMs`, then served stale while one
// background refresh runs (stale-while-revalidate) for `staleMs`; past that a request
// waits for the CMS. If the CMS fails, the last good value is served however old it is
// (stale-if-error). Purging marks entries expired but keeps them as that last good value.
// A request waits for the CMS at most `waitMs` (what is left of its time budget): past that it
// gets the last good value, or a ContentTimeoutError, while the fetch goes on and fills the
// cache for the next request. The cache is bounded by an estimate of its size in bytes (least
// recently used first out), and an empty answer (an unknown county) is kept only briefly, so
// made-up slugs neither fill memory nor each cost a CMS request.

export class ContentTimeoutError extends Error {
  constructor(key: string, waitedMs: number) {
    super(`${key}: no answer from the content source within ${waitedMs} ms`);
    this.name = "ContentTimeoutError";
  }
}

export interface CacheOptions {
  ttlMs: number;
  staleMs: number;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
  /** Upper bound of the entries' estimated size (their JSON length); default 64 MB. */
  maxBytes?: number;
  /** How long an empty answer (null or []) stays fresh; default 30 s. */
  emptyTtlMs?: number;
}

export type CacheState = "fresh" | "stale" | "miss" | "error-stale";

interface Entry {
  value: unknown;
  storedAt: number;
  tags: ReadonlySet<string>;
  expired: boolean;
  bytes: number;
  empty: boolean;
}

export interface CacheHealth {
  entries: number;
  lastSuccessAt: number | null;
  lastErrorAt: number | null;
  lastError: string | null;
  servingStale: boolean;
  bytes: number;
}

export class ContentCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  private lastSuccessAt: number | null = null;
  private lastErrorAt: number | null = null;
  private lastError: string | null = null;
  private bytes = 0;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get<T>(
    key: string,
    tags: readonly string[],
    load: () => Promise<T>,
    waitMs = Number.POSITIVE_INFINITY,
  ): Promise<{ value: T; state: CacheState }> {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    const age = entry ? this.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    const ttl = entry?.empty
      ? Math.min(this.options.ttlMs, this.options.emptyTtlMs ?? 30_000)
      : this.options.ttlMs;
    if (entry && !entry.expired && age < ttl) {
      return { value: entry.value as T, state: "fresh" };
    }
    if (entry && !entry.expired && !entry.empty && age < ttl + this.options.staleMs) {
      void this.refresh(key, tags, load).catch(() => undefined);
      return { value: entry.value as T, state: "stale" };
    }
    const refresh = this.refresh(key, tags, load);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      if (Number.isFinite(waitMs))
        timer = setTimeout(() => reject(new ContentTimeoutError(key, waitMs)), Math.max(0, waitMs));
    });
    try {
      const value = await Promise.race([refresh, timeout]);
      return { value, state: "miss" };
    } catch (error) {
      if (error instanceof ContentTimeoutError) {
        // The fetch goes on; this request is answered now.
        refresh.catch(() => undefined);
        this.noteError(key, error);
      }
      if (entry) return { value: entry.value as T, state: "error-stale" };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private noteError(key: string, error: unknown) {
    this.lastErrorAt = this.now();
    this.lastError = error instanceof Error ? error.message : String(error);
    this.options.onError?.(key, error);
  }

  private store(key: string, value: unknown, tags: readonly string[]) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    const empty = value == null || (Array.isArray(value) && value.length === 0);
    const bytes = key.length + (JSON.stringify(value)?.length ?? 0);
    this.entries.set(key, { value, storedAt: this.now(), tags: new Set(tags), expired: false, bytes, empty });
    this.bytes += bytes;
    const max = this.options.maxBytes ?? 64 * 1024 * 1024;
    for (const [oldest, e] of this.entries) {
      if (this.bytes <= max || oldest === key) break;
      this.bytes -= e.bytes;
      this.entries.delete(oldest);
    }
  }

  private refresh<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = load()
      .then((value) => {
        this.store(key, value, tags);
        this.lastSuccessAt = this.now();
        return value;
      })
      .catch((error: unknown) => {
        this.noteError(key, error);
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
      bytes: this.bytes,
      lastSuccessAt: this.lastSuccessAt,
      lastErrorAt: this.lastErrorAt,
      lastError: this.lastError,
      servingStale:
        this.lastErrorAt !== null && (this.lastSuccessAt === null || this.lastErrorAt > this.lastSuccessAt),
    };
  }
}
