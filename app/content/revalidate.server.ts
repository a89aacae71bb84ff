import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { purgeEverywhere } from "../../server/purge.mjs";
import { ALL_QUERIES } from "./queries";
import { configuredSeenSignatures, type SignatureLedger } from "./seen-signatures.server";

// Sanity's webhook tells us a document changed; we expire exactly the cached queries that
// read documents of its type. An unknown type expires everything (safe, just slower).
const KNOWN_TYPES = new Set(ALL_QUERIES.flatMap((q) => q.tags));

/** How far a webhook's signed timestamp may be from our clock, either way. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export interface RevalidateResult {
  status: number;
  body: { ok: boolean; purged?: number; types?: string[]; error?: string };
  /** With a 503: when the sender should try again. */
  retryAfterSeconds?: number;
}

export async function handleRevalidate(
  rawBody: string,
  signature: string | null,
  secret: string | undefined,
  now = Date.now(),
  seen: SignatureLedger = configuredSeenSignatures(WEBHOOK_TOLERANCE_MS),
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
  let firstTime: boolean;
  try {
    firstTime = await seen.add(signature!.trim(), timestamp + WEBHOOK_TOLERANCE_MS, now);
  } catch (error) {
    // Without the shared ledger a replay could not be told apart: refuse, and the CMS retries.
    console.error("[revalidate] replay check failed:", (error as Error).message);
    return {
      status: 503,
      body: { ok: false, error: "Replay check unavailable" },
      retryAfterSeconds: 30,
    };
  }
  if (!firstTime) return { status: 409, body: { ok: false, error: "Webhook already received" } };
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
