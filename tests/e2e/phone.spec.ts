import { LANGS } from "../../app/i18n/route-table";
import { samplePages } from "./sample-pages";
import { expect, test, type Locator, type Page } from "./page-ready";
import { allowAnalytics, holdScripts, stylesApplied } from "./calculator-support";

// The site on a phone: every page of the Texas build's route table at 390 and 360 px in both
// languages, the compact header, the consent banner's share of the screen, and toasts that
// never sit on top of a button the visitor needs.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The page is no wider than the screen: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, context: string) {
  // Against the screen's width as set: on a phone's emulated viewport, innerWidth grows with
  // a page that overflows.
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${context}: page ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(
    width,
  );
}

/** What a tap at the button's centre reaches is the button itself (or its own content). */
async function expectHitTestable(button: Locator, context: string) {
  await expect(button).toBeVisible();
  const hit = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { ok: !!at && (at === el || el.contains(at)), at: at?.outerHTML.slice(0, 120) ?? "nothing" };
  });
  expect(hit.ok, `${context}: the centre of the button reaches ${hit.at}`).toBe(true);
}

const T = {
  en: {
    calculator: "/calculator",
    accept: "Accept all",
    reject: "Reject all",
    save: "Save my choices",
    choose: "Choose what to allow",
    start: "Start the calculator wizard",
    next: "Next",
    back: "Back",
    menu: "Menu",
    guides: "Guides",
  },
  es: {
    calculator: "/es/calculadora",
    accept: "Aceptar todo",
    reject: "Rechazar todo",
    save: "Guardar mis opciones",
    choose: "Elegir qué permitir",
    start: "Iniciar el asistente de cálculo",
    next: "Siguiente",
    back: "Atrás",
    menu: "Menú",
    guides: "Guías",
  },
} as const;

/** Every visible field's placeholder fits in the field: none is cut off (issue 18). */
async function expectPlaceholdersFit(page: Page, context: string) {
  const clipped = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        "input[placeholder], textarea[placeholder]",
      ),
    ]
      .filter((el) => el.offsetParent !== null)
      .flatMap((el) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(el.placeholder).width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return text > room
          ? [`#${el.id}: "${el.placeholder}" ${Math.round(text)} px in ${Math.round(room)}`]
          : [];
      }),
  );
  expect(clipped, `${context}: placeholders cut off`).toEqual([]);
}

