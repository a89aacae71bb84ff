import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./page-ready";
import { declineAnalytics, engineResult, figure, hydrated, money } from "./calculator-support";

// What a11y.spec.ts cannot see on a page as it loads: the calculator used from the keyboard
// alone, its result spoken by the live region, and axe run with each dialog open (the phone
// wizard at every step, the share dialog, the newsletter popup), in both languages.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectNoViolations(page: Page, context: string) {
  // A toast fading in (the calculator's "loaded N counties" right after hydration) is read by
  // axe at part opacity, as text of too little contrast (#797979 on white, 4.35:1): check the
  // page once it has loaded (as a11y.spec.ts does) and its toasts have settled.
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState !== "running" || !target?.closest("[data-sonner-toaster]");
    }),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, context).toEqual([]);
}

/** Presses Tab until `target` has the focus; fails if it takes more than `max` presses. */
async function tabTo(page: Page, target: Locator, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const L = {
  en: {
    path: "/calculator",
    homestead: /Residence homestead/,
    over65: /Age 65 or older/,
    calculate: "Calculate",
    annual: "Annual property tax",
    share: "Share",
    shareTitle: "Share this estimate",
    popupTitle: "Keep track of your property taxes",
    start: "Start the calculator wizard",
    next: "Next",
    calculateTax: "Calculate tax",
    steps: ["Property value", "Location", "Exemptions", "Review and calculate"],
  },
  es: {
    path: "/es/calculadora",
    homestead: /Vivienda principal/,
    over65: /65 años o más/,
    calculate: "Calcular",
    annual: "Impuesto predial anual",
    share: "Compartir",
    shareTitle: "Compartir esta estimación",
    popupTitle: "Esté al tanto de sus impuestos prediales",
    start: "Iniciar el asistente de cálculo",
    next: "Siguiente",
    calculateTax: "Calcular impuesto",
    steps: ["Valor de la propiedad", "Ubicación", "Exenciones", "Revisar y calcular"],
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const T = L[lang];

  test(`${lang}: the calculator from the keyboard alone, its result announced, and the newsletter and share dialogs pass axe`, async ({
    page,
  }) => {
    test.slow();
    await declineAnalytics(page);
    await page.goto(T.path);
    await hydrated(page);

    // Into the form from the top of the page: the skip link to the calculator first.
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    const skip = page.locator('a[href="#calculator"]');
    await tabTo(page, skip, 6);
    await page.keyboard.press("Enter");

    const value = page.locator("#calc-value");
    await tabTo(page, value);
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.type("515000");
    await expect(value).toHaveValue("515,000");

    await page.keyboard.press("Tab");
    const county = page.locator("#calc-county");
    await expect(county).toBeFocused();
    await page.keyboard.type("trav");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(county).toHaveValue("Travis");

    const homestead = page.getByLabel(T.homestead);
    await tabTo(page, homestead);
    await page.keyboard.press("Space");
    await expect(homestead).toBeChecked();
    const over65 = page.getByLabel(T.over65);
    await tabTo(page, over65);
    await page.keyboard.press("Space");
    await expect(over65).toBeChecked();

    const calculate = page.getByRole("button", { name: T.calculate, exact: true });
    await tabTo(page, calculate);
    await page.keyboard.press("Enter");

    // The live region says the annual tax; the card shows it.
    const r = engineResult("value=515000&county=travis&homestead=1&over65=1");
    const announcer = page.getByTestId("calculator-announcer");
    await expect(announcer).toHaveAttribute("role", "status");
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await expect(announcer).toContainText(money(r.annualTax, lang));
    await expect(figure(page, T.annual)).toHaveText(money(r.annualTax, lang));

    // The newsletter popup comes 3 s after the first calculation, with the focus inside it.
    const popup = page.getByRole("dialog", { name: T.popupTitle });
    await expect(popup).toBeVisible({ timeout: 8000 });
    await expect.poll(() => popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoViolations(page, `${T.path} with the newsletter popup open`);
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);

    // The results card with its report and share buttons, then the share dialog, from the keyboard.
    await expectNoViolations(page, `${T.path} with a result`);
    const share = page.getByRole("button", { name: T.share, exact: true });
    await tabTo(page, share, 40);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: T.shareTitle });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoViolations(page, `${T.path} with the share dialog open`);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(share).toBeFocused();
  });

  test.describe(`${lang}: phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test(`${lang}: every step of the wizard passes axe, and its result is announced`, async ({ page }) => {
      test.slow();
      await declineAnalytics(page);
      await page.goto(T.path);
      await expectNoViolations(page, `${T.path} on a phone`);
      const start = page.getByRole("button", { name: T.start });
      await start.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      const next = dialog.getByRole("button", { name: T.next });

      await expect(dialog.getByRole("heading", { name: T.steps[0] })).toBeFocused();
      await expectNoViolations(page, `wizard step 1 (${lang})`);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Delete");
      await page.keyboard.type("280000");
      await page.keyboard.press("Enter");

      await expect(dialog.getByRole("heading", { name: T.steps[1] })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.type("hida");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("combobox")).toHaveValue("Hidalgo");
      await expectNoViolations(page, `wizard step 2 (${lang})`);
      await page.keyboard.press("Enter");

      await expect(dialog.getByRole("heading", { name: T.steps[2] })).toBeFocused();
      const homestead = dialog.getByLabel(T.homestead);
      await tabTo(page, homestead);
      await page.keyboard.press("Space");
      await expect(homestead).toBeChecked();
      await expectNoViolations(page, `wizard step 3 (${lang})`);
      await tabTo(page, next);
      await page.keyboard.press("Enter");

      await expect(dialog.getByRole("heading", { name: T.steps[3] })).toBeFocused();
      await expectNoViolations(page, `wizard step 4 (${lang})`);
      await tabTo(page, dialog.getByRole("button", { name: T.calculateTax }));
      await page.keyboard.press("Enter");

      await expect(page.getByRole("dialog")).toHaveCount(0);
      const r = engineResult("value=280000&county=hidalgo&homestead=1");
      await expect(page.getByTestId("calculator-announcer")).toContainText(money(r.annualTax, lang));
      await expect(figure(page, T.annual)).toHaveText(money(r.annualTax, lang));
    });
  });
}
