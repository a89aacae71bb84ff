// The bench's budgets (docs/performance.md), and how a page's scripts and CSS are weighed: kept
// apart from run.ts so the end-to-end tests weigh the pages whose budgets do not depend on how
// busy the machine is (bytes) in every `npm test`.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export const BUDGETS = {
  lighthousePerformance: 95,
  lighthouseOther: 100,
  homeJsGzipKB: 160,
  calculatorJsGzipKB: 150,
  p99Ms: 100,
  homeVsNginxMinRatio: 1 / 3,
  /** Lighthouse's first contentful paint (mobile profile, median), every measured page. */
  fcpMs: 1000,
  /** The home page's HTML as sent to a browser that accepts gzip. */
  homeHtmlGzipKB: 20,
  /**
   * Each home page's HTML as sent in brotli with its headers: within the first TCP flight, ten
   * 1,460-byte segments, or the first paint waits a round trip more (decision 128).
   */
  homeFirstFlightBytes: 14_600,
  /** Remix's serialised loader data inline in the HTML, every page. */
  loaderDataKB: 8,
  renderBlockingStylesheets: 1,
  /** JavaScript files requested before any interaction, every page. */
  scriptRequests: 15,
  /** The embedded dataset built from seed/ (`buildDataset`), every state. */
  seedBuildMs: 5000,
};

export interface Asset {
  type: "js" | "css";
  body: Buffer;
  url: string;
}

/** Collects the scripts and stylesheets `page` receives from `origin` from now on. */
export function watchAssets(page: Page, origin: string): Asset[] {
  const assets: Asset[] = [];
  page.on("response", async (res) => {
    const url = res.url();
    const type = /\.m?js(\?|$)/.test(url) ? "js" : /\.css(\?|$)/.test(url) ? "css" : null;
    if (!type || !url.startsWith(origin)) return;
    try {
      assets.push({ type, body: await res.body(), url });
    } catch {
      // a response cancelled by navigation
    }
  });
  return assets;
}

/** The assets of one type, each compressed with gzip -9, in KB. */
export function gzipKB(assets: Asset[], type: Asset["type"]): number {
  return (
    assets.filter((a) => a.type === type).reduce((n, a) => n + gzipSync(a.body, { level: 9 }).length, 0) /
    1024
  );
}
