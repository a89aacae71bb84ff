import { readFileSync } from "node:fs";
import { expect, test } from "./page-ready";
import {
  chooseCounty,
  county,
  figure,
  holdScripts,
  hydrated,
  stylesApplied,
  txCounties,
} from "./calculator-support";
import { e2ePort, e2eUrl } from "./ports";
import { withStateServer } from "./state-server";

// Issue 13 in the browser: the home value as pasted or typed with cents, an estimated county's
// result saying it is an estimate, and a California result (a server this file starts, ports.ts
// offset 40) with the assessed value, the two installments and no invented split.

const estimated = txCounties.find((c) => c.rateKind === "estimate" && !(c.units?.length ?? 0));

test('pasting "$350,000.00" gives 350,000, and typing cents never multiplies the value', async ({ page }) => {
  await page.goto("/calculator");
  await hydrated(page);
  const field = page.locator("#calc-value");
  await field.fill("");
  await field.focus();
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>("#calc-value")!;
    const data = new DataTransfer();
    data.setData("text/plain", "$350,000.00");
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(field).toHaveValue("350,000");

  await field.fill("");
  await field.pressSequentially("350000.5");
  await expect(field).toHaveValue("350,000.5");
  await field.blur();
  await expect(field).toHaveValue("350,000");

  // A value over the high threshold keeps a warning beside the field.
  await field.fill("");
  await field.pressSequentially("25000000");
  await field.blur();
  await expect(page.locator("#calc-value-warning")).toContainText("Very high property value detected");
});

test("an estimated county's result says it is an estimate, with a range and the recent buyer's warning", async ({
  page,
}) => {
  test.skip(!estimated, "every Texas county has published rates");
  await page.goto("/calculator");
  await hydrated(page);
  await page.locator("#calc-value").fill("300000");
  await chooseCounty(page, estimated!.name);
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(page.getByRole("heading", { name: /a county-wide estimate, not a bill/ })).toBeVisible();
  const notice = page.getByTestId("estimate-notice");
  await expect(notice).toContainText(
    /estimated from census data .* expect roughly \$[\d,]+ to \$[\d,]+ a year/,
  );
  await expect(notice).toContainText("If you bought recently, you may pay much more");
  // No invented school / non-school split under an estimate.
  await expect(figure(page, "School taxes")).toHaveCount(0);
  await expect(page.locator(".breakdown-chart")).toHaveCount(0);
  // What the visitor shares gives the same range, not one amount.
  const [, low, high] =
    /expect roughly (\$[\d,]+) to (\$[\d,]+) a year/.exec((await notice.textContent()) ?? "") ?? [];
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const x = new URL((await dialog.getByRole("link", { name: /Post on X/ }).getAttribute("href"))!);
  expect(x.searchParams.get("text")).toContain(
    `roughly ${low}–${high} a year, from a county-wide census estimate`,
  );
  const mail = (await dialog.getByRole("link", { name: "Email" }).getAttribute("href"))!;
  expect(new URLSearchParams(mail.slice("mailto:?".length)).get("body")).toContain(
    `roughly ${low}–${high} a year`,
  );
});

test("a Spanish result names its lines and its rate's source in Spanish, and an English one in English", async ({
  page,
}) => {
  test.skip(!estimated?.rateSource.titleEs, "the estimated county's source has no Spanish title");
  const source = estimated!.rateSource;
  await page.goto("/es/calculadora");
  await hydrated(page);
  await chooseCounty(page, estimated!.name);
  await page.getByRole("button", { name: "Calcular", exact: true }).click();
  const card = page.locator(".results-card");
  await expect(card).toContainText(source.titleEs!);
  await expect(card).not.toContainText(source.title);
  // The lines the engine makes for a county without taxing units are named in Spanish too.
  await expect(card.locator(".lines-table .line-name")).toHaveText([
    "Distrito escolar",
    "Condado",
    "Ciudad",
    "Distritos especiales",
  ]);

  await page.goto("/calculator");
  await hydrated(page);
  await chooseCounty(page, estimated!.name);
  await page.getByRole("button", { name: "Calculate", exact: true }).click();
  await expect(card).toContainText(source.title);
  await expect(card).not.toContainText(source.titleEs!);
});

