import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loopbackTarget, pageRefresher } from "./page-refresh.mjs";

describe("loopbackTarget", () => {
  it("reaches a server on every address through loopback, else where it listens", () => {
    expect(loopbackTarget({ address: "0.0.0.0", family: "IPv4", port: 3000 })).toEqual({
      host: "127.0.0.1",
      port: 3000,
    });
    expect(loopbackTarget({ address: "::", family: "IPv6", port: 3000 })).toEqual({
      host: "::1",
      port: 3000,
    });
    expect(loopbackTarget({ address: "10.0.0.5", family: "IPv4", port: 80 })).toEqual({
      host: "10.0.0.5",
      port: 80,
    });
    expect(loopbackTarget(null)).toBeUndefined();
    expect(loopbackTarget("/tmp/site.sock")).toBeUndefined();
  });
});

describe("pageRefresher", () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  function listen(handler: (req: IncomingMessage, end: () => void) => void) {
    const server = createServer((req, res) => handler(req, () => res.end("<p>page</p>")));
    servers.push(server);
    return new Promise<AddressInfo>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve(server.address() as AddressInfo)),
    );
  }

  it("asks the server for the path at the visitor's host and scheme, and says when the answer has ended", async () => {
    const seen: IncomingMessage[] = [];
    let endAnswer = () => {};
    const address = await listen((req, end) => {
      seen.push(req);
      endAnswer = end;
    });
    const refresher = pageRefresher(() => address);
    const visitor = {
      method: "GET",
      originalUrl: "/es?utm=1",
      // The scheme as Express worked it out under its trust rules, not the visitor's headers.
      protocol: "https",
      headers: {
        host: "tax.example",
        "x-forwarded-proto": "http",
        "x-forwarded-host": "elsewhere.example",
        cookie: "__ptc_consent=1",
        "accept-encoding": "br",
      },
    };
    let done = 0;
    refresher.request(visitor, "/es", () => done++);
    await expect.poll(() => seen.length).toBe(1);
    const [req] = seen;
    expect(req.url).toBe("/es");
    expect(req.headers.host).toBe("tax.example");
    expect(req.headers["x-forwarded-proto"]).toBe("https");
    expect(req.headers["x-forwarded-host"]).toBeUndefined();
    expect(req.headers.cookie).toBeUndefined();
    expect(req.headers["accept-encoding"]).toBe("identity");
    expect(refresher.isRefresh(req)).toBe(true);
    expect(refresher.isRefresh(visitor)).toBe(false);
    // Another process's token is not this one's.
    expect(pageRefresher(() => address).isRefresh(req)).toBe(false);
    expect(done).toBe(0);
    endAnswer();
    await expect.poll(() => done).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(1);
  });

  it("says it has ended when the server cannot be reached or does not answer in time", async () => {
    const address = await listen(() => {});
    let done = 0;
    pageRefresher(() => address, { timeoutMs: 50 }).request(
      { method: "GET", originalUrl: "/", headers: {} },
      "/",
      () => done++,
    );
    await expect.poll(() => done, { timeout: 2000 }).toBe(1);

    const closed = await listen(() => {});
    await new Promise((r) => servers.pop()!.close(r));
    let refused = 0;
    pageRefresher(() => closed).request(
      { method: "GET", originalUrl: "/", headers: {} },
      "/",
      () => refused++,
    );
    await expect.poll(() => refused, { timeout: 2000 }).toBe(1);

    let unbound = 0;
    pageRefresher(() => null).request({ method: "GET", originalUrl: "/", headers: {} }, "/", () => unbound++);
    expect(unbound).toBe(1);
  });
});
