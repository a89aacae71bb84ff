// The end-to-end tests' `test` and `expect`: Playwright's own, with a `page` whose goto() also
// waits until React has hydrated the page it loaded. Before that, clicks and typing reach the
// server-rendered HTML only: a live filter or the language switch's handler has not run yet.
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until the root has marked <html data-hydrated>. Pages that are not Remix's pass at once (a
 * Remix page has its context, or the data its deferred bootstrap will hand over, #remix-boot), and
 * so do pages without JavaScript (the head's script marks <html data-js> where it runs).
 */
export async function pageHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute("data-js") ||
      !(
        (window as unknown as { __remixContext?: unknown }).__remixContext ||
        document.getElementById("remix-boot")
      ) ||
      document.documentElement.dataset.hydrated === "true",
    null,
    { timeout: 15_000 },
  );
}

async function settle(page: Page, response: Response | null, waitUntil: string | undefined) {
  if (!response || waitUntil === "commit") return;
  if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await pageHydrated(page);
}

/** Makes `page.goto` wait for hydration too (the fixture's pages have it; for pages a test opens itself). */
export function hydratingGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle(page, response, options?.waitUntil);
    return response;
  };
  return page;
}

// React's recoverable hydration errors (production codes): the browser rendered something other
// than the server did. And a key the browser's dictionary lacks (entry.client says so): React
// does not compare attributes or markup strings while hydrating, so that would pass unseen.
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match/i;

export const test = base.extend({
  page: async ({ page }, provide) => {
    const hydrationErrors: string[] = [];
    page.on("pageerror", (error) => {
      if (HYDRATION_ERROR.test(error.message))
        hydrationErrors.push(`${page.url()}: ${error.message.slice(0, 200)}`);
    });
    page.on("console", (message) => {
      const text = message.text();
      if (
        (message.type() === "error" && HYDRATION_ERROR.test(text)) ||
        text.startsWith("Translation missing: ")
      )
        hydrationErrors.push(`${page.url()}: ${text.slice(0, 200)}`);
    });
    await provide(hydratingGoto(page));
    base.expect(hydrationErrors, "hydration errors and missing translations").toEqual([]);
  },
});
