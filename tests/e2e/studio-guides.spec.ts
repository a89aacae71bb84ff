import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parseNdjson } from "../../app/content/source.server";
import { startLakeStub, type LakeStub } from "../support/content-lake-stub";
import { e2ePort } from "./ports";
import { startStateServer, stopStateServer } from "./state-server";

// A guide an editor makes in the Studio has no row in the route table: it answers at its key in
// English and at its Spanish slug in Spanish, is listed with the guides and in the sitemap, and
// a guide that has a row of its own answers only there. The builds read a Content Lake
// stand-in holding the seed dataset and two guides made in the Studio.
const TX = e2ePort(21);
const HUB = e2ePort(22);

function studioGuide(key: string, slugEs: string, state: string, en: string, es: string) {
  const block = (text: string) => [
    {
      _type: "block",
      _key: `b-${key}`,
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: `s-${key}`, text, marks: [] }],
    },
  ];
  return {
    _id: `guide.${key}${state === "ALL" ? "" : `.${state.toLowerCase()}`}`,
    _type: "guide",
    key,
    state,
    category: "basics",
    checked: "2026-11-20",
    title: { en, es },
    slug: { en: key, es: slugEs },
    description: { en: `${en}: what to check.`, es: `${es}: qué revisar.` },
    body: { en: block(`${en} in a few steps.`), es: block(`${es} en pocos pasos.`) },
    sources: [
      { _type: "source", _key: "s1", title: "Texas Comptroller", url: "https://comptroller.texas.gov/" },
    ],
  };
}

let lake: LakeStub;
const servers: ChildProcess[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  lake = await startLakeStub([
    ...(parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8")) as never[]),
    studioGuide(
      "first-home-checklist",
      "lista-primera-casa",
      "TX",
      "First-home tax checklist",
      "Lista para su primera casa",
    ),
    studioGuide(
      "renters-and-property-tax",
      "inquilinos-e-impuesto-predial",
      "NY",
      "Renters and property tax",
      "Inquilinos e impuesto predial",
    ),
  ]);
  const env = { CONTENT_SOURCE: "sanity", SANITY_PROJECT_ID: "stub", SANITY_API_HOST: lake.url };
  servers.push(await startStateServer("TX", TX, env), await startStateServer("HUB", HUB, env));
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopStateServer));
  await lake?.close();
});

test("a Studio guide answers at its key in English and its Spanish slug in Spanish, each naming the other", async ({
  page,
  request,
}) => {
  const en = await page.goto(`http://127.0.0.1:${TX}/guides/first-home-checklist`);
  expect(en?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("First-home tax checklist");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("First-home tax checklist in a few steps.")).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute(
    "href",
    /\/es\/guias\/lista-primera-casa$/,
  );
  await expect(page.getByTestId("language-switch")).toHaveAttribute("href", "/es/guias/lista-primera-casa");

  // The language switch, in the browser: the Spanish guide, at its Spanish address.
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/es\/guias\/lista-primera-casa$/);
  await expect(page.locator("h1")).toHaveText("Lista para su primera casa");
  await expect(page.getByText("Lista para su primera casa en pocos pasos.")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/es\/guias\/lista-primera-casa$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
    "href",
    /\/guides\/first-home-checklist$/,
  );
  await expect(page.getByTestId("language-switch")).toHaveAttribute("href", "/guides/first-home-checklist");

  // The key in Spanish, its address before it had a Spanish one, moves there for good.
  const moved = await request.get(`http://127.0.0.1:${TX}/es/guias/first-home-checklist`, {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/es/guias/lista-primera-casa");
});

test("the guides page, the home page and the sitemap list it; another state's is not on Texas", async ({
  page,
  request,
}) => {
  await page.goto(`http://127.0.0.1:${TX}/es/guias-impuestos`);
  await expect(page.getByRole("link", { name: "Lista para su primera casa" })).toHaveAttribute(
    "href",
    "/es/guias/lista-primera-casa",
  );
  await expect(page.getByText("Inquilinos e impuesto predial")).toHaveCount(0);
  await page.goto(`http://127.0.0.1:${TX}/`);
  await expect(page.getByRole("link", { name: "First-home tax checklist" }).first()).toHaveAttribute(
    "href",
    "/guides/first-home-checklist",
  );
  const sitemap = await (await request.get(`http://127.0.0.1:${TX}/sitemap.xml`)).text();
  expect(sitemap).toContain("/es/guias/lista-primera-casa</loc>");
  expect(sitemap).toContain("/guides/first-home-checklist</loc>");
  expect(sitemap).not.toContain("renters-and-property-tax");
  expect((await request.get(`http://127.0.0.1:${TX}/guides/renters-and-property-tax`)).status()).toBe(404);
});

test("a guide with its own address is sent there; an unknown key is not found", async ({ request }) => {
  const moved = await request.get(`http://127.0.0.1:${TX}/es/guias/how-to-protest`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/es/guias/como-protestar-impuestos-prediales-texas");
  expect((await request.get(`http://127.0.0.1:${TX}/guides/no-such-guide`)).status()).toBe(404);
  expect((await request.get(`http://127.0.0.1:${TX}/es/guias/no-such-guide`)).status()).toBe(404);
});

test("the hub carries each state's Studio guides under the state's name", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${HUB}/tax-guides`);
  const link = page.getByRole("link", { name: "Renters and property tax" });
  await expect(link).toHaveAttribute("href", "/guides/renters-and-property-tax-new-york");
  await link.click();
  await expect(page.locator("h1")).toHaveText("Renters and property tax");
  await page.goto(`http://127.0.0.1:${HUB}/es/guias-impuestos`);
  const es = page.getByRole("link", { name: "Inquilinos e impuesto predial" });
  await expect(es).toHaveAttribute("href", "/es/guias/inquilinos-e-impuesto-predial-nueva-york");
  await es.click();
  await expect(page.locator("h1")).toHaveText("Inquilinos e impuesto predial");
  // The hub's Spanish address of it before: the key and the state's English name.
  const before = await page.goto(`http://127.0.0.1:${HUB}/es/guias/renters-and-property-tax-new-york`);
  expect(before?.status()).toBe(200);
  await expect(page).toHaveURL(/\/es\/guias\/inquilinos-e-impuesto-predial-nueva-york$/);
});
