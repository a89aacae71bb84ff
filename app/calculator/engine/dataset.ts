// Reading the seed dataset (Sanity export NDJSON) for the command line and scripts: county
// documents (`county.{state}.{slug}`) and the state configuration's `rules`. Text in, typed
// objects out; reading the file is the caller's business.
import { parseCounty, parseStateRules } from "./validate";
import type { County, StateCode, StateRules } from "./schemas";

export interface DatasetDoc {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export function parseNdjson(text: string): DatasetDoc[] {
  const docs: DatasetDoc[] = [];
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (t === "") continue;
    const doc = JSON.parse(t) as DatasetDoc;
    if (doc && typeof doc === "object" && typeof doc._id === "string") docs.push(doc);
  }
  return docs;
}

function plain(value: unknown): unknown {
  // Sanity stores slugs as { current } and bilingual strings as { en, es }.
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if (typeof v.current === "string") return v.current;
    if (typeof v.en === "string") return v.en;
  }
  return value;
}

/** A county document in the engine's shape: Sanity's slug object and localized name flattened; extra fields left for zod to drop. */
export function normalizeCountyDoc(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...doc, name: plain(doc.name), slug: plain(doc.slug) };
  if (Array.isArray(doc.units))
    out.units = doc.units.map((u) =>
      u && typeof u === "object" ? { ...(u as object), name: plain((u as Record<string, unknown>).name) } : u,
    );
  return out;
}

export function countiesFromDataset(
  docs: DatasetDoc[],
  state: StateCode,
): { counties: County[]; invalid: { id: string; issues: string[] }[] } {
  const prefix = `county.${state.toLowerCase()}.`;
  const counties: County[] = [];
  const invalid: { id: string; issues: string[] }[] = [];
  for (const d of docs) {
    if (d._type !== "county" || !d._id.startsWith(prefix)) continue;
    const parsed = parseCounty(normalizeCountyDoc(d));
    if (parsed.ok) counties.push(parsed.value);
    else invalid.push({ id: d._id, issues: parsed.issues });
  }
  return { counties, invalid };
}

/** The state configuration's `rules` (stateConfig.{state}), validated; null when the dataset has none. */
export function rulesFromDataset(
  docs: DatasetDoc[],
  state: StateCode,
): { rules: StateRules | null; issues: string[] } {
  const id = `stateConfig.${state.toLowerCase()}`;
  const doc = docs.find((d) => d._id === id);
  if (!doc || doc.rules === undefined) return { rules: null, issues: [] };
  const parsed = parseStateRules(doc.rules);
  return parsed.ok ? { rules: parsed.value, issues: [] } : { rules: null, issues: parsed.issues };
}
