import { inlineLoaderData } from "../../bench/page-facts";
import { expect, test, type APIRequestContext } from "./page-ready";
import { county, txPaymentSources } from "./calculator-support";
import { e2eUrl } from "./ports";
import { mapPolitely, POLITE } from "./polite";

const BASE = e2eUrl(0);
const HUB = e2eUrl(1);

function internalLinks(html: string, from: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\shref="([^"#]*)(#[^"]*)?"/g)) {
    const href = m[1].replace(/&amp;/g, "&");
    if (!href || /^(mailto:|tel:|javascript:)/.test(href)) continue;
    const url = new URL(href, from);
    if (url.origin !== new URL(from).origin) continue;
    if (url.pathname.startsWith("/api/")) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

async function crawl(request: APIRequestContext, base: string, starts: string[]) {
  const seen = new Map<string, number>();
  const referrer = new Map<string, string>();
  let frontier = [...starts];
  while (frontier.length) {
    const batch = frontier.filter((p) => !seen.has(p)).slice(0, 16);
    frontier = frontier.filter((p) => !batch.includes(p) && !seen.has(p));
    if (batch.length === 0) break;
    for (const path of batch) seen.set(path, -1);
    await mapPolitely(batch, POLITE, async (path) => {
      const res = await request.get(base + path, { maxRedirects: 0 });
      seen.set(path, res.status());
      if (res.status() === 200 && (res.headers()["content-type"] ?? "").includes("text/html")) {
        for (const link of internalLinks(await res.text(), base + path)) {
          if (!seen.has(link)) {
            frontier.push(link);
            if (!referrer.has(link)) referrer.set(link, path);
          }
        }
      }
    });
  }
  return { seen, referrer };
}

for (const [name, base] of [
  ["TX", BASE],
  ["HUB", HUB],
] as const) {
  test(`${name}: no broken internal link on any page reachable from / and /es`, async ({ request }) => {
    test.setTimeout(180_000);
    const { seen, referrer } = await crawl(request, base, ["/", "/es"]);
    const broken = [...seen]
      .filter(([, status]) => status !== 200)
      .map(([p, s]) => `${p} (${s}) linked from ${referrer.get(p)}`);
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(name === "TX" ? 500 : 40);
  });

  test(`${name}: the sitemap lists exactly the pages that answer 200`, async ({ request }) => {
    test.setTimeout(180_000);
    const xml = await (await request.get(`${base}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1].replace(/&amp;/g, "&")).pathname,
    );
    expect(new Set(locs).size).toBe(locs.length);
    const statuses = await mapPolitely(
      locs,
      POLITE,
      async (p) => [p, (await request.get(base + p)).status()] as const,
    );
    expect(statuses.filter(([, s]) => s !== 200)).toEqual([]);
    // …and every HTML page the crawl reaches (less search/filter variants and noindex pages) is listed.
    const { seen } = await crawl(request, base, ["/", "/es"]);
    const pages = [...seen.keys()].filter(
      (p) => !p.includes("?") && !/unsubscribe|cancelar-suscripcion/.test(p),
    );
    expect(pages.filter((p) => !locs.includes(p))).toEqual([]);
  });
}

test("every county page answers in both languages", async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get(`${BASE}/sitemap.xml`)).text();
  const counties = [
    ...new Set([...xml.matchAll(/<loc>[^<]*\/counties\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1])),
  ];
  expect(counties).toHaveLength(254);
  const paths = counties.flatMap((slug) => [`/counties/${slug}`, `/es/condados/${slug}`]);
  await mapPolitely(paths, POLITE, async (path) => {
    const res = await request.get(BASE + path);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toContain("<h1");
  });
});

test.describe("county directory", () => {
  test("shows the first 24 of 254 Texas counties, all on request, and searches as you type", async ({
    page,
  }) => {
    await page.goto("/counties");
    const shown = page.getByTestId("county-list").locator("> li:not([hidden])");
    await expect(shown).toHaveCount(24);
    await expect(page.getByTestId("county-count")).toHaveText("254 counties");
    await page.getByRole("link", { name: "Show all 254" }).click();
    await expect(shown).toHaveCount(254);
    await page.getByLabel("Search counties").fill("fort");
    await expect(shown.locator("h2")).toHaveText(["Fort Bend"]);
    await page.getByLabel("Search counties").fill("zzz");
    await expect(page.getByTestId("county-count")).toContainText("No county matches");
  });

  test("a card's link and a map county open the county's page without loading a new document", async ({
    page,
  }) => {
    await page.goto("/es/condados");
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.getByLabel("Buscar condados").fill("harris");
    await page.getByTestId("county-list").getByRole("link", { name: "Harris", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/condados\/harris$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harris");
    await page.goBack();
    // The map's counties are links once the map is used (decision 121).
    await page.locator(".county-map__canvas").hover();
    await page
      .getByRole("link", { name: /^Condado de Travis: |^Travis/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/es\/condados\/travis$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Travis");
    expect(documents).toEqual([]);
  });

  test("an estimated county's tax on the sample home is a range; a published rate's is one figure", async ({
    page,
    request,
  }) => {
    const text = async (path: string) =>
      (await (await request.get(BASE + path)).text()).replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    const dollars = (s: string) => Number(s.replace(/[$,]/g, ""));
    // Anderson has no published unit rates: its rate is a census estimate.
    const anderson = await text("/counties/anderson");
    const rate = Number(/Tax rate: ([\d.]+)%/.exec(anderson)?.[1]);
    const [, low, high] = /Tax on a \$350K home: (\$[\d,]+)–(\$[\d,]+) \(/.exec(anderson) ?? [];
    // 80% and 120% of the rate on $350,000, to $10 (the rate is shown to two decimals).
    expect(Math.abs(dollars(low) - 0.8 * 3500 * rate)).toBeLessThanOrEqual(25);
    expect(Math.abs(dollars(high) - 1.2 * 3500 * rate)).toBeLessThanOrEqual(25);
    expect(anderson).toContain("A county-wide estimate from census data, not a bill");
    expect(anderson).toContain("If you bought recently, you may pay much more");
    const es = await text("/es/condados/anderson");
    expect(es).toMatch(
      /Impuesto sobre una vivienda de \$350 mil: \$[\d,]+–\$[\d,]+ \(\$[\d,]+–\$[\d,]+\/mes\)/,
    );
    expect(es).toContain("Es un cálculo para todo el condado con datos del censo, no una factura");
    // Harris's rate comes from its taxing units' published rates.
    const harris = await text("/counties/harris");
    expect(harris).toMatch(/Tax on a \$350K home: \$[\d,]+ \(\$[\d,]+\/mo\)/);
    expect(harris).not.toContain("A county-wide estimate from census data");

    // The directory's cards, as the browser builds them from /api/counties after a search.
    await page.goto("/counties");
    const card = (name: string) =>
      page
        .getByTestId("county-list")
        .locator("> li:not([hidden])", { has: page.getByRole("link", { name, exact: true }) });
    await page.getByLabel("Search counties").fill("anderson");
    await expect(card("Anderson").locator("dd").nth(1)).toHaveText(`${low}–${high}`);
    await page.getByLabel("Search counties").fill("harris");
    await expect(card("Harris").locator("dd").nth(1)).toHaveText(/^\$[\d,]+$/);
  });

  test("sources read in the page's language: Spanish titles on Spanish pages, English on English ones", async ({
    request,
  }) => {
    const text = async (path: string) =>
      (await (await request.get(BASE + path)).text())
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, " ");
    const acs = county("anderson").rateSource;
    expect(acs.titleEs).toBeTruthy();
    const [es, en, directory] = await Promise.all([
      text("/es/condados/anderson"),
      text("/counties/anderson"),
      text("/es/condados"),
    ]);
    expect(es).toContain(acs.titleEs);
    expect(es).not.toContain(acs.title);
    expect(directory).toContain(acs.titleEs);
    expect(en).toContain(acs.title);
    expect(en).not.toContain(acs.titleEs);

    // The home page's ways to pay (the state's configuration) and the referendum's own sources.
    const payments = txPaymentSources();
    expect(payments.filter((p) => p.titleEs).length).toBeGreaterThanOrEqual(4);
    const [home, homeEs] = await Promise.all([text("/"), text("/es")]);
    for (const p of payments) {
      expect(home).toContain(p.title);
      expect(homeEs).toContain(p.titleEs ?? p.title);
    }
    expect(homeEs).toContain("Senado de Texas, comunicado de prensa del 5 de noviembre de 2025");
    expect(homeEs).not.toContain("Texas Senate, press release");
  });

  const names = (page: import("@playwright/test").Page) =>
    page.getByTestId("county-list").locator("> li:not([hidden]) h2").allTextContents();

  test("the cards and the map are in the page, not in its loader data", async ({ request }) => {
    const html = await (await request.get(`${BASE}/counties`)).text();
    const loaderData = inlineLoaderData(html);
    expect(loaderData.length).toBeGreaterThan(0);
    expect(loaderData.length).toBeLessThan(8_000);
    // The first page of cards; the map as a picture of its own file, which links every county.
    expect((html.match(/class="card county-card"/g) ?? []).length).toBe(24);
    expect(html).toContain('<img class="county-map__svg" src="/counties/map.svg"');
    const map = await (await request.get(`${BASE}/counties/map.svg`)).text();
    expect((map.match(/<a href="\/counties\/[a-z-]+" data-fips="\d{5}"><title>/g) ?? []).length).toBe(254);
    const all = await (await request.get(`${BASE}/counties?all=1`)).text();
    expect((all.match(/class="card county-card"/g) ?? []).length).toBe(254);
    // The rest comes on demand: every county's card data, cached as the pages are.
    const api = await request.get(`${BASE}/api/counties`);
    expect(api.headers()["cache-control"]).toMatch(/^public, max-age=60/);
    const { counties } = (await api.json()) as { counties: { slug: string }[] };
    expect(counties).toHaveLength(254);
    expect(counties.some((c) => c.slug === "harris")).toBe(true);
  });

  test("while the county list is on its way, a search says it is searching, then counts", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/counties", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/es/condados");
    await expect(page.getByTestId("county-count")).toHaveText("254 condados");
    await page.getByLabel("Buscar condados").fill("fort");
    // Not the count of the page as the server sent it: that was for no search at all.
    await expect(page.getByTestId("county-count")).toHaveText("Buscando entre los condados…");
    release();
    await expect(page.getByTestId("county-count")).toHaveText("1 condado");
    await expect(page.getByTestId("county-list").locator("> li:not([hidden]) h2")).toHaveText(["Fort Bend"]);
  });

  test("without the county list from the server, a search says so and the Search button finds", async ({
    page,
  }) => {
    await page.route("**/api/counties", (route) => route.abort());
    await page.goto("/counties");
    await page.getByLabel("Search counties").fill("fort");
    await expect(page.getByTestId("county-count")).toHaveText(
      "The list could not be updated on this page. Press Search to see the results.",
    );
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=fort/);
    await expect(page.getByTestId("county-list").locator("> li h2")).toHaveText(["Fort Bend"]);
    await expect(page.getByTestId("county-count")).toHaveText("1 county");
  });

  test("sorts by name, by rate and by population", async ({ page }) => {
    await page.goto("/counties");
    const byName = await names(page);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en")));
    expect(byName[0]).toBe("Anderson");

    await page.getByLabel("Sort by").selectOption("population");
    // The cards of every county arrive from the server on the first change.
    await expect(page.getByTestId("county-list").locator("> li h2").first()).toHaveText("Harris");
    const byPop = await names(page);
    expect(byPop.slice(0, 4)).toEqual(["Harris", "Dallas", "Tarrant", "Bexar"]);

    await page.getByLabel("Sort by").selectOption("rate");
    const rateCells = page.getByTestId("county-list").locator("> li dl > div:first-child dd");
    await expect(rateCells).toHaveCount(24);
    await page.getByRole("link", { name: "Show all 254" }).click();
    await expect(rateCells).toHaveCount(254);
    const rates = (await rateCells.allTextContents()).map((d) => parseFloat(d));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  test("search and sort work without JavaScript as a GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE}/es/condados`);
    await page.getByLabel("Buscar condados").fill("san");
    await page.getByLabel("Ordenar por").selectOption("population");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=san&sort=population/);
    // The URL changes before the new document has rendered; wait for the filtered list.
    const shown = page.getByTestId("county-list").locator("> li:not([hidden])");
    await expect(shown.locator("h2").first()).toHaveText("San Patricio");
    const got = await shown.locator("h2").allTextContents();
    expect(got.length).toBeGreaterThan(3);
    expect(got.every((n) => /san/i.test(n))).toBe(true);
    expect(got[0]).toBe("San Patricio");
    // The first page, and every county through the "show all" link.
    await page.goto(`${BASE}/es/condados`);
    await expect(shown).toHaveCount(24);
    await page.getByRole("link", { name: "Ver los 254" }).click();
    await expect(page).toHaveURL(/all=1/);
    await expect(shown).toHaveCount(254);
    await context.close();
  });
});

