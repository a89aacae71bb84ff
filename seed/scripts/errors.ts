import { relative } from "node:path";
import type { z } from "zod";

/** A bad source: the message names the file and the field so an editor can fix it. */
export class SeedError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${displayPath(file)}: ${field}: ${reason}`);
    this.name = "SeedError";
  }
}

export function displayPath(file: string): string {
  if (!file.startsWith("/")) return file;
  const rel = relative(process.cwd(), file);
  return rel.startsWith("..") ? file : rel;
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => {
    if (typeof part === "number") return `${acc}[${part}]`;
    return acc ? `${acc}.${String(part)}` : String(part);
  }, "");
}

/** Parses with zod; on failure throws a SeedError naming the file, the document and the first bad field. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  label: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  const where = first ? issuePath(first.path) : "";
  const more =
    issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
  throw new SeedError(file, where ? `${label} → ${where}` : label, `${first?.message ?? "invalid"}${more}`);
}

/**
 * Validates a document and returns it as written: parsing would drop keys a schema does not
 * list (the `_key`s of nested arrays) and reorder fields, and the dataset keeps both.
 */
export function check<T>(schema: z.ZodType, doc: T, file: string, label: string): T {
  validate(schema, doc, file, label);
  return doc;
}
