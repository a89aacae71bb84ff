// @ts-check
// Requests the app cannot make sense of are answered here with a 4xx, before anything else
// reads them: Express and the Remix adapter build a URL from the method, Host, the forwarded
// headers and the path, and a value that makes that URL invalid used to end as a 500.

/** Methods the site answers; anything else (TRACE, CONNECT, PUT…) gets 405. */
const METHODS = new Set(["GET", "HEAD", "POST"]);
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function refuse(res, status, text, headers = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(`${text}\n`);
}

/**
 * Answers a request that must not reach the app and returns true; otherwise tidies the
 * forwarded headers in place (a value a proxy should never send is dropped, not trusted) and
 * returns false.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function guardRequest(req, res) {
  const method = req.method ?? "";
  if (!METHODS.has(method)) {
    refuse(res, 405, "Method not allowed", { Allow: "GET, HEAD, POST" });
    return true;
  }
  const url = req.url ?? "";
  if (!url.startsWith("/") || url.startsWith("//")) {
    refuse(res, 400, "Bad request");
    return true;
  }
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) {
    refuse(res, 400, "Bad request: Host");
    return true;
  }
  const proto = req.headers["x-forwarded-proto"];
  if (proto !== undefined) {
    // Express believes the first of a list (a trusted hop's own view); only http and https make a URL.
    const first = String(proto).split(",")[0].trim().toLowerCase();
    if (first === "http" || first === "https") req.headers["x-forwarded-proto"] = first;
    else delete req.headers["x-forwarded-proto"];
  }
  const forwardedHost = req.headers["x-forwarded-host"];
  if (forwardedHost !== undefined && !HOST.test(String(forwardedHost).split(",")[0].trim()))
    delete req.headers["x-forwarded-host"];
  return false;
}