test.describe("FAQ", () => {
  test("filters as you type and by category", async ({ page }) => {
    await page.goto("/faq");
    const items = page.locator(".faq-item:not([hidden])");
    const all = await items.count();
    expect(all).toBeGreaterThanOrEqual(40);
    await page.getByLabel("Search the questions").fill("homestead");
    await expect.poll(() => items.count()).toBeLessThan(all);
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allTextContents()) expect(text.toLowerCase()).toContain("homestead");
    await page.getByRole("link", { name: "Appeals", exact: true }).click();
    await expect(page).toHaveURL(/category=appeals/);
  });

  test("the answers are in the page, not in its loader data, and a move in the browser brings them", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${BASE}/faq`)).text();
    const loaderData = inlineLoaderData(html);
    expect(loaderData.length).toBeGreaterThan(0);
    // No answer's rich text (Portable Text spans) in the data; every answer in the markup.
    expect(loaderData).not.toContain("_type");
    expect((html.match(/class="faq-item"/g) ?? []).length).toBeGreaterThanOrEqual(40);
    // Arriving from another page, the browser renders the answers from the data request.
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "FAQ" })
      .click();
    await page.waitForURL(/\/faq$/);
    const first = page.locator(".faq-item").first();
    await first.locator("summary").click();
    await expect(first.locator(".prose")).not.toBeEmpty();
    await page.getByLabel("Search the questions").fill("homestead");
    await expect.poll(() => page.locator(".faq-item:not([hidden])").count()).toBeGreaterThan(0);
  });

  test("finds by a synonym without accents, puts question matches first and marks them (es)", async ({
    page,
  }) => {
    await page.goto("/es/preguntas-frecuentes");
    const items = page.locator(".faq-item:not([hidden])");
    await page.getByLabel("Buscar entre las preguntas").fill("tasacion");
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    // "tasación" also finds "avalúo"; the first question holds one of them, marked.
    const first = items.first().locator("summary");
    await expect(first.locator("mark").first()).toHaveText(/^(tasaci[oó]n|aval[uú]o)/i);
    const inQuestion = await items.evaluateAll((els) =>
      els.map((el) => el.querySelector("summary mark") !== null),
    );
    // Questions that hold the word come before those that hold it only in the answer.
    expect(inQuestion.indexOf(false) === -1 || inQuestion.lastIndexOf(true) < inQuestion.indexOf(false)).toBe(
      true,
    );
  });

  test("searches without JavaScript, in Spanish, and carries FAQPage data", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE}/es/preguntas-frecuentes`);
    expect(await page.locator(".faq-item:not([hidden])").count()).toBeGreaterThanOrEqual(40);
    await page.getByLabel("Buscar entre las preguntas").fill("exención");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=exenci/);
    // The URL changes before the new document has rendered (the list is empty in between):
    // wait for the filtered list itself.
    const items = page.locator(".faq-item:not([hidden])");
    await expect
      .poll(async () => {
        const n = await items.count();
        return n > 0 && n < 40;
      })
      .toBe(true);
    for (const text of await items.allTextContents())
      expect(text.toLowerCase()).toMatch(/exenci[oó]n|exoneraci[oó]n|exent[oa]/);
    // The structured data sits at the end of the page, after the list: wait until it is parsed.
    await expect
      .poll(async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents()).some(
          (s) => JSON.parse(s)["@type"] === "FAQPage",
        ),
      )
      .toBe(true);
    await context.close();
  });
});

