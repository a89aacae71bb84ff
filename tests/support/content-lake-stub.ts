import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createSecureServer, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { createClient, type SanityClient } from "@sanity/client";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";

// A local stand-in for Sanity's Content Lake HTTP API, as @sanity/client 7 and the Studio speak
// it: query (GET and POST, by perspective), documents by id, mutations, document actions and
// the listener (server-sent events with whole-document effects). Tests start one on loopback;
// `npm run lake:local` gives operators one. A document's `_rev` is the id of the transaction
// that last wrote it, as in the Lake; patches are applied by @sanity/mutator, the Studio's own
// implementation of the Lake's patch semantics.
type Doc = { _id: string; _type: string; _rev?: string; [k: string]: unknown };
type LowMutation = Record<string, Record<string, unknown>>;

export interface LakeStub {
  url: string;
  docs: Map<string, Doc>;
  requests: { method: string; path: string }[];
  /** Make every request fail (as a CMS outage) or answer garbage. */
  /** `hang`: takes every request and never answers (a CMS that accepts connections and stalls). */
  mode: "ok" | "down" | "garbage" | "hang";
  /** A query this matches fails as an outage would, while the others answer (one section's data down). */
  failQuery?: (groq: string) => boolean;
  /** Refuse a created or replaced document as the API does (a reason means the transaction fails). */
  rejectDocument?: (doc: Doc) => string | undefined;
  close(): Promise<void>;
}

export interface LakeStubOptions {
  /** Loopback port to listen on (0, the default, picks a free one). */
  port?: number;
  /** Called after each committed transaction with the documents it touched (deleted ones as they were). */
  onCommit?: (changed: Doc[]) => void;
  /** Serve HTTPS with this key and certificate (a browser reaching it under the API's own hostname). */
  tls?: { key: string; cert: string };
  /**
   * Answer a query groq-js cannot evaluate (the hosted API's text search, releases) with no
   * result instead of an error, as the Studio needs; the site's and the scripts' queries must parse.
   */
  lenientQueries?: boolean;
}

/** A refusal the API answers with its status and error. */
class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.description));
  }
}

const mutationError = (status: number, description: string, extra: Record<string, unknown> = {}) =>
  new LakeError(status, { description, type: "mutationError", ...extra });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const isDraft = (id: string) => id.startsWith("drafts.");

/** The documents a query sees under a perspective (`raw`: everything; drafts: drafts over published). */
function perspectiveView(all: Doc[], perspective: string): Doc[] {
  if (perspective === "raw") return all;
  if (perspective === "published") return all.filter((d) => !isDraft(d._id));
  const merged = new Map<string, Doc>();
  for (const d of all) if (!isDraft(d._id)) merged.set(d._id, d);
  for (const d of all) if (isDraft(d._id)) merged.set(d._id.slice(7), { ...d, _id: d._id.slice(7) });
  return [...merged.values()];
}

/** The low-level mutations a document action stands for, on the documents as they are. */
function actionMutations(action: Record<string, unknown>, docs: Map<string, Doc>): LowMutation[] {
  const draftId = action.draftId as string | undefined;
  const publishedId = action.publishedId as string;
  const published = docs.get(publishedId);
  switch (action.actionType) {
    case "sanity.action.document.create": {
      const attributes = action.attributes as Doc;
      const id = attributes._id ?? `drafts.${publishedId}`;
      if (action.ifExists === "ignore" && docs.has(id)) return [];
      return [{ create: { ...attributes, _id: id } }];
    }
    case "sanity.action.document.edit": {
      const base = docs.get(draftId!) ?? (published ? { ...published, _id: draftId! } : undefined);
      if (!base) throw mutationError(409, `Cannot edit ${draftId}: neither it nor ${publishedId} exists`);
      return [{ createIfNotExists: base }, { patch: { ...(action.patch as object), id: draftId! } }];
    }
    case "sanity.action.document.publish": {
      const draft = docs.get(draftId!);
      if (!draft) throw mutationError(409, `Cannot publish: ${draftId} does not exist`);
      if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev)
        throw mutationError(409, `${publishedId} has changed since it was read`);
      return [{ createOrReplace: { ...draft, _id: publishedId } }, { delete: { id: draftId! } }];
    }
    case "sanity.action.document.discard":
      return [{ delete: { id: draftId! } }];
    case "sanity.action.document.delete":
      return [{ delete: { id: publishedId } }, { delete: { id: `drafts.${publishedId}` } }];
    case "sanity.action.document.unpublish":
      if (!published) throw mutationError(409, `Cannot unpublish: ${publishedId} is not published`);
      return [
        { createIfNotExists: { ...published, _id: draftId ?? `drafts.${publishedId}` } },
        { delete: { id: publishedId } },
      ];
    default:
      throw mutationError(400, `Unknown action ${String(action.actionType)}`);
  }
}

interface Change {
  before?: Doc;
  after?: Doc;
  mutations: LowMutation[];
}

interface Listener {
  res: ServerResponse;
  /** Whether a document is among those the listener's query selects. */
  selects(doc: Doc | undefined): Promise<boolean>;
  includeResult: boolean;
}

