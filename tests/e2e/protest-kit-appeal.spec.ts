import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "./page-ready";
import { e2ePort, e2eUrl } from "./ports";
import { withStateServer } from "./state-server";

// California, Florida and New York call contesting a value an appeal, not a protest (Texas's
// word): the kit's title, button, footer link and calendar say so in both languages.
const CA = e2eUrl(50);

withStateServer(test, "CA", e2ePort(50));

const CASES = [
  {
    path: "/protest-kit",
    title: "California property tax appeal kit",
    button: "Build my appeal kit",
    footer: "Appeal kit",
  },
  {
    path: "/es/kit-de-protesta",
    title: "Kit de apelación del impuesto predial en California",
    button: "Preparar mi kit de apelación",
    footer: "Kit de apelación",
  },
] as const;

for (const c of CASES) {
  test(`${c.path}: the California kit says appeal`, async ({ page }) => {
    await page.goto(`${CA}${c.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
    await expect(page).toHaveTitle(new RegExp(`^${c.title}`));
    await expect(page.getByRole("button", { name: c.button })).toBeVisible();
    await expect(page.locator("footer").getByRole("link", { name: c.footer, exact: true })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/protest kit|kit de protesta/i);
  });
}

test("the California kit's one-page PDF says appeal, in both languages", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "analytics_consent",
      JSON.stringify({ analytics: false, marketing: false, at: "2026-11-26T00:00:00Z" }),
    ),
  );
  const query =
    "county=los-angeles&notice=2026-07-20&value=900000&sqft=1800&homestead=1" +
    "&c1v=800000&c1s=1800&c2v=820000&c2s=1900&c3v=760000&c3s=1700";
  for (const [path, button, title, footer] of [
    ["/protest-kit", "Download the one-page summary (PDF)", "Property tax appeal summary", "appeal kit"],
    [
      "/es/kit-de-protesta",
      "Descargar el resumen de una página (PDF)",
      "Resumen de la apelación del avalúo",
      "kit de apelación",
    ],
  ] as const) {
    await page.goto(`${CA}${path}?${query}`);
    const download = page.getByRole("button", { name: button });
    await expect(download).toBeVisible({ timeout: 15_000 });
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    const pdf = await file.path();
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    expect(execFileSync("pdfinfo", [pdf]).toString("utf8")).toMatch(/Pages:\s+1\n/);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString("utf8").replace(/\s+/g, " ");
    expect(text, path).toContain(title);
    expect(text, path).toContain(footer);
    // The route's address (/protest-kit) is the same in every state; the words are not.
    expect(text.replace(/https?:\/\/\S+/g, ""), path).not.toMatch(/protest/i);
  }
});
