import tsconfigPaths from "vite-tsconfig-paths";
import { build, type Rollup } from "vite";
import { HUB_URL, TX_URL } from "../../playwright.config";
import { expect, hydratingGoto, test, type Browser, type Page, type Route } from "./page-ready";

// The newsletter forms in Chromium. The footer banner is tested on the Texas build; the
// popup, which the calculator opens, is tested on a page of its own (newsletter-popup
// harness, bundled here by Vite) whose subscriptions go to the same Texas server.

const CONSENT = JSON.stringify({ analytics: false, marketing: false, at: "2026-01-01T00:00:00Z" });
let ipSeed = Math.floor(Math.random() * 200) + 1;
const nextIp = () => `198.19.${ipSeed}.${(ipSeed = (ipSeed % 250) + 1)}`;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function visitor(browser: Browser, opts: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ ...opts, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
  await context.addInitScript((consent) => localStorage.setItem("analytics_consent", consent), CONSENT);
  return opts.javaScriptEnabled === false ? context.newPage() : hydratingGoto(await context.newPage());
}

const banner = (page: Page) =>
  page.locator("footer").getByRole("region", { name: /property tax updates|novedades de impuestos/i });

/** Waits until React has hydrated the footer (the banner's button is enabled only then). */
async function ready(page: Page) {
  await expect(banner(page).getByRole("button")).toBeEnabled();
}

test.describe("footer newsletter banner", () => {
  test("a subscription in development mode shows the thank-you line and nothing more", async ({
    browser,
  }) => {
    const page = await visitor(browser);
    await page.goto("/faq");
    await ready(page);
    const b = banner(page);
    await b.getByLabel("Email address").fill(uniqueEmail("banner"));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/newsletter/subscribe")),
      b.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    const sent = JSON.parse(request.postData() ?? "{}");
    expect(sent).toMatchObject({
      state: "TX",
      language: "en",
      tags: ["tx-newsletter", "property-tax-updates"],
    });
    expect(Object.keys(sent).sort()).toEqual(["email", "language", "state", "tags"]);
    await expect(b.getByText("Thank you! Check your email to confirm your subscription.")).toBeVisible();
    await expect(b.getByText("Thank you! Check your email to confirm your subscription.")).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.getByText("Success! Please check your email to confirm.")).toHaveCount(0);
  });

  test("with an e-mail provider the answer also brings the confirmation toast, whose code comes with it", async ({
    browser,
  }) => {
    const page = await visitor(browser);
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          ok: true,
          message: "Thank you! Check your email to confirm your subscription.",
          status: 200,
        }),
      }),
    );
    // sonner's code (it carries its stylesheet, whose variables start --toast-) is fetched with the
    // first toast. The layout's own code names sonner's toaster, so the toaster's name won't do.
    const toastCode: string[] = [];
    page.on("response", async (res) => {
      if (!/\.js(\?|$)/.test(res.url())) return;
      const body = await res.text().catch(() => "");
      if (body.includes("--toast-icon-margin-start")) toastCode.push(res.url());
    });
    await page.goto("/faq");
    await ready(page);
    await page.waitForLoadState("networkidle");
    expect(toastCode).toEqual([]);
    await banner(page).getByLabel("Email address").fill("toast@example.com");
    await banner(page).getByRole("button", { name: "Subscribe" }).click();
    const region = page.getByRole("region", { name: /^Notifications/ });
    await expect(region.locator("[data-sonner-toast]")).toContainText(
      "Success! Please check your email to confirm.",
    );
    // The response's body is read after the toast may already show: wait for it to be seen.
    await expect.poll(() => toastCode).toHaveLength(1);
  });

  test("a bad address is caught in the browser, in the same words the server uses, without a request", async ({
    browser,
  }) => {
    const page = await visitor(browser);
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/newsletter/subscribe")) requests++;
    });
    await page.goto("/faq");
    await ready(page);
    await banner(page).getByLabel("Email address").fill("someone@");
    await banner(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(banner(page).getByRole("alert")).toHaveText(
      "Please enter a valid email address, such as name@example.com.",
    );
    await expect(banner(page).getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(requests).toBe(0);
  });

  test("the server's error text is shown when it gives one", async ({ browser }) => {
    const page = await visitor(browser);
    await page.goto("/faq");
    await ready(page);
    // What a form-filling bot does: the server refuses it with its generic text.
    await banner(page)
      .locator('input[name="website"]')
      .evaluate((el: HTMLInputElement) => (el.value = "https://spam.example"));
    await banner(page).getByLabel("Email address").fill("bot@example.com");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/newsletter/subscribe")),
      banner(page).getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(banner(page).getByRole("alert")).toHaveText("We couldn't process your request.");
  });

  test("a network failure, or an answer without error text, shows the default error", async ({ browser }) => {
    const page = await visitor(browser);
    await page.goto("/faq");
    await ready(page);
    await page.route("**/api/newsletter/subscribe", (route) => route.abort("internetdisconnected"));
    await banner(page).getByLabel("Email address").fill("offline@example.com");
    await banner(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(banner(page).getByRole("alert")).toHaveText("Something went wrong. Please try again.");

    await page.unroute("**/api/newsletter/subscribe");
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await banner(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(banner(page).getByRole("alert")).toHaveText("Something went wrong. Please try again.");
  });

  test("in Spanish the banner speaks Spanish and sends language es", async ({ browser }) => {
    const page = await visitor(browser);
    await page.goto("/es/preguntas-frecuentes");
    await ready(page);
    const b = banner(page);
    await b.getByLabel("Correo electrónico").fill(uniqueEmail("es"));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/newsletter/subscribe")),
      b.getByRole("button", { name: "Suscribirme" }).click(),
    ]);
    expect(JSON.parse(request.postData() ?? "{}").language).toBe("es");
    await expect(
      b.getByText("¡Gracias! Revise su correo electrónico para confirmar su suscripción."),
    ).toBeVisible();
  });

  test("without JavaScript the button stays disabled, so no address ends up in a URL", async ({
    browser,
  }) => {
    const page = await visitor(browser, { javaScriptEnabled: false });
    await page.goto("/faq");
    await expect(banner(page).getByRole("button", { name: "Subscribe" })).toBeDisabled();
  });

  test("the guides-only hub has no newsletter", async ({ browser }) => {
    const page = await visitor(browser);
    await page.goto(`${HUB_URL}/faq`);
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.locator(".newsletter-banner")).toHaveCount(0);
  });
});