/** A signed-in client of the stand-in, as the Studio's or a script's (any token is accepted). */
export function lakeClient(lake: Pick<LakeStub, "url">): SanityClient {
  return createClient({
    projectId: "stub",
    dataset: "production",
    apiVersion: "2025-02-19",
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    token: "editor-session",
  });
}

export async function startLakeStub(initial: Doc[] = [], options: LakeStubOptions = {}): Promise<LakeStub> {
  const docs = new Map(initial.map((d) => [d._id, d]));
  const requests: LakeStub["requests"] = [];
  const listeners = new Set<Listener>();
  const stub = { docs, requests, mode: "ok" } as LakeStub;

  /**
   * Applies the steps' mutations in order, all or none, as one transaction. A step is the list of
   * mutations itself or, for a document action, worked out from the documents as the earlier
   * steps left them.
   */
  function commit(
    steps: (LowMutation[] | ((staged: Map<string, Doc>) => LowMutation[]))[],
    transactionId: string,
  ) {
    const staged = new Map(docs);
    const changes = new Map<string, Change>();
    const touch = (id: string, mutation: LowMutation, after: Doc | undefined) => {
      const change = changes.get(id) ?? { before: docs.get(id), mutations: [] };
      change.mutations.push(mutation);
      change.after = after;
      changes.set(id, change);
      if (after) staged.set(id, after);
      else staged.delete(id);
    };
    const results: { id: string; operation: string }[] = [];
    let index = -1;
    const apply = (m: LowMutation) => {
      index++;
      const [op, arg] = Object.entries(m)[0];
      if (op === "create" || op === "createOrReplace" || op === "createIfNotExists") {
        const d = arg as Doc;
        if (!d._id || !d._type) throw mutationError(400, "Document is missing _id or _type");
        const refusal = stub.rejectDocument?.(d);
        if (refusal)
          throw mutationError(400, `The mutation(s) failed: ${refusal}`, {
            items: [{ error: { description: refusal, id: d._id, type: "documentValidationError" }, index }],
          });
        const exists = staged.has(d._id);
        if (op === "create" && exists) throw mutationError(409, `Document ${d._id} already exists`);
        if (op === "createIfNotExists" && exists) return results.push({ id: d._id, operation: "none" });
        touch(d._id, m, d);
        results.push({ id: d._id, operation: exists ? "update" : "create" });
      } else if (op === "patch") {
        const { id, ifRevisionID, ...patch } = arg as { id: string; ifRevisionID?: string };
        const current = staged.get(id);
        if (!current) throw mutationError(404, `Document ${id} not found`);
        if (ifRevisionID && ifRevisionID !== current._rev)
          throw mutationError(409, `Document ${id} has unexpected revision ID ("${current._rev}")`);
        const next = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(current) as Doc;
        touch(id, m, next);
        results.push({ id, operation: "update" });
      } else if (op === "delete") {
        const id = arg.id as string;
        if (staged.has(id)) touch(id, m, undefined);
        results.push({ id, operation: "delete" });
      } else throw mutationError(400, `Unknown mutation ${op}`);
    };
    for (const step of steps) (typeof step === "function" ? step(staged) : step).forEach(apply);
    const now = new Date().toISOString();
    for (const [id, change] of changes) {
      if (!change.after) continue;
      change.after = {
        ...change.after,
        _rev: transactionId,
        _createdAt: change.before?._createdAt ?? change.after._createdAt ?? now,
        _updatedAt: now,
      };
      staged.set(id, change.after);
    }
    docs.clear();
    for (const [k, v] of staged) docs.set(k, v);
    const touched = [...changes.values()].map((c) => c.after ?? c.before).filter((d): d is Doc => Boolean(d));
    if (touched.length > 0) {
      options.onCommit?.(touched);
      void announce(changes, transactionId, now);
    }
    return results;
  }

  /** Tells each listener whose query selects a changed document, one event per document. */
  async function announce(changes: Map<string, Change>, transactionId: string, timestamp: string) {
    const withoutRev = (d?: Doc) => {
      if (!d) return null;
      const { _rev, ...rest } = d;
      return rest;
    };
    for (const listener of listeners) {
      const events = [];
      for (const [id, change] of changes) {
        const [was, is] = await Promise.all([
          listener.selects(change.before),
          listener.selects(change.after),
        ]);
        if (!was && !is) continue;
        events.push({
          type: "mutation",
          eventId: `${transactionId}#${id}`,
          documentId: id,
          transactionId,
          transition: !was ? "appear" : !is ? "disappear" : "update",
          identity: "p-lake-stand-in",
          mutations: change.mutations,
          previousRev: change.before?._rev,
          resultRev: transactionId,
          timestamp,
          visibility: "query",
          // Whole-document effects: mendoza's "value" operation gives the document as it now is.
          effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] },
          ...(listener.includeResult && change.after ? { result: change.after } : {}),
        });
      }
      events.forEach((event, i) =>
        listener.res.write(
          `event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify({
            ...event,
            transactionTotalEvents: events.length,
            transactionCurrentEvent: i + 1,
          })}\n\n`,
        ),
      );
    }
  }

  function listen(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams) if (k.startsWith("$")) params[k.slice(1)] = JSON.parse(v);
    const tree = parse(url.searchParams.get("query") ?? "*", { params });
    const listener: Listener = {
      res,
      includeResult: url.searchParams.get("includeResult") !== "false",
      selects: async (doc) =>
        Boolean(doc) &&
        ((await (await evaluate(tree, { dataset: [doc], params })).get()) as unknown[]).length > 0,
    };
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`);
    listeners.add(listener);
    req.on("close", () => listeners.delete(listener));
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://stub");
    requests.push({ method: req.method ?? "GET", path: url.pathname });
    // A browser calls the API from another origin (the Studio), with its credentials.
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
      });
      return res.end();
    }
    if (stub.mode === "hang") return;
    if (stub.mode === "down")
      return send(res, 503, { error: { description: "Service unavailable", type: "unavailable" } });
    if (stub.mode === "garbage") return send(res, 200, { query: "", result: { unexpected: true }, ms: 1 });
    try {
      // The Studio asks who is logged in before anything else (sanity schema extract, documents
      // validate): an anonymous answer lets the CLI's offline commands run against the stand-in.
      if (/^\/v[^/]+\/users\/me$/.test(url.pathname)) return send(res, 200, {});
      if (/^\/v[^/]+\/data\/listen\/[^/]+$/.test(url.pathname)) return listen(req, res, url);
      const query = url.pathname.match(/^\/v[^/]+\/data\/query\/([^/]+)$/);
      if (query) {
        let groq: string;
        const params: Record<string, unknown> = {};
        if (req.method === "POST") {
          const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> };
          groq = body.query;
          Object.assign(params, body.params ?? {});
        } else {
          groq = url.searchParams.get("query") ?? "";
          for (const [k, v] of url.searchParams) if (k.startsWith("$")) params[k.slice(1)] = JSON.parse(v);
        }
        if (stub.failQuery?.(groq))
          return send(res, 503, { error: { description: "Service unavailable", type: "unavailable" } });
        const dataset = perspectiveView(
          [...docs.values()],
          url.searchParams.get("perspective") ?? "published",
        );
        try {
          const tree = parse(groq, { params });
          const result = await (await evaluate(tree, { dataset, params })).get();
          return send(res, 200, { query: groq, result, ms: 1 });
        } catch (error) {
          if (options.lenientQueries) return send(res, 200, { query: groq, result: [], ms: 1 });
          return send(res, 400, {
            error: { description: (error as Error).message, type: "queryParseError" },
          });
        }
      }
      const doc = url.pathname.match(/^\/v[^/]+\/data\/doc\/([^/]+)\/(.+)$/);
      if (doc) {
        const ids = decodeURIComponent(doc[2]).split(",");
        return send(res, 200, {
          documents: ids.map((id) => docs.get(id)).filter(Boolean),
          omitted: ids.filter((id) => !docs.has(id)).map((id) => ({ id, reason: "existence" })),
        });
      }
      const mutate = url.pathname.match(/^\/v[^/]+\/data\/mutate\/([^/]+)$/);
      if (mutate && req.method === "POST") {
        const body = JSON.parse(await readBody(req)) as { mutations: LowMutation[]; transactionId?: string };
        const transactionId = body.transactionId ?? randomUUID();
        const results = commit([body.mutations], transactionId);
        // @sanity/client asks for the written documents back unless told not to.
        const withDocuments = url.searchParams.get("returnDocuments") === "true";
        return send(res, 200, {
          transactionId,
          results: withDocuments ? results.map((r) => ({ ...r, document: docs.get(r.id) })) : results,
        });
      }
      const actions = url.pathname.match(/^\/v[^/]+\/data\/actions\/([^/]+)$/);
      if (actions && req.method === "POST") {
        const body = JSON.parse(await readBody(req)) as {
          actions: Record<string, unknown>[];
          transactionId?: string;
        };
        const transactionId = body.transactionId ?? randomUUID();
        commit(
          body.actions.map((action) => (staged: Map<string, Doc>) => actionMutations(action, staged)),
          transactionId,
        );
        return send(res, 200, { transactionId });
      }
      return send(res, 404, { error: { description: "Not found", type: "notFound" } });
    } catch (error) {
      if (error instanceof LakeError) return send(res, error.status, { error: error.body });
      return send(res, 400, { error: { description: (error as Error).message, type: "badRequest" } });
    }
  };
  // Over TLS the stand-in speaks HTTP/2, as the Lake does: a browser holds the Studio's many
  // listeners and requests on one connection, where HTTP/1.1's six per host would stall them.
  const sessions = new Set<Http2Session>();
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handler as never).on("session", (session) => {
        sessions.add(session);
        session.on("close", () => sessions.delete(session));
      })
    : createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  stub.url = `${options.tls ? "https" : "http"}://127.0.0.1:${port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeAllConnections" in server) (server as Server).closeAllConnections();
      for (const session of sessions) session.destroy();
    });
  return stub;
}