test.describe("California", () => {
  withStateServer(test, "CA", e2ePort(40));

  for (const lang of ["en", "es"] as const) {
    test(`${lang}: a result from the bill's assessed value, with its two installments and no invented split`, async ({
      page,
    }) => {
      const L =
        lang === "en"
          ? {
              path: "/calculator",
              value: "Assessed value on your tax bill",
              calculate: "Calculate",
              assessed: "Assessed value",
              installments: "Two installments",
              first: /Due November 1, \d{4}; late after December 10, \d{4}/,
              second: /Due February 1, \d{4}; late after April 10, \d{4}/,
              noSplit: /1% general levy is one line on the bill/,
            }
          : {
              path: "/es/calculadora",
              value: "Valor tasado en su factura de impuestos",
              calculate: "Calcular",
              assessed: "Avalúo",
              installments: "Dos pagos",
              first:
                /Vence el 1 de noviembre de \d{4}; se considera atrasado después del 10 de diciembre de \d{4}/,
              second:
                /Vence el 1 de febrero de \d{4}; se considera atrasado después del 10 de abril de \d{4}/,
              noSplit: /gravamen general de 1% de California aparece en una sola línea/,
            };
      await page.goto(`${e2eUrl(40)}${L.path}`);
      await hydrated(page);
      await expect(page.getByLabel(L.value)).toBeVisible();
      await page.locator("#calc-value").fill("480000");
      await chooseCounty(page, "Alameda");
      await page.getByRole("button", { name: L.calculate, exact: true }).click();
      await expect(figure(page, L.assessed)).toHaveText(/\$480,000/);
      const inst = page.getByTestId("installments");
      await expect(inst.getByRole("heading", { name: L.installments })).toBeVisible();
      await expect(inst).toContainText(L.first);
      await expect(inst).toContainText(L.second);
      await expect(page.locator(".breakdown-chart")).toHaveCount(0);
      await expect(page.locator(".results-card")).toContainText(L.noSplit);
    });
  }
});

// On a slow phone the page can be filled in before its code arrives: hydration must keep what
// was typed and chosen (the value went back to $350,000 and the county was lost).
test("a value typed and a county chosen before the page hydrates are kept", async ({ page }) => {
  const release = await holdScripts(page, "**/assets/entry.client-*.js");
  await page.goto("/calculator", { waitUntil: "commit" });
  await page.locator("#calc-value").fill("875000");
  await page.locator("#calc-county").selectOption("harris");
  release();
  // Hydrated: the plain list has become the searchable picker.
  await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible();
  await expect(page.locator("#calc-value")).toHaveValue("875,000");
  await expect(page.locator("#calc-county")).toHaveValue("Harris");
});

