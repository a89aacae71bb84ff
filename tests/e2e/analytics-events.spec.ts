import { createHash } from "node:crypto";
import { expect, hydratingGoto, test, type Page } from "./page-ready";
import { allowAnalytics, declineAnalytics, events } from "./calculator-support";

// The spec's analytics events, pushed to the data layer only after the visitor consents: a
// missing page pushes page_not_found; a newsletter signup pushes the SHA-256 of the address,
// and the address itself appears nowhere in the data layer.
const cases = [
  {
    lang: "en",
    missing: "/no-such-page-here",
    page: "/faq",
    email: "Email address",
    submit: "Subscribe",
  },
  {
    lang: "es",
    missing: "/es/esta-pagina-no-existe",
    page: "/es/preguntas-frecuentes",
    email: "Correo electrónico",
    submit: "Suscribirme",
  },
] as const;

const randomIp = () => `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

async function dataLayerText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
}

for (const c of cases) {
  test(`${c.lang}: after consent, a missing page pushes page_not_found`, async ({ page }) => {
    await allowAnalytics(page);
    const res = await page.goto(c.missing);
    expect(res?.status()).toBe(404);
    await expect.poll(() => events(page, "page_not_found")).toHaveLength(1);
    const [event] = await events(page, "page_not_found");
    expect(event).toMatchObject({ path: c.missing, language: c.lang });
  });

  test(`${c.lang}: without consent, a missing page pushes nothing`, async ({ page }) => {
    await declineAnalytics(page);
    await page.goto(c.missing);
    await expect(page.getByTestId("not-found")).toBeVisible();
    expect(await events(page, "page_not_found")).toEqual([]);
  });

  test(`${c.lang}: a newsletter signup pushes the address's hash, never the address`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
    // Its own context (an address of its own for the rate limit), so goto() is told to wait for
    // hydration: a click before it would post the form as a document and push nothing.
    const page = hydratingGoto(await context.newPage());
    await allowAnalytics(page);
    await page.goto(c.page);
    const banner = page.locator("footer").getByRole("region", {
      name: /property tax updates|novedades de impuestos/i,
    });
    await expect(banner.getByRole("button")).toBeEnabled();
    const email = `Signup.${Date.now().toString(36)}@Example.com`;
    await banner.getByLabel(c.email).fill(email);
    await banner.getByRole("button", { name: c.submit }).click();
    // The first subscription of a fresh server also opens its database: give it time.
    await expect.poll(() => events(page, "newsletter_signup"), { timeout: 20_000 }).toHaveLength(1);
    const [event] = await events(page, "newsletter_signup");
    // Computed here with Node's crypto, from the trimmed, lower-cased address.
    const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
    expect(event).toMatchObject({ email_hash: digest, form: "default", state: "TX" });
    const layer = (await dataLayerText(page)).toLowerCase();
    expect(layer).not.toContain(email.toLowerCase());
    expect(layer).not.toContain(email.split("@")[0].toLowerCase());
    await context.close();
  });
}

for (const path of ["/", "/es"]) {
  test(`${path}: web vitals are measured after consent, and their code is not fetched before`, async ({
    browser,
  }) => {
    const declined = await browser.newPage();
    await declineAnalytics(declined);
    const fetched: string[] = [];
    declined.on("request", (r) => {
      if (/web-vitals/.test(r.url())) fetched.push(r.url());
    });
    await declined.goto(path);
    await declined.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await declined.close();

    const page = await browser.newPage();
    await allowAnalytics(page);
    await page.goto(path);
    await expect
      .poll(async () => (await events(page, "web_vital")).map((e) => e.metric), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
    const [ttfb] = (await events(page, "web_vital")).filter((e) => e.metric === "TTFB");
    expect(ttfb).toMatchObject({ path, rating: expect.stringMatching(/good|needs-improvement|poor/) });
    await page.close();
  });
}
