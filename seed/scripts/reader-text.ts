// What a reader may see of a source. The shared rate tables keep editors' flags inside the
// source title ("[status: proposed]", "[secondary]", "(AI meeting summary)"): the build moves
// them to the source's `note` (editors only) and refuses any reader-facing text that still
// carries one. Rules in docs/decisions/050-reader-facing-sources.md.
import type { StoredSource } from "../../app/content/schemas";
import { SeedError } from "./errors";

/** Phrases that are notes to editors, never words for a reader (matched case-insensitively). */
export const INTERNAL_MARKERS = [
  "[status:",
  "[secondary",
  "[approximate",
  "see readme",
  "ai meeting summary",
  "search-engine capture",
] as const;

/** The first internal marker in `text`, if any. */
export function internalMarkerIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  return INTERNAL_MARKERS.find((m) => lower.includes(m));
}

/**
 * Splits a stored title into the reader's title and the editors' note: every bracketed flag and
 * the "(AI meeting summary)" tag go to the note, in the order they appear.
 */
export function splitSourceTitle(stored: string): { title: string; note?: string } {
  const notes: string[] = [];
  const title = stored
    .replace(/\s*\[([^\]]*)\]/g, (_, flag: string) => {
      notes.push(flag.trim());
      return "";
    })
    .replace(/\s*\(([^)]*AI meeting summary[^)]*)\)/gi, (_, tag: string) => {
      notes.push(tag.trim());
      return "";
    })
    .replace(/\s+:/g, ":")
    .replace(/\s{2,}/g, " ")
    .trim();
  return notes.length > 0 ? { title, note: notes.join("; ") } : { title };
}

/** A source as readers see it, with the stored flags (and any editor's note) kept in `note`. */
export function readerSource(stored: {
  title: string;
  url: string;
  quote?: string;
  note?: string;
}): StoredSource {
  const { title, note } = splitSourceTitle(stored.title);
  const notes = [note, stored.note].filter((n): n is string => !!n && n.trim() !== "");
  return {
    title,
    url: stored.url,
    ...(stored.quote ? { quote: stored.quote } : {}),
    ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
  };
}

/**
 * Every reader-facing string of a document that carries an internal marker, as "path: marker".
 * Skipped: `note` strings (the editors' field; an office's reader-facing note is a
 * {en, es} object and is checked), verbatim `quote`s, URLs and Sanity keys.
 */
export function findInternalNotes(value: unknown, path = ""): string[] {
  if (typeof value === "string") {
    const marker = internalMarkerIn(value);
    return marker ? [`${path}: "${marker}" in "${value}"`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => findInternalNotes(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => {
      if (k === "quote" || k === "url" || k === "website" || k === "_key" || k === "_id") return [];
      if (k === "note" && typeof v === "string") return [];
      return findInternalNotes(v, path ? `${path}.${k}` : k);
    });
  }
  return [];
}

/** Refuses a document whose reader-facing text still carries a note for editors. */
export function assertReaderText(doc: unknown, file: string, id: string): void {
  const internal = findInternalNotes(doc);
  if (internal.length === 0) return;
  throw new SeedError(
    file,
    `${id} → ${internal[0].split(":")[0]}`,
    `a note for editors in reader-facing text (${internal[0].slice(internal[0].indexOf(":") + 2)}): move it to the source's note${internal.length > 1 ? ` (and ${internal.length - 1} more)` : ""}`,
  );
}