test.describe("New York", () => {
  withStateServer(test, "NY", e2ePort(41));

  // Before hydration the form lists the STAR choice and the property class (New York City's
  // boroughs) whatever the boxes and the county; the form then left them out and the Calculate
  // button rose about 320 px on a 390 px phone (New York City's calculator under it: its senior
  // income and co-op fields, about 140 px). CSS now hides them from the first paint on the same
  // conditions (decision 118).
  test("the form keeps its shape at hydration; the class shows for a borough chosen before it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page, "**/assets/entry.client-*.js");
    await page.goto(`${e2eUrl(41)}/calculator`, { waitUntil: "commit" });
    await expect(page.locator("select#calc-county")).toBeVisible();
    await stylesApplied(page);
    const calculate = page.locator("#calculator-form .calculate-button");
    // New York City's own calculator, lower on the page: its senior income and co-op fields.
    const nycCalculate = page.locator(".nyc-form .calculate-button");
    const top = () =>
      Promise.all(
        [calculate, nycCalculate].map((b) =>
          b.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)),
        ),
      );
    await expect(page.locator("#calc-star")).toBeHidden();
    await expect(page.locator("#calc-class")).toBeHidden();
    await expect(page.locator("#nyc-income")).toBeHidden();
    await expect(page.locator("#nyc-coop")).toBeHidden();
    const before = await top();
    await page.locator("#nyc-star").selectOption("enhanced");
    await expect(page.locator("#nyc-income")).toBeVisible();
    await page.locator("#nyc-star").selectOption("none");
    await page.locator("select#calc-county").selectOption("kings");
    await expect(page.locator("#calc-class")).toBeVisible();
    await page.locator("select#calc-county").selectOption("albany");
    await expect(page.locator("#calc-class")).toBeHidden();
    release();
    await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await top()).toEqual(before);
  });

  // Decision 130: Erie's Akron schools in the Town of Alden, the Tax Department's 2025-26 table:
  // Basic STAR saves at most $275 there (the county-wide estimate said about $292).
  for (const [lang, path, check, rule] of [
    [
      "en",
      "/calculator",
      /STAR credit of about \$275 a year/,
      /maximum savings for Akron schools \(Town of Alden\), school year 2025-26: \$275/,
    ],
    [
      "es",
      "/es/calculadora",
      /crédito STAR de unos 275\s?US\$|crédito STAR de unos \$275/,
      /ahorro máximo .* escuelas de Akron \(Town of Alden\), año escolar 2025-26: \$275/,
    ],
  ] as const) {
    test(`${lang}: the school district chosen for STAR gives the State's amount for it`, async ({ page }) => {
      await page.goto(`${e2eUrl(41)}${path}?value=300000&county=erie&homestead=1&school=akron-town-of-alden`);
      await expect(page.locator("#calc-school")).toHaveValue("akron-town-of-alden");
      await expect(page.locator('[data-testid="star-credit"]')).toContainText(check);
      await expect(page.locator("main")).toContainText(rule);
      await expect(page.locator("#calc-school option")).toHaveCount(45);
    });
  }

  // Dollars as the card writes them ("$4,180", "4,180 US$"...), back to a number.
  const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

  for (const lang of ["en", "es"] as const) {
    test(`${lang}: a STAR credit holder sees the whole bill, the State's check and the cost after it`, async ({
      page,
    }) => {
      const L =
        lang === "en"
          ? {
              path: "/calculator",
              star: "STAR (School Tax Relief)",
              calculate: "Calculate",
              annual: "Annual property tax",
              title: "Your STAR credit check",
              net: "What you pay after the check",
            }
          : {
              path: "/es/calculadora",
              star: "STAR (alivio del impuesto escolar)",
              calculate: "Calcular",
              annual: "Impuesto predial anual",
              title: "Su cheque del crédito STAR",
              net: "Lo que paga después del cheque",
            };
      await page.goto(`${e2eUrl(41)}${L.path}`);
      await hydrated(page);
      await page.locator("#calc-value").fill("200000");
      await chooseCounty(page, "Albany");
      // The county calculator's checkbox (the page's New York City calculator has a STAR select too).
      await page.getByRole("checkbox", { name: L.star, exact: true }).check();
      await page
        .locator("#calc-homestead")
        .locator("xpath=ancestor::form")
        .getByRole("button", { name: L.calculate, exact: true })
        .click();
      const section = page.getByTestId("star-credit");
      await expect(section.getByRole("heading", { name: L.title })).toBeVisible();
      const annual = dollars((await figure(page, L.annual).first().textContent()) ?? "");
      const net = dollars((await figure(page, L.net).textContent()) ?? "");
      const check = dollars(
        (/\$[\d,]+/.exec((await section.locator("p").first().textContent()) ?? "") ?? [""])[0],
      );
      expect(check).toBeGreaterThan(0);
      // The card rounds to whole dollars: the three agree within that rounding.
      expect(Math.abs(annual - check - net)).toBeLessThanOrEqual(1);
    });
  }

  // Issue 13's New York City class 2: a co-op's sale price is not its Department of Finance
  // value, so the card says so; the notice's billable assessed value is taxed at the class rate
  // the State configuration carries for the year (the last adopted one, carried forward).
  test("a Brooklyn co-op: the sale price gets the notice warning, the notice's value the class 2 rate", async ({
    page,
  }) => {
    const rules = JSON.parse(readFileSync("seed/states/ny.rules.json", "utf8")) as {
      nyc: { classRates: { from: number; value: Record<string, number> }[] };
    };
    const { taxYear } = JSON.parse(readFileSync("seed/states/ny.json", "utf8")) as { taxYear: number };
    const rate = rules.nyc.classRates.filter((e) => e.from <= taxYear).at(-1)!.value.class2;
    await page.goto(`${e2eUrl(41)}/calculator`);
    await hydrated(page);
    const nyc = page.locator("section.nyc-calculator");
    // Its code comes after the page's: the server's form shows the co-op box for every class, the
    // hydrated one only for class 2. Waiting for it makes this the browser's calculation, not the
    // server's answer to the plain form.
    await expect(nyc.locator("#nyc-coop")).toHaveCount(0);
    await nyc.locator("#nyc-borough").selectOption("kings");
    await nyc.locator("#nyc-class").selectOption("class2");
    await nyc.locator("#nyc-value").fill("875000");
    await nyc.getByRole("button", { name: "Calculate", exact: true }).click();
    const card = nyc.locator(".results-card");
    await expect(card.locator(".callout")).toContainText("Billable Assessed Value");

    await nyc.locator("#nyc-assessed").fill("38000");
    await nyc.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(figure(page, "Tax before exemptions")).toHaveText(
      `$${Math.round((38_000 * rate) / 100).toLocaleString("en-US")}`,
    );
    await expect(card.locator(".callout")).not.toContainText("Billable Assessed Value");
  });

  // On a slow phone the server's form can be filled in before this calculator's code arrives; the
  // choices must survive its hydration (they were put back to class 1 and $350,000).
  test("choices made before New York City's calculator hydrates are kept", async ({ page }) => {
    const release = await holdScripts(page, "**/assets/NycCalculator-*.js");
    await page.goto(`${e2eUrl(41)}/calculator`);
    await hydrated(page);
    const nyc = page.locator("section.nyc-calculator");
    await nyc.locator("#nyc-class").selectOption("class2");
    await nyc.locator("#nyc-value").fill("875000");
    release();
    // Hydrated: the senior's income field, which the server's form always shows, is only for
    // enhanced STAR once the code runs.
    await expect(nyc.locator("#nyc-income")).toHaveCount(0);
    await expect(nyc.locator("#nyc-class")).toHaveValue("class2");
    await expect(nyc.locator("#nyc-value")).toHaveValue("875,000");
    await expect(nyc.locator("#nyc-coop")).toBeVisible();
  });
});

test("a county page's rate badge gives its lines' years and statuses, not the county's own", async ({
  page,
}) => {
  const harris = county("harris");
  const years = (harris.units ?? []).map((u) => u.taxYear);
  const span =
    Math.min(...years) === Math.max(...years)
      ? `${Math.max(...years)}`
      : `${Math.min(...years)}–${Math.max(...years)}`;
  const statuses = new Set((harris.units ?? []).map((u) => u.status ?? "adopted"));
  await page.goto("/counties/harris");
  const badge = page.locator(".page-header .badge");
  await expect(badge).toContainText(`· ${span}`);
  // Decision 129: rates read from news reports are never called official.
  const news = (harris.units ?? []).filter((u) => u.source.kind === "secondary").length;
  if (statuses.size === 1 && statuses.has("adopted"))
    await expect(badge).toContainText(news > 0 ? "Adopted rates" : "Official adopted rate");
  else await expect(badge).toContainText("Rates on the bill:");
  if (news > 0) {
    await expect(badge).not.toContainText("Official");
    await expect(page.locator(".page-header")).toContainText(
      `${news} of the ${harris.units!.length} rates are from news reports, not the units' own notices`,
    );
  }
});
