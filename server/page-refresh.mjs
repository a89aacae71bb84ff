// @ts-check
// Stale while revalidate for the page cache without a visitor paying for the render. When a
// page's copy has expired, the first visitor gets that copy at once (X-Page-Cache: stale) and
// the server asks itself for the page over loopback; that request renders it through the whole
// app, as any visitor's would, and the cache keeps the result. Until its answer ends, other
// visitors get the expired copy too. The request carries a token made when the process starts,
// so no one outside can make the server render pages on demand this way.
import { randomUUID } from "node:crypto";
import http from "node:http";

const HEADER = "x-page-refresh";

/**
 * Where the server can reach itself: loopback when it listens on every address.
 * @param {import("node:net").AddressInfo | string | null} address
 * @returns {{ host: string, port: number } | undefined}
 */
export function loopbackTarget(address) {
  if (!address || typeof address === "string") return undefined;
  const any = address.address === "0.0.0.0" || address.address === "::";
  const host = any ? (address.family === "IPv6" ? "::1" : "127.0.0.1") : address.address;
  return { host, port: address.port };
}

/**
 * @param {() => import("node:net").AddressInfo | string | null} address The server's, once it listens.
 * @param {{ timeoutMs?: number }} [options]
 * @returns {import("./page-cache.mjs").PageRefresh}
 */
export function pageRefresher(address, { timeoutMs = 30_000 } = {}) {
  const token = randomUUID();
  return {
    isRefresh: (req) => req.headers[HEADER] === token,
    request(req, path, done) {
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        done();
      };
      const target = loopbackTarget(address());
      if (!target) return finish();
      /** @type {Record<string, string>} */
      const headers = { [HEADER]: token, "accept-encoding": "identity" };
      // The render sees the visitor's host and scheme. The scheme is the one Express worked out
      // under its trust rules (TRUST_PROXY): the refresh comes from loopback, which Express
      // trusts, so a visitor's own X-Forwarded-* headers are never passed on.
      if (typeof req.headers.host === "string") headers.host = req.headers.host;
      if (req.protocol === "http" || req.protocol === "https") headers["x-forwarded-proto"] = req.protocol;
      // The request closes once its answer has been read, or when it fails or times out.
      const out = http.get({ ...target, path, headers, agent: false }, (res) => res.resume());
      out.on("error", finish);
      out.on("close", finish);
      out.setTimeout(timeoutMs, () => out.destroy());
    },
  };
}