// Structured data is for the document a crawler fetches: it is in the HTML as served, and not a
// second time in Remix's loader data (the FAQ's repeated every answer, 31 KB of its 74 KB).
test.describe("structured data", () => {
  for (const [path, type] of [
    ["/faq", "FAQPage"],
    ["/es/calculadora", "WebApplication"],
    ["/guides/exemptions", "Article"],
    ["/counties/harris", "BreadcrumbList"],
  ] as const) {
    test(`${path}: ${type} is in the served HTML, not in the loader data`, async ({ request, page }) => {
      const html = await (await request.get(`${BASE}${path}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1]) as { "@type": string },
      );
      expect(blocks.map((b) => b["@type"])).toContain(type);
      const loaderData = inlineLoaderData(html);
      expect(loaderData.length).toBeGreaterThan(0);
      expect(loaderData).not.toContain(type);
      // Hydration keeps it (the fixture fails on a hydration error), once.
      await page.goto(`${BASE}${path}`);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.filter((s) => (JSON.parse(s) as { "@type": string })["@type"] === type)).toHaveLength(1);
    });
  }

  test("editors' notes stay on the server: not in the calculator's data or the county details", async ({
    request,
  }) => {
    const html = await (await request.get(`${BASE}/calculator?value=350000&county=harris`)).text();
    const loaderData = inlineLoaderData(html);
    expect(loaderData).toContain("defaultHomeValue");
    expect(loaderData).not.toContain("SPEC.md");
    const details = await (await request.get(`${BASE}/api/county?slug=harris&lang=es`)).text();
    expect(details).toContain("currentTaxYear");
    expect(details).not.toContain("SPEC.md");
    // Nor the research notes on the rules' figures (Texas's cite a decision record).
    expect(details).not.toContain("docs/decisions");
  });

  test("a move in the browser to another page brings that page's structured data", async ({ page }) => {
    await page.goto(`${BASE}/counties/harris`);
    await page
      .locator("main")
      .getByRole("link", { name: /calculate|calculadora/i })
      .first()
      .click();
    await page.waitForURL(/\/calculator/);
    await expect
      .poll(async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
          (s) => (JSON.parse(s) as { "@type": string })["@type"],
        ),
      )
      .toEqual(["WebApplication"]);
  });
});

// A source without a Spanish title is shown in English on Spanish pages: marked as English for
// screen readers (lang) and for readers, who learn before following it that the page is English.
test("a Spanish guide marks its English sources as English, the English guide does not", async ({ page }) => {
  await page.goto("/es/guias/como-protestar-impuestos-prediales-texas");
  const first = page.locator(".sources li a").first();
  await expect(first).toHaveAttribute("hreflang", "en");
  await expect(first.locator('span[lang="en"]')).toHaveText(
    "Texas Comptroller: Property Tax Protests and Appeals",
  );
  await expect(first.locator(".link-language")).toHaveText("(en inglés)");
  await expect(first).toHaveAccessibleName(
    "Texas Comptroller: Property Tax Protests and Appeals (en inglés) (abre un sitio externo)",
  );
  await page.goto("/guides/how-to-protest");
  await expect(page.locator(".sources li a").first()).not.toHaveAttribute("hreflang", "en");
  await expect(page.locator(".sources .link-language")).toHaveCount(0);
});

test("a Spanish county page marks its taxing units' English sources, the English page does not", async ({
  page,
}) => {
  await page.goto("/es/condados/harris");
  const unitSources = page.locator('a[hreflang="en"]', { has: page.locator(".link-language") });
  expect(await unitSources.count()).toBeGreaterThanOrEqual(5);
  await expect(unitSources.first().locator(".link-language")).toHaveText("(en inglés)");
  await page.goto("/counties/harris");
  await expect(page.locator(".link-language")).toHaveCount(0);
});
