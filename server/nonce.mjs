// @ts-check
import { randomBytes } from "node:crypto";

// The per-response CSP nonce: 128 random bits in base64, cut from a pool of CSPRNG bytes so
// that a cached page's answer costs one call to the CSPRNG per 256 nonces, not one each.
/** @type {Buffer} */
let pool = Buffer.alloc(0);
let at = 0;

/** @returns {string} */
export function freshNonce() {
  if (at + 16 > pool.length) {
    pool = randomBytes(4096);
    at = 0;
  }
  at += 16;
  return pool.toString("base64", at - 16, at);
}
