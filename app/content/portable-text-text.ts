// Plain text out of Portable Text blocks, for search, structured data and the table of contents.
export type TextBlock = { _type: string; style?: string; children?: { text?: string }[] };

export function blockText(block: TextBlock): string {
  return (block.children ?? []).map((c) => c.text ?? "").join("");
}
