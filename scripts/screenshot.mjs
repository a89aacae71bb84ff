// Takes screenshots of pages with Debian's Chromium, to look at what we build.
// Usage: node scripts/screenshot.mjs BASE_URL OUT_DIR path[@width] ...
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.mjs";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
for (const spec of paths) {
  const [path, width = "1280"] = spec.split("@");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const file = `${out}/${path.replace(/[^a-z0-9]+/gi, "_") || "root"}_${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}
await browser.close();
