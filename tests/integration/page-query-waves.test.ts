import { afterAll, describe, expect, it, vi } from "vitest";
import { ContentCache } from "~/content/cache.server";
import { contentSource, setContentSource } from "~/content/content.server";
import type { ContentSource, QueryParams } from "~/content/source.server";

vi.hoisted(() => {
  Object.assign(process.env, {
    NODE_ENV: "test",
    SITE_STATE: "TX",
    SITE_URL: "https://tx.example.test",
    CONTENT_SOURCE: "local",
    SEED_DATASET_FILE: "seed/dist/production.ndjson",
  });
});

// How many CMS round trips a page waits for one after the other: the issue asks for all of a
// page's queries at once, so a slow CMS costs it one wait. The source below holds every query
// until none has started for a moment, then answers the held ones together; each such batch is
// one round trip in series (with a CMS taking d ms a query, the page takes about waves × d).

class WaveSource implements ContentSource {
  readonly name = "local" as const;
  /** How many queries each batch held. */
  readonly waves: number[] = [];
  private held: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly inner: ContentSource,
    private readonly quietMs = 40,
  ) {}

  fetch(query: string, params: QueryParams, options?: Parameters<ContentSource["fetch"]>[2]) {
    return new Promise<unknown>((resolve, reject) => {
      this.held.push(() => void this.inner.fetch(query, params, options).then(resolve, reject));
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.release(), this.quietMs);
    });
  }

  private release() {
    const batch = this.held;
    this.held = [];
    this.waves.push(batch.length);
    for (const answer of batch) answer();
  }
}

const local = contentSource();
let source: WaveSource;

/** Runs a page's loader on a cold content cache; returns its batches of queries. */
async function wavesOf(path: string, load: (args: never) => Promise<unknown>): Promise<number[]> {
  source = new WaveSource(local);
  setContentSource(source, new ContentCache({ ttlMs: 60_000, staleMs: 60_000 }));
  await load({ request: new Request(`https://tx.example.test${path}`), params: {}, context: {} } as never);
  return source.waves;
}

const PAGES: [string, string][] = [
  ["/", "home"],
  ["/faq", "faq"],
  ["/counties", "counties"],
  ["/counties/harris", "county"],
  ["/about", "cms-page"],
  ["/how-it-works", "how-it-works"],
  ["/tax-guides", "guides-hub"],
  ["/calculator", "calculator"],
  ["/protest-kit", "protest-kit"],
];

describe("CMS round trips in series per page (Texas build)", () => {
  afterAll(() => setContentSource(local));

  for (const [path, module] of PAGES) {
    it(`${path}: one`, async () => {
      const { loader } = (await import(`~/pages/${module}.tsx`)) as {
        loader: (args: never) => Promise<unknown>;
      };
      const waves = await wavesOf(path, loader);
      console.log(`${path}: ${waves.length} in series (${waves.join(" + ")} queries)`);
      expect(waves.length).toBe(1);
    });
  }
});
