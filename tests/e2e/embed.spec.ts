import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import {
  allowAnalytics,
  engineResult,
  figure,
  holdScripts,
  money,
  stylesApplied,
} from "./calculator-support";
import { withoutJs } from "./no-js";
import { expect, test, type Page } from "./page-ready";
import { e2ePort, e2eUrl } from "./ports";
import { withStateServer } from "./state-server";

// The embeddable calculator framed by a page on another loopback port (another origin), as a
// partner site frames it; other pages refused in a frame; the no-JavaScript answer inside it.

const SITE = e2eUrl(0);
const HUB = e2eUrl(1);
/** The Texas build with a tag manager configured (playwright.config.ts). */
const TAGGED = e2eUrl(2);
/**
 * Two partner sites (static pages with an iframe), on ports the system picks: every worker that
 * runs this file starts its own pair. And a build that lets only the first partner frame it.
 */
let PARTNER_PORT = 0;
let OTHER_PARTNER_PORT = 0;
const RESTRICTED_PORT = e2ePort(48);

const LABELS = {
  en: {
    embed: "/embed/calculator",
    annual: "Annual property tax",
    calculate: "Calculate",
    homestead: /Residence homestead/,
    attribution: /^Calculator by 127\.0\.0\.1:\d+/,
    title: "Texas Property Tax Calculator",
    sellerField: "Seller's assessed value",
    update: "Update the comparison",
  },
  es: {
    embed: "/es/insertar/calculadora",
    annual: "Impuesto predial anual",
    calculate: "Calcular",
    homestead: /Vivienda principal/,
    attribution: /^Calculadora ofrecida por 127\.0\.0\.1:\d+/,
    title: "Calculadora de impuesto predial de Texas",
    sellerField: "Valor tasado del vendedor",
    update: "Actualizar la comparación",
  },
} as const;

