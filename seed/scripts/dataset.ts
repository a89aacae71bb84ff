// The whole seed dataset, in memory: every document validated, sorted by `_id`, serialized
// one per line. Pure apart from reading the sources, so tests can build it too.
import { join } from "node:path";
import { DocumentSchemas } from "../../app/content/schemas";
import { buildFaq, buildGlossary, buildGuides, buildMistakes, buildPages } from "./content";
import { buildCounties } from "./counties";
import { SeedError, validate } from "./errors";
import { readPulled, withPulled } from "./pulled";
import { assertReaderText } from "./reader-text";
import { buildCalendar, buildSiteSettings } from "./settings";
import { seedPaths, type SeedPaths } from "./sources";
import { buildStates } from "./states";

export type SeedDocument = { _id: string; _type: string; [key: string]: unknown };

export interface Dataset {
  documents: SeedDocument[];
  warnings: string[];
}

export function buildDataset(paths: SeedPaths = seedPaths()): Dataset {
  const built = buildFromSources(paths);
  const pulled = readPulled(paths.root);
  const documents = withPulled(built.documents, pulled);
  for (const doc of pulled) {
    const schema = DocumentSchemas[doc._type as keyof typeof DocumentSchemas];
    if (!schema) throw new SeedError(paths.root, doc._id, `unknown _type "${doc._type}" in seed/pulled`);
    validate(schema, doc, paths.root, doc._id);
  }
  documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const warnings = pulled.length
    ? [
        ...built.warnings,
        `${pulled.length} document${pulled.length > 1 ? "s" : ""} taken from seed/pulled/ (changed in the Studio): ${pulled.map((d) => d._id).join(", ")}`,
      ]
    : built.warnings;
  return { documents, warnings };
}

/** The dataset the seed's own sources make, without the documents pulled from the Content Lake. */
export function buildFromSources(paths: SeedPaths = seedPaths()): Dataset {
  const counties = buildCounties(paths);
  const states = buildStates(paths, counties);
  const { deadlines, timeline } = buildCalendar(paths);
  const documents: SeedDocument[] = [
    ...buildSiteSettings(paths),
    ...states.docs,
    ...counties,
    ...deadlines,
    ...timeline,
    ...buildGuides(join(paths.content, "guides")),
    ...buildPages(join(paths.content, "pages")),
    ...buildFaq(join(paths.content, "faq")),
    ...buildGlossary(join(paths.content, "glossary.json")),
    ...buildMistakes(join(paths.content, "mistakes.json")),
  ];

  const ids = new Set<string>();
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new SeedError(paths.root, doc._id, "two documents have this id");
    ids.add(doc._id);
    const schema = DocumentSchemas[doc._type as keyof typeof DocumentSchemas];
    if (!schema) throw new SeedError(paths.root, doc._id, `unknown _type "${doc._type}"`);
    validate(schema, doc, paths.root, doc._id);
    // Counties are checked as they are built, against the file their rows come from.
    if (doc._type !== "county") assertReaderText(doc, paths.root, doc._id);
  }
  documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { documents, warnings: states.warnings };
}

/** Sanity's export format: one JSON document per line. */
export function toNdjson(documents: SeedDocument[]): string {
  return documents.map((d) => JSON.stringify(d)).join("\n") + "\n";
}

export function countByType(documents: SeedDocument[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of documents) counts[d._type] = (counts[d._type] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}
