import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildDataset, toNdjson, type SeedDocument } from "../../../seed/scripts/dataset";
import { runPull } from "../../../seed/scripts/pull";
import { runPush } from "../../../seed/scripts/push";
import { SEED_DIR, seedPaths } from "../../../seed/scripts/sources";
import { startLakeStub, type LakeStub } from "../../support/content-lake-stub";

// The editor's round trip against the Content Lake stand-in: a push, an edit in the Lake that
// the next push keeps (exit 3), then seed:pull writes it into a copy of seed/, and a push of
// the rebuilt dataset finds nothing left to change or keep.
let stub: LakeStub;
let dir: string;
let seedCopy: string;

const env = () => ({
  SANITY_PROJECT_ID: "stub",
  SANITY_DATASET: "production",
  SANITY_TOKEN: "test-token",
  SANITY_API_HOST: stub.url,
});

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) }, lines, errors };
}

function datasetFile(name: string): string {
  const file = join(dir, name);
  writeFileSync(file, toNdjson(buildDataset(seedPaths(seedCopy)).documents));
  return file;
}

async function push(file: string, args: string[] = []) {
  const c = capture();
  const code = await runPush(["--file", file, ...args], env(), c.out);
  return { code, out: c.lines.join("\n"), err: c.errors.join("\n") };
}

