import { readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { BlockContentSchema } from "../../app/content/schemas";
import { markdownToBlocks } from "./markdown";

const FIXTURE = join(__dirname, "__fixtures__/guides/sample-guide.tx.en.md");
const body = matter(readFileSync(FIXTURE, "utf8")).content;
const blocks = markdownToBlocks(body, { file: FIXTURE, field: "body" });

type Block = {
  _type: string;
  style?: string;
  listItem?: string;
  children?: { text: string; marks: string[] }[];
  markDefs?: { _key: string; href: string; title?: string }[];
  [k: string]: unknown;
};
const all = blocks as unknown as Block[];
const text = (b: Block) => (b.children ?? []).map((c) => c.text).join("");

describe("markdownToBlocks", () => {
  it("produces blocks the dataset schema accepts", () => {
    expect(BlockContentSchema.safeParse(blocks).success).toBe(true);
  });

  it("keeps headings and lists", () => {
    expect(all.filter((b) => b.style === "h2").map(text)).toEqual(["Who sets the rate"]);
    expect(all.filter((b) => b.style === "h3").map(text)).toEqual(["Rates by unit"]);
    expect(all.filter((b) => b.listItem === "bullet").map(text)).toEqual([
      "The county",
      "The school district",
    ]);
  });

  it("turns links into mark definitions with their href, internal ones in English path form", () => {
    const first = all[0];
    const hrefs = first.markDefs!.map((m) => m.href);
    expect(hrefs).toEqual(["/guides/exemptions", "https://comptroller.texas.gov/taxes/property-tax/"]);
    const linked = first
      .children!.filter((c) => c.marks.includes(first.markDefs![0]._key))
      .map((c) => c.text);
    expect(linked).toEqual(["guide link"]);
    expect(first.markDefs![1].title).toBe("Comptroller");
  });

  it("joins soft line breaks with a space and keeps hard breaks", () => {
    expect(text(all[0])).toBe("An opening paragraph with a guide link and an official page.");
    expect(text(all[all.length - 1])).toBe("First line\nsecond line after a hard break.");
  });

  it("turns a GFM table into rows of plain cell text, header first", () => {
    const table = all.find((b) => b._type === "table") as unknown as {
      rows: { _type: string; _key: string; cells: string[] }[];
    };
    expect(table.rows.map((r) => r.cells)).toEqual([
      ["Unit", "Rate per $100"],
      ["Harris County", "0.38529"],
      ["Houston ISD", "0.8683"],
    ]);
    expect(table.rows.every((r) => r._type === "tableRow" && r._key)).toBe(true);
  });

  it("turns > **Note:** and > **Warning:** quotes into callouts and leaves other quotes as quotes", () => {
    const callouts = all.filter((b) => b._type === "callout") as unknown as { tone: string; body: Block[] }[];
    expect(callouts.map((c) => c.tone)).toEqual(["note", "warning"]);
    expect(callouts[0].body.map(text)).toEqual(["Note: Rates change every year. Check your notice."]);
    expect(callouts[0].body[0].style).toBe("normal");
    expect(all.filter((b) => b.style === "blockquote").map(text)).toEqual(["A plain quotation."]);
  });

  it("recognizes the Spanish labels", () => {
    const es = markdownToBlocks(
      "> **Advertencia:** Si no cumple el plazo, espera un año.\n\n> **Nota:** Dato.",
      { file: "x.es.md", field: "body" },
    ) as unknown as { _type: string; tone: string }[];
    expect(es.map((b) => [b._type, b.tone])).toEqual([
      ["callout", "warning"],
      ["callout", "note"],
    ]);
  });

  it("gives the same keys for the same Markdown", () => {
    expect(JSON.stringify(markdownToBlocks(body, { file: FIXTURE, field: "body" }))).toBe(
      JSON.stringify(blocks),
    );
  });

  it("fails with the file and field named on what the site cannot render", () => {
    expect(() => markdownToBlocks("# Title\n\nText", { file: "guides/x.en.md", field: "body" })).toThrow(
      /guides\/x\.en\.md: body: "# Title": use ## for sections/,
    );
    expect(() =>
      markdownToBlocks("```js\nlet x = 1;\n```", { file: "guides/x.en.md", field: "body" }),
    ).toThrow(/guides\/x\.en\.md: body: Markdown that becomes "code" is not supported/);
    expect(() => markdownToBlocks("   \n", { file: "faq.en.json", field: "[3].answer" })).toThrow(
      /faq\.en\.json: \[3\]\.answer: is empty/,
    );
  });
});
