// Sections the server renders without serialising their data (app/utils/server-sections.tsx,
// docs/decisions/111): guides, CMS pages, how it works, county pages and the guides hub.
import { inlineLoaderData as loaderData } from "../../bench/page-facts";
import { figure } from "./calculator-support";
import { expect, test } from "./page-ready";

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

for (const path of ["/calculator", "/es/calculadora"]) {
  test(`${path}: the county list is in the picker's select, not again in the loader data`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<option value="zavala">Zavala</option>');
    // Texas's last county, named nowhere else on these pages; the home page's extras name Harris.
    expect(loaderData(html)).not.toContain("Zavala");
    await page.goto(path); // fails on a hydration error (page-ready)
    const picker = page.getByRole("combobox", { name: /County|Condado/ });
    await picker.fill("Harr");
    await expect(page.getByRole("option", { name: "Harris", exact: true })).toBeVisible();
    await expect(page.getByRole("option", { name: "Harrison" })).toBeVisible();
  });
}

for (const [path, other, loaded] of [
  ["/", "Another county (full list)", /Loaded 254 Texas counties/],
  ["/es", "Otro condado (lista completa)", /254 condados de Texas/],
] as const) {
  test(`${path}: the home page's select lists the major counties, and the picker has every county once interactive`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // The counties of the page's own major-counties table (the largest), A–Z, then a choice of
    // another county, which without JavaScript leads to the calculator's page and its whole list.
    const table = /<section aria-labelledby="major-counties"[\s\S]*?<\/section>/.exec(html)![0];
    const major = [...table.matchAll(/href="\/(?:es\/condados|counties)\/([a-z-]+)"/g)].map((m) => m[1]);
    expect(major).toHaveLength(10);
    const select = /<select id="calc-county"[\s\S]*?<\/select>/.exec(html)![0];
    const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)];
    expect(options.map((o) => o[1])).toEqual(["", ...[...new Set(major)].sort(), "*"]);
    expect(options.at(-1)![2]).toBe(other);
    expect(html).not.toContain("Zavala");
    expect(loaderData(html)).not.toContain("Zavala");

    await page.goto(path); // fails on a hydration error (page-ready)
    await expect(page.getByText(loaded)).toBeVisible();
    const picker = page.getByRole("combobox", { name: /County|Condado/ });
    await picker.fill("Zava");
    await page.getByRole("option", { name: "Zavala", exact: true }).click();
    await expect(picker).toHaveValue("Zavala");
  });
}

test("the home page tries the whole county list again when its first fetch fails", async ({ page }) => {
  let tries = 0;
  await page.route("**/api/county-names", (route) =>
    ++tries === 1 ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue(),
  );
  await page.goto("/");
  await expect(page.getByText(/Loaded 254 Texas counties/)).toBeVisible();
  expect(tries).toBe(2);
  const picker = page.getByRole("combobox", { name: "County" });
  await picker.fill("Zava");
  await page.getByRole("option", { name: "Zavala", exact: true }).click();
  await expect(picker).toHaveValue("Zavala");
});

test("the home page restores a remembered county that is not among the major ones", async ({ page }) => {
  await page.goto("/calculator");
  const picker = page.getByRole("combobox", { name: "County" });
  await picker.fill("Lovi");
  await page.getByRole("option", { name: "Loving", exact: true }).click();
  // A county is remembered with its calculation (after-calculation.ts).
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(figure(page, "Annual property tax")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("combobox", { name: "County" })).toHaveValue("Loving");
});

test("the protest kit's county list is in its select, not again in the loader data, and the form still works", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/es/kit-de-protesta")).text();
  expect(html).toContain('<option value="zavala">Zavala</option>');
  expect(loaderData(html)).not.toContain("Zavala");
  await page.goto("/es/kit-de-protesta"); // fails on a hydration error (page-ready)
  const select = page.locator('select[name="county"]');
  // Whole once hydrated: the prompt and 254 counties, each with its slug as value.
  await expect(select.locator("option")).toHaveCount(255);
  await expect(select.locator('option[value="harris"]')).toHaveText("Harris");
  await select.selectOption("travis");
  await page.getByLabel("Fecha en que le entregaron el aviso de avalúo").fill("2026-04-15");
  await page.getByRole("button", { name: "Preparar mi kit de protesta" }).click();
  await expect(page.getByTestId("kit-deadline")).toHaveText("15 de mayo de 2026");
  // After the move without a document, the list came in the data: the select is whole and kept.
  await expect(select.locator("option")).toHaveCount(255);
  await expect(select).toHaveValue("travis");
});

test("a move to the calculator without a document brings the county list in its data", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto("/guides/understanding-property-taxes");
  await page.locator('#site-footer nav a[href="/calculator"]').click();
  await expect(page).toHaveURL(/\/calculator$/);
  const picker = page.getByRole("combobox", { name: "County" });
  await picker.fill("Trav");
  await expect(page.getByRole("option", { name: "Travis", exact: true })).toBeVisible();
  expect(documents).toHaveLength(1);
});
