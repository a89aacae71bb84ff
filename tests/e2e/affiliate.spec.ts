import { readFileSync } from "node:fs";
import { inlineLoaderData } from "../../bench/page-facts";
import { expect, test, type Page } from "./page-ready";
import { chooseCounty, declineAnalytics, hydrated } from "./calculator-support";

// The per-state affiliate link (spec §1): under the result and in the footer, with the state's
// tax tip and the disclosure, marked rel="sponsored", and the affiliate-disclosure page telling
// the same story. Expected words come from the site settings' source file, not from the page.
const settings = JSON.parse(readFileSync("seed/data/site-settings.json", "utf8")) as {
  defaults: {
    affiliate: {
      url: string;
      label: Record<"en" | "es", string>;
      disclosure: Record<"en" | "es", string>;
    };
  };
  taxTips: Record<string, Record<"en" | "es", string>>;
};
const affiliate = settings.defaults.affiliate;

const cases = [
  {
    lang: "en" as const,
    calculator: "/calculator?value=350000&county=harris&homestead=1",
    disclosurePage: "/affiliate-disclosure",
    howItWorks: "How this link works",
    noPartner: "No company pays us for this link.",
    commissionClaim: /operators may earn a commission/i,
  },
  {
    lang: "es" as const,
    calculator: "/es/calculadora?value=350000&county=harris&homestead=1",
    disclosurePage: "/es/divulgacion-afiliados",
    howItWorks: "Cómo funciona este enlace",
    noPartner: "Ninguna empresa nos paga por este enlace.",
    commissionClaim: /operadores del sitio pueden recibir una comisión/i,
  },
];

async function expectSponsoredLink(page: Page, scope: ReturnType<Page["locator"]>, lang: "en" | "es") {
  const link = scope.getByRole("link", { name: affiliate.label[lang] });
  await expect(link).toHaveAttribute("href", affiliate.url);
  await expect(link).toHaveAttribute("rel", "sponsored noopener");
  await expect(link).toHaveAttribute("target", "_blank");
}

for (const c of cases) {
  test(`${c.lang}: the affiliate link, its tax tip and its disclosure under the result and in the footer`, async ({
    page,
  }) => {
    await declineAnalytics(page);
    await page.goto(c.calculator);
    await hydrated(page);
    const results = page.locator("#calculator-results [data-affiliate]");
    await expect(results).toBeVisible();
    await expect(results).toContainText(settings.taxTips.TX[c.lang]);
    await expect(results).toContainText(affiliate.disclosure[c.lang]);
    await expectSponsoredLink(page, results, c.lang);
    await expect(results.getByRole("link", { name: c.howItWorks })).toHaveAttribute("href", c.disclosurePage);

    const footer = page.locator("#site-footer [data-affiliate]");
    await expect(footer).toContainText(affiliate.disclosure[c.lang]);
    await expectSponsoredLink(page, footer, c.lang);
  });

  test(`${c.lang}: the affiliate-disclosure page describes the link that is shown`, async ({ page }) => {
    await declineAnalytics(page);
    await page.goto(c.disclosurePage);
    const now = page.locator("[data-affiliate-now]");
    await expectSponsoredLink(page, now, c.lang);
    await expect(now).toContainText(c.noPartner);
    await expect(now).toContainText(affiliate.disclosure[c.lang]);
    // The page no longer claims a commission the site does not earn.
    await expect(page.locator("main")).not.toContainText(c.commissionClaim);
    await expect(page.locator("main")).toContainText("IRS Free File");
  });
}

// The page's data does not carry the link's texts (decision 111): after a calculation in the
// browser they come with the county's details.
test("en: after a calculation in the browser, the link and its tax tip are under the result", async ({
  page,
}) => {
  await declineAnalytics(page);
  await page.goto("/calculator");
  await hydrated(page);
  await chooseCounty(page, "Travis");
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  const results = page.locator("#calculator-results [data-affiliate]");
  await expect(results).toContainText(settings.taxTips.TX.en);
  await expectSponsoredLink(page, results, "en");
  // In the footer too, and nothing of the link in the page's loader data.
  await expectSponsoredLink(page, page.locator("#site-footer [data-affiliate]"), "en");
  const html = await (await page.request.get("/calculator")).text();
  const loaderData = inlineLoaderData(html);
  expect(loaderData.length).toBeGreaterThan(0);
  expect(loaderData).not.toContain(affiliate.url);
});
