// The JavaScript budgets of docs/performance.md, in every `npm test`: bytes do not depend on how
// busy the machine is, so a change that pulls a library into the first load (zod did, through
// the calculator's URL reader) fails here rather than only in the next full bench.
import { BUDGETS, gzipKB, watchAssets } from "../../bench/budgets";
import { TX_URL } from "../../playwright.config";
import { expect, test } from "./page-ready";

const BUDGETED = [
  { path: "/", budgetKB: BUDGETS.homeJsGzipKB },
  { path: "/calculator", budgetKB: BUDGETS.calculatorJsGzipKB },
];

for (const { path, budgetKB } of BUDGETED) {
  test(`${path} loads at most ${budgetKB} KB of JavaScript (gzip) before any interaction`, async ({
    page,
  }) => {
    const assets = watchAssets(page, TX_URL);
    // As the bench weighs it: until the network is idle, and a moment more.
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const scripts = assets.filter((a) => a.type === "js");
    expect(scripts.length).toBeGreaterThan(3);
    expect(
      scripts.some((a) => a.body.includes("_zod")),
      "zod is not among the first scripts",
    ).toBe(false);
    expect(Number(gzipKB(assets, "js").toFixed(1))).toBeLessThanOrEqual(budgetKB);
  });
}
