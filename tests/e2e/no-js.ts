import type { Browser, Page } from "@playwright/test";

/** Runs `run` on a page of a fresh context with JavaScript off (the server-rendered page and its forms). */
export async function withoutJs(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
