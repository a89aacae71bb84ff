// npm run seed:push [-- --dry-run] [--file seed/dist/production.ndjson] [--types county,faq] [--batch 100]
//
// Loads the seed dataset into a Sanity dataset (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_TOKEN;
// SANITY_API_HOST for a local stand-in). Every document is validated with the site's zod schemas
// first: one bad document stops the push before anything is written. Then only the documents that
// differ from the published ones are sent, with createOrReplace by their stable ids, in batched
// transactions, so a second run changes nothing. `--dry-run` lists what would change.
//
// The same NDJSON file is Sanity's export format: `sanity dataset import FILE DATASET --replace`
// loads it too (without the validation and the comparison).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { SanityClient } from "@sanity/client";
import { StateRulesSchema } from "../../app/calculator/engine/schemas";
import { DocumentSchemas } from "../../app/content/schemas";
import { describeApiError, fetchByIds, lakeClient, lakeEnv, stableJson, UsageError } from "./lake-client";

export type LakeDocument = { _id: string; _type: string; [key: string]: unknown };

export interface Rejection {
  id: string;
  reason: string;
}

export interface PushPlan {
  create: LakeDocument[];
  update: { doc: LakeDocument; fields: string[] }[];
  unchanged: string[];
}

export const DEFAULT_FILE = "seed/dist/production.ndjson";
export const DEFAULT_BATCH = 100;
/** Keeps one transaction's body well under the API's request size limit. */
const MAX_BATCH_BYTES = 2_000_000;

export function parseNdjson(text: string, file: string): LakeDocument[] {
  return text
    .split("\n")
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== "")
    .map(({ line, n }) => {
      let doc: unknown;
      try {
        doc = JSON.parse(line);
      } catch (error) {
        throw new UsageError(`${file} line ${n} is not JSON: ${(error as Error).message}`);
      }
      const d = doc as Partial<LakeDocument>;
      if (!d || typeof d._id !== "string" || typeof d._type !== "string")
        throw new UsageError(`${file} line ${n} has no _id or _type`);
      return d as LakeDocument;
    });
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, p) => (typeof p === "number" ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    "",
  );
}

/** Every document the site's schemas refuse, with the first problem of each. */
export function validateDocuments(docs: LakeDocument[]): Rejection[] {
  const rejections: Rejection[] = [];
  const seen = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc._id)) {
      rejections.push({ id: doc._id, reason: "appears twice in the file" });
      continue;
    }
    seen.add(doc._id);
    if (doc._id.startsWith("drafts.")) {
      rejections.push({
        id: doc._id,
        reason: "is a draft: seed:push publishes, drafts belong to the Studio",
      });
      continue;
    }
    const schema = DocumentSchemas[doc._type as keyof typeof DocumentSchemas];
    if (!schema) {
      rejections.push({ id: doc._id, reason: `unknown _type "${doc._type}"` });
      continue;
    }
    const result = schema.safeParse(doc);
    const issues = result.success
      ? []
      : result.error.issues.map((i) => ({ path: issuePath(i.path), message: i.message }));
    if (doc._type === "stateConfig" && doc.rules !== undefined) {
      const rules = StateRulesSchema.safeParse(doc.rules);
      if (!rules.success)
        issues.push(
          ...rules.error.issues.map((i) => ({ path: issuePath(["rules", ...i.path]), message: i.message })),
        );
    }
    if (issues.length > 0) {
      const [first] = issues;
      const more =
        issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
      rejections.push({ id: doc._id, reason: `${first.path || "(document)"}: ${first.message}${more}` });
    }
  }
  return rejections;
}

/** Which top-level fields differ, for the dry-run listing. */
function changedFields(current: Record<string, unknown>, next: Record<string, unknown>): string[] {
  const keys = new Set(
    [...Object.keys(current), ...Object.keys(next)].filter(
      (k) => !["_rev", "_createdAt", "_updatedAt", "_system"].includes(k),
    ),
  );
  return [...keys].filter((k) => stableJson(current[k]) !== stableJson(next[k])).sort();
}

/** Compares the documents with the published ones: what to create, what to replace, what is already there. */
export async function planPush(client: SanityClient, docs: LakeDocument[]): Promise<PushPlan> {
  const current = await fetchByIds<LakeDocument>(
    client,
    docs.map((d) => d._id),
  );
  const plan: PushPlan = { create: [], update: [], unchanged: [] };
  for (const doc of docs) {
    const existing = current.get(doc._id);
    if (!existing) plan.create.push(doc);
    else if (stableJson(existing) !== stableJson(doc))
      plan.update.push({ doc, fields: changedFields(existing, doc) });
    else plan.unchanged.push(doc._id);
  }
  return plan;
}

