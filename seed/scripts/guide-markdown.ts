// A guide from the Content Lake back into the Markdown files writers edit (seed/content/guides),
// for `seed:pull`: front matter and body per language, written only when building the files again
// gives the very document that was published (block keys aside). A guide the Markdown cannot
// carry (a block type it has no syntax for, a callout in GitHub's form) stays a pulled JSON file.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { portableTextToMarkdown } from "@portabletext/markdown";
import matter from "gray-matter";
import { buildGuides } from "./content";
import { sameContent } from "./lake-client";

type Lang = "en" | "es";
const LANGS: Lang[] = ["en", "es"];
type AnyBlock = { _type: string; _key?: string; [k: string]: unknown };

interface GuideDoc {
  _id: string;
  _type: "guide";
  key: string;
  state: string;
  category: string;
  checked: string;
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  slug?: Partial<Record<Lang, string>>;
  body: Record<Lang, AnyBlock[]>;
  sources: { title: string; url: string; quote?: string }[];
}

/** A table cell's text in a GFM row: pipes escaped, no line breaks. */
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** Portable Text as this project's Markdown: tables as GFM tables, callouts as labelled quotes. */
export function blocksToMarkdown(blocks: AnyBlock[]): string {
  return portableTextToMarkdown(blocks, {
    types: {
      table: ({ value }: { value: { rows: { cells: string[] }[] } }) => {
        const [head, ...rows] = value.rows;
        const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
        return [line(head.cells), line(head.cells.map(() => "---")), ...rows.map((r) => line(r.cells))].join(
          "\n",
        );
      },
      // The callout's label ("**Note:**") is the first words of its body, as the writer typed it.
      callout: ({ value }: { value: { body: AnyBlock[] } }) =>
        value.body
          .map((b) =>
            blocksToMarkdown([b])
              .split("\n")
              .map((l) => (l ? `> ${l}` : ">"))
              .join("\n"),
          )
          .join("\n>\n"),
    } as never,
  }).trim();
}

/** The files a guide's Markdown lives in now, by language (a state guide may use either name). */
function existingFiles(dir: string, doc: GuideDoc): Partial<Record<Lang, string>> {
  const found: Partial<Record<Lang, string>> = {};
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith(".md"));
  } catch {
    return found;
  }
  for (const name of names) {
    if (!name.startsWith(`${doc.key}.`)) continue;
    const front = matter(readFileSync(join(dir, name), "utf8")).data as {
      key?: string;
      state?: string;
      lang?: Lang;
    };
    if (front.key === doc.key && front.state === doc.state && front.lang) found[front.lang] = name;
  }
  return found;
}

function fileText(doc: GuideDoc, lang: Lang): string {
  const front: Record<string, unknown> = {
    key: doc.key,
    state: doc.state,
    lang,
    title: doc.title[lang],
    description: doc.description[lang],
    category: doc.category,
    checked: doc.checked,
    ...(doc.slug?.[lang] && doc.slug[lang] !== doc.key ? { slug: doc.slug[lang] } : {}),
    sources: doc.sources.map(({ title, url, quote }) => ({ title, url, ...(quote ? { quote } : {}) })),
  };
  return matter.stringify(`\n${blocksToMarkdown(doc.body[lang])}\n`, front);
}

export type GuideMarkdown =
  { ok: true; files: { name: string; text: string }[] } | { ok: false; reason: string };

/** The guide's two Markdown files, or why the Markdown would not give the published guide back. */
export function guideMarkdown(doc: GuideDoc, guidesDir: string): GuideMarkdown {
  const existing = existingFiles(guidesDir, doc);
  const files = LANGS.map((lang) => ({
    name:
      existing[lang] ??
      (doc.state === "ALL" ? `${doc.key}.${lang}.md` : `${doc.key}.${doc.state.toLowerCase()}.${lang}.md`),
    text: fileText(doc, lang),
  }));
  const dir = mkdtempSync(join(tmpdir(), "guide-markdown-"));
  try {
    for (const f of files) writeFileSync(join(dir, f.name), f.text);
    let rebuilt: unknown;
    try {
      rebuilt = buildGuides(dir)[0];
    } catch (error) {
      return { ok: false, reason: `its Markdown does not build (${(error as Error).message})` };
    }
    if (!sameContent(rebuilt, doc))
      return { ok: false, reason: "its body has content the guides' Markdown cannot carry as it is" };
    return { ok: true, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