// ---- the popup ----

const HARNESS = "http://harness.test";
let bundle: { js: string; css: string };

test.beforeAll(async () => {
  const result = (await build({
    configFile: false,
    logLevel: "silent",
    plugins: [tsconfigPaths()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      target: "es2022",
      minify: false,
      lib: { entry: "tests/e2e/newsletter-popup.harness.ts", formats: ["es"], fileName: "harness" },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunk = outputs.find((o): o is Rollup.OutputChunk => o.type === "chunk");
  const css = outputs.filter(
    (o): o is Rollup.OutputAsset => o.type === "asset" && o.fileName.endsWith(".css"),
  );
  bundle = { js: chunk!.code, css: css.map((a) => String(a.source)).join("\n") };
});

type ApiAnswer = { status: number; body: unknown } | "network-error" | "server";

/** Opens the harness; subscriptions go to the Texas server unless `answer` says otherwise. */
async function popupPage(browser: Browser, query = "", answer: () => ApiAnswer = () => "server") {
  const page = await visitor(browser);
  const sent: Record<string, unknown>[] = [];
  await page.route(`${HARNESS}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/harness.js")
      return route.fulfill({ contentType: "text/javascript", body: bundle.js });
    if (url.pathname === "/api/newsletter/subscribe") {
      sent.push(JSON.parse(route.request().postData() ?? "null"));
      const a = answer();
      if (a === "network-error") return route.abort("internetdisconnected");
      if (a === "server") {
        const res = await route.fetch({ url: `${TX_URL}/api/newsletter/subscribe` });
        return route.fulfill({ response: res });
      }
      return route.fulfill({
        status: a.status,
        contentType: "application/json",
        body: JSON.stringify(a.body),
      });
    }
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${bundle.css}</style></head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>`,
    });
  });
  // The page's clock runs as usual until a test pauses it (page.clock.pauseAt).
  await page.clock.install();
  await page.goto(`${HARNESS}/${query}`);
  await expect(page.getByRole("button", { name: "Calculate" })).toBeVisible();
  return { page, sent };
}

test.describe("newsletter popup", () => {
  test("opens 3 seconds after the first calculation, as an accessible modal dialog, once ever", async ({
    browser,
  }) => {
    const { page } = await popupPage(browser);
    const calculate = page.getByRole("button", { name: "Calculate" });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await calculate.click();
    const dialog = page.getByRole("dialog", { name: "Keep track of your property taxes" });
    await page.clock.runFor(2900);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toHaveAccessibleDescription(/Harris County, Texas/);
    await expect(dialog.getByLabel("First name")).toBeFocused();

    // Focus stays inside: Tab from the last control wraps to the first, Shift+Tab back.
    await dialog.getByRole("button", { name: "No thanks" }).focus();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "No thanks" })).toBeFocused();

    // Escape closes it and focus returns to where it was.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(calculate).toBeFocused();

    // Once ever: another calculation, even after a reload, does not bring it back.
    await calculate.click();
    await page.reload();
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.clock.runFor(5000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("first name and e-mail are required, checked before sending", async ({ browser }) => {
    const { page, sent } = await popupPage(browser);
    await page.getByRole("button", { name: "Open popup" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Send me updates" }).click();
    await expect(dialog.getByText("Please enter your first name.")).toBeVisible();
    await expect(dialog.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("First name").fill("Ana");
    await dialog.getByRole("button", { name: "Send me updates" }).click();
    await expect(dialog.getByText("Please enter your email address.")).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("sends the spec's popup payload, says it worked, then closes after 3 seconds and resets", async ({
    browser,
  }) => {
    const { page, sent } = await popupPage(browser);
    await page.getByRole("button", { name: "Open popup" }).click();
    const dialog = page.getByRole("dialog");
    const email = uniqueEmail("popup");
    await dialog.getByLabel("First name").fill("Ana");
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByRole("button", { name: "Send me updates" }).click();
    await expect(dialog.getByRole("heading", { name: "Subscribed successfully!" })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    expect(sent).toEqual([
      {
        email,
        firstName: "Ana",
        state: "TX",
        county: "Harris",
        language: "en",
        calculatedTax: 6789.4,
        tags: ["tx-calculator", "county-harris"],
      },
    ]);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.clock.runFor(2500);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Open popup" }).click();
    await expect(page.getByRole("dialog").getByLabel("First name")).toHaveValue("");
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Keep track of your property taxes" }),
    ).toBeVisible();
  });

  test("the server's error text is shown; a network failure shows the default", async ({ browser }) => {
    let answer: ApiAnswer = {
      status: 400,
      body: {
        ok: false,
        error: "This site does not offer a newsletter for that state.",
        message: "This site does not offer a newsletter for that state.",
        status: 400,
      },
    };
    const { page } = await popupPage(browser, "", () => answer);
    await page.getByRole("button", { name: "Open popup" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("First name").fill("Ana");
    await dialog.getByLabel("Email address").fill("ana@example.com");
    await dialog.getByRole("button", { name: "Send me updates" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "This site does not offer a newsletter for that state.",
    );

    answer = "network-error";
    await dialog.getByRole("button", { name: "Send me updates" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    await expect(dialog).toBeVisible();
  });

  test("in Spanish, without a county, with an e-mail provider: Spanish texts, no county tag, and the toast", async ({
    browser,
  }) => {
    const { page, sent } = await popupPage(browser, "?lang=es&noCounty", () => ({
      status: 200,
      body: { ok: true, message: "¡Gracias!", status: 200 },
    }));
    await page.getByRole("button", { name: "Open popup" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("Esté al tanto de sus impuestos prediales");
    await dialog.getByLabel("Nombre").fill("Luis");
    await dialog.getByLabel("Correo electrónico").fill("luis@ejemplo.com");
    await dialog.getByRole("button", { name: "Quiero recibir novedades" }).click();
    await expect(dialog.getByRole("heading", { name: "¡Suscripción exitosa!" })).toBeVisible();
    await expect(page.getByText("¡Listo! Revise su correo electrónico para confirmar.")).toBeVisible();
    expect(sent[0]).toMatchObject({ language: "es", tags: ["tx-calculator"] });
    expect(sent[0]).not.toHaveProperty("county");
  });
});