/** Documents in groups of at most `size` and about MAX_BATCH_BYTES each. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const itemBytes = JSON.stringify(item).length;
    if (current.length > 0 && (current.length >= size || bytes + itemBytes > MAX_BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += itemBytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export class ApiRejection extends Error {
  override name = "ApiRejection";
}

/** Sends the plan's documents with createOrReplace, one transaction per batch. Returns the number of transactions. */
export async function applyPlan(
  client: SanityClient,
  plan: PushPlan,
  batchSize = DEFAULT_BATCH,
  log: (line: string) => void = () => {},
): Promise<number> {
  const docs = [...plan.create, ...plan.update.map((u) => u.doc)];
  const groups = batches(docs, batchSize);
  for (const [i, group] of groups.entries()) {
    const tx = client.transaction();
    for (const doc of group) tx.createOrReplace(doc);
    try {
      await tx.commit({ visibility: "sync" });
    } catch (error) {
      const ids = group.map((d) => d._id);
      const written = groups.slice(0, i).reduce((n, g) => n + g.length, 0);
      throw new ApiRejection(
        `transaction ${i + 1} of ${groups.length} (${ids[0]} … ${ids[ids.length - 1]}, ${ids.length} documents) was rejected by the API; ` +
          `nothing of it was written:\n${describeApiError(error, (index) => ids[index])}\n` +
          `${written} documents of earlier transactions were written; a new run skips them and retries the rest.`,
      );
    }
    log(`  transaction ${i + 1}/${groups.length}: ${group.length} documents`);
  }
  return groups.length;
}

interface Options {
  dryRun: boolean;
  file: string;
  types?: Set<string>;
  batch: number;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { dryRun: false, file: DEFAULT_FILE, batch: DEFAULT_BATCH };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === "--dry-run") options.dryRun = true;
    else if (arg === "--file") options.file = value();
    else if (arg === "--types")
      options.types = new Set(
        value()
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      );
    else if (arg === "--batch") {
      options.batch = Number(value());
      if (!Number.isInteger(options.batch) || options.batch < 1 || options.batch > 1000)
        throw new UsageError("--batch must be a whole number from 1 to 1000");
    } else throw new UsageError(`unknown option ${arg} (use --dry-run, --file, --types, --batch)`);
  }
  if (options.types) {
    const unknown = [...options.types].filter((t) => !(t in DocumentSchemas));
    if (unknown.length)
      throw new UsageError(
        `--types: unknown type ${unknown.join(", ")} (known: ${Object.keys(DocumentSchemas).join(", ")})`,
      );
  }
  return options;
}

const list = (ids: string[]) => ids.map((id) => `    ${id}`).join("\n");

/** The whole command; returns the exit code (0 done, 1 rejected data or API error, 2 usage). */
export async function runPush(
  argv: string[],
  env: Record<string, string | undefined>,
  out: { log: (line: string) => void; error: (line: string) => void } = {
    log: console.log,
    error: console.error,
  },
): Promise<number> {
  const started = performance.now();
  try {
    const options = parseArgs(argv);
    const settings = lakeEnv(env, { needToken: !options.dryRun });
    let text: string;
    try {
      text = readFileSync(options.file, "utf8");
    } catch {
      throw new UsageError(`cannot read ${options.file}: run \`npm run seed:build\` first, or pass --file`);
    }
    const all = parseNdjson(text, options.file);
    const docs = options.types ? all.filter((d) => options.types!.has(d._type)) : all;
    const target = `project ${settings.SANITY_PROJECT_ID}, dataset ${settings.SANITY_DATASET}${settings.SANITY_API_HOST ? ` at ${settings.SANITY_API_HOST}` : ""}`;
    out.log(
      `seed:push: ${docs.length} documents from ${options.file}${options.types ? ` (types: ${[...options.types].join(", ")})` : ""} → ${target}`,
    );

    const rejected = validateDocuments(docs);
    if (rejected.length > 0) {
      out.error(
        `seed:push: ${rejected.length} document${rejected.length > 1 ? "s" : ""} rejected, nothing was written:`,
      );
      for (const r of rejected) out.error(`  ${r.id}: ${r.reason}`);
      return 1;
    }

    const client = lakeClient(settings);
    const plan = await planPush(client, docs);
    const counts = `${plan.create.length} to create, ${plan.update.length} to update, ${plan.unchanged.length} unchanged`;
    if (options.dryRun) {
      out.log(`seed:push --dry-run: ${counts}; nothing was written.`);
      if (plan.create.length)
        out.log(`  create (${plan.create.length}):\n${list(plan.create.map((d) => d._id))}`);
      if (plan.update.length)
        out.log(
          `  update (${plan.update.length}):\n${list(plan.update.map((u) => `${u.doc._id} (${u.fields.join(", ")})`))}`,
        );
      return 0;
    }
    const transactions =
      plan.create.length + plan.update.length > 0 ? await applyPlan(client, plan, options.batch, out.log) : 0;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.log(
      `seed:push: ${plan.create.length} created, ${plan.update.length} updated, ${plan.unchanged.length} unchanged ` +
        `in ${transactions} transaction${transactions === 1 ? "" : "s"} (${seconds} s)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`seed:push: ${error.message}`);
      return 2;
    }
    if (error instanceof ApiRejection) {
      out.error(`seed:push: ${error.message}`);
      return 1;
    }
    out.error(`seed:push: the Content Lake could not be read or written:\n${describeApiError(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runPush(process.argv.slice(2), process.env).then((code) => process.exit(code));
}
