// npm run seed:push [-- --dry-run] [--file seed/dist/production.ndjson] [--types county,faq] [--batch 100]
//
// Loads the seed dataset into a Sanity dataset (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_TOKEN;
// SANITY_API_HOST for a local stand-in). Every document is validated with the site's zod schemas
// first: one bad document stops the push before anything is written. Then only the documents that
// differ from the published ones are sent, with createOrReplace by their stable ids, in batched
// transactions, so a second run changes nothing. `--dry-run` lists what would change.
//
// Nothing an editor does is lost: the push records the hash of every document it writes
// (push-record.ts), and a document changed or deleted in the Content Lake since then is left
// alone and listed, and the command exits 3; `--force` replaces it anyway. `npm run seed:pull`
// brings such changes into seed/.
//
// The same NDJSON file is Sanity's export format: `sanity dataset import FILE DATASET --replace`
// loads it too (without the validation and the comparison).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { SanityClient } from "@sanity/client";
import { StateRulesSchema } from "../../app/calculator/engine/schemas";
import { DocumentSchemas } from "../../app/content/schemas";
import {
  CONSOLE_OUTPUT,
  describeApiError,
  fetchByIds,
  lakeClient,
  lakeEnv,
  optionValue,
  sameContent,
  SYSTEM_FIELDS,
  type ScriptOutput,
  UsageError,
} from "./lake-client";
import { contentHash, readRecord, recordDocument, type PushRecord } from "./push-record";

export type LakeDocument = { _id: string; _type: string; [key: string]: unknown };

export interface Rejection {
  id: string;
  reason: string;
}

export interface PushPlan {
  create: LakeDocument[];
  update: { doc: LakeDocument; fields: string[] }[];
  unchanged: string[];
  /** Changed (or deleted) in the Content Lake since the last push, so left as they are. */
  kept: { id: string; change: string }[];
  /** The record as the Lake holds it plus the unchanged documents; written documents are added as they go. */
  record: PushRecord;
  /** The record gains or changes entries even when no document is written (after a seed:pull, say). */
  recordChanged: boolean;
}

/** Exit code when documents changed in the Content Lake were left alone. */
export const EXIT_KEPT = 3;

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

/** Which top-level fields differ (block keys aside), for the listings. */
function changedFields(current: Record<string, unknown>, next: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(current), ...Object.keys(next)].filter((k) => !SYSTEM_FIELDS.has(k)));
  return [...keys].filter((k) => !sameContent(current[k], next[k])).sort();
}

/**
 * Compares the documents with the published ones: what to create, what to replace, what is already
 * there, and what changed in the Lake since the last push (kept unless `force`). A document the
 * record does not know (pushed before the record existed, or made in the Studio) that differs from
 * the seed counts as changed in the Lake: the push cannot tell, so it does not guess.
 */
export async function planPush(
  client: SanityClient,
  docs: LakeDocument[],
  { force = false }: { force?: boolean } = {},
): Promise<PushPlan> {
  const [current, previous] = await Promise.all([
    fetchByIds<LakeDocument>(
      client,
      docs.map((d) => d._id),
    ),
    readRecord(client),
  ]);
  const plan: PushPlan = {
    create: [],
    update: [],
    unchanged: [],
    kept: [],
    record: new Map(previous),
    recordChanged: false,
  };
  for (const doc of docs) {
    const existing = current.get(doc._id);
    const pushed = previous.get(doc._id);
    if (!existing) {
      if (pushed && !force) {
        plan.kept.push({ id: doc._id, change: "deleted in the Content Lake" });
        continue;
      }
      plan.create.push(doc);
    } else if (sameContent(existing, doc)) {
      // Equal but maybe for block keys (a guide seed:pull wrote back as Markdown): the Lake's
      // copy stays, and its hash is what a later edit is told from.
      plan.unchanged.push(doc._id);
      const hash = contentHash(existing);
      if (pushed !== hash) {
        plan.record.set(doc._id, hash);
        plan.recordChanged = true;
      }
    } else {
      const fields = changedFields(existing, doc);
      if (pushed !== contentHash(existing) && !force) {
        plan.kept.push({
          id: doc._id,
          change: `${pushed ? "changed in the Content Lake" : "not written by seed:push"}: ${fields.join(", ")}`,
        });
        continue;
      }
      plan.update.push({ doc, fields });
    }
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
  // Each transaction stores the record as far as it goes, so a refused later batch leaves a
  // record that matches what is in the Lake.
  const record = new Map(plan.record);
  if (groups.length === 0 && plan.recordChanged)
    await client.createOrReplace(recordDocument(record), { visibility: "sync" });
  for (const [i, group] of groups.entries()) {
    const tx = client.transaction();
    for (const doc of group) {
      tx.createOrReplace(doc);
      record.set(doc._id, contentHash(doc));
    }
    tx.createOrReplace(recordDocument(record));
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
  force: boolean;
  file: string;
  types?: Set<string>;
  batch: number;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { dryRun: false, force: false, file: DEFAULT_FILE, batch: DEFAULT_BATCH };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => optionValue(argv, ++i);
    if (arg === "--dry-run") options.dryRun = true;
    else if (arg === "--force") options.force = true;
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
    } else throw new UsageError(`unknown option ${arg} (use --dry-run, --force, --file, --types, --batch)`);
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

function reportKept(plan: PushPlan, error: (line: string) => void, dryRun: boolean) {
  if (plan.kept.length === 0) return;
  error(
    `seed:push: ${plan.kept.length} document${plan.kept.length > 1 ? "s" : ""} changed in the Content Lake since the last push ${dryRun ? "would be" : "were"} left as ${plan.kept.length > 1 ? "they are" : "it is"}:`,
  );
  for (const k of plan.kept) error(`  ${k.id} (${k.change})`);
  error(
    "Bring the changes into seed/ with `npm run seed:pull`, or overwrite them with `npm run seed:push -- --force`.",
  );
}

/**
 * The whole command; returns the exit code (0 done, 1 rejected data or API error, 2 usage,
 * 3 done except the documents changed in the Content Lake, which are listed).
 */
export async function runPush(
  argv: string[],
  env: Record<string, string | undefined>,
  out: ScriptOutput = CONSOLE_OUTPUT,
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
    const plan = await planPush(client, docs, { force: options.force });
    const counts = `${plan.create.length} to create, ${plan.update.length} to update, ${plan.unchanged.length} unchanged${plan.kept.length ? `, ${plan.kept.length} to keep` : ""}`;
    if (options.dryRun) {
      out.log(`seed:push --dry-run: ${counts}; nothing was written.`);
      if (plan.create.length)
        out.log(`  create (${plan.create.length}):\n${list(plan.create.map((d) => d._id))}`);
      if (plan.update.length)
        out.log(
          `  update (${plan.update.length}):\n${list(plan.update.map((u) => `${u.doc._id} (${u.fields.join(", ")})`))}`,
        );
      reportKept(plan, out.error, true);
      return plan.kept.length > 0 ? EXIT_KEPT : 0;
    }
    const transactions =
      plan.create.length + plan.update.length > 0 || plan.recordChanged
        ? await applyPlan(client, plan, options.batch, out.log)
        : 0;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.log(
      `seed:push: ${plan.create.length} created, ${plan.update.length} updated, ${plan.unchanged.length} unchanged` +
        `${plan.kept.length ? `, ${plan.kept.length} kept as changed in the Content Lake` : ""} ` +
        `in ${transactions} transaction${transactions === 1 ? "" : "s"} (${seconds} s)`,
    );
    reportKept(plan, out.error, false);
    return plan.kept.length > 0 ? EXIT_KEPT : 0;
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
