// What seed:push last wrote, kept in the dataset itself (one document, `seedPush.record`), so
// every operator and every CI run compares against the same record: a document whose content in
// the Content Lake no longer has the hash seed:push wrote was changed there since (an editor in
// the Studio, import-rates), and a push must not replace it without --force.
import { createHash } from "node:crypto";
import type { SanityClient } from "@sanity/client";
import { stableJson } from "./lake-client";

export const RECORD_ID = "seedPush.record";
export const RECORD_TYPE = "seedPushRecord";

/** Document id → hash of the content seed:push last wrote (system fields left out). */
export type PushRecord = Map<string, string>;

interface RecordDocument {
  _id: typeof RECORD_ID;
  _type: typeof RECORD_TYPE;
  // An array of entries, not a map: the ids have dots, which an attribute name should not hold.
  documents: { _key: string; id: string; hash: string }[];
}

export function contentHash(doc: unknown): string {
  return createHash("sha256").update(stableJson(doc)).digest("hex");
}

export async function readRecord(client: SanityClient): Promise<PushRecord> {
  const doc = await client.fetch<RecordDocument | null>(
    "*[_id == $id][0]",
    { id: RECORD_ID },
    { perspective: "published" },
  );
  return new Map((doc?.documents ?? []).map((e) => [e.id, e.hash]));
}

export function recordDocument(record: PushRecord): RecordDocument {
  const ids = [...record.keys()].sort();
  return {
    _id: RECORD_ID,
    _type: RECORD_TYPE,
    documents: ids.map((id) => ({
      _key: createHash("sha1").update(id).digest("hex").slice(0, 16),
      id,
      hash: record.get(id)!,
    })),
  };
}
