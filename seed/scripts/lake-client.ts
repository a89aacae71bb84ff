// The Content Lake client of the operator scripts (seed:push, seed:import-rates), configured
// from the same variables the site reads (app/utils/env.server.ts): SANITY_PROJECT_ID,
// SANITY_DATASET, SANITY_TOKEN, SANITY_API_VERSION and, for a local stand-in, SANITY_API_HOST.
import { createClient, type SanityClient } from "@sanity/client";
import { z } from "zod";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const LakeEnvSchema = z.object({
  SANITY_PROJECT_ID: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "is required: the project id shown at sanity.io/manage" })
      .regex(/^[a-z0-9-]+$/, "lowercase letters, digits and - only"),
  ),
  SANITY_DATASET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9_-]+$/, "lowercase letters, digits, - and _ only")
      .default("production"),
  ),
  SANITY_API_VERSION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-02-19")
      .default("2025-02-19"),
  ),
  SANITY_TOKEN: z.preprocess(blankToUndefined, z.string().optional()),
  SANITY_API_HOST: z.preprocess(blankToUndefined, z.string().url().optional()),
});
export type LakeEnv = z.infer<typeof LakeEnvSchema>;

/** A usage problem the operator can fix (exit code 2), as opposed to rejected data (exit code 1). */
export class UsageError extends Error {
  override name = "UsageError";
}

/** Where an operator script writes: the console, or a test's capture. */
export interface ScriptOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}
export const CONSOLE_OUTPUT: ScriptOutput = { log: console.log, error: console.error };

/** The value after a command-line option (`--file F`); a missing one is a usage problem. */
export function optionValue(argv: string[], index: number): string {
  const v = argv[index];
  if (v === undefined || v.startsWith("--")) throw new UsageError(`${argv[index - 1]} needs a value`);
  return v;
}

export function lakeEnv(
  env: Record<string, string | undefined> = process.env,
  { needToken }: { needToken: boolean },
): LakeEnv {
  const parsed = LakeEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new UsageError(`The Sanity settings are incomplete:\n${lines.join("\n")}`);
  }
  if (needToken && !parsed.data.SANITY_TOKEN) {
    throw new UsageError(
      "SANITY_TOKEN is required to write (create an Editor token in the project's API settings).",
    );
  }
  return parsed.data;
}

export function lakeClient(e: LakeEnv): SanityClient {
  return createClient({
    projectId: e.SANITY_PROJECT_ID,
    dataset: e.SANITY_DATASET,
    apiVersion: e.SANITY_API_VERSION,
    token: e.SANITY_TOKEN,
    useCdn: false,
    perspective: "published",
    ...(e.SANITY_API_HOST ? { apiHost: e.SANITY_API_HOST, useProjectHostname: false } : {}),
  });
}

/** The API's own words for a failed request: status, description and any per-mutation items. */
export function describeApiError(
  error: unknown,
  idOfItem: (index: number) => string | undefined = () => undefined,
): string {
  const e = error as {
    statusCode?: number;
    message?: string;
    details?: {
      description?: string;
      type?: string;
      items?: { index?: number; error?: { description?: string; id?: string } }[];
    };
  };
  const parts = [
    `${e.statusCode ? `HTTP ${e.statusCode}: ` : ""}${e.details?.description ?? e.message ?? String(error)}`,
  ];
  for (const item of e.details?.items ?? []) {
    const id = item.error?.id ?? (item.index !== undefined ? idOfItem(item.index) : undefined);
    parts.push(`  ${id ?? "?"}: ${item.error?.description ?? "rejected"}`);
  }
  return parts.join("\n");
}

/** Sanity's system fields change on every write; two documents are the same when the rest is. */
export const SYSTEM_FIELDS: ReadonlySet<string> = new Set(["_rev", "_createdAt", "_updatedAt", "_system"]);

export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => !SYSTEM_FIELDS.has(k) && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

type KeyedObject = { _key?: string; [k: string]: unknown };

/**
 * A document with its keys left out: block and span keys are made when Markdown is read, and a
 * mark definition's key only links a span to it, so links are compared by position.
 */
export function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (!value || typeof value !== "object") return value;
  const v = value as Record<string, unknown>;
  const renamed = new Map<string, string>();
  if (Array.isArray(v.markDefs))
    (v.markDefs as KeyedObject[]).forEach((d, i) => d._key && renamed.set(d._key, `def${i}`));
  const out: Record<string, unknown> = {};
  for (const [k, child] of Object.entries(v)) {
    if (k === "_key") continue;
    if (k === "children" && renamed.size && Array.isArray(child)) {
      out[k] = (child as KeyedObject[]).map((c) =>
        withoutKeys({
          ...c,
          marks: Array.isArray(c.marks) ? (c.marks as string[]).map((m) => renamed.get(m) ?? m) : c.marks,
        }),
      );
    } else out[k] = withoutKeys(child);
  }
  return out;
}

/** Equal but for keys: what seed:push and seed:pull take as the same document. */
export const sameContent = (a: unknown, b: unknown) =>
  stableJson(withoutKeys(a)) === stableJson(withoutKeys(b));

/** The published documents with these ids, in chunks small enough for one request each. */
export async function fetchByIds<T extends { _id: string }>(
  client: SanityClient,
  ids: string[],
  chunk = 200,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (let i = 0; i < ids.length; i += chunk) {
    const docs = await client.fetch<T[]>(
      "*[_id in $ids]",
      { ids: ids.slice(i, i + chunk) },
      { perspective: "published" },
    );
    for (const d of docs) found.set(d._id, d);
  }
  return found;
}
