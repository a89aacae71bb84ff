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
