import { describe, expect, it } from "vitest";
import { RateLimiter } from "~/forms/rate-limit.server";
import { clientAddress } from "~/forms/request-guard.server";

describe("the sliding-window rate limiter", () => {
  it("allows `limit` requests per window per key, then says how long to wait", () => {
    const rl = new RateLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => rl.hit("a", t0 + i * 1000).allowed)).toEqual([true, true, true]);
    const refused = rl.hit("a", t0 + 10_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
    expect(rl.hit("b", t0 + 10_000).allowed).toBe(true);
  });

  it("frees a slot as the oldest request leaves the window", () => {
    const rl = new RateLimiter(2, 60_000);
    rl.hit("a", 0);
    rl.hit("a", 30_000);
    expect(rl.hit("a", 59_999).allowed).toBe(false);
    expect(rl.hit("a", 60_001).allowed).toBe(true);
    expect(rl.hit("a", 60_002).allowed).toBe(false);
  });

  it("refused requests do not extend the wait", () => {
    const rl = new RateLimiter(1, 10_000);
    rl.hit("a", 0);
    for (let t = 1000; t < 10_000; t += 1000) expect(rl.hit("a", t).allowed).toBe(false);
    expect(rl.hit("a", 10_001).allowed).toBe(true);
  });

  it("keeps memory bounded under many addresses, forgetting the least recent", () => {
    const rl = new RateLimiter(1, 60_000, 100);
    rl.hit("first", 0);
    for (let i = 0; i < 500; i++) rl.hit(`ip${i}`, 1);
    expect(rl.size).toBeLessThanOrEqual(100);
    expect(rl.hit("first", 2).allowed).toBe(true);
  });
});

describe("the client address", () => {
  const req = (headers: Record<string, string>) => new Request("https://x.test/", { headers });
  it("prefers what the server hands in, then X-Forwarded-For's first valid address, then X-Real-IP", () => {
    expect(clientAddress(req({ "X-Forwarded-For": "203.0.113.9" }), { clientIp: "198.51.100.7" })).toBe(
      "198.51.100.7",
    );
    expect(clientAddress(req({ "X-Forwarded-For": "garbage, 203.0.113.9, 10.0.0.1" }))).toBe("203.0.113.9");
    expect(clientAddress(req({ "X-Forwarded-For": "[2001:db8::1]" }))).toBe("2001:db8::1");
    expect(clientAddress(req({ "X-Real-IP": "203.0.113.10" }))).toBe("203.0.113.10");
    expect(clientAddress(req({}))).toBe("unknown");
  });
});
