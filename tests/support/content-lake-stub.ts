import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";

// A local stand-in for Sanity's Content Lake HTTP API, as @sanity/client 7 speaks it:
// query (GET and POST), documents by id, and mutations. Tests start one on loopback.
type Doc = { _id: string; _type: string; [k: string]: unknown };

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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function send(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function applyPatch(doc: Doc, patch: Record<string, unknown>): Doc {
  const next: Doc = { ...doc };
  for (const [k, v] of Object.entries((patch.set as Record<string, unknown>) ?? {})) next[k] = v;
  for (const k of (patch.unset as string[]) ?? []) delete next[k];
  return next;
}

export interface LakeStubOptions {
  /** Loopback port to listen on (0, the default, picks a free one). */
  port?: number;
  /** Called after each committed transaction with the documents it touched (deleted ones as they were). */
  onCommit?: (changed: Doc[]) => void;
}

export async function startLakeStub(initial: Doc[] = [], options: LakeStubOptions = {}): Promise<LakeStub> {
  const docs = new Map(initial.map((d) => [d._id, d]));
  const requests: LakeStub["requests"] = [];
  const stub = { docs, requests, mode: "ok" } as LakeStub;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    requests.push({ method: req.method ?? "GET", path: url.pathname });
    if (stub.mode === "hang") return;
    if (stub.mode === "down")
      return send(res, 503, { error: { description: "Service unavailable", type: "unavailable" } });
    if (stub.mode === "garbage") return send(res, 200, { query: "", result: { unexpected: true }, ms: 1 });
    try {
      // The Studio asks who is logged in before anything else (sanity schema extract, documents
      // validate): an anonymous answer lets the CLI's offline commands run against the stand-in.
      if (/^\/v[^/]+\/users\/me$/.test(url.pathname)) return send(res, 200, {});
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
        const perspective = url.searchParams.get("perspective") ?? "published";
        const all = [...docs.values()];
        const dataset =
          perspective === "drafts"
            ? [
                ...new Map(
                  [
                    ...all.filter((d) => !d._id.startsWith("drafts.")),
                    ...all
                      .filter((d) => d._id.startsWith("drafts."))
                      .map((d) => ({ ...d, _id: d._id.slice(7) })),
                  ].map((d) => [d._id, d]),
                ).values(),
              ]
            : all.filter((d) => !d._id.startsWith("drafts."));
        try {
          const tree = parse(groq, { params });
          const result = await (await evaluate(tree, { dataset, params })).get();
          return send(res, 200, { query: groq, result, ms: 1 });
        } catch (error) {
          return send(res, 400, {
            error: { description: (error as Error).message, type: "queryParseError" },
          });
        }
      }
      const doc = url.pathname.match(/^\/v[^/]+\/data\/doc\/([^/]+)\/(.+)$/);
      if (doc) {
        const ids = decodeURIComponent(doc[2]).split(",");
        return send(res, 200, { documents: ids.map((id) => docs.get(id)).filter(Boolean) });
      }
      const mutate = url.pathname.match(/^\/v[^/]+\/data\/mutate\/([^/]+)$/);
      if (mutate && req.method === "POST") {
        const body = JSON.parse(await readBody(req)) as {
          mutations: Record<string, Record<string, unknown>>[];
          transactionId?: string;
        };
        const results: { id: string; operation: string }[] = [];
        const staged = new Map(docs);
        for (const m of body.mutations) {
          const [op, arg] = Object.entries(m)[0];
          if (op === "create" || op === "createOrReplace" || op === "createIfNotExists") {
            const d = arg as Doc;
            if (!d._id || !d._type)
              return send(res, 400, {
                error: { description: "Document is missing _id or _type", type: "mutationError" },
              });
            const refusal = stub.rejectDocument?.(d);
            if (refusal) {
              const index = body.mutations.indexOf(m);
              return send(res, 400, {
                error: {
                  description: `The mutation(s) failed: ${refusal}`,
                  type: "mutationError",
                  items: [
                    { error: { description: refusal, id: d._id, type: "documentValidationError" }, index },
                  ],
                },
              });
            }
            const exists = staged.has(d._id);
            if (op === "create" && exists)
              return send(res, 409, {
                error: { description: `Document ${d._id} already exists`, type: "mutationError" },
              });
            if (op === "createIfNotExists" && exists) {
              results.push({ id: d._id, operation: "none" });
              continue;
            }
            staged.set(d._id, d);
            results.push({ id: d._id, operation: exists ? "update" : "create" });
          } else if (op === "patch") {
            const id = arg.id as string;
            const current = staged.get(id);
            if (!current)
              return send(res, 404, {
                error: { description: `Document ${id} not found`, type: "mutationError" },
              });
            staged.set(id, applyPatch(current, arg));
            results.push({ id, operation: "update" });
          } else if (op === "delete") {
            staged.delete(arg.id as string);
            results.push({ id: arg.id as string, operation: "delete" });
          } else {
            return send(res, 400, {
              error: { description: `Unknown mutation ${op}`, type: "mutationError" },
            });
          }
        }
        const touched = results
          .filter((r) => r.operation !== "none")
          .map((r) => staged.get(r.id) ?? docs.get(r.id))
          .filter((d): d is Doc => Boolean(d));
        docs.clear();
        for (const [k, v] of staged) docs.set(k, v);
        options.onCommit?.(touched);
        return send(res, 200, { transactionId: body.transactionId ?? `tx-${requests.length}`, results });
      }
      return send(res, 404, { error: { description: "Not found", type: "notFound" } });
    } catch (error) {
      return send(res, 400, { error: { description: (error as Error).message, type: "badRequest" } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return stub;
}
