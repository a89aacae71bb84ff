import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFaq, buildGuides, buildMistakes } from "./content";

const FIXTURES = join(__dirname, "__fixtures__/guides");
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "seed-content-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("guides: one document from the English and Spanish files", () => {
  it("pairs {key}.{state}.en.md with {key}.{state}.es.md into localized fields", () => {
    const [guide] = buildGuides(FIXTURES);
    expect(guide._id).toBe("guide.sample-guide.tx");
    expect(guide.state).toBe("TX");
    expect(guide.title).toEqual({ en: "Sample guide", es: "Guía de ejemplo" });
    expect(guide.body.en.length).toBeGreaterThan(guide.body.es.length);
    // The later of the two checked dates; the English sources first, then the Spanish-only one.
    expect(guide.checked).toBe("2026-11-21");
    expect(guide.sources.map((s) => s.url)).toEqual([
      "https://comptroller.texas.gov/taxes/property-tax/exemptions/",
      "https://statutes.capitol.texas.gov/Docs/TX/htm/TX.11.htm",
    ]);
  });

  it("fails, naming the file, when a guide has no Spanish counterpart", () => {
    const dir = tempDir();
    copyFileSync(join(FIXTURES, "sample-guide.tx.en.md"), join(dir, "sample-guide.tx.en.md"));
    expect(() => buildGuides(dir)).toThrow(
      /sample-guide\.tx\.en\.md: lang: guide\.sample-guide\.tx has no Spanish counterpart/,
    );
  });

  it("fails, naming the file, when a guide has no English counterpart", () => {
    const dir = tempDir();
    copyFileSync(join(FIXTURES, "sample-guide.tx.es.md"), join(dir, "sample-guide.tx.es.md"));
    expect(() => buildGuides(dir)).toThrow(
      /sample-guide\.tx\.es\.md: lang: guide\.sample-guide\.tx has no English counterpart/,
    );
  });

  it("fails when the file name does not match the front matter", () => {
    const dir = tempDir();
    copyFileSync(join(FIXTURES, "sample-guide.tx.en.md"), join(dir, "other-name.en.md"));
    expect(() => buildGuides(dir)).toThrow(
      /other-name\.en\.md: file name: expected sample-guide\.en\.md or sample-guide\.tx\.en\.md/,
    );
  });

  it("fails on a missing front matter field with the file and field named", () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "g.en.md"),
      "---\nkey: g\nstate: ALL\nlang: en\ntitle: T\ncategory: basics\nchecked: 2026-01-01\nsources: []\n---\nText\n",
    );
    expect(() => buildGuides(dir)).toThrow(/g\.en\.md: front matter → description: /);
  });

  it("tolerates an empty or absent folder", () => {
    expect(buildGuides(tempDir())).toEqual([]);
    expect(buildGuides(join(tempDir(), "none"))).toEqual([]);
  });
});

describe("FAQ: faq.en.json and faq.es.json", () => {
  const entry = (id: string, question: string, answer: string) => ({
    id,
    category: "payments",
    state: "TX",
    order: 10,
    question,
    answer,
  });

  it("pairs entries by id into one document with a Portable Text answer", () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "faq.en.json"),
      JSON.stringify([
        entry(
          "faq.payments.when-due",
          "When is it due?",
          "By **January 31**. See [payments](/guides/payment-options).",
        ),
      ]),
    );
    writeFileSync(
      join(dir, "faq.es.json"),
      JSON.stringify([entry("faq.payments.when-due", "¿Cuándo vence?", "El **31 de enero**.")]),
    );
    const [faq] = buildFaq(dir);
    expect(faq._id).toBe("faq.payments.when-due");
    expect(faq.key).toBe("when-due");
    expect(faq.question).toEqual({ en: "When is it due?", es: "¿Cuándo vence?" });
    expect(faq.answer.en[0]).toMatchObject({
      _type: "block",
      markDefs: [{ _type: "link", href: "/guides/payment-options" }],
    });
  });

  it("fails, naming the file, when an entry has no other language", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "faq.en.json"), JSON.stringify([entry("a", "A?", "A."), entry("b", "B?", "B.")]));
    writeFileSync(join(dir, "faq.es.json"), JSON.stringify([entry("a", "¿A?", "A.")]));
    expect(() => buildFaq(dir)).toThrow(
      /faq\.en\.json: \[1\] faq\.payments\.b: has no Spanish counterpart in faq\.es\.json/,
    );
  });

  it("fails when only one language file exists", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "faq.es.json"), "[]");
    expect(() => buildFaq(dir)).toThrow(/faq\.es\.json: file: has no English counterpart faq\.en\.json/);
  });

  it("builds nothing when the folder has no FAQ yet", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "faq"));
    expect(buildFaq(join(dir, "faq"))).toEqual([]);
  });
});

describe("common mistakes", () => {
  it("rejects an unknown cost level with the entry named", () => {
    const dir = tempDir();
    const file = join(dir, "mistakes.json");
    const loc = { en: "x", es: "x" };
    writeFileSync(
      file,
      JSON.stringify([{ key: "k", costLevel: "huge", title: loc, summary: loc, howToAvoid: loc }]),
    );
    expect(() => buildMistakes(file)).toThrow(/mistakes\.json: mistakes → \[0\]\.costLevel: /);
  });
});
