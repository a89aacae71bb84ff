import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseNdjson } from "../../app/content/source.server";
import { HUB_URL, TX_URL } from "../../playwright.config";
import { startLakeStub, type LakeStub } from "../support/content-lake-stub";
import { startSiteOverLake } from "../support/site-over-lake";
import { expect, hydratingGoto, test, type Browser, type Page } from "./page-ready";
import { e2ePort, e2eUrl } from "./ports";
import { startStateServer, stopStateServer } from "./state-server";

// Issue 19's remaining spec pieces, in both languages: the home page's ways to pay (Texas on the
// configured build, Florida on one this file starts, offset 33), the calculator page's own
// newsletter banner, each state's questions on the hub's home, and a page section whose data
// fails (a Texas site over a Content Lake stand-in, offset 34, whose guide queries fail).
const FL = e2eUrl(33);
const LAKE_SITE = e2eUrl(34);

const CONSENT = JSON.stringify({ analytics: false, marketing: false, at: "2026-01-01T00:00:00Z" });
let ipSeed = Math.floor(Math.random() * 200) + 1;
const nextIp = () => `198.18.${ipSeed}.${(ipSeed = (ipSeed % 250) + 1)}`;

async function visitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
  await context.addInitScript((consent) => localStorage.setItem("analytics_consent", consent), CONSENT);
  return hydratingGoto(await context.newPage());
}

const LANGS = [
  {
    lang: "en",
    home: "/",
    calculator: "/calculator",
    ways: "Ways to pay",
    deadline: "Deadline",
    source: "Source",
    taxCode: /^Texas Tax Code/,
    texasWays: ["Online", "By mail", "In person", /mortgage escrow/, /^Split payment/, /^Quarter payments/],
    texasSplit: /before December 1, 2026; second half before July 1, 2027/,
    floridaPlan: { title: "Quarterly installment plan", deadline: /Apply by April 30, 2026/ },
    banner: /deadline reminders and rate changes/i,
    email: "Email address",
    submit: "Subscribe",
    thanks: "Thank you! Check your email to confirm your subscription.",
    stateFaqs: "Questions about each state",
    hubHowItWorks: "How a property tax bill is worked out",
    howItWorks: "/how-it-works",
    howItWorksTitle: "How the property tax calculator works",
    hubHowItWorksTitle: "How a property tax bill is worked out",
    pro: "For tax and real-estate professionals",
    hubPro: "send a client the source as well as the answer",
    calculationLink: "send an exact calculation",
    states: ["Texas", "California", "Florida", "New York"],
    guides: "Essential guides",
    sectionError: "Essential guides Error",
    retry: "Retry",
  },
  {
    lang: "es",
    home: "/es",
    calculator: "/es/calculadora",
    ways: "Formas de pago",
    deadline: "Fecha límite",
    source: "Fuente",
    // The statute's name and what it says, in the reader's language (decision 125).
    taxCode: /^Código Tributario de Texas/,
    texasWays: [
      "En línea",
      "Por correo",
      "En persona",
      /cuenta de depósito/,
      /^Pago dividido/,
      /^Pagos trimestrales/,
    ],
    texasSplit: /antes del 1 de diciembre de 2026; segunda mitad antes del 1 de julio de 2027/,
    floridaPlan: { title: "Plan de pagos trimestrales", deadline: /a más tardar el 30 de abril de 2026/ },
    banner: /recordatorios de fechas límite/i,
    email: "Correo electrónico",
    submit: "Suscribirme",
    thanks: "¡Gracias! Revise su correo electrónico para confirmar su suscripción.",
    stateFaqs: "Preguntas sobre cada estado",
    hubHowItWorks: "Cómo se calcula una factura del impuesto predial",
    howItWorks: "/es/como-funciona",
    howItWorksTitle: "Cómo funciona la calculadora de impuestos prediales",
    hubHowItWorksTitle: "Cómo se calcula una factura del impuesto predial",
    pro: "Para profesionales fiscales e inmobiliarios",
    hubPro: "enviarle a un cliente la fuente además de la respuesta",
    calculationLink: "envíe un cálculo exacto",
    states: ["Texas", "California", "Florida", "Nueva York"],
    guides: "Guías esenciales",
    sectionError: "Error en Guías esenciales",
    retry: "Reintentar",
  },
] as const;