async function pull(args: string[] = []) {
  const c = capture();
  const code = await runPull(["--seed", seedCopy, ...args], env(), c.out);
  return { code, out: c.lines.join("\n"), err: c.errors.join("\n") };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seed-pull-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each test builds the whole seed two or three times (several seconds each on a loaded machine).
describe("seed:pull", { timeout: 120_000 }, () => {
  beforeEach(async () => {
    seedCopy = join(dir, `seed-${Date.now()}`);
    cpSync(SEED_DIR, seedCopy, { recursive: true, filter: (src) => !src.includes(`${SEED_DIR}/dist`) });
    stub = await startLakeStub();
    return () => stub.close();
  });

  it("writes an editor's change and a document made in the Studio into seed/, and the next push agrees", async () => {
    const first = datasetFile("first.ndjson");
    expect((await push(first)).code).toBe(0);

    // The editor corrects a unit's rate and publishes; another publishes a new FAQ entry.
    const harris = stub.docs.get("county.tx.harris")! as SeedDocument & { units: { rate: number }[] };
    const units = harris.units.map((u, i) => (i === 0 ? { ...u, rate: 0.123456 } : u));
    stub.docs.set(harris._id, { ...harris, units, _rev: "studio-1", _updatedAt: "2026-11-25T10:00:00Z" });
    const faq = stub.docs.get("faq.general.is-it-free")!;
    const created = {
      ...faq,
      _id: "faq.general.can-i-share-a-result",
      question: { en: "Can I share a result?", es: "¿Puedo compartir un resultado?" },
      order: 999,
      _rev: "studio-2",
    };
    stub.docs.set(created._id, created);

    const kept = await push(first);
    expect(kept.code).toBe(3);
    expect(kept.err).toContain("county.tx.harris (changed in the Content Lake: units)");

    const pulled = await pull();
    expect(pulled.err).toBe("");
    expect(pulled.code).toBe(0);
    expect(pulled.out).toMatch(/wrote 2 to .*pulled\//);
    expect(pulled.out).toContain("  county.tx.harris\n");
    expect(pulled.out).toContain("  faq.general.can-i-share-a-result (new)");
    const file = join(seedCopy, "pulled", "county.tx.harris.json");
    const written = JSON.parse(readFileSync(file, "utf8")) as SeedDocument & { units: { rate: number }[] };
    expect(written.units[0].rate).toBe(0.123456);
    expect(written._rev).toBeUndefined();

    // Rebuilt, the seed holds both; pushing it writes nothing and keeps nothing.
    const rebuilt = buildDataset(seedPaths(seedCopy)).documents;
    expect(rebuilt.find((d) => d._id === "faq.general.can-i-share-a-result")).toBeTruthy();
    const second = await push(datasetFile("second.ndjson"));
    expect(second.err).toBe("");
    expect(second.code).toBe(0);
    expect(second.out).toContain(`0 created, 0 updated, ${rebuilt.length} unchanged`);

    // A second pull finds nothing new.
    expect((await pull()).out).toMatch(/wrote 0 to/);
  });

  it("removes a pulled copy once the sources build the same document, and lists what the Lake lacks", async () => {
    const first = datasetFile("first.ndjson");
    await push(first);
    const page = stub.docs.get("page.about")!;
    stub.docs.set(page._id, {
      ...page,
      title: { en: "About the calculator (edited)", es: "Acerca de la calculadora (editado)" },
    });
    stub.docs.delete("deadline.tx.protest");
    await pull();
    const file = join(seedCopy, "pulled", "page.about.json");
    expect(existsSync(file)).toBe(true);

    stub.docs.set(page._id, page); // the Studio change is undone
    const again = await pull();
    expect(again.out).toContain("page.about (removed)");
    expect(existsSync(file)).toBe(false);
    expect(again.out).toMatch(/not published in the Content Lake[^\n]*\n {2}deadline\.tx\.protest/);
  });

  it("writes an edited guide back into its Markdown files, and the next push agrees", async () => {
    const first = datasetFile("first.ndjson");
    expect((await push(first)).code).toBe(0);
    type Guide = SeedDocument & {
      title: { en: string; es: string };
      body: { en: Record<string, unknown>[]; es: Record<string, unknown>[] };
    };
    const guide = stub.docs.get("guide.exemptions")! as Guide;
    // The editor adds a paragraph with a bold word and a link in each language, with the
    // Studio's random keys, and retitles the Spanish guide.
    const paragraph = (text: string, link: string) => ({
      _type: "block",
      _key: "f3a9c1d2e4b5",
      style: "normal",
      markDefs: [
        { _type: "link", _key: "9be0a7c6d5e4", href: "https://comptroller.texas.gov/taxes/property-tax/" },
      ],
      children: [
        { _type: "span", _key: "a1", text: "New:", marks: ["strong"] },
        { _type: "span", _key: "a2", text: ` ${text}`, marks: [] },
        { _type: "span", _key: "a3", text: link, marks: ["9be0a7c6d5e4"] },
        { _type: "span", _key: "a4", text: ".", marks: [] },
      ],
    });
    const edited: Guide = {
      ...guide,
      title: { ...guide.title, es: "Exenciones del impuesto predial (revisada)" },
      body: {
        en: [
          ...guide.body.en,
          paragraph("the Comptroller lists every exemption on ", "its property tax pages"),
        ],
        es: [
          ...guide.body.es,
          paragraph("el Contralor enumera cada exención en ", "sus páginas del impuesto predial"),
        ],
      },
      _rev: "studio-3",
    };
    stub.docs.set(guide._id, edited);

    const pulled = await pull();
    expect(pulled.err).toBe("");
    expect(pulled.out).toContain("guide.exemptions → ");
    expect(existsSync(join(seedCopy, "pulled", "guide.exemptions.json"))).toBe(false);
    const en = readFileSync(join(seedCopy, "content", "guides", "exemptions.en.md"), "utf8");
    expect(en).toContain(
      "**New:** the Comptroller lists every exemption on [its property tax pages](https://comptroller.texas.gov/taxes/property-tax/).",
    );
    const es = readFileSync(join(seedCopy, "content", "guides", "exemptions.es.md"), "utf8");
    expect(es).toContain("title: Exenciones del impuesto predial (revisada)");

    // Rebuilt from the Markdown, the guide has keys of its own but the same content: the push
    // neither rewrites it nor keeps it, and a second pull has nothing to write.
    const second = await push(datasetFile("second.ndjson"));
    expect(second.err).toBe("");
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/0 created, 0 updated/);
    expect((await pull()).out).toMatch(/wrote 0 to/);

    // The next edit in the Studio is still told from the push's record.
    stub.docs.set(guide._id, { ...edited, title: { ...edited.title, en: "Edited again" } });
    const third = await push(datasetFile("third.ndjson"));
    expect(third.code).toBe(3);
    expect(third.err).toContain("guide.exemptions (changed in the Content Lake: title)");
  });

  it("keeps a guide the Markdown cannot carry as a pulled JSON file, and says why", async () => {
    await push(datasetFile("first.ndjson"));
    const guide = stub.docs.get("guide.exemptions")! as SeedDocument & { body: { en: unknown[] } };
    // A callout without the bold label the Markdown form opens with.
    const callout = {
      _type: "callout",
      _key: "c1",
      tone: "tip",
      body: [
        {
          _type: "block",
          _key: "c2",
          style: "normal",
          markDefs: [],
          children: [{ _type: "span", _key: "c3", text: "Apply before 30 April.", marks: [] }],
        },
      ],
    };
    stub.docs.set(guide._id, { ...guide, body: { ...guide.body, en: [...guide.body.en, callout] } });
    const pulled = await pull();
    expect(pulled.code).toBe(0);
    expect(existsSync(join(seedCopy, "pulled", "guide.exemptions.json"))).toBe(true);
    expect(pulled.out).toContain("Guides written as JSON, not Markdown:");
    expect(pulled.out).toContain("guide.exemptions: its body has content");
  });

  it("--dry-run writes nothing", async () => {
    await push(datasetFile("first.ndjson"));
    const page = stub.docs.get("page.about")!;
    stub.docs.set(page._id, {
      ...page,
      title: { en: "About the calculator (edited)", es: "Acerca de la calculadora (editado)" },
    });
    const run = await pull(["--dry-run"]);
    expect(run.out).toMatch(/would write 1 to/);
    expect(existsSync(join(seedCopy, "pulled"))).toBe(false);
  });
});
