// A published bulk file as rows of header → cell text: Excel workbooks (the Comptroller's and the
// Department of Revenue's) through exceljs, CSV (auditor-controllers' tables, the STAR tables as
// saved) through the seed's own RFC 4180 reader. Headers are matched without regard to case,
// spaces or punctuation, so "M&O RATE" and "M & O Rate" are one column.
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { parseCsv } from "../csv";
import { UsageError } from "../lake-client";

export interface SheetRow {
  /** The row's number in the file as a spreadsheet shows it (the header is its own row). */
  row: number;
  cells: Record<string, string>;
}

/** "M&O RATE" → "morate": the key a header is found by. */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return String(value.text);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value).trim();
}

/** The first row whose cells include every `required` header is the header row (titles may sit above it). */
function fromGrid(grid: string[][], file: string, required: readonly string[]): SheetRow[] {
  const want = required.map(headerKey);
  const at = grid.findIndex((r) => want.every((w) => r.some((c) => headerKey(c) === w)));
  if (at < 0)
    throw new UsageError(
      `${file}: no header row with the columns ${required.join(", ")} (is it the right file for this --source?)`,
    );
  const header = grid[at].map(headerKey);
  return grid
    .slice(at + 1)
    .map((cells, i) => ({ row: at + i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""))
    .map(({ row, cells }) => ({
      row,
      cells: Object.fromEntries(header.map((h, j) => [h, (cells[j] ?? "").trim()]).filter(([h]) => h)),
    }));
}

export async function readSheet(file: string, required: readonly string[]): Promise<SheetRow[]> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
  if (/\.xlsx$/i.test(file)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch (error) {
      throw new UsageError(`${file} is not a readable .xlsx workbook (${(error as Error).message})`);
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw new UsageError(`${file} has no worksheet`);
    const grid: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values = row.values as ExcelJS.CellValue[];
      grid[n - 1] = values.slice(1).map(cellText);
    });
    for (let i = 0; i < grid.length; i++) grid[i] ??= [];
    return fromGrid(grid, file, required);
  }
  if (/\.csv$/i.test(file)) return fromGrid(parseCsv(bytes.toString("utf8"), file), file, required);
  throw new UsageError(`${file}: only .xlsx and .csv files are read`);
}
