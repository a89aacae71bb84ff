// RFC 4180 CSV: the source files quote fields that hold commas, quotes and line breaks
// (source titles, verbatim quotes), so a split on "," is not enough.
import { readFileSync } from "node:fs";
import { SeedError } from "./errors";

export function parseCsv(text: string, file = "<csv>"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let fieldStartLine = 1;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field.length > 0) {
        throw new SeedError(file, `line ${line}`, "a quote inside an unquoted field");
      }
      quoted = true;
      fieldStartLine = line;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      line++;
    } else {
      field += ch;
    }
  }
  if (quoted) throw new SeedError(file, `line ${fieldStartLine}`, "a quoted field is never closed");
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header; every row must have the header's width. */
export function parseCsvRecords(text: string, file = "<csv>"): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text, file);
  if (!header) throw new SeedError(file, "header", "the file is empty");
  return rows
    .filter((r) => !(r.length === 1 && r[0] === ""))
    .map((r, i) => {
      if (r.length !== header.length) {
        throw new SeedError(file, `row ${i + 2}`, `has ${r.length} fields, the header has ${header.length}`);
      }
      return Object.fromEntries(header.map((h, j) => [h, r[j]]));
    });
}

export function readCsvRecords(path: string): Record<string, string>[] {
  return parseCsvRecords(readFileSync(path, "utf8"), path);
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Records as RFC 4180 text under a header of `columns`, each field quoted only where it must be. */
export function toCsv(columns: readonly string[], rows: Record<string, string>[]): string {
  const lines = [columns.join(","), ...rows.map((r) => columns.map((c) => csvCell(r[c] ?? "")).join(","))];
  return lines.join("\n") + "\n";
}