let florida: ChildProcess | undefined;
let lake: LakeStub | undefined;
let lakeSite: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  lake = await startLakeStub(parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8")) as never);
  // Before the site's first request: a cache that never held the guides cannot serve stale ones.
  lake.failQuery = (groq) => groq.includes('_type == "guide"');
  [florida, lakeSite] = await Promise.all([
    startStateServer("FL", e2ePort(33)),
    startSiteOverLake(e2ePort(34), lake.url, {
      SITE_URL: LAKE_SITE,
      NODE_ENV: "production",
      CONTENT_TTL_SECONDS: "1",
      CONTENT_STALE_SECONDS: "0",
      PAGE_CACHE: "off",
      DATA_DIR: `.cache/e2e-data-${e2ePort(34)}`,
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([florida, lakeSite].filter((s) => s !== undefined).map(stopStateServer));
  await lake?.close();
});

for (const c of LANGS) {
  test(`${c.lang}: the home page lists Texas's ways to pay, each with its deadline and source`, async ({
    browser,
  }) => {
    const page = await visitor(browser, TX_URL);
    await page.goto(c.home);
    const section = page.getByRole("region", { name: c.ways, exact: true });
    const cards = section.locator(".payment-option");
    for (const title of c.texasWays) {
      const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(`${c.deadline}:`)).toBeVisible();
      await expect(card.getByRole("link", { name: c.taxCode })).toHaveAttribute(
        "href",
        /^https:\/\/statutes\.capitol\.texas\.gov\//,
      );
      await expect(card).toContainText(`${c.source}:`);
      await expect(card).toContainText("2026");
    }
    await expect(cards.filter({ has: page.getByRole("heading", { name: c.texasWays[4] }) })).toContainText(
      c.texasSplit,
    );
  });

  test(`${c.lang}: Florida's home shows its quarterly installment plan and when to apply`, async ({
    browser,
  }) => {
    const page = await visitor(browser, FL);
    await page.goto(c.home);
    const plan = page
      .getByRole("region", { name: c.ways, exact: true })
      .locator(".payment-option")
      .filter({ has: page.getByRole("heading", { name: c.floridaPlan.title }) });
    await expect(plan).toContainText(c.floridaPlan.deadline);
    await expect(plan.getByRole("link", { name: /197\.222/ })).toBeVisible();
  });

  test(`${c.lang}: the calculator page has its own newsletter banner, and the footer none`, async ({
    browser,
  }) => {
    // The first subscription of a fresh server also opens its database: give it time.
    test.setTimeout(60_000);
    const page = await visitor(browser, TX_URL);
    await page.goto(c.calculator);
    const banner = page.getByRole("main").getByRole("region", { name: c.banner });
    await expect(banner).toBeVisible();
    await expect(page.locator("footer .newsletter-banner")).toHaveCount(0);
    // Under the page's header, before the disclaimer and the form (spec §3).
    const order = await page.evaluate(() => {
      const at = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? -1;
      return [at(".calculator-page h1"), at(".newsletter-banner--page"), at(".calculator-disclaimer")];
    });
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);
    await expect(banner.getByRole("textbox")).toHaveCount(1);
    await expect(banner.locator('input[name="website"]')).toHaveCount(1);
    await expect(banner.getByRole("button", { name: c.submit })).toBeEnabled();
    await banner.getByLabel(c.email).fill(`page-banner-${Date.now().toString(36)}@example.com`);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/newsletter/subscribe")),
      banner.getByRole("button", { name: c.submit }).click(),
    ]);
    expect(JSON.parse(request.postData() ?? "{}")).toMatchObject({
      state: "TX",
      language: c.lang,
      tags: ["tx-newsletter", "property-tax-updates"],
    });
    await expect(banner.getByText(c.thanks)).toBeVisible({ timeout: 40_000 });
  });

  test(`${c.lang}: the hub's home shows each state's own questions`, async ({ browser }) => {
    const page = await visitor(browser, HUB_URL);
    await page.goto(c.home);
    const section = page.getByRole("region", { name: c.stateFaqs, exact: true });
    await expect(section).toBeVisible();
    for (const state of c.states) {
      const group = section.getByRole("region", { name: state, exact: true });
      const questions = group.locator("details");
      expect(await questions.count()).toBeGreaterThanOrEqual(5);
      // Each group holds its state's questions, not the ones every state shares.
      await expect(questions.first().locator("summary")).toContainText(
        state === "New York" || state === "Nueva York" ? /Nueva York|New York/ : state,
      );
    }
    const first = section.locator("details").first();
    await first.locator("summary").click();
    await expect(first.locator("p")).toBeVisible();
    // The hub has no calculator: its word to professionals offers what it has, the sources.
    const pro = page.getByRole("region", { name: c.pro, exact: true });
    await expect(pro).toContainText(c.hubPro);
    await expect(pro).not.toContainText(c.calculationLink);
  });

  test(`${c.lang}: the hub's home gives each state's own figures, and no calculator's steps`, async ({
    browser,
  }) => {
    const page = await visitor(browser, HUB_URL);
    await page.goto(c.home);
    const counties = parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8")).filter(
      (d) => d._type === "county",
    );
    for (const [i, code] of (["TX", "CA", "FL", "NY"] as const).entries()) {
      const panel = page
        .locator(".hub-state")
        .filter({ has: page.getByRole("heading", { name: c.states[i] }) });
      const config = JSON.parse(readFileSync(`seed/states/${code.toLowerCase()}.json`, "utf8"));
      const figures = panel.locator("dl.hub-state__stats");
      // The state's county count (its dataset's), and its due date as its state configuration words it.
      await expect(figures.locator("dd").first()).toHaveText(
        String(counties.filter((d) => (d as { state?: string }).state === code).length),
      );
      await expect(figures).toContainText(config.stats.taxDueDate.label[c.lang]);
    }
    await expect(page.locator("#how-it-works")).toHaveText(c.hubHowItWorks);
  });

  test(`${c.lang}: the hub's how-it-works page is its own version, a state's the calculator's`, async ({
    browser,
  }) => {
    const hub = await visitor(browser, HUB_URL);
    await hub.goto(c.howItWorks);
    await expect(hub.getByRole("heading", { level: 1 })).toHaveText(c.hubHowItWorksTitle);
    await expect(hub).toHaveTitle(new RegExp(`^${c.hubHowItWorksTitle}`));
    const tx = await visitor(browser, TX_URL);
    await tx.goto(c.howItWorks);
    await expect(tx.getByRole("heading", { level: 1 })).toHaveText(c.howItWorksTitle);
  });
}

