import { isIP } from "node:net";

// The checks every form POST passes before its data is looked at: who is asking (for the
// rate limit), what kind of body it is, and that it is not too big to read. Each refusal
// is a code the route turns into a 4xx in the visitor's language.

export type GuardCode =
  "methodNotAllowed" | "tooMany" | "unsupportedType" | "tooLarge" | "invalidJson" | "invalid";

export const GUARD_STATUS: Record<GuardCode, number> = {
  methodNotAllowed: 405,
  tooMany: 429,
  unsupportedType: 415,
  tooLarge: 413,
  invalidJson: 400,
  invalid: 400,
};

export class GuardError extends Error {
  constructor(
    readonly code: GuardCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = "GuardError";
  }
  get status(): number {
    return GUARD_STATUS[this.code];
  }
}

/**
 * The visitor's address: what the server hands in through the load context when it knows
 * it, else the first valid address of X-Forwarded-For (the server trusts its proxy), else
 * X-Real-IP. Requests with none share one bucket.
 */
export function clientAddress(request: Request, context?: unknown): string {
  const fromContext = (context as { clientIp?: unknown } | undefined)?.clientIp;
  if (typeof fromContext === "string" && isIP(fromContext)) return fromContext;
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) {
    for (const part of forwarded.split(",")) {
      const candidate = part.trim().replace(/^\[|\]$/g, "");
      if (isIP(candidate)) return candidate;
    }
  }
  const real = request.headers.get("x-real-ip")?.trim();
  if (real && isIP(real)) return real;
  return "unknown";
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

function charsetIsUtf8(request: Request): boolean {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(request.headers.get("content-type") ?? "");
  return !m || /^utf-?8$/i.test(m[1]);
}

/** For a 413: the rest of the body is not read, so the connection cannot carry another request. */
export const TOO_LARGE_HEADERS = { Connection: "close" } as const;

/** The body's bytes, refusing to read past `maxBytes` (whatever Content-Length claims). */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new GuardError("tooLarge");
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop reading, but leave the connection up long enough to carry the 413: cancelling
        // would destroy the socket with it. The answer says Connection: close (tooLargeHeaders).
        reader.releaseLock();
        throw new GuardError("tooLarge");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof GuardError) throw error;
    // The client went away or sent a broken stream: nothing usable arrived.
    throw new GuardError("invalid");
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

function decodeUtf8(bytes: Uint8Array, failure: GuardCode): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new GuardError(failure);
  }
}

/** A JSON body (application/json, UTF-8), parsed. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (mediaType(request) !== "application/json" || !charsetIsUtf8(request))
    throw new GuardError("unsupportedType");
  const text = decodeUtf8(await readLimitedBody(request, maxBytes), "invalidJson");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GuardError("invalidJson");
  }
}

export const FORM_MEDIA_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** A form body as browsers send it (URL-encoded or multipart), parsed. */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormData> {
  const type = mediaType(request);
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(type) || !charsetIsUtf8(request))
    throw new GuardError("unsupportedType");
  const bytes = await readLimitedBody(request, maxBytes);
  if (type === "application/x-www-form-urlencoded") {
    const form = new FormData();
    for (const [k, v] of new URLSearchParams(decodeUtf8(bytes, "invalid"))) form.append(k, v);
    return form;
  }
  try {
    return await new Response(bytes, {
      headers: { "Content-Type": request.headers.get("content-type") ?? type },
    }).formData();
  } catch {
    throw new GuardError("invalid");
  }
}
