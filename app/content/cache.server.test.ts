import { describe, expect, it, vi } from "vitest";
import { ContentCache } from "./cache.server";

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
