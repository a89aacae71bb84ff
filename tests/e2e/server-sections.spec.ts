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
  // Back to the home page without a document: the browser renders the sections from the data.
  await page.locator("a.brand").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#home-more details.faq-item")).toHaveCount(6);
  await expect(page.locator("#home-more #major-counties")).toBeVisible();
  await expect(page.locator("#home-more #essential-guides")).toBeVisible();
  expect(documents).toHaveLength(1);
});
