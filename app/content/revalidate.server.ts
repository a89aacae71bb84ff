import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { purgeEverywhere } from "../../server/purge.mjs";
import { ALL_QUERIES } from "./queries";

// Sanity's webhook tells us a document changed; we expire exactly the cached queries that
// read documents of its type. An unknown type expires everything (safe, just slower).
const KNOWN_TYPES = new Set(ALL_QUERIES.flatMap((q) => q.tags));

export interface RevalidateResult {
  status: number;
  body: { ok: boolean; purged?: number; types?: string[]; error?: string };
}

export async function handleRevalidate(
  rawBody: string,
  signature: string | null,
  secret: string | undefined,
): Promise<RevalidateResult> {
  if (!secret) return { status: 401, body: { ok: false, error: "Webhook secret is not configured" } };
  if (!signature || !(await isValidSignature(rawBody, signature, secret))) {
    return { status: 401, body: { ok: false, error: "Invalid signature" } };
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