test.describe("no page scrolls sideways on a phone", () => {
  for (const { path: pathIn } of samplePages("TX")) {
    for (const lang of LANGS) {
      const path = pathIn(lang);
      test(`${lang} ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoSidewaysScroll(page, `${path} at 390 px`);
        await page.setViewportSize({ width: 360, height: 740 });
        await expectNoSidewaysScroll(page, `${path} at 360 px`);
        await expectPlaceholdersFit(page, `${path} at 360 px`);
      });
    }
  }
});

// Issue 18: no browser-default indents. A list in running text is indented by about its
// marker's width, not 40 px (a tenth of the screen), and a definition by nothing.
test("lists in running text keep the browser's 40 px indent off a phone's width", async ({ page }) => {
  for (const path of ["/how-it-works", "/es/guias/exenciones"]) {
    await page.goto(path);
    const indents = await page.evaluate(() =>
      [...document.querySelectorAll(".prose ul, .prose ol, .prose dd")].map((el) => {
        const style = getComputedStyle(el);
        return parseFloat(el.tagName === "DD" ? style.marginLeft : style.paddingLeft);
      }),
    );
    expect(indents.length, path).toBeGreaterThan(0);
    expect(Math.max(...indents), path).toBeLessThanOrEqual(24);
  }
});

// Issue 18: nothing clipped. The how-it-works figure's words sit in fixed boxes; the Spanish
// "minus the exemptions" step ran one line past its box.
test("the how-it-works figure's words fit their boxes in both languages", async ({ page }) => {
  for (const path of ["/how-it-works", "/es/como-funciona"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll(".flow-label")].map((label) => {
        const box = Number(label.parentElement?.getAttribute("height"));
        return { text: label.textContent, over: label.scrollHeight - box };
      }),
    );
    expect(overflow.length, path).toBe(5);
    expect(
      overflow.filter((l) => l.over > 0),
      path,
    ).toEqual([]);
  }
});

// Issue 18: the result tiles form an even grid and an eight-digit figure stays inside its tile.
test("the result tiles fill their rows and a $98 million home's figures fit their tiles", async ({
  page,
}) => {
  for (const path of [
    "/calculator?county=harris&value=98765432&homestead=1&calc=1",
    "/es/calculadora?county=harris&value=98765432&homestead=1&calc=1",
    "/es/calculadora?county=anderson&value=98765432&calc=1",
  ]) {
    await page.goto(path);
    // The main figures (the annual tax across the card, two tiles under it) and the others.
    for (const grid of [".results-card dl.figures--main", ".results-card dl.figures:not(.figures--main)"]) {
      const tiles = page.locator(grid).first();
      await expect(tiles).toBeVisible();
      const layout = await tiles.evaluate((dl) => {
        const box = dl.getBoundingClientRect();
        const rows = new Map<number, number>();
        for (const tile of dl.children) {
          const r = tile.getBoundingClientRect();
          rows.set(Math.round(r.top), (rows.get(Math.round(r.top)) ?? 0) + r.width);
        }
        const overflowing = [...dl.querySelectorAll(".figure__value")]
          .filter(
            (v) => v.getBoundingClientRect().right > v.closest(".figure")!.getBoundingClientRect().right,
          )
          .map((v) => v.textContent);
        return { width: box.width, rowWidths: [...rows.values()], overflowing };
      });
      // Each row's tiles (and the gaps between them) span the grid's width: no hole at a row's end.
      for (const w of layout.rowWidths)
        expect(w, `${path}: a row of ${grid}`).toBeGreaterThan(layout.width - 30);
      expect(layout.overflowing, `${path}: figures wider than their tile`).toEqual([]);
      if (grid.endsWith("figures--main"))
        expect(layout.rowWidths, `${path}: rows of ${grid}`).toHaveLength(2);
    }
  }
});

// Before hydration the county field is a native select and the form lists every field that
// depends on a box (without JavaScript nothing could appear when one is ticked). At hydration
// the select became the combobox, with a hint line under it (the form moved down 26 px), and
// the school tax ceiling's fields, left out until a box asks for them, went (the Calculate
// button rose about 970 px on a 390 px phone). The select now has the hint too, and where
// JavaScript runs CSS hides those fields from the first paint on the same boxes.
test("nothing in the calculator's form moves at hydration", async ({ page }) => {
  for (const path of ["/", "/es/calculadora"]) {
    const release = await holdScripts(page, "**/assets/entry.client-*.js");
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("select#calc-county")).toBeVisible();
    await stylesApplied(page);
    const underCounty = page
      .locator("#calc-county")
      .locator("xpath=ancestor::div[contains(@class,'field')][1]/following-sibling::*[1]");
    const calculate = page.locator("#calculator-form .calculate-button");
    const top = (l: Locator) =>
      l.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const before = [await top(underCounty), await top(calculate)];
    release();
    await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(
      [await top(underCounty), await top(calculate)],
      `${path}: under the county field, Calculate`,
    ).toEqual(before);
    await page.unrouteAll();
  }
});

test("a box ticked before hydration shows the fields it asks for, and hydration keeps them", async ({
  page,
}) => {
  const release = await holdScripts(page, "**/assets/entry.client-*.js");
  await page.goto("/calculator", { waitUntil: "commit" });
  const ceiling = page.locator("#calc-ceiling");
  const amount = page.locator("#calc-ceilingAmount");
  await expect(page.locator("select#calc-county")).toBeVisible();
  await expect(ceiling).toBeHidden();
  await page.locator("#calc-over65").check();
  await expect(ceiling).toBeVisible();
  await expect(amount).toBeHidden();
  await ceiling.check();
  await expect(amount).toBeVisible();
  release();
  await expect(page.locator('#calc-county[role="combobox"]')).toBeVisible();
  await expect(page.locator("#calc-over65")).toBeChecked();
  await expect(ceiling).toBeChecked();
  await expect(amount).toBeVisible();
});

// The results card's heading says what the figure is in at most two lines on a phone; which
// rates it uses, when they are older than the tax year, is a line of its own under the county.
test("the results heading is two lines at most on a 360 px phone, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/calculator?county=harris&value=350000&homestead=1&calc=1",
    "/es/calculadora?county=harris&value=350000&homestead=1&calc=1",
  ]) {
    await page.goto(path);
    const heading = page.locator("#results-title");
    await expect(heading).toBeVisible();
    const lines = await heading.evaluate((h) => {
      const style = getComputedStyle(h);
      return h.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    expect(lines, `${path}: lines of the results heading`).toBeLessThanOrEqual(2.05);
  }
});

for (const lang of LANGS) {
  const t = T[lang];

  test(`${lang}: the first screen holds the headline and the value field under a one-row header`, async ({
    page,
  }) => {
    await page.goto(lang === "es" ? "/es" : "/");
    const header = page.locator(".site-header");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(page.locator("#main-navigation")).toBeHidden();
    const menu = page.getByRole("button", { name: t.menu });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#main-navigation").getByRole("link", { name: t.guides })).toBeVisible();
    await menu.click();
    await expect(page.locator("#main-navigation")).toBeHidden();

    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    const bannerTop = (await banner.boundingBox())!.y;
    const h1 = (await page.locator("h1").first().boundingBox())!;
    expect(h1.y + h1.height, "the headline is above the consent banner").toBeLessThanOrEqual(bannerTop);
    const value = (await page.locator("#calc-value").boundingBox())!;
    expect(value.y + value.height, "the value field is above the consent banner").toBeLessThanOrEqual(
      bannerTop,
    );
  });

  test(`${lang}: the calculator page's first screen holds the headline, the disclaimer and the value field`, async ({
    page,
  }) => {
    await page.goto(t.calculator);
    const consent = page.getByTestId("consent-banner");
    await expect(consent).toBeVisible();
    const consentTop = (await consent.boundingBox())!.y;
    const bottomOf = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      return box.y + box.height;
    };
    expect(await bottomOf("h1"), "the headline").toBeLessThanOrEqual(consentTop);
    const disclaimer = page.locator(".calculator-disclaimer");
    expect(await bottomOf(".calculator-disclaimer"), "the disclaimer").toBeLessThanOrEqual(consentTop);
    // Its one sentence that matters, and the link to the whole text.
    await expect(disclaimer.locator(".calculator-disclaimer__short")).toBeVisible();
    await expect(disclaimer.locator(".calculator-disclaimer__full")).toBeHidden();
    await expect(disclaimer.getByRole("link")).toBeVisible();
    expect(await bottomOf("#calc-value"), "the value field").toBeLessThanOrEqual(consentTop);
    // The page's newsletter banner is still there, after the calculator.
    const banner = page.locator(".newsletter-banner--page");
    await expect(banner).toHaveCount(1);
    const formBottom = await bottomOf(".calculator-form");
    expect((await banner.boundingBox())!.y).toBeGreaterThan(formBottom);
  });

  test(`${lang}: a calculator page painted before its calculator has arrived does not show the newsletter banner yet`, async ({
    page,
    request,
  }) => {
    // The page as a phone has it when it paints partway through the markup: everything up to
    // the calculator. The banner, first in the markup but last on a phone, would sit under the
    // disclaimer and then jump down once the calculator arrived.
    const html = await (await request.get(t.calculator)).text();
    const cut = html.indexOf('<div class="calculator__results"');
    expect(cut).toBeGreaterThan(0);
    // Served at the page's own address, so its stylesheet loads; the real page never starts
    // (opening it and then replacing its content raced with its own hydration).
    await page.route(`**${t.calculator}`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html.slice(0, cut) }),
    );
    await page.goto(t.calculator, { waitUntil: "load" });
    await expect(page.locator(".calculator-disclaimer")).toBeVisible();
    await expect(page.locator(".newsletter-banner--page")).toBeHidden();
  });

  test(`${lang}: the consent banner takes at most a third of the screen, and a toast leaves its buttons free`, async ({
    page,
  }) => {
    await page.goto(t.calculator);
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 3);
    // The calculator's load toast shows while the banner is open, and leaves the value field free.
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await expectHitTestable(page.locator("#calc-value"), `${lang} consent open: the value field`);
    await expectHitTestable(page.getByRole("button", { name: t.menu }), `${lang} consent open: the menu`);
    for (const name of [t.accept, t.reject, t.choose]) {
      await expectHitTestable(banner.getByRole("button", { name }), `${lang} consent: ${name}`);
    }
    await banner.getByRole("button", { name: t.choose }).click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await expectHitTestable(banner.getByRole("button", { name: t.save }), `${lang} consent: ${t.save}`);
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 3 + 1);
    await banner.getByRole("button", { name: t.reject }).click();
    await expect(banner).toHaveCount(0);
  });

  test(`${lang}: a toast leaves the wizard's buttons free`, async ({ page }) => {
    await allowAnalytics(page);
    await page.goto(t.calculator);
    await page.getByRole("button", { name: t.start }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // A value above the high threshold raises a warning toast when the visitor moves on.
    const value = dialog.getByRole("textbox").first();
    await value.fill("25000000");
    await dialog.getByRole("button", { name: t.next }).click();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await expectHitTestable(dialog.getByRole("button", { name: t.next }), `${lang} wizard: ${t.next}`);
    await expectHitTestable(
      dialog.getByRole("button", { name: new RegExp(`^(${t.back}|Anterior|Previous)$`) }),
      `${lang} wizard: back`,
    );
  });
}