/** A partner's page: one titled iframe of `src`, at /frame?src=… on the partner's port. */
function partnerPage(url: URL): string {
  const src = url.searchParams.get("src") ?? "";
  const escaped = src.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><h1>Partner news site</h1><iframe id="calc" src="${escaped}" title="Property tax calculator" width="100%" height="1100" style="border:0"></iframe></body></html>`;
}

/** A partner's server on a free loopback port, and that port. */
function listen(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(partnerPage(new URL(req.url ?? "/", "http://127.0.0.1")));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

const framing = (partnerPort: number, src: string) =>
  `http://127.0.0.1:${partnerPort}/frame?src=${encodeURIComponent(src)}`;

/** Chromium's reports of frames refused by the framed page's CSP, seen from the partner's page. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/violates the following Content Security Policy directive: "frame-ancestors/.test(m.text()))
      seen.push(m.text());
  });
  return seen;
}

/** The partner's iframe, once it has been answered (Chromium's error page when it was refused). */
async function partnerFrame(page: Page) {
  await expect.poll(() => page.frames().length).toBe(2);
  return page.frames().find((f) => f !== page.mainFrame())!;
}

let partners: Server[] = [];
test.beforeAll(async () => {
  const [first, other] = await Promise.all([listen(), listen()]);
  partners = [first.server, other.server];
  PARTNER_PORT = first.port;
  OTHER_PARTNER_PORT = other.port;
});
test.afterAll(async () => {
  await Promise.all(partners.map((s) => new Promise((r) => s.close(r))));
});

test.describe("framed by a partner site, with JavaScript", () => {
  test.describe.configure({ mode: "default" });
  for (const lang of ["en", "es"] as const) {
    const L = LABELS[lang];
    test(`${lang}: the embed route loads in the partner's frame and computes`, async ({ page }) => {
      const refused = refusals(page);
      const response = page.waitForResponse((r) => r.url() === SITE + L.embed);
      await page.goto(framing(PARTNER_PORT, SITE + L.embed));
      const headers = (await response).headers();
      expect(headers["content-security-policy"]).toMatch(/frame-ancestors \*(;|$)/);
      expect(headers["x-frame-options"]).toBeUndefined();

      const frame = page.frameLocator("#calc");
      await expect(frame.locator("h1")).toHaveText(L.title);
      await expect(frame.locator('#calc-county[role="combobox"]')).toBeVisible({ timeout: 15_000 });
      // The calculator alone, once React runs (a first visit elsewhere opens the consent banner):
      // none of the site's chrome inside the partner's page.
      await expect(
        frame.locator("header.site-header, #site-footer, .skip-links, .consent-banner, .newsletter-banner"),
      ).toHaveCount(0);

      await frame.locator("#calc-value").fill("");
      await frame.locator("#calc-value").pressSequentially("310000");
      const county = frame.locator("#calc-county");
      await county.pressSequentially("Trav");
      await frame.getByRole("option", { name: "Travis", exact: true }).click();
      await frame.getByRole("checkbox", { name: L.homestead }).check();
      await frame.getByRole("button", { name: L.calculate, exact: true }).click();
      const r = engineResult("value=310000&county=travis&homestead=1");
      await expect(figure(frame, L.annual)).toHaveText(money(r.annualTax, lang));

      // The link back to the site opens it in a new tab, and says so.
      const credit = frame.locator(".embed-attribution a");
      await expect(credit).toHaveText(L.attribution);
      await expect(credit).toHaveAttribute("target", "_blank");
      await expect(credit).toHaveAttribute("rel", "noopener");
      await expect(credit).toHaveAttribute("href", lang === "es" ? `${SITE}/es` : `${SITE}/`);
      // A link to the site in the results opens it in a new tab; the calculator stays in the frame.
      const popup = page.waitForEvent("popup");
      await frame.locator(".results-card a[href^='/']").first().click();
      expect(new URL((await popup).url()).origin).toBe(SITE);
      await expect(frame.locator("h1")).toHaveText(L.title);
      expect(refused).toEqual([]);
    });
  }

  test("every other page refuses the partner's frame (frame-ancestors 'none')", async ({ page }) => {
    for (const path of ["/calculator", "/es/calculadora", "/embed", "/"]) {
      const refused = refusals(page);
      const response = page.waitForResponse((r) => r.url() === SITE + path);
      await page.goto(framing(PARTNER_PORT, SITE + path));
      const headers = (await response).headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"], path).toBe("DENY");
      await expect.poll(() => refused.join(" "), { message: path }).toContain(`frame-ancestors 'none'`);
      await expect.poll(async () => (await partnerFrame(page)).url()).toBe("chrome-error://chromewebdata/");
      await expect(page.frameLocator("#calc").locator(".site-header, #calc-value")).toHaveCount(0);
    }
  });
});

test("no analytics inside the frame, even with a tag manager configured and consent given", async ({
  page,
}) => {
  // Consent stored as if the visitor had accepted on the site itself.
  await allowAnalytics(page);
  const tagRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" });
  });
  // The control: the same build's own calculator page loads the tag manager for this visitor.
  await page.goto(`${TAGGED}/calculator`);
  await expect.poll(() => tagRequests.length).toBeGreaterThan(0);
  tagRequests.length = 0;

  const response = page.waitForResponse((r) => r.url() === `${TAGGED}/embed/calculator`);
  await page.goto(framing(PARTNER_PORT, `${TAGGED}/embed/calculator`));
  expect((await response).headers()["content-security-policy"]).not.toContain("googletagmanager");
  const frame = page.frameLocator("#calc");
  await expect(frame.locator('#calc-county[role="combobox"]')).toBeVisible({ timeout: 15_000 });
  await frame.locator("#calc-county").pressSequentially("Trav");
  await frame.getByRole("option", { name: "Travis", exact: true }).click();
  await frame.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(figure(frame, "Annual property tax")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(tagRequests).toEqual([]);
});

