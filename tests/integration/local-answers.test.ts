import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentCache } from "~/content/cache.server";
import { query, setContentSource } from "~/content/content.server";
import { pageParams, pageQuery } from "~/content/queries";
import { LocalSource } from "~/content/source.server";
import { purgeHere } from "../../server/purge.mjs";

// The embedded dataset answers a query the same way until its file changes: a cache refresh
// then costs neither the GROQ evaluation nor the parse on the thread that serves every request
// (issue 21, the p99 across an expiry), and a changed file is still seen at the next refresh.
const page = (title: string) =>
  JSON.stringify({
    _id: "page.about",
    _type: "page",
    key: "about",
    updated: "2026-11-22",
    title: { en: title, es: `${title} (es)` },
    description: { en: "d", es: "d" },
    body: { en: [], es: [] },
  });

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "local-answers-"));
  file = join(dir, "dataset.ndjson");
  writeFileSync(file, `${page("About v1")}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded dataset's answers", () => {
  it("are the same object until the file changes, then the new content", async () => {
    const source = new LocalSource(file);
    const params = pageParams("about", "TX", "en");
    const first = await source.fetch(pageQuery.query, params);
    expect(await source.fetch(pageQuery.query, { lang: "en", hubKey: "about", key: "about" })).toBe(first);
    expect(await source.fetch(pageQuery.query, pageParams("about", "TX", "es"))).not.toBe(first);

    writeFileSync(file, `${page("About v2")}\n`);
    // A later modification time, even on a file system with coarse timestamps.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const after = (await source.fetch(pageQuery.query, params)) as { title: string };
    expect(after).not.toBe(first);
    expect(after.title).toBe("About v2");
  });

  it("are parsed once: a refresh after a purge gives the parsed page the cache held", async () => {
    writeFileSync(file, `${page("About v3")}\n`);
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    setContentSource(new LocalSource(file), new ContentCache({ ttlMs: 60_000, staleMs: 60_000 }));
    const params = pageParams("about", "TX", "en");
    const before = await query(pageQuery, params);
    expect(before?.title).toBe("About v3");
    expect(purgeHere(["page"])).toBeGreaterThan(0);
    expect(await query(pageQuery, params)).toBe(before);
  });
});
