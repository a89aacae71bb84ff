import { readFileSync, statSync } from "node:fs";
import { createClient, type SanityClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";

// Where content comes from. Both sources answer the same GROQ text, so a query that works
// on the embedded dataset works against the Content Lake.
export type Perspective = "published" | "drafts";
export type QueryParams = Record<string, unknown>;

export interface ContentSource {
  readonly name: "local" | "sanity";
  fetch(query: string, params: QueryParams, options?: { perspective?: Perspective }): Promise<unknown>;
}

type Doc = { _id: string; _type: string; [key: string]: unknown };

/** Parses an NDJSON export; drafts are kept apart so `published` never sees them. */
export function parseNdjson(text: string): Doc[] {
  const docs: Doc[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      throw new Error(`Dataset line ${i + 1} is not valid JSON`);
    }
    if (
      !doc ||
      typeof doc !== "object" ||
      typeof (doc as Doc)._id !== "string" ||
      typeof (doc as Doc)._type !== "string"
    ) {
      throw new Error(`Dataset line ${i + 1} has no _id or _type`);
    }
    docs.push(doc as Doc);
  }
  return docs;
}

/** Drafts overlay their published documents, as Sanity's `drafts` perspective does. */
function withDrafts(docs: Doc[]): Doc[] {
  const byId = new Map<string, Doc>();
  for (const d of docs) if (!d._id.startsWith("drafts.")) byId.set(d._id, d);
  for (const d of docs)
    if (d._id.startsWith("drafts.")) byId.set(d._id.slice(7), { ...d, _id: d._id.slice(7) });
  return [...byId.values()];
}

/** How many answers the embedded dataset keeps (a crawl of unknown slugs cannot grow it without end). */
const LOCAL_ANSWERS = 500;

export class LocalSource implements ContentSource {
  readonly name = "local" as const;
  private published: Doc[] = [];
  private drafts: Doc[] = [];
  private loadedMtime = -1;
  // The dataset only changes when its file does: an answer is the same until then, so a cache
  // refresh (every CONTENT_TTL_SECONDS) costs a lookup instead of evaluating the GROQ again on
  // the thread that serves every request. The same object comes back, which lets runQuery skip
  // parsing it again.
  private answers = new Map<string, unknown>();

  constructor(private readonly file: string) {}

  private load() {
    // Re-read when the file changes, so `npm run seed:build` shows up without a restart.
    const mtime = statSync(this.file).mtimeMs;
    if (mtime === this.loadedMtime) return;
    const docs = parseNdjson(readFileSync(this.file, "utf8"));
    this.published = docs.filter((d) => !d._id.startsWith("drafts."));
    this.drafts = withDrafts(docs);
    this.loadedMtime = mtime;
    this.answers.clear();
  }

  /** Replaces the dataset (tests and the preview stand-in). */
  useDocuments(docs: Doc[]) {
    this.published = docs.filter((d) => !d._id.startsWith("drafts."));
    this.drafts = withDrafts(docs);
    this.loadedMtime = Number.POSITIVE_INFINITY;
    this.answers.clear();
  }

  async fetch(query: string, params: QueryParams, options?: { perspective?: Perspective }) {
    if (this.loadedMtime !== Number.POSITIVE_INFINITY) this.load();
    const perspective = options?.perspective === "drafts" ? "drafts" : "published";
    const key = `${perspective}\n${query}\n${JSON.stringify(params, Object.keys(params).sort())}`;
    if (this.answers.has(key)) return this.answers.get(key);
    const dataset = perspective === "drafts" ? this.drafts : this.published;
    const tree = parse(query, { params });
    const value = await (await evaluate(tree, { dataset, params })).get();
    if (this.answers.size >= LOCAL_ANSWERS) this.answers.clear();
    this.answers.set(key, value);
    return value;
  }
}

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  apiHost?: string;
  useCdn?: boolean;
}

export class SanitySource implements ContentSource {
  readonly name = "sanity" as const;
  private readonly client: SanityClient;

  constructor(options: SanitySourceOptions) {
    this.client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      token: options.token,
      useCdn: options.apiHost ? false : (options.useCdn ?? false),
      ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
      perspective: "published",
      // Visitors wait at most their request's budget (CONTENT_BUDGET_MS) whatever this says;
      // the fetch itself goes on to fill the cache, and gives up after this, with no retry
      // (8 s and a retry made a purged page take ~50 s on a hanging CMS).
      timeout: 5_000,
      maxRetries: 0,
    });
  }

  async fetch(query: string, params: QueryParams, options?: { perspective?: Perspective }) {
    return this.client.fetch(query, params, {
      perspective: options?.perspective ?? "published",
      // Drafts need the token and must never be served from the CDN.
      ...(options?.perspective === "drafts" ? { useCdn: false } : {}),
    });
  }
}
