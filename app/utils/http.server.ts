import { RETRY_AFTER_SECONDS } from "../../server/unavailable.mjs";

// Named Cache-Control policies: every response picks one by name, so the CDN behaviour of
// the whole site can be read (and changed) here.
export const CachePolicy = {
  /** Content pages: short browser cache, longer shared cache, served stale while the CMS revalidates or is down. */
  content: "public, max-age=60, s-maxage=300, stale-while-revalidate=86400, stale-if-error=604800",
  /** Legal and other rarely changing pages. */
  static: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=604800",
  /**
   * A county's details and the state's rules for the calculator in the browser (/api/county):
   * fetched when a visitor chooses a county, so a visitor trying several counties or coming back
   * within minutes asks once; rates change a few times a year and the CDN revalidates as pages do.
   */
  countyDetails: "public, max-age=600, s-maxage=300, stale-while-revalidate=86400, stale-if-error=604800",
  /** Not-found pages: cached briefly so a new page appears quickly. */
  notFound: "public, max-age=60, s-maxage=60",
  /** Hashed build assets. */
  immutable: "public, max-age=31536000, immutable",
  /** Form results, API answers, previews: never stored. */
  private: "private, no-store",
} as const;
export type CachePolicyName = keyof typeof CachePolicy;

export function cacheHeaders(policy: CachePolicyName, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  headers.set("Cache-Control", CachePolicy[policy]);
  if (policy !== "private" && policy !== "immutable") headers.set("Vary", "Accept-Encoding");
  return headers;
}

/** A resource route's answer (plain text unless told), with the named cache policy. */
export function textAnswer(
  body: string,
  status: number,
  policy: CachePolicyName,
  type = "text/plain; charset=utf-8",
  extra: Record<string, string> = {},
): Response {
  // A 503 here is content the source cannot give now: it says when to ask again, as the pages' do.
  const retry: Record<string, string> =
    status === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS.content) } : {};
  return new Response(body, {
    status,
    headers: cacheHeaders(policy, { "Content-Type": type, ...retry, ...extra }),
  });
}

/** A JSON answer of an API route, with the named cache policy. */
export function jsonAnswer(body: unknown, status: number, policy: CachePolicyName): Response {
  return textAnswer(JSON.stringify(body), status, policy, "application/json; charset=utf-8");
}

/** Route `headers` export: pass the loader's caching headers through to the document. */
export function pageHeaders({
  loaderHeaders,
  errorHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders?: Headers;
}) {
  const source = errorHeaders ?? loaderHeaders;
  const out = new Headers();
  for (const name of ["Cache-Control", "Vary", "X-Content-State"]) {
    const v = source.get(name);
    if (v) out.set(name, v);
  }
  return out;
}
