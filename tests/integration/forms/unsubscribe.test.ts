import { beforeAll, describe, expect, it, vi } from "vitest";
import { formsDb } from "~/forms/db.server";
import { unsubscribeUrl } from "~/forms/delivery.server";
import { saveSubscription, type Subscriber } from "~/forms/subscribers.server";
import type { UnsubscribeView } from "~/forms/unsubscribe.server";
import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
} from "~/forms/unsubscribe-token.server";
import { action, loader } from "~/pages/unsubscribe";
import { formRequest, freshIp, unwrap } from "./support";

vi.hoisted(async () => {
  const { isolatedFormsEnv } = await import("./support");
  isolatedFormsEnv();
});

const SECRET = "test-secret-for-forms-0123456789";

describe("unsubscribe tokens", () => {
  const row = "AbCdEfGhIjKlMnOpQrStUvWx";

  it("a signed token verifies and names its row", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(row, SECRET), SECRET)).toEqual({
      ok: true,
      rowToken: row,
    });
  });

  it("a changed character anywhere is refused", () => {
    const token = signUnsubscribeToken(row, SECRET);
    for (const i of [0, row.length + 2, token.length - 1]) {
      const c = token[i] === "A" ? "B" : "A";
      const changed = token.slice(0, i) + c + token.slice(i + 1);
      expect(verifyUnsubscribeToken(changed, SECRET).ok, `position ${i}`).toBe(false);
    }
  });

  it("another secret's token is refused", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(row, "another-secret-0123456789"), SECRET)).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("expires after the link lifetime", () => {
    const issued = Date.UTC(2025, 0, 1);
    const token = signUnsubscribeToken(row, SECRET, issued);
    expect(verifyUnsubscribeToken(token, SECRET, issued + (UNSUBSCRIBE_LINK_DAYS - 1) * 86400_000).ok).toBe(
      true,
    );
    expect(verifyUnsubscribeToken(token, SECRET, issued + (UNSUBSCRIBE_LINK_DAYS + 1) * 86400_000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("names what is wrong with a token that is not one", () => {
    expect(verifyUnsubscribeToken(null, SECRET)).toEqual({ ok: false, reason: "missing" });
    expect(verifyUnsubscribeToken("", SECRET)).toEqual({ ok: false, reason: "missing" });
    for (const bad of ["abc", "a.b", "a.b.c.d", `${row}.zzzzzzzzzzzz.sig`, `short.k0.sig`, "x".repeat(500)]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});

describe("the unsubscribe page", () => {
  let subscriber: Subscriber;
  let link: URL;

  beforeAll(async () => {
    const db = await formsDb();
    ({ subscriber } = await saveSubscription(
      db,
      {
        source: "banner",
        email: "leaving@example.com",
        state: "TX",
        language: "en",
        tags: ["tx-newsletter"],
        firstName: null,
        county: null,
        calculatedTax: null,
      },
      "not-configured",
    ));
    link = new URL(unsubscribeUrl(subscriber));
  });

  async function land(url: string) {
    return unwrap<{ view: UnsubscribeView }>(
      await loader({ request: new Request(url), params: {}, context: {} }),
    );
  }
  async function confirm(path: string, token: string | null) {
    return unwrap<{ view: UnsubscribeView }>(
      await action({ request: formRequest(path, token === null ? {} : { token }), params: {}, context: {} }),
    );
  }
  const unsubscribedAt = async () =>
    (
      await (
        await formsDb()
      ).query<{ u: Date | null }>("select unsubscribed_at as u from subscribers where id = $1", [
        subscriber.id,
      ])
    ).rows[0].u;

  it("the link asks for confirmation first, showing the address masked, and changes nothing", async () => {
    expect(link.pathname).toBe("/unsubscribe");
    const { status, body, headers } = await land(`https://tx.example.test${link.pathname}${link.search}`);
    expect(status).toBe(200);
    expect(body.view).toMatchObject({ kind: "confirm", email: "l•••@example.com", state: "TX" });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(await unsubscribedAt()).toBeNull();
  });

  it("the Spanish page answers the same link", async () => {
    const { status, body } = await land(`https://tx.example.test/es/cancelar-suscripcion${link.search}`);
    expect(status).toBe(200);
    expect(body.view.kind).toBe("confirm");
  });

  it("a link without a token, or with a changed one, gets a 400 page and changes nothing", async () => {
    expect((await land("https://tx.example.test/unsubscribe")).status).toBe(400);
    expect((await land("https://tx.example.test/unsubscribe")).body.view).toEqual({
      kind: "invalid",
      reason: "missing",
    });
    const token = link.searchParams.get("token")!;
    const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    const forgedPage = await land(`https://tx.example.test/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(forgedPage.status).toBe(400);
    expect(forgedPage.body.view).toEqual({ kind: "invalid", reason: "signature" });
    const posted = await confirm("/unsubscribe", forged);
    expect(posted.status).toBe(400);
    expect(await unsubscribedAt()).toBeNull();
  });

  it("an expired link gets a 400 page saying so", async () => {
    const old = signUnsubscribeToken(
      subscriber.unsubscribeToken,
      SECRET,
      Date.now() - (UNSUBSCRIBE_LINK_DAYS + 2) * 86400_000,
    );
    const page = await land(`https://tx.example.test/unsubscribe?token=${encodeURIComponent(old)}`);
    expect(page.status).toBe(400);
    expect(page.body.view).toEqual({ kind: "invalid", reason: "expired" });
    expect((await confirm("/unsubscribe", old)).status).toBe(400);
    expect(await unsubscribedAt()).toBeNull();
  });

  it("a well-signed token for a row that does not exist is refused", async () => {
    const ghost = signUnsubscribeToken("NoSuchRowTokenNoSuchRowT", SECRET);
    const page = await land(`https://tx.example.test/unsubscribe?token=${encodeURIComponent(ghost)}`);
    expect(page.status).toBe(400);
    expect(page.body.view).toEqual({ kind: "invalid", reason: "unknown" });
  });

  it("the button unsubscribes; pressing it again, or opening the link again, says it is already done", async () => {
    const token = link.searchParams.get("token")!;
    const done = await confirm("/unsubscribe", token);
    expect(done.status).toBe(200);
    expect(done.body.view).toMatchObject({ kind: "done", email: "l•••@example.com", state: "TX" });
    const at = await unsubscribedAt();
    expect(at).toBeInstanceOf(Date);

    expect((await confirm("/es/cancelar-suscripcion", token)).body.view).toEqual({ kind: "already" });
    expect(
      (await land(`https://tx.example.test/unsubscribe?token=${encodeURIComponent(token)}`)).body.view,
    ).toEqual({ kind: "already" });
    expect(await unsubscribedAt()).toEqual(at);
  });

  it("a JSON body is not a confirmation", async () => {
    const req = new Request("https://tx.example.test/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
      body: JSON.stringify({ token: "x" }),
    });
    const res = unwrap<{ view: UnsubscribeView }>(await action({ request: req, params: {}, context: {} }));
    expect(res.status).toBe(415);
    expect(res.body.view).toEqual({ kind: "refused", error: "newsletter.errors.invalid" });
  });
});
