import { describe, expect, it, vi } from "vitest";
import { ContentCache, ContentTimeoutError } from "./cache.server";

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("ContentCache", () => {
  it("serves a fresh value without calling the source again", async () => {
    const c = clock();
    const cache = new ContentCache({ ttlMs: 1000, staleMs: 5000, now: c.now });
    const load = vi.fn().mockResolvedValue("v1");
    expect((await cache.get("k", [], load)).state).toBe("miss");
    c.advance(999);
    const second = await cache.get("k", [], load);
    expect(second).toEqual({ value: "v1", state: "fresh" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves stale while one refresh runs in the background, then the new value", async () => {
    const c = clock();
    const cache = new ContentCache({ ttlMs: 1000, staleMs: 5000, now: c.now });
    await cache.get("k", [], async () => "v1");
    c.advance(1500);
    let release!: (v: string) => void;
    const slow = vi.fn(() => new Promise<string>((r) => (release = r)));
    expect(await cache.get("k", [], slow)).toEqual({ value: "v1", state: "stale" });
    expect(await cache.get("k", [], slow)).toEqual({ value: "v1", state: "stale" });
    expect(slow).toHaveBeenCalledTimes(1);
    release("v2");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", [], slow)).toEqual({ value: "v2", state: "fresh" });
  });

  it("waits for the source once the stale window has passed", async () => {
    const c = clock();
    const cache = new ContentCache({ ttlMs: 1000, staleMs: 1000, now: c.now });
    await cache.get("k", [], async () => "v1");
    c.advance(2500);
    expect(await cache.get("k", [], async () => "v2")).toEqual({ value: "v2", state: "miss" });
  });

  it("serves the last good value when the source fails (stale-if-error), however old", async () => {
    const c = clock();
    const onError = vi.fn();
    const cache = new ContentCache({ ttlMs: 1000, staleMs: 1000, now: c.now, onError });
    await cache.get("k", [], async () => "good");
    c.advance(10 * 24 * 3600 * 1000);
    const result = await cache.get("k", [], async () => {
      throw new Error("CMS down");
    });
    expect(result).toEqual({ value: "good", state: "error-stale" });
    expect(onError).toHaveBeenCalledOnce();
    expect(cache.health().servingStale).toBe(true);
    expect(cache.health().lastError).toBe("CMS down");
  });

  it("throws when the source fails and nothing was ever cached", async () => {
    const cache = new ContentCache({ ttlMs: 1000, staleMs: 1000 });
    await expect(cache.get("k", [], async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });

  it("purges by tag: the next request refetches, and a failure still falls back to the purged value", async () => {
    const c = clock();
    const cache = new ContentCache({ ttlMs: 60_000, staleMs: 60_000, now: c.now });
    await cache.get("guide", ["guide"], async () => "g1");
    await cache.get("county", ["county"], async () => "c1");
    expect(cache.purge(["guide"])).toBe(1);
    expect(await cache.get("county", ["county"], async () => "c2")).toEqual({ value: "c1", state: "fresh" });
    expect(await cache.get("guide", ["guide"], async () => Promise.reject(new Error("x")))).toEqual({
      value: "g1",
      state: "error-stale",
    });
    expect(await cache.get("guide", ["guide"], async () => "g2")).toEqual({ value: "g2", state: "miss" });
  });

  it("purges everything when no tag is given", async () => {
    const cache = new ContentCache({ ttlMs: 60_000, staleMs: 0 });
    await cache.get("a", ["x"], async () => 1);
    await cache.get("b", ["y"], async () => 2);
    expect(cache.purge()).toBe(2);
  });
});

describe("ContentCache under a hanging source and a flood of unknown keys", () => {
  const never = () => new Promise<string>(() => undefined);

  it("answers within the wait it is given: the last good value, else a timeout error", async () => {
    const c = clock();
    const cache = new ContentCache({ ttlMs: 1000, staleMs: 0, now: c.now });
    await cache.get("k", [], async () => "v1");
    c.advance(2000);
    const started = Date.now();
    expect(await cache.get("k", [], never, 50)).toEqual({ value: "v1", state: "error-stale" });
    await expect(cache.get("other", [], never, 50)).rejects.toThrow(ContentTimeoutError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cache.health().servingStale).toBe(true);
  });

  it("keeps its estimated size under the bound, dropping the least recently used first", async () => {
    const cache = new ContentCache({ ttlMs: 60_000, staleMs: 0, maxBytes: 2000 });
    const big = "x".repeat(400);
    for (let i = 0; i < 4; i++) await cache.get(`k${i}`, [], async () => big);
    await cache.get("k0", [], async () => "reloaded"); // k0 used again: k1 is now the oldest
    for (let i = 4; i < 40; i++) await cache.get(`k${i}`, [], async () => big);
    expect(cache.health().bytes).toBeLessThanOrEqual(2000);
    expect(cache.health().entries).toBeLessThan(6);
    const load = vi.fn().mockResolvedValue(big);
    await cache.get("k1", [], load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps a not-found answer only briefly", async () => {
    const c = clock();
    const cache = new ContentCache({ ttlMs: 600_000, staleMs: 600_000, emptyTtlMs: 30_000, now: c.now });
    const load = vi.fn().mockResolvedValue(null);
    await cache.get("county:nope", [], load);
    c.advance(29_000);
    expect((await cache.get("county:nope", [], load)).state).toBe("fresh");
    c.advance(2_000);
    expect((await cache.get("county:nope", [], load)).state).toBe("miss");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
