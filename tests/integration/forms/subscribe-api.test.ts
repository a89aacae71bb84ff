import { beforeAll, describe, expect, it, vi } from "vitest";
import { formsDb } from "~/forms/db.server";
import { action, loader } from "~/routes/api.newsletter.subscribe";
import { freshIp, jsonRequest } from "./support";

vi.hoisted(async () => {
  const { isolatedFormsEnv } = await import("./support");
  isolatedFormsEnv();
});

// POST /api/newsletter/subscribe through its route module, with no e-mail provider
// configured (development mode): every refusal is a 4xx in the visitor's language and
// stores nothing; good subscriptions store one row per address and state.

type Answer = {
  ok: boolean;
  error?: string;
  message: string;
  status: number;
  fields?: Record<string, string>;
};

async function post(req: Request): Promise<{ status: number; body: Answer; headers: Headers }> {
  const res = await action({ request: req, params: {}, context: {} });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Answer, headers: res.headers };
}

async function rowCount(): Promise<number> {
  const db = await formsDb();
  return Number((await db.query<{ n: number }>("select count(*)::int as n from subscribers")).rows[0].n);
}

const BANNER = {
  email: "reader@example.com",
  state: "TX",
  language: "en",
  tags: ["tx-newsletter", "property-tax-updates"],
};
const POPUP = {
  email: "popup@example.com",
  firstName: "Ana",
  state: "TX",
  county: "Fort Bend",
  language: "en",
  calculatedTax: 7421.5,
  tags: ["tx-calculator", "county-fort-bend"],
};

beforeAll(async () => {
  await formsDb();
});

