// Renders the Open Graph cards (app/components/og/og-image.server.ts) to PNG with Debian's
// Chromium, one per build and language: public/og/{tx,ca,fl,ny,hub}.png and {…}-es.png. Link previews (Facebook, X,
// LinkedIn, messaging apps) want a raster image and no npm PNG renderer works here without a
// native build, so the cards are rendered once and committed. Run again after changing the
// card or the translations it shows:  npm run og:images
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import {
  OG_HEIGHT,
  OG_WIDTH,
  ogCardKey,
  ogImagePath,
  ogImageSvg,
} from "../app/components/og/og-image.server";
import { LANGS, type SiteState } from "../app/i18n/route-table";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.mjs";

const STATES: SiteState[] = ["TX", "CA", "FL", "NY", "HUB"];
const OUT = "public";

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({
    viewport: { width: OG_WIDTH, height: OG_HEIGHT },
    deviceScaleFactor: 1,
  });
  mkdirSync(join(OUT, "og"), { recursive: true });
  // What each PNG was rendered from: a test compares it with today's card and asks for a re-run.
  const rendered: Record<string, string> = {};
  for (const state of STATES) {
    for (const lang of LANGS) {
      const svg = ogImageSvg(state, lang);
      rendered[ogCardKey(state, lang)] = createHash("sha256").update(svg).digest("hex");
      await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
      const file = join(OUT, ogImagePath(state, lang));
      await page.screenshot({ path: file, clip: { x: 0, y: 0, width: OG_WIDTH, height: OG_HEIGHT } });
      console.log(file);
    }
  }
  writeFileSync(join(OUT, "og", "rendered-from.json"), `${JSON.stringify(rendered, null, 2)}\n`);
} finally {
  await browser.close();
}
