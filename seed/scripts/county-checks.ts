// Checks a county document must pass before it is written, beyond its zod schema: nothing
// meant for editors in what readers see, every unit with its source and year, and a way to
// reach the county's office. Decision 050.
import type { CountyDocument } from "../../app/content/schemas";
import { SeedError } from "./errors";
import { assertReaderText } from "./reader-text";

export function checkCountyDocument(doc: CountyDocument, file: string): void {
  const id = doc._id ?? `${doc.state} ${doc.name}`;
  (doc.units ?? []).forEach((u, i) => {
    const where = `${id} → units[${i}] (${u?.name ?? "unnamed"})`;
    if (!u.source?.title?.trim() || !u.source?.url?.trim())
      throw new SeedError(file, where, "a unit needs its source (title and URL)");
    if (!Number.isInteger(u.taxYear)) throw new SeedError(file, where, "a unit needs its tax year");
  });
  assertReaderText(doc, file, id);
  if (!doc.office && !doc.officeDirectory)
    throw new SeedError(
      file,
      `${id} → office`,
      "neither an office nor the state's directory link: add the office, or the state's entry to seed/data/office-directories.json",
    );
}