test("a page replayed from the page cache carries its own path's framing headers", async ({ request }) => {
  const answer = async (path: string) => {
    // Twice: the second answer comes from the cache (before Express, for a client taking gzip),
    // fresh or, when the copy kept since an earlier test has expired, stale while it is refreshed.
    await request.get(SITE + path, { headers: { "accept-encoding": "gzip" } });
    const r = await request.get(SITE + path, { headers: { "accept-encoding": "gzip" } });
    return r.headers();
  };
  for (const path of ["/embed/calculator", "/es/insertar/calculadora"]) {
    const h = await answer(path);
    expect(["hit", "stale"], path).toContain(h["x-page-cache"]);
    expect(h["content-security-policy"], path).toMatch(/frame-ancestors \*(;|$)/);
    expect(h["x-frame-options"], path).toBeUndefined();
  }
  for (const path of ["/calculator", "/embed", "/es/insertar"]) {
    const h = await answer(path);
    expect(["hit", "stale"], path).toContain(h["x-page-cache"]);
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["x-frame-options"], path).toBe("DENY");
  }
});

test.describe("framed by a partner site, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ mode: "default" });
  for (const lang of ["en", "es"] as const) {
    const L = LABELS[lang];
    test(`${lang}: the form answers inside the frame with the server's result`, async ({ page }) => {
      await page.goto(framing(PARTNER_PORT, SITE + L.embed));
      const frame = page.frameLocator("#calc");
      await frame.locator('input[name="value"]').fill("275000");
      await frame.locator('select[name="county"]').selectOption("bexar");
      await frame.getByRole("checkbox", { name: L.homestead }).check();
      await frame.getByRole("button", { name: L.calculate, exact: true }).click();

      // The answer replaces the calculator in the frame, not the partner's page.
      const framed = await partnerFrame(page);
      await expect.poll(() => new URL(framed.url()).searchParams.get("county")).toBe("bexar");
      expect(new URL(framed.url()).pathname).toBe(L.embed);
      expect(new URL(page.url()).port).toBe(String(PARTNER_PORT));
      const r = engineResult("value=275000&county=bexar&homestead=1");
      await expect(figure(frame, L.annual)).toHaveText(money(r.annualTax, lang));
      await expect(frame.locator(".embed-attribution a")).toHaveText(L.attribution);

      // The buyer's section under the result answers in the frame too, on the embed's path.
      const buyer = frame.getByTestId("buyer-first-bill");
      await buyer.getByLabel(L.sellerField).fill("200000");
      await buyer.getByRole("button", { name: L.update }).click();
      await expect.poll(() => new URL(framed.url()).searchParams.get("sellerAssessed")).toBe("200000");
      expect(new URL(framed.url()).pathname).toBe(L.embed);
      expect(new URL(framed.url()).hash).toBe("#buyer-first-bill");
      await expect(buyer.getByLabel(L.sellerField)).toHaveValue("200000");
      await expect(frame.locator(".embed-attribution a")).toHaveText(L.attribution);
    });
  }
});

