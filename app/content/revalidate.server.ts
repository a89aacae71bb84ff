import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { purgeEverywhere } from "../../server/purge.mjs";
import { ALL_QUERIES } from "./queries";

// Sanity's webhook tells us a document changed; we expire exactly the cached queries that
// read documents of its type. An unknown type expires everything (safe, just slower).
const KNOWN_TYPES = new Set(ALL_QUERIES.flatMap((q) => q.tags));

/** How far a webhook's signed timestamp may be from our clock, either way. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Signatures already accepted, until their timestamp leaves the tolerance window (after which
 * the timestamp check refuses them anyway): a captured webhook cannot be played again.
 */
export class SeenSignatures {
  private readonly seen = new Map<string, number>();
  constructor(private readonly maxEntries = 10_000) {}

  /** Records the signature; false when it was already there. */
  add(signature: string, forgetAt: number, now: number): boolean {
    for (const [key, until] of this.seen) {
      if (until > now && this.seen.size < this.maxEntries) break;
      this.seen.delete(key);
    }
    if (this.seen.has(signature)) return false;
    this.seen.set(signature, forgetAt);
    return true;
  }
}
const seenSignatures = new SeenSignatures();

export interface RevalidateResult {
  status: number;
  body: { ok: boolean; purged?: number; types?: string[]; error?: string };
}

export async function handleRevalidate(
  rawBody: string,
  signature: string | null,
  secret: string | undefined,
  now = Date.now(),
  seen: SeenSignatures = seenSignatures,
): Promise<RevalidateResult> {
  if (!secret) return { status: 401, body: { ok: false, error: "Webhook secret is not configured" } };
  let valid = false;
  try {
    valid = Boolean(signature) && (await isValidSignature(rawBody, signature!, secret));
  } catch {
    // A header that is not `t=…,v1=…` (or a timestamp before 2021): not a signature.
  }
  if (!valid) return { status: 401, body: { ok: false, error: "Invalid signature" } };
  const { timestamp } = decodeSignatureHeader(signature!);
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_MS) {
    return { status: 401, body: { ok: false, error: "Signature timestamp outside five minutes" } };
  }
  if (!seen.add(signature!.trim(), timestamp + WEBHOOK_TOLERANCE_MS, now)) {
    return { status: 409, body: { ok: false, error: "Webhook already received" } };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { ok: false, error: "Body is not JSON" } };
  }
  const docType =
    typeof (payload as { _type?: unknown })?._type === "string" ? (payload as { _type: string })._type : null;
  const types = docType && KNOWN_TYPES.has(docType) ? [docType] : [];
  // The content cache drops the entries of these types (all when empty); rendered pages mix
  // many document types, so the page cache drops them all.
  const purged = await purgeEverywhere(types);
  return { status: 200, body: { ok: true, purged, types: types.length ? types : ["*"] } };
}

export { SIGNATURE_HEADER_NAME };
