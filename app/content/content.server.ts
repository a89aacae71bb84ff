import { env } from "~/utils/env.server";
import { onPurge } from "../../server/purge.mjs";
import { RETRY_AFTER_SECONDS } from "../../server/unavailable.mjs";
import { ContentCache, type CacheState } from "./cache.server";
import type { QueryDef } from "./queries";
import { LocalSource, SanitySource, type ContentSource, type QueryParams } from "./source.server";

// The only way pages read content: a query definition in, parsed data out, through the cache.
let source: ContentSource | undefined;
let cache: ContentCache | undefined;

// A purge from the webhook, here or on another instance (server/purge.mjs).
onPurge((types) => cache?.purge(types.length ? types : undefined) ?? 0);

export function contentSource(): ContentSource {
  if (!source) {
    const e = env();
    source =
      e.CONTENT_SOURCE === "sanity"
        ? new SanitySource({
            projectId: e.SANITY_PROJECT_ID!,
            dataset: e.SANITY_DATASET,
            apiVersion: e.SANITY_API_VERSION,
            token: e.SANITY_TOKEN,
            apiHost: e.SANITY_API_HOST,
            useCdn: e.SANITY_USE_CDN,
          })
        : new LocalSource(e.SEED_DATASET_FILE);
  }
  return source;
}

export function contentCache(): ContentCache {
  if (!cache) {
    const e = env();
    cache = new ContentCache({
      ttlMs: e.CONTENT_TTL_SECONDS * 1000,
      staleMs: e.CONTENT_STALE_SECONDS * 1000,
      onError: (key, error) =>
        console.warn(`[content] ${key} failed: ${error instanceof Error ? error.message : error}`),
    });
  }
  return cache;
}

/** For tests: swap the source (and start with an empty cache). */
export function setContentSource(next: ContentSource, nextCache?: ContentCache) {
  source = next;
  cache = nextCache;
}

export class ContentParseError extends Error {
  constructor(queryName: string, detail: string) {
    super(`Content for "${queryName}" did not match its schema: ${detail}`);
    this.name = "ContentParseError";
  }
}

// Parsed answers by the raw answer they came from: the embedded dataset gives the same object
// back until its file changes, and parsing 254 counties again at each refresh is most of a
// refresh's work. A new answer (the Content Lake, a changed file) is a new object.
const parsedAnswers = new WeakMap<object, Map<string, unknown>>();

function parseAnswer<T>(def: QueryDef<T>, raw: unknown): T {
  const known = raw !== null && typeof raw === "object" ? parsedAnswers.get(raw) : undefined;
  if (known?.has(def.name)) return known.get(def.name) as T;
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentParseError(def.name, `${issue.path.join(".")}: ${issue.message}`);
  }
  if (raw !== null && typeof raw === "object") {
    const byName = known ?? new Map<string, unknown>();
    byName.set(def.name, parsed.data);
    if (!known) parsedAnswers.set(raw, byName);
  }
  return parsed.data;
}

/** One name for a query and its parameters, whatever order the parameters are given in. */
export function queryKey(def: QueryDef<unknown>, params: QueryParams): string {
  return `${def.name}:${JSON.stringify(params, Object.keys(params).sort())}`;
}

export interface QueryOptions {
  /** An editor's draft preview: drafts are read and nothing is cached. */
  preview?: boolean;
  /** When the request's time to wait on the CMS runs out (`contentDeadline`); none outside a request. */
  deadline?: number;
}

/**
 * When this request's time to wait on the CMS runs out, in epoch milliseconds: one budget for
 * all its queries, however many and in whatever order its loaders ask them. The server sets it
 * as the request arrives (CONTENT_BUDGET_MS, server/index.mjs) and hands it to the loaders in
 * the load context. Undefined outside the server (a script, a test's own handler).
 */
export function contentDeadline(context: unknown): number | undefined {
  const deadline = (context as { contentDeadline?: unknown } | null | undefined)?.contentDeadline;
  return typeof deadline === "number" ? deadline : undefined;
}

export async function runQuery<T>(
  def: QueryDef<T>,
  params: QueryParams,
  options: QueryOptions = {},
): Promise<{ data: T; state: CacheState | "preview" }> {
  const load = async () => {
    const raw = await contentSource().fetch(def.query, params, {
      perspective: options.preview ? "drafts" : "published",
    });
    return parseAnswer(def, raw);
  };
  try {
    // Drafts are never cached: an editor must see every keystroke, and nobody else may.
    if (options.preview) return { data: await load(), state: "preview" };
    const { value, state } = await contentCache().get(
      queryKey(def, params),
      def.tags,
      load,
      // Past the deadline the request gets the last good value, or ContentUnavailable.
      options.deadline === undefined ? Number.POSITIVE_INFINITY : Math.max(0, options.deadline - Date.now()),
    );
    return { data: value, state };
  } catch (error) {
    throw new ContentUnavailable(error);
  }
}

/**
 * Thrown when a query has neither an answer within the request's budget nor a last good value:
 * a 503 for the page (entry.server answers it with a short bilingual page and Retry-After), not
 * a 500. A loader that can do without the content catches it like any error.
 */
export class ContentUnavailable extends Response {
  constructor(readonly cause: unknown) {
    super("Content unavailable", {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS.content) },
    });
  }
}

export async function query<T>(
  def: QueryDef<T>,
  params: QueryParams,
  options: QueryOptions = {},
): Promise<T> {
  return (await runQuery(def, params, options)).data;
}