test.describe("the embed route with a result, under axe", () => {
  test.describe.configure({ mode: "default" });
  for (const lang of ["en", "es"] as const) {
    test(`${lang}: no violations (WCAG 2.2 AA and best practice)`, async ({ page }) => {
      await page.goto(`${LABELS[lang].embed}?value=310000&county=travis&homestead=1`);
      await expect(figure(page, LABELS[lang].annual)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    });
  }
});

test.describe("EMBED_FRAME_ANCESTORS names the partners", () => {
  // The partners' ports are known once the file's first hook has started them.
  withStateServer(test, "TX", RESTRICTED_PORT, () => ({
    EMBED_FRAME_ANCESTORS: `http://127.0.0.1:${PARTNER_PORT}`,
  }));

  test("a listed partner frames the calculator; another site is refused", async ({ page }) => {
    const src = `http://127.0.0.1:${RESTRICTED_PORT}/embed/calculator`;
    await page.goto(framing(PARTNER_PORT, src));
    await expect(page.frameLocator("#calc").locator("h1")).toHaveText(LABELS.en.title);

    const refused = refusals(page);
    await page.goto(framing(OTHER_PARTNER_PORT, src));
    await expect.poll(() => refused.join(" ")).toContain(`frame-ancestors http://127.0.0.1:${PARTNER_PORT}`);
    await expect.poll(async () => (await partnerFrame(page)).url()).toBe("chrome-error://chromewebdata/");
  });
});

test.describe("the Embed page", () => {
  test.describe.configure({ mode: "default" });
  for (const lang of ["en", "es"] as const) {
    test(`${lang}: gives the snippet for this language's calculator and previews it live`, async ({
      page,
    }) => {
      const path = lang === "en" ? "/embed" : "/es/insertar";
      // The page's clock, which the preview's frame shares, runs as usual until moved on below.
      await page.clock.install();
      await page.goto(path);
      const code = await page.locator("#embed-code").inputValue();
      // One iframe, as the snippet says: titled, full width, lazy, of the embed route on this site.
      const doc = await page.evaluate((html) => {
        const frames = new DOMParser().parseFromString(html, "text/html").querySelectorAll("iframe");
        return [...frames].map((f) => ({
          src: f.getAttribute("src"),
          title: f.getAttribute("title"),
          width: f.getAttribute("width"),
          height: f.getAttribute("height"),
          loading: f.getAttribute("loading"),
        }));
      }, code);
      expect(doc).toEqual([
        {
          src: SITE + LABELS[lang].embed,
          title: lang === "en" ? "Texas property tax calculator" : "Calculadora de impuesto predial de Texas",
          width: "100%",
          height: expect.stringMatching(/^\d{3,4}$/),
          loading: "lazy",
        },
      ]);
      // The live preview is the same frame, and it works.
      const preview = page.frameLocator("iframe.embed-preview");
      await page.locator("iframe.embed-preview").scrollIntoViewIfNeeded();
      await expect(preview.locator("h1")).toHaveText(LABELS[lang].title);
      await expect(preview.locator('#calc-county[role="combobox"]')).toBeVisible({ timeout: 15_000 });
      await preview.locator("#calc-county").pressSequentially("Trav");
      await preview.getByRole("option", { name: "Travis", exact: true }).click();
      await preview.getByRole("button", { name: LABELS[lang].calculate, exact: true }).click();
      await expect(figure(preview, LABELS[lang].annual)).toBeVisible();
      // The newsletter popup never opens in the frame, so it is not marked as shown in the storage
      // the preview shares with the site (that would keep it from the visitor for good).
      const frame = page.frames().find((f) => f.url().startsWith(SITE + LABELS[lang].embed));
      expect(frame, "the preview's frame").toBeDefined();
      const before = await frame!.evaluate(() => Date.now());
      await page.clock.runFor(4000);
      // The frame's clock moved on with the page's: the popup's 3-second wait had its time there.
      expect((await frame!.evaluate(() => Date.now())) - before).toBeGreaterThanOrEqual(4000);
      expect(await page.evaluate(() => localStorage.getItem("newsletter_popup_shown"))).toBeNull();
      // Linked from the footer, in the page's language.
      await expect(page.locator("#site-footer").locator(`a[href="${path}"]`)).toHaveCount(1);
    });
  }

  // The copy button was added when React arrived, pushing the rest of the page down 66 px.
  test("the copy button is there from the first paint, copies the snippet once the page is live, and hides without JavaScript", async ({
    page,
    browser,
  }) => {
    const release = await holdScripts(page, "**/assets/entry.client-*.js");
    await page.goto("/embed", { waitUntil: "commit" });
    const copy = page.getByRole("button", { name: "Copy the code" });
    await expect(copy).toBeVisible();
    await expect(copy).toBeDisabled();
    await stylesApplied(page);
    const preview = page.locator("#embed-preview-title");
    const before = await preview.evaluate((el) =>
      Math.round(el.getBoundingClientRect().top + window.scrollY),
    );
    release();
    await expect(copy).toBeEnabled();
    expect(await preview.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))).toBe(
      before,
    );
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(page.getByText("Code copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.locator("#embed-code").inputValue(),
    );
    await withoutJs(browser, async (plain) => {
      await plain.goto(`${SITE}/embed`);
      await expect(plain.locator("#embed-code")).toBeVisible();
      await expect(plain.getByRole("button", { name: "Copy the code" })).toBeHidden();
    });
  });

  test("the hub has no calculator: the embed routes answer 404 there", async ({ request }) => {
    for (const path of ["/embed/calculator", "/es/insertar/calculadora", "/embed", "/es/insertar"]) {
      const response = await request.get(HUB + path);
      expect(response.status(), path).toBe(404);
    }
  });
});
