// Takes screenshots of pages with Debian's Chromium, to look at what we build.
// Usage: node scripts/screenshot.mjs BASE_URL OUT_DIR path[@width] ...
import { chromium } from "@playwright/test";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
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
