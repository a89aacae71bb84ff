import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formsDb } from "~/forms/db.server";
import { providerConfig, redeliverFailed } from "~/forms/delivery.server";
import { verifyUnsubscribeToken } from "~/forms/unsubscribe-token.server";
import { action } from "~/routes/api.newsletter.subscribe";
import { jsonRequest } from "./support";

// The provider's address is only known once the stand-in listens, and the environment is
// read once: start it before anything else runs.
const stand = await vi.hoisted(async () => {
  const { isolatedFormsEnv, startProviderStandIn } = await import("./support");
  const s = await startProviderStandIn();
  isolatedFormsEnv({
    NEWSLETTER_PROVIDER_URL: s.url,
    NEWSLETTER_PROVIDER_KEY: "test-provider-key",
    NEWSLETTER_PROVIDER_TIMEOUT_MS: "400",
  });
  return s;
});

// With NEWSLETTER_PROVIDER_URL and _KEY set, each stored subscription is forwarded to the
// provider (here a local stand-in). The row is stored before the provider is asked, so a
// provider failure never loses a subscription: it is marked and retried.

async function post(body: unknown) {
  const res = await action({ request: jsonRequest(body), params: {}, context: {} });
  return { status: res.status, body: (await res.json()) as { ok: boolean; message: string; status: number } };
}

async function row(email: string) {
  const db = await formsDb();
  return (await db.query<Record<string, unknown>>("select * from subscribers where email = $1", [email]))
    .rows[0];
}

afterAll(() => stand.close());
beforeEach(() => {
  stand.mode = 201;
  stand.requests.length = 0;
});

describe("forwarding to the e-mail provider", () => {
  it("posts the stored subscription as JSON with the bearer key and an unsubscribe link", async () => {
    const { status, body } = await post({
      email: "fwd@example.com",
      firstName: "Luis",
      state: "TX",
      county: "Harris",
      language: "es",
      calculatedTax: 5120,
      tags: ["tx-calculator", "county-harris"],
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.message).not.toContain("development mode");
    expect(body.message).toBe("¡Gracias! Revise su correo electrónico para confirmar su suscripción.");

    expect(stand.requests).toHaveLength(1);
    const sent = stand.requests[0];
    expect(sent.headers.authorization).toBe("Bearer test-provider-key");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.body).toMatchObject({
      email: "fwd@example.com",
      firstName: "Luis",
      state: "TX",
      county: "Harris",
      language: "es",
      calculatedTax: 5120,
      source: "popup",
      tags: ["tx-calculator", "county-harris"],
    });
    const link = new URL((sent.body as { unsubscribeUrl: string }).unsubscribeUrl);
    expect(link.origin + link.pathname).toBe("https://tx.example.test/es/cancelar-suscripcion");
    const check = verifyUnsubscribeToken(link.searchParams.get("token"), process.env.SESSION_SECRET!);
    expect(check.ok).toBe(true);
    expect(await row("fwd@example.com")).toMatchObject({ delivery_status: "sent", delivery_attempts: 1 });
  });

  it("a provider error keeps the row, marks it failed, and a later pass delivers it", async () => {
    stand.mode = 503;
    const { status, body } = await post({
      email: "later@example.com",
      state: "TX",
      tags: ["tx-newsletter", "property-tax-updates"],
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.message).toMatch(/saved/);
    expect(await row("later@example.com")).toMatchObject({
      delivery_status: "failed",
      delivery_attempts: 1,
      delivery_error: "provider answered HTTP 503",
    });

    stand.mode = 200;
    const db = await formsDb();
    expect(await redeliverFailed(db, providerConfig()!)).toBeGreaterThanOrEqual(1);
    expect(await row("later@example.com")).toMatchObject({
      delivery_status: "sent",
      delivery_attempts: 2,
      delivery_error: null,
    });
    expect(
      stand.requests.filter((r) => (r.body as { email: string }).email === "later@example.com"),
    ).toHaveLength(2);
  });

  it("a provider that does not answer times out; the visitor still gets an answer and the row is kept", async () => {
    stand.mode = "hang";
    const started = Date.now();
    const { status, body } = await post({
      email: "slow@example.com",
      state: "TX",
      tags: ["tx-newsletter", "property-tax-updates"],
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(await row("slow@example.com")).toMatchObject({
      delivery_status: "failed",
      delivery_error: "no answer within 400 ms",
    });
  });

  it("a provider that cannot be reached at all is a failed delivery, not a failed subscription", async () => {
    await stand.close();
    const { status, body } = await post({
      email: "unreachable@example.com",
      state: "TX",
      tags: ["tx-newsletter", "property-tax-updates"],
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    const r = await row("unreachable@example.com");
    expect(r.delivery_status).toBe("failed");
    expect(String(r.delivery_error)).toMatch(/^request failed/);
  });
});
