// Renders public/favicon.svg to public/favicon.png (48 × 48) with Debian's Chromium. Chrome fetches
// and decodes a page's icon in the page's own renderer; an SVG icon is a document of its own there,
// and building it took 3–47 ms of the main thread while the page hydrated (Lighthouse traces,
// 2026-11-28), a PNG well under one. The PNG is committed; run again after changing the SVG:
//   npm run favicon
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.mjs";

const FAVICON_SIZE = 48;

const svg = readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({
    viewport: { width: FAVICON_SIZE, height: FAVICON_SIZE },
    deviceScaleFactor: 1,
  });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><img src="${src}" width="${FAVICON_SIZE}" height="${FAVICON_SIZE}" style="display:block"></body></html>`,
  );
  await page.screenshot({ path: "public/favicon.png", omitBackground: true });
  console.log("public/favicon.png");
} finally {
  await browser.close();
}
