import AxeBuilder from "@axe-core/playwright";
import { LANGS, type SiteState } from "../../app/i18n/route-table";
import { samplePages } from "./sample-pages";
import { expect, test, type Page } from "./page-ready";
import { e2eUrl } from "./ports";

// axe on every route of the route table, in both languages, on a state build and the hub.
const BUILDS: { state: SiteState; base: string }[] = [
  { state: "TX", base: e2eUrl(0) },
  { state: "HUB", base: e2eUrl(1) },
];

async function expectNoViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, context).toEqual([]);
}

for (const { state, base } of BUILDS) {
  test.describe(`axe, ${state} build`, () => {
    for (const { route, path: pathIn } of samplePages(state)) {
      for (const lang of LANGS) {
        const path = pathIn(lang);
        test(`${lang} ${path}`, async ({ page }) => {
          // axe checks every node's contrast; the directory has all 254 counties on one page.
          test.slow(route.module === "counties");
          // The consent banner is part of every first visit: check pages with it showing.
          await page.goto(base + path);
          await page.waitForLoadState("networkidle");
          await expectNoViolations(page, path);
        });
      }
    }
  });
}

test("axe: the 404 page in both languages", async ({ page }) => {
  for (const path of ["/no-such-page", "/es/no-existe"]) {
    await page.goto(path);
    await expectNoViolations(page, path);
  }
});
