import { mkdtempSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// Shared by the form tests: an isolated environment, request builders, and a local stand-in
// for the newsletter provider.

/**
 * Points the server code at a fresh data folder and the mini dataset. Call it from
 * vi.hoisted(), before anything reads the environment (env() keeps what it first sees).
 */
export function isolatedFormsEnv(extra: Record<string, string> = {}): { dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forms-test-"));
  Object.assign(process.env, {
    NODE_ENV: "test",
    SITE_STATE: "TX",
    SITE_URL: "https://tx.example.test",
    DATA_DIR: dataDir,
    SEED_DATASET_FILE: "tests/fixtures/mini.ndjson",
    SESSION_SECRET: "test-secret-for-forms-0123456789",
    FORM_RATE_LIMIT: "5",
    FORM_RATE_WINDOW_SECONDS: "600",
    FORM_MAX_BODY_BYTES: "10240",
    ...extra,
  });
  delete process.env.DATABASE_URL;
  if (!extra.NEWSLETTER_PROVIDER_URL) {
    delete process.env.NEWSLETTER_PROVIDER_URL;
    delete process.env.NEWSLETTER_PROVIDER_KEY;
  }
  return { dataDir };
}

let ipCounter = 0;
/** A client address no other request in this file has used, so the rate limit stays out of the way. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function jsonRequest(
  body: unknown,
  opts: {
    ip?: string;
    contentType?: string;
    raw?: boolean;
    referer?: string;
    method?: string;
    path?: string;
  } = {},
): Request {
  const headers: Record<string, string> = { "X-Forwarded-For": opts.ip ?? freshIp() };
  if (opts.contentType !== "") headers["Content-Type"] = opts.contentType ?? "application/json";
  if (opts.referer) headers.Referer = opts.referer;
  const method = opts.method ?? "POST";
  return new Request(`https://tx.example.test${opts.path ?? "/api/newsletter/subscribe"}`, {
    method,
    headers,
    body:
      method === "GET" || method === "HEAD" ? undefined : opts.raw ? (body as string) : JSON.stringify(body),
  });
}

export function formRequest(
  path: string,
  fields: Record<string, string> | [string, string][] | string,
  opts: { ip?: string; contentType?: string; multipart?: boolean } = {},
): Request {
  const headers: Record<string, string> = { "X-Forwarded-For": opts.ip ?? freshIp() };
  let body: BodyInit;
  if (opts.multipart) {
    const form = new FormData();
    for (const [k, v] of Array.isArray(fields) ? fields : Object.entries(fields as Record<string, string>))
      form.append(k, v);
    body = form;
  } else {
    body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
    headers["Content-Type"] = opts.contentType ?? "application/x-www-form-urlencoded";
  }
  if (opts.contentType !== undefined && opts.multipart) headers["Content-Type"] = opts.contentType;
  return new Request(`https://tx.example.test${path}`, { method: "POST", headers, body });
}

/** Remix's data() result, as an action returns it. */
export function unwrap<T>(result: unknown): { status: number; body: T; headers: Headers } {
  const r = result as { data: T; init?: { status?: number; headers?: HeadersInit } | null };
  return { status: r.init?.status ?? 200, body: r.data, headers: new Headers(r.init?.headers) };
}

export interface ProviderStandIn {
  url: string;
  requests: { headers: IncomingHttpHeaders; body: unknown }[];
  /** What the next requests get: a status, or "hang" (never answer). */
  mode: number | "hang";
  close(): Promise<void>;
}

/** A local HTTP server standing in for the e-mail provider's subscribe endpoint. */
export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const requests: ProviderStandIn["requests"] = [];
  const hanging = new Set<import("node:http").ServerResponse>();
  const stand = { requests, mode: 201 } as ProviderStandIn;
  const server: Server = createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (text += c));
    req.on("end", () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test then sees the provider got something that is not JSON.
      }
      requests.push({ headers: req.headers, body });
      if (stand.mode === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(stand.mode, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(stand.mode < 300 ? { id: `sub_${requests.length}` } : { error: "stand-in failure" }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/subscribers`;
  stand.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stand;
}