describe("bad inputs: a clear 4xx in the visitor's language, nothing stored", () => {
  const huge = "x".repeat(20_000);
  const cases: {
    name: string;
    req: () => Request;
    status: number;
    message: RegExp | string;
    field?: string;
  }[] = [
    {
      name: "missing email",
      req: () => jsonRequest({ ...BANNER, email: undefined }),
      status: 400,
      message: "Please enter your email address.",
      field: "email",
    },
    {
      name: "empty email",
      req: () => jsonRequest({ ...BANNER, email: "   " }),
      status: 400,
      message: "Please enter your email address.",
    },
    {
      name: "malformed email",
      req: () => jsonRequest({ ...BANNER, email: "not-an-email" }),
      status: 400,
      message: /valid email address/,
    },
    {
      name: "email without a domain",
      req: () => jsonRequest({ ...BANNER, email: "a@b" }),
      status: 400,
      message: /valid email address/,
    },
    {
      name: "email with a space inside",
      req: () => jsonRequest({ ...BANNER, email: "ann smith@example.com" }),
      status: 400,
      message: /valid email address/,
    },
    {
      name: "email of 300 characters",
      req: () => jsonRequest({ ...BANNER, email: `${"a".repeat(290)}@example.com` }),
      status: 400,
      message: /too long/,
    },
    {
      name: "email as a number",
      req: () => jsonRequest({ ...BANNER, email: 12345 }),
      status: 400,
      message: /valid email address/,
    },
    {
      name: "email as a list",
      req: () => jsonRequest({ ...BANNER, email: ["a@example.com"] }),
      status: 400,
      message: /valid email address/,
    },
    {
      name: "popup without first name",
      req: () => jsonRequest({ ...POPUP, firstName: undefined }),
      status: 400,
      message: "Please enter your first name.",
      field: "firstName",
    },
    {
      name: "popup with a blank first name",
      req: () => jsonRequest({ ...POPUP, firstName: "  " }),
      status: 400,
      message: "Please enter your first name.",
    },
    {
      name: "first name of 61 characters",
      req: () => jsonRequest({ ...POPUP, firstName: "A".repeat(61) }),
      status: 400,
      message: /60 characters or fewer/,
    },
    {
      name: "first name with markup",
      req: () => jsonRequest({ ...POPUP, firstName: "<script>" }),
      status: 400,
      message: /letters, spaces/,
    },
    {
      name: "first name with a control character",
      req: () => jsonRequest({ ...POPUP, firstName: "Ana\u0000" }),
      status: 400,
      message: /letters, spaces/,
    },
    {
      name: "county of 200 characters",
      req: () => jsonRequest({ ...POPUP, county: "C".repeat(200), tags: ["tx-calculator"] }),
      status: 400,
      message: /county name is not valid/,
    },
    {
      name: "tax as a string",
      req: () => jsonRequest({ ...POPUP, calculatedTax: "7421" }),
      status: 400,
      message: /must be a number/,
    },
    {
      name: "negative tax",
      req: () => jsonRequest({ ...POPUP, calculatedTax: -1 }),
      status: 400,
      message: /must be a number/,
    },
    {
      name: "absurd tax",
      req: () => jsonRequest({ ...POPUP, calculatedTax: 1e12 }),
      status: 400,
      message: /must be a number/,
    },
    {
      name: "unknown state",
      req: () => jsonRequest({ ...BANNER, state: "ZZ" }),
      status: 400,
      message: /does not offer a newsletter/,
    },
    {
      name: "another build's state",
      req: () => jsonRequest({ ...BANNER, state: "CA", tags: ["ca-newsletter", "property-tax-updates"] }),
      status: 400,
      message: /does not offer a newsletter/,
    },
    {
      name: "unsupported language",
      req: () => jsonRequest({ ...BANNER, language: "fr" }),
      status: 400,
      message: /English \(en\) or Spanish \(es\)/,
    },
    {
      name: "tags as a string",
      req: () => jsonRequest({ ...BANNER, tags: "tx-newsletter" }),
      status: 400,
      message: /topics/,
    },
    { name: "no tags", req: () => jsonRequest({ ...BANNER, tags: [] }), status: 400, message: /topics/ },
    {
      name: "a tag outside the patterns",
      req: () => jsonRequest({ ...BANNER, tags: ["tx-newsletter", "vip-list"] }),
      status: 400,
      message: /topics/,
    },
    {
      name: "another state's tag",
      req: () => jsonRequest({ ...BANNER, tags: ["ca-newsletter"] }),
      status: 400,
      message: /topics/,
    },
    {
      name: "a popup tag on a banner",
      req: () => jsonRequest({ ...BANNER, tags: ["tx-calculator"] }),
      status: 400,
      message: /topics/,
    },
    {
      name: "a county tag for another county",
      req: () => jsonRequest({ ...POPUP, tags: ["tx-calculator", "county-harris"] }),
      status: 400,
      message: /topics/,
    },
    {
      name: "a repeated tag",
      req: () => jsonRequest({ ...BANNER, tags: ["tx-newsletter", "tx-newsletter"] }),
      status: 400,
      message: /topics/,
    },
    {
      name: "too many tags",
      req: () =>
        jsonRequest({
          ...POPUP,
          tags: ["tx-calculator", "county-fort-bend", "county-a", "county-b", "county-c"],
        }),
      status: 400,
      message: /topics/,
    },
    {
      name: "an extra field",
      req: () => jsonRequest({ ...BANNER, isAdmin: true }),
      status: 400,
      message: "The request contains fields this form does not accept.",
    },
    {
      name: "a __proto__ field",
      req: () =>
        jsonRequest(`{"email":"p@example.com","state":"TX","tags":["tx-newsletter"],"__proto__":{"x":1}}`, {
          raw: true,
        }),
      status: 400,
      message: /does not accept/,
    },
    { name: "a JSON array", req: () => jsonRequest([BANNER]), status: 400, message: /could not be read/ },
    { name: "JSON null", req: () => jsonRequest(null), status: 400, message: /could not be read/ },
    {
      name: "a JSON string",
      req: () => jsonRequest("reader@example.com"),
      status: 400,
      message: /could not be read/,
    },
    {
      name: "invalid JSON",
      req: () => jsonRequest('{"email": "reader@example.com",', { raw: true }),
      status: 400,
      message: "The request body is not valid JSON.",
    },
    {
      name: "an empty body",
      req: () => jsonRequest("", { raw: true }),
      status: 400,
      message: "The request body is not valid JSON.",
    },
    {
      name: "bytes that are not UTF-8",
      req: () =>
        new Request("https://tx.example.test/api/newsletter/subscribe", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
          body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
        }),
      status: 400,
      message: /not valid JSON/,
    },
    {
      name: "a form body",
      req: () =>
        jsonRequest("email=reader%40example.com", {
          raw: true,
          contentType: "application/x-www-form-urlencoded",
        }),
      status: 415,
      message: /as JSON/,
    },
    {
      name: "text/plain",
      req: () => jsonRequest(JSON.stringify(BANNER), { raw: true, contentType: "text/plain" }),
      status: 415,
      message: /as JSON/,
    },
    {
      name: "no content type",
      req: () => jsonRequest(JSON.stringify(BANNER), { raw: true, contentType: "" }),
      status: 415,
      message: /as JSON/,
    },
    {
      name: "JSON in another charset",
      req: () => jsonRequest(BANNER, { contentType: "application/json; charset=iso-8859-1" }),
      status: 415,
      message: /as JSON/,
    },
    {
      name: "a body over the size limit",
      req: () => jsonRequest({ ...POPUP, firstName: huge }),
      status: 413,
      message: "The request is too large.",
    },
    {
      name: "honeypot filled",
      req: () => jsonRequest({ ...BANNER, email: "bot@example.com", website: "https://spam.example" }),
      status: 400,
      message: "We couldn't process your request.",
    },
    {
      name: "honeypot filled with other errors",
      req: () => jsonRequest({ email: "nope", website: "x", extra: 1 }),
      status: 400,
      message: "We couldn't process your request.",
    },
    {
      name: "honeypot of the wrong type",
      req: () => jsonRequest({ ...BANNER, website: 5 }),
      status: 400,
      message: "We couldn't process your request.",
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.status}`, async () => {
      const before = await rowCount();
      const { status, body } = await post(c.req());
      expect(status).toBe(c.status);
      expect(body.ok).toBe(false);
      expect(body.status).toBe(c.status);
      expect(body.error).toBe(body.message);
      if (typeof c.message === "string") expect(body.message).toBe(c.message);
      else expect(body.message).toMatch(c.message);
      if (c.field) expect(body.fields?.[c.field]).toBe(body.message);
      expect(await rowCount()).toBe(before);
    });
  }

  it("answers in Spanish when the payload's language is es", async () => {
    const { status, body } = await post(jsonRequest({ ...BANNER, language: "es", email: "no-es-un-correo" }));
    expect(status).toBe(400);
    expect(body.message).toBe("Revise su correo electrónico: debe tener la forma nombre@ejemplo.com.");
  });

  it("answers in Spanish when the body cannot be read but the visitor came from a Spanish page", async () => {
    const { status, body } = await post(
      jsonRequest("{", { raw: true, referer: "https://tx.example.test/es/calculadora" }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe("El cuerpo de la solicitud no es JSON válido.");
  });

  it("GET and other methods get 405 with Allow: POST", async () => {
    const res = await loader({ request: jsonRequest(undefined, { method: "GET" }), params: {}, context: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    const put = await post(jsonRequest(BANNER, { method: "PUT" }));
    expect(put.status).toBe(405);
  });
});

describe("good subscriptions", () => {
  it("stores a banner subscription and says development mode when no provider is configured", async () => {
    const { status, body, headers } = await post(
      jsonRequest({ email: "dev@example.com", state: "TX", tags: ["tx-newsletter", "property-tax-updates"] }),
    );
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.status).toBe(200);
    expect(body.error).toBeUndefined();
    expect(body.message).toContain("development mode");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    const db = await formsDb();
    const { rows } = await db.query<Record<string, unknown>>(
      "select * from subscribers where email = 'dev@example.com'",
    );
    // language defaults to English when the banner leaves it out (spec §7).
    expect(rows[0]).toMatchObject({
      language: "en",
      source: "banner",
      delivery_status: "not-configured",
      first_name: null,
    });
  });

  it("the Spanish development-mode answer still carries the marker the client reads", async () => {
    const { body } = await post(jsonRequest({ ...BANNER, email: "dev-es@example.com", language: "es" }));
    expect(body.ok).toBe(true);
    expect(body.message).toContain("development mode");
    expect(body.message).toMatch(/Suscripción guardada/);
  });

  it("stores every popup field", async () => {
    const { status } = await post(jsonRequest(POPUP));
    expect(status).toBe(200);
    const db = await formsDb();
    const { rows } = await db.query<Record<string, unknown>>(
      "select *, calculated_tax::float8 as tax from subscribers where email = 'popup@example.com'",
    );
    expect(rows[0]).toMatchObject({
      first_name: "Ana",
      county: "Fort Bend",
      tax: 7421.5,
      source: "popup",
      tags: ["tx-calculator", "county-fort-bend"],
    });
  });

  it("the same address twice makes one row with merged tags, and both answers say it worked", async () => {
    const first = await post(jsonRequest({ ...BANNER, email: "Twice@Example.com" }));
    const second = await post(
      jsonRequest({
        ...POPUP,
        email: "twice@example.com",
        county: "Harris",
        tags: ["tx-calculator", "county-harris"],
      }),
    );
    expect(first.body.ok && second.body.ok).toBe(true);
    const db = await formsDb();
    const { rows } = await db.query<{ tags: string[] }>(
      "select tags from subscribers where lower(email) = 'twice@example.com'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].tags).toEqual(["tx-newsletter", "property-tax-updates", "tx-calculator", "county-harris"]);
  });

  it("50 concurrent subscriptions of different addresses make 50 rows", async () => {
    const before = await rowCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(jsonRequest({ ...BANNER, email: `many${i}@example.com` }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await rowCount()).toBe(before + 50);
  });
});

describe("rate limit", () => {
  it("the sixth request from one address in the window gets 429 with a clear message; others are not affected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const { status } = await post(jsonRequest({ ...BANNER, email: `limited${i}@example.com` }, { ip }));
      expect(status).toBe(200);
    }
    const before = await rowCount();
    const limited = await post(jsonRequest({ ...BANNER, email: "limited-over@example.com" }, { ip }));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, status: 429 });
    expect(limited.body.message).toBe(
      "Too many attempts from your connection. Please try again in 10 minutes.",
    );
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(590);
    expect(await rowCount()).toBe(before);

    const es = await post(
      jsonRequest({ ...BANNER, email: "limited-es@example.com", language: "es" }, { ip }),
    );
    expect(es.status).toBe(429);
    expect(es.body.message).toBe(
      "Hubo muchos intentos desde su conexión. Vuelva a intentarlo en 10 minutos.",
    );

    const other = await post(jsonRequest({ ...BANNER, email: "limited-other@example.com" }));
    expect(other.status).toBe(200);
  });

  it("counts refused requests too, so a flood of garbage is stopped the same way", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(jsonRequest("{", { raw: true, ip }))).status).toBe(400);
    expect((await post(jsonRequest(BANNER, { ip }))).status).toBe(429);
  });
});
