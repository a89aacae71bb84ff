// Sections the server renders without serialising their data (app/utils/server-sections.tsx,
// docs/decisions/111): the home page's guides, exemptions, deadlines, largest counties and FAQ.
import { expect, test } from "./page-ready";

const loaderData = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((s) => s.includes("__remixContext.streamController.enqueue("))
    .join("");

for (const path of ["/", "/es"]) {
  test(`${path}: the FAQ's answers are in the document once, as markup, and in a data request's answer`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const answers = [
      ...html.matchAll(/<details class="faq-item"><summary>[^<]*<\/summary><p>([^<]{40,})/g),
    ].map((m) => m[1]);
    expect(answers.length).toBeGreaterThan(2);
    // The text as the loader would have answered it: the first 40 characters, without entities.
    const sample = answers[0].slice(0, 40).replace(/&#x27;.*$/, "");
    expect(sample.length).toBeGreaterThan(10);
    expect(loaderData(html)).not.toContain(sample);
    const data = await (await request.get(`${path === "/" ? "/_root" : path}.data`)).text();
    expect(data).toContain(sample);
  });
}

test("the server's sections keep working after hydration and are rendered on a client-side move", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/"); // fails on a hydration error (page-ready)
  await expect(page.locator("#home-more details.faq-item")).toHaveCount(6);
  // A link in the server's markup goes through Remix's router: no new document.
  await page.locator('#home-more a[href="/counties/harris"]').click();
  await expect(page).toHaveURL(/\/counties\/harris$/);
  await expect(page.locator("h1")).toContainText("Harris");
  // The county page's units and office, rendered in the browser from the data request's answer.
  await expect(page.locator("#county-details .units-table tbody tr").first()).toBeVisible();
  await expect(page.locator("#county-details #office-heading")).toBeVisible();
  // Back to the home page without a document: the browser renders the sections from the data.
  await page.locator("a.brand").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#home-more details.faq-item")).toHaveCount(6);
  await expect(page.locator("#home-more #major-counties")).toBeVisible();
  await expect(page.locator("#home-more #essential-guides")).toBeVisible();
  expect(documents).toHaveLength(1);
});

test("a guide's text is markup in its document, and a link to another guide renders that guide", async ({
  page,
  request,
}) => {
  const path = "/guides/understanding-property-taxes";
  const html = await (await request.get(path)).text();
  expect(html).toContain('<div id="guide-text">');
  expect(loaderData(html).length).toBeLessThan(8 * 1024);

  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto(path);
  const before = await page.locator("h1").textContent();
  const link = page.locator('#guide-text .prose a[href^="/guides/"]').first();
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("h1")).not.toHaveText(before ?? "");
  // The new guide's text, rendered in the browser from the data request's answer.
  await expect(page.locator("#guide-text .prose p").first()).not.toBeEmpty();
  expect(await page.locator("#guide-text .prose").textContent()).not.toBe("");
  // A legal page reached from the footer renders its text too.
  await page.locator('#site-footer nav a[href="/privacy-policy"]').click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator("#page-text p").first()).not.toBeEmpty();
  expect(documents).toHaveLength(1);
});

for (const path of ["/privacy-policy", "/es/como-funciona"]) {
  test(`${path} hydrates around its text`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="page-text" class="prose">');
    expect(loaderData(html).length).toBeLessThan(8 * 1024);
    await page.goto(path); // fails on a hydration error (page-ready)
    await expect(page.locator("#page-text p").first()).not.toBeEmpty();
  });
}

test("a county page hydrates around its units, notes and office", async ({ page, request }) => {
  const html = await (await request.get("/es/condados/harris")).text();
  expect(html).toContain('<div id="county-details">');
  expect(loaderData(html).length).toBeLessThan(8 * 1024);
  await page.goto("/es/condados/harris"); // fails on a hydration error (page-ready)
  await expect(page.locator("#county-details .units-table tbody tr").first()).toBeVisible();
});

test("the guides hub hydrates around its cards, and its links move without a document", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/tax-guides")).text();
  expect(html).toContain('<div id="guide-cards">');
  expect(loaderData(html).length).toBeLessThan(8 * 1024);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/tax-guides"); // fails on a hydration error (page-ready)
  const card = page.locator('#guide-cards a[href^="/guides/"]').first();
  const href = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("#guide-text .prose p").first()).not.toBeEmpty();
  expect(documents).toHaveLength(1);
});
