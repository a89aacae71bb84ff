// Markdown (guides, pages, FAQ answers) → the Portable Text the site renders:
// headings, lists, links as mark definitions, GFM tables as a `table` block of plain cell
// text (the first row is the header), and "> **Note:** …" / "> **Warning:** …" quotes as
// `callout` blocks. Anything else the renderer cannot show fails with the file named.
import { markdownToPortableText } from "@portabletext/markdown";
import type { BlockContent, TextBlock } from "../../app/content/schemas";
import { SeedError } from "./errors";

/** Callout labels in both languages (the bold first word of the quote). */
const CALLOUT_LABELS: Record<string, "note" | "tip" | "warning"> = {
  note: "note",
  nota: "note",
  important: "note",
  importante: "note",
  tip: "tip",
  consejo: "tip",
  warning: "warning",
  caution: "warning",
  advertencia: "warning",
  aviso: "warning",
  cuidado: "warning",
  precaución: "warning",
  atención: "warning",
};

const GFM_TONES: Record<string, "note" | "tip" | "warning"> = {
  note: "note",
  important: "note",
  tip: "tip",
  warning: "warning",
  caution: "warning",
};

type AnyBlock = { _type: string; _key?: string; [k: string]: unknown };
type Span = { _type: "span"; _key: string; text: string; marks: string[] };

// A line ending in two spaces or a backslash is a hard break; every other line break inside a
// paragraph is soft and becomes a space (the renderer would otherwise print it as <br>).
const HARD_BREAK = "\u2028";

function markHardBreaks(md: string): string {
  return md.replace(/(?: {2,}|\\)\n(?=[^\n])/g, `${HARD_BREAK}\n`);
}

function fixBreaks(text: string): string {
  return text
    .replace(new RegExp(`${HARD_BREAK}\\n?`, "g"), "\u0000")
    .replace(/\n/g, " ")
    .replaceAll("\u0000", "\n");
}

function plainText(blocks: AnyBlock[]): string {
  return blocks
    .map((b) => ((b.children as Span[] | undefined) ?? []).map((c) => c.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

function calloutTone(first: AnyBlock | undefined): "note" | "tip" | "warning" | undefined {
  const span = (first?.children as Span[] | undefined)?.[0];
  if (!span || !span.marks.includes("strong")) return undefined;
  const label = /^([\p{L}]+):?$/u.exec(span.text.trim())?.[1]?.toLowerCase();
  return label ? CALLOUT_LABELS[label] : undefined;
}

/** A deterministic key sequence: same Markdown in, same keys out. */
export function keySequence(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${(n++).toString(36)}`;
}

export interface ConvertOptions {
  /** Names the source in errors, e.g. "seed/content/guides/x.en.md → body". */
  file: string;
  field: string;
  keyPrefix?: string;
}

export function markdownToBlocks(
  markdown: string,
  { file, field, keyPrefix = "k" }: ConvertOptions,
): BlockContent {
  const keyGenerator = keySequence(keyPrefix);
  const converted = markdownToPortableText(markHardBreaks(markdown), {
    keyGenerator,
    types: {
      // Quotes become callouts when they open with a known bold label; others stay quotes.
      blockquote: ({
        context,
        value,
      }: {
        context: { keyGenerator: () => string };
        value: { content: AnyBlock[] };
      }) => {
        const tone = calloutTone(value.content[0]);
        if (!tone) return undefined;
        return { _type: "callout", _key: context.keyGenerator(), tone, body: value.content };
      },
      callout: ({
        context,
        value,
      }: {
        context: { keyGenerator: () => string };
        value: { tone: string; content: AnyBlock[] };
      }) => ({
        _type: "callout",
        _key: context.keyGenerator(),
        tone: GFM_TONES[value.tone] ?? "note",
        body: value.content,
      }),
      table: ({
        context,
        value,
      }: {
        context: { keyGenerator: () => string };
        value: { rows: { cells: { value: AnyBlock[] }[] }[] };
      }) => ({
        _type: "table",
        _key: context.keyGenerator(),
        rows: value.rows.map((row) => ({
          _type: "tableRow",
          _key: context.keyGenerator(),
          cells: row.cells.map((cell) => plainText(cell.value)),
        })),
      }),
    } as never,
  }) as AnyBlock[];

  const out: AnyBlock[] = [];
  for (const block of converted) {
    if (block._type === "horizontal-rule") continue; // a visual separator only; headings structure the text
    out.push(normalize(block, { file, field }));
  }
  if (out.length === 0) throw new SeedError(file, field, "is empty");
  return out as BlockContent;
}

function normalizeText(
  block: AnyBlock,
  where: { file: string; field: string },
  inCallout: boolean,
): TextBlock {
  const style = block.style as string;
  if (style === "h1") {
    throw new SeedError(
      where.file,
      where.field,
      `"# ${plainText([block])}": use ## for sections, the page title is the only h1`,
    );
  }
  const children = ((block.children as Span[]) ?? []).map((c) => {
    if (c._type !== "span")
      throw new SeedError(
        where.file,
        where.field,
        `inline ${c._type} is not supported (near "${plainText([block])}")`,
      );
    return { ...c, text: fixBreaks(c.text) };
  });
  const out = {
    ...block,
    // Quote lines inside a callout are the callout's paragraphs.
    style: inCallout && style === "blockquote" ? "normal" : style,
    children,
  } as TextBlock;
  return out;
}

function normalize(block: AnyBlock, where: { file: string; field: string }): AnyBlock {
  switch (block._type) {
    case "block":
      return normalizeText(block, where, false);
    case "table":
      return block;
    case "callout": {
      const body = (block.body as AnyBlock[]).map((b) => {
        if (b._type !== "block")
          throw new SeedError(where.file, where.field, `a ${b._type} inside a callout is not supported`);
        return normalizeText(b, where, true);
      });
      return { ...block, body };
    }
    default:
      throw new SeedError(
        where.file,
        where.field,
        `Markdown that becomes "${block._type}" is not supported (use text, lists, tables, links and > **Note:** callouts)`,
      );
  }
}
