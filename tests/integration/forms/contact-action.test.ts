import { beforeAll, describe, expect, it, vi } from "vitest";
import { getFixedT } from "~/i18n/i18n.server";
import type { ContactActionData } from "~/forms/contact-schema";
import { formsDb } from "~/forms/db.server";
import { action, headers as contactHeaders } from "~/pages/contact";
import { formRequest, freshIp, unwrap } from "./support";

vi.hoisted(async () => {
  const { isolatedFormsEnv } = await import("./support");
  isolatedFormsEnv();
});

// The contact page's action, called as Remix calls it. Refusals carry translation keys the
// page renders; the tests check the keys and, for a few, the words a visitor reads.

type Failed = Extract<ContactActionData, { ok: false }>;

const GOOD = {
  name: "María López",
  email: "maria@example.com",
  subject: "Harris County rate",
  message: "The 2025 rate for Harris County looks out of date.",
};

async function submit(req: Request) {
  return unwrap<ContactActionData>(await action({ request: req, params: {}, context: {} }));
}

async function messages(): Promise<number> {
  const db = await formsDb();
  return Number((await db.query<{ n: number }>("select count(*)::int as n from contact_messages")).rows[0].n);
}

beforeAll(async () => {
  await formsDb();
});

describe("bad inputs: a 4xx naming the problem, values kept, nothing stored", () => {
  const cases: {
    name: string;
    req: () => Request;
    status: number;
    field?: string;
    formError?: string;
    key: string;
  }[] = [
    {
      name: "missing email",
      req: () => formRequest("/contact", { ...GOOD, email: "" }),
      status: 400,
      field: "email",
      key: "contact.errors.emailRequired",
    },
    {
      name: "email field absent",
      req: () => formRequest("/contact", { name: GOOD.name, subject: GOOD.subject, message: GOOD.message }),
      status: 400,
      field: "email",
      key: "contact.errors.emailRequired",
    },
    {
      name: "malformed email",
      req: () => formRequest("/contact", { ...GOOD, email: "maria@" }),
      status: 400,
      field: "email",
      key: "contact.errors.emailInvalid",
    },
    {
      name: "email of 300 characters",
      req: () => formRequest("/contact", { ...GOOD, email: `${"m".repeat(290)}@example.com` }),
      status: 400,
      field: "email",
      key: "contact.errors.emailTooLong",
    },
    {
      name: "missing name",
      req: () => formRequest("/contact", { ...GOOD, name: "   " }),
      status: 400,
      field: "name",
      key: "contact.errors.nameRequired",
    },
    {
      name: "name of 101 characters",
      req: () => formRequest("/contact", { ...GOOD, name: "N".repeat(101) }),
      status: 400,
      field: "name",
      key: "contact.errors.nameTooLong",
    },
    {
      name: "name with markup",
      req: () => formRequest("/contact", { ...GOOD, name: "<b>Bob</b>" }),
      status: 400,
      field: "name",
      key: "contact.errors.nameInvalid",
    },
    {
      name: "missing subject",
      req: () => formRequest("/contact", { ...GOOD, subject: "" }),
      status: 400,
      field: "subject",
      key: "contact.errors.subjectRequired",
    },
    {
      name: "subject of 151 characters",
      req: () => formRequest("/contact", { ...GOOD, subject: "S".repeat(151) }),
      status: 400,
      field: "subject",
      key: "contact.errors.subjectTooLong",
    },
    {
      name: "missing message",
      req: () => formRequest("/contact", { ...GOOD, message: "" }),
      status: 400,
      field: "message",
      key: "contact.errors.messageRequired",
    },
    {
      name: "message too short",
      req: () => formRequest("/contact", { ...GOOD, message: "Hi there" }),
      status: 400,
      field: "message",
      key: "contact.errors.messageTooShort",
    },
    {
      name: "message of 2001 characters",
      req: () => formRequest("/contact", { ...GOOD, message: "M".repeat(2001) }),
      status: 400,
      field: "message",
      key: "contact.errors.messageTooLong",
    },
    {
      name: "message with a NUL byte",
      req: () => formRequest("/contact", { ...GOOD, message: "Hello there\u0000friend" }),
      status: 400,
      field: "message",
      key: "contact.errors.messageInvalid",
    },
    {
      name: "message with a bidi override",
      req: () => formRequest("/contact", { ...GOOD, message: "Pay to \u202Etnuocca ym\u202C today" }),
      status: 400,
      field: "message",
      key: "contact.errors.messageInvalid",
    },
    {
      name: "an extra field",
      req: () => formRequest("/contact", { ...GOOD, role: "admin" }),
      status: 400,
      formError: "contact.errors.unknownField",
      key: "contact.errors.unknownField",
    },
    {
      name: "a field sent twice",
      req: () =>
        formRequest("/contact", [...Object.entries(GOOD), ["email", "other@example.com"]] as [
          string,
          string,
        ][]),
      status: 400,
      formError: "contact.errors.unknownField",
      key: "contact.errors.unknownField",
    },
    {
      name: "a file instead of text",
      req: () => {
        const form = new FormData();
        for (const [k, v] of Object.entries(GOOD)) form.append(k, v);
        form.set("message", new Blob(["a file"]), "notes.txt");
        return new Request("https://tx.example.test/contact", {
          method: "POST",
          headers: { "X-Forwarded-For": freshIp() },
          body: form,
        });
      },
      status: 400,
      formError: "contact.errors.unknownField",
      key: "contact.errors.unknownField",
    },
    {
      name: "a JSON body",
      req: () => formRequest("/contact", JSON.stringify(GOOD), { contentType: "application/json" }),
      status: 415,
      formError: "contact.errors.unsupportedType",
      key: "contact.errors.unsupportedType",
    },
    {
      name: "text/plain",
      req: () => formRequest("/contact", "name=a", { contentType: "text/plain" }),
      status: 415,
      formError: "contact.errors.unsupportedType",
      key: "contact.errors.unsupportedType",
    },
    {
      name: "a broken multipart body",
      req: () =>
        formRequest("/contact", "--xyz\r\nnot really multipart", {
          contentType: "multipart/form-data; boundary=xyz",
        }),
      status: 400,
      formError: "contact.errors.invalid",
      key: "contact.errors.invalid",
    },
    {
      name: "a body over the size limit",
      req: () => formRequest("/contact", { ...GOOD, message: "M".repeat(12_000) }),
      status: 413,
      formError: "contact.errors.tooLarge",
      key: "contact.errors.tooLarge",
    },
    {
      name: "honeypot filled",
      req: () => formRequest("/contact", { ...GOOD, website: "https://spam.example" }),
      status: 400,
      formError: "contact.errors.rejected",
      key: "contact.errors.rejected",
    },
    {
      name: "honeypot filled on an otherwise bad form",
      req: () => formRequest("/contact", { email: "x", website: "y" }),
      status: 400,
      formError: "contact.errors.rejected",
      key: "contact.errors.rejected",
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.status}`, async () => {
      const before = await messages();
      const { status, body, headers } = await submit(c.req());
      expect(status).toBe(c.status);
      expect(body.ok).toBe(false);
      const failed = body as Failed;
      if (c.field) expect(failed.fieldErrors[c.field as keyof Failed["fieldErrors"]]).toBe(c.key);
      if (c.formError) expect(failed.formError).toBe(c.formError);
      expect(headers.get("Cache-Control")).toBe("private, no-store");
      expect(await messages()).toBe(before);
    });
  }

  it("keeps what the visitor typed, and lists every field's problem at once", async () => {
    const { body } = await submit(
      formRequest("/contact", { name: "", email: "bad", subject: "Rates", message: "short" }),
    );
    const failed = body as Failed;
    expect(failed.values).toEqual({ name: "", email: "bad", subject: "Rates", message: "short" });
    expect(failed.fieldErrors).toEqual({
      name: "contact.errors.nameRequired",
      email: "contact.errors.emailInvalid",
      message: "contact.errors.messageTooShort",
    });
  });

  it("every error key the action can give exists in both languages, with different words", async () => {
    const [en, es] = await Promise.all([getFixedT("en", "TX"), getFixedT("es", "TX")]);
    const keys = cases
      .map((c) => c.key)
      .concat(["contact.errors.unavailable", "contact.errors.network", "contact.errors.tooMany"]);
    for (const key of keys) {
      const english = en(key, { count: 2 });
      const spanish = es(key, { count: 2 });
      expect(english, key).not.toBe(key);
      expect(spanish, key).not.toBe(english);
    }
    expect(es("contact.errors.emailInvalid")).toBe(
      "Revise su correo electrónico: debe tener la forma nombre@ejemplo.com.",
    );
  });
});

describe("good messages", () => {
  it("stores a message from the English page, trimmed, with its language and state", async () => {
    const { status, body } = await submit(formRequest("/contact", { ...GOOD, name: "  María López " }));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    const db = await formsDb();
    const { rows } = await db.query<Record<string, unknown>>(
      "select * from contact_messages order by id desc limit 1",
    );
    expect(rows[0]).toMatchObject({
      name: "María López",
      email: GOOD.email,
      subject: GOOD.subject,
      message: GOOD.message,
      language: "en",
      state: "TX",
    });
    expect(rows[0].received_at).toBeInstanceOf(Date);
  });

  it("stores a message from the Spanish page as Spanish, sent as multipart", async () => {
    const { status } = await submit(
      formRequest(
        "/es/contacto",
        { ...GOOD, subject: "Tasa del condado", message: "La tasa del condado parece vieja.\r\nSaludos." },
        { multipart: true },
      ),
    );
    expect(status).toBe(200);
    const db = await formsDb();
    const { rows } = await db.query<Record<string, unknown>>(
      "select * from contact_messages order by id desc limit 1",
    );
    expect(rows[0]).toMatchObject({ language: "es", subject: "Tasa del condado" });
  });

  it("an empty honeypot is what people send, and is accepted", async () => {
    const { status } = await submit(formRequest("/contact", { ...GOOD, website: "" }));
    expect(status).toBe(200);
  });
});

describe("rate limit", () => {
  it("the sixth message from one address in the window gets 429 with the minutes to wait", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await submit(formRequest("/contact", GOOD, { ip }))).status).toBe(200);
    const before = await messages();
    const { status, body, headers } = await submit(formRequest("/contact", GOOD, { ip }));
    expect(status).toBe(429);
    expect(body).toMatchObject({
      ok: false,
      formError: "contact.errors.tooMany",
      formErrorValues: { count: 10 },
    });
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(590);
    expect(await messages()).toBe(before);
    const en = await getFixedT("en", "TX");
    expect(en("contact.errors.tooMany", { count: 10 })).toBe(
      "Too many messages from your connection. Please try again in 10 minutes.",
    );
  });
});

describe("the page's caching", () => {
  it("an answered form is private; the plain page keeps its shared cache policy", () => {
    const answered = contactHeaders({
      actionHeaders: new Headers({ "Cache-Control": "private, no-store", "Retry-After": "60" }),
      loaderHeaders: new Headers({ "Cache-Control": "public, max-age=300" }),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(answered).get("Cache-Control")).toBe("private, no-store");
    expect(new Headers(answered).get("Retry-After")).toBe("60");
    const plain = contactHeaders({
      actionHeaders: new Headers(),
      loaderHeaders: new Headers({ "Cache-Control": "public, max-age=300" }),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(plain).get("Cache-Control")).toBe("public, max-age=300");
  });
});
