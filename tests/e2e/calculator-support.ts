// Shared by the calculator's end-to-end specs: the figures the engine gives for an input,
// computed here in the test from the same dataset file the server reads, and a few page helpers.
import { readFileSync } from "node:fs";
import { calculate } from "../../app/calculator/engine/calculate";
import { countiesFromDataset, parseNdjson, rulesFromDataset } from "../../app/calculator/engine/dataset";
import type { County, TaxResult } from "../../app/calculator/engine/schemas";
import { toEngineInput } from "../../app/calculator/ui/engine-input";
import { buildOptions } from "../../app/calculator/ui/options";
import { formStateFrom, readParams } from "../../app/calculator/ui/url-state";
import { formatMoney, formatPercent } from "../../app/utils/format";
import { expect, type Page } from "./page-ready";

const DATASET = process.env.SEED_DATASET_FILE || "seed/dist/production.ndjson";
const docs = parseNdjson(readFileSync(DATASET, "utf8"));

export const txRules = (() => {
  const r = rulesFromDataset(docs, "TX").rules;
  if (!r) throw new Error(`${DATASET} has no Texas rules`);
  return r;
})();
export const txCounties: County[] = countiesFromDataset(docs, "TX").counties;

/** A Texas county's advisory notes in one language, as the dataset holds them. */
export function countyNotesInDataset(slug: string, lang: "en" | "es"): string[] {
  const doc = docs.find((d) => d._type === "county" && d.state === "TX" && d.slug === slug) as
    { notes?: { en: string; es?: string }[] } | undefined;
  return (doc?.notes ?? []).map((n) => (lang === "es" ? (n.es ?? n.en) : n.en));
}
const txConfig = docs.find((d) => d._id === "stateConfig.tx");

/** The sources of Texas's ways to pay, as the dataset holds them. */
export function txPaymentSources(): { title: string; titleEs?: string }[] {
  const options = (txConfig as { paymentOptions?: { source?: { title: string; titleEs?: string } }[] })
    .paymentOptions;
  return (options ?? []).flatMap((o) => (o.source ? [o.source] : []));
}

export function county(slug: string): County {
  const c = txCounties.find((x) => x.slug === slug);
  if (!c) throw new Error(`no county ${slug} in ${DATASET}`);
  return c;
}

/** The engine's result for a query string, through the same form → input mapping the page uses. */
export function engineResult(query: string): TaxResult {
  const form = formStateFrom(readParams(query), 350000);
  const options = buildOptions(txConfig, txRules, "en", (k) => k);
  const c = county(form.county);
  return calculate(toEngineInput(form, { options, countyName: c.name, nyc: false }), c, txRules);
}

/**
 * Worked by hand from the county's rates in the dataset, without the engine: with no
 * exemptions every ad valorem unit taxes the whole value, each line rounded to the cent.
 */
export function handTaxWithoutExemptions(slug: string, value: number): number {
  const c = county(slug);
  let cents = 0;
  for (const u of c.units ?? []) {
    if (u.basis === "per100") cents += Math.round(value * u.rate);
    else throw new Error(`hand computation covers rates per $100 only (${u.id} is ${u.basis})`);
  }
  return cents / 100;
}

export const money = (n: number, lang: "en" | "es") => formatMoney(n, lang);
export const percent = (n: number, lang: "en" | "es") => formatPercent(n, lang);

/** The value shown for a figure in the results card, by its label (on a page or in a frame). */
export function figure(page: Pick<Page, "locator">, label: string) {
  return page
    .locator(".results-card .figure")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator(".figure__value");
}

/** Consent to analytics, so track() pushes to window.dataLayer (nothing is sent anywhere: no tag id on this build). */
export async function allowAnalytics(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      "analytics_consent",
      JSON.stringify({ analytics: true, marketing: false, at: "2026-11-22T00:00:00Z" }),
    ),
  );
}

export async function declineAnalytics(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("analytics_consent"))
      localStorage.setItem(
        "analytics_consent",
        JSON.stringify({ analytics: false, marketing: false, at: "2026-11-22T00:00:00Z" }),
      );
  });
}

export async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name);
}

/** Waits until React has taken over the form (the combobox replaces the server's select). */
export async function hydrated(page: Page) {
  await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible({ timeout: 15_000 });
}

/** Holds back the scripts matching `pattern` until the returned function is called: a slow network for those files. */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((go) => (release = go));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the page's stylesheets apply: with its scripts held, a page can be measured before they do. */
export async function stylesApplied(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
}

/** Chooses a county in the combobox by typing and picking the option. */
export async function chooseCounty(page: Page, name: string, inputId = "#calc-county") {
  const box = page.locator(inputId);
  await box.fill("");
  await box.pressSequentially(name.slice(0, 4));
  await page.getByRole("option", { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

/** A first calculation from the empty calculator page: the default value in the given county. */
export async function firstCalculation(page: Page, county: string) {
  await declineAnalytics(page);
  await page.goto("/calculator");
  await hydrated(page);
  await chooseCounty(page, county);
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(figure(page, "Annual property tax")).toBeVisible();
}