// Serial: the stand-in's failure is switched off by the last test.
for (const c of LANGS) {
  test(`${c.lang}: a home section whose data fails shows its error screen; the rest of the page works`, async ({
    browser,
  }) => {
    const page = await visitor(browser, LAKE_SITE);
    const response = await page.goto(c.home);
    expect(response?.status()).toBe(200);
    // A page with a section down is not kept by caches: the next visit tries again.
    expect(response?.headers()["cache-control"]).toContain("no-store");
    const guides = page.getByRole("region", { name: c.guides, exact: true });
    const alert = guides.getByRole("alert");
    await expect(alert.getByRole("heading", { name: c.sectionError })).toBeVisible();
    await expect(alert.getByRole("button", { name: c.retry })).toBeVisible();
    // The page around it rendered: the calculator and the ways to pay are there.
    await expect(page.getByRole("region", { name: c.ways, exact: true })).toBeVisible();
    await expect(page.locator("#calculator form")).toBeVisible();
  });
}

test("Retry loads the section once its data is back", async ({ browser }) => {
  const page = await visitor(browser, LAKE_SITE);
  await page.goto("/");
  const guides = page.getByRole("region", { name: "Essential guides", exact: true });
  await expect(guides.getByRole("alert")).toBeVisible();
  lake!.failQuery = undefined;
  await guides.getByRole("button", { name: "Retry" }).click();
  await expect(guides.getByRole("alert")).toHaveCount(0);
  await expect(guides.getByRole("link").first()).toBeVisible();
});
