// npm run seed:pull [-- --dry-run] [--types guide,county] [--seed DIR]
//
// Writes the Content Lake's published documents back into seed/, so git and the Studio converge:
// every published document that differs from what seed/ builds (an editor's change, a document
// created in the Studio, a rate applied with import-rates) is written to seed/pulled/{id}.json,
// which the dataset then uses in place of the built one (seed/scripts/pulled.ts). A pulled file
// whose document the sources now build identically is removed. Documents the seed has and the
// Lake no longer has are listed, not deleted: removing content from git stays a reviewed change.
// Same settings as seed:push (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_TOKEN, SANITY_API_HOST).
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DocumentSchemas } from "../../app/content/schemas";
import { buildDataset, buildFromSources } from "./dataset";
import { displayPath, SeedError } from "./errors";
import { guideMarkdown } from "./guide-markdown";
import {
  describeApiError,
  lakeClient,
  CONSOLE_OUTPUT,
  lakeEnv,
  optionValue,
  sameContent,
  stableJson,
  type ScriptOutput,
  UsageError,
} from "./lake-client";
import { pulledDir, pulledFile, type PulledDocument } from "./pulled";
import { validateDocuments } from "./push";
import { SEED_DIR, seedPaths } from "./sources";

interface Options {
  dryRun: boolean;
  types: string[];
  seed: string;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { dryRun: false, types: Object.keys(DocumentSchemas), seed: SEED_DIR };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--dry-run") options.dryRun = true;
    else if (arg === "--seed") options.seed = optionValue(argv, ++i);
    else if (arg === "--types") {
      options.types = optionValue(argv, ++i)
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean);
      const unknown = options.types.filter((t) => !(t in DocumentSchemas));
      if (unknown.length)
        throw new UsageError(
          `--types: unknown type ${unknown.join(", ")} (known: ${Object.keys(DocumentSchemas).join(", ")})`,
        );
    } else throw new UsageError(`unknown option ${arg} (use --dry-run, --types, --seed)`);
  }
  return options;
}

/** The document without Sanity's system fields, keys in a stable order (so git diffs stay small). */
function seedForm(doc: PulledDocument): PulledDocument {
  return JSON.parse(stableJson(doc)) as PulledDocument;
}

export async function runPull(
  argv: string[],
  env: Record<string, string | undefined>,
  out: ScriptOutput = CONSOLE_OUTPUT,
): Promise<number> {
  try {
    const options = parseArgs(argv);
    const settings = lakeEnv(env, { needToken: false });
    const paths = seedPaths(options.seed);
    const client = lakeClient(settings);
    const published = await client.fetch<PulledDocument[]>(
      `*[_type in $types && !(_id in path("drafts.**"))]`,
      { types: options.types },
      { perspective: "published" },
    );
    const wanted = new Set(options.types);
    const current = new Map(
      buildDataset(paths)
        .documents.filter((d) => wanted.has(d._type))
        .map((d) => [d._id, d]),
    );
    const fromSources = new Map(buildFromSources(paths).documents.map((d) => [d._id, d]));

    const lake = published.map(seedForm);
    const rejected = validateDocuments(lake);
    if (rejected.length > 0) {
      out.error(
        `seed:pull: ${rejected.length} published document${rejected.length > 1 ? "s" : ""} the site's schemas refuse, nothing was written:`,
      );
      for (const r of rejected) out.error(`  ${r.id}: ${r.reason}`);
      return 1;
    }

    const written: string[] = [];
    const removed: string[] = [];
    const asJson: string[] = [];
    const guidesDir = join(paths.content, "guides");
    for (const doc of lake) {
      const seeded = current.get(doc._id);
      // Block keys are made when Markdown is read: a guide the Markdown gives back is the same.
      if (seeded && sameContent(seeded, doc)) continue;
      const file = pulledFile(paths.root, doc._id);
      const built = fromSources.get(doc._id);
      if (built && sameContent(built, doc)) {
        // The sources caught up with the Studio: the pulled copy is no longer needed.
        if (existsSync(file)) {
          removed.push(doc._id);
          if (!options.dryRun) rmSync(file);
        }
        continue;
      }
      // A guide goes back into the Markdown writers edit, when that gives the published guide back.
      if (doc._type === "guide") {
        const markdown = guideMarkdown(doc as never, guidesDir);
        if (markdown.ok) {
          const names = markdown.files.map((f) => displayPath(join(guidesDir, f.name)));
          written.push(`${doc._id}${seeded ? "" : " (new)"} → ${names.join(", ")}`);
          if (!options.dryRun) {
            for (const f of markdown.files) writeFileSync(join(guidesDir, f.name), f.text);
            if (existsSync(file)) rmSync(file);
          }
          continue;
        }
        asJson.push(`${doc._id}: ${markdown.reason}`);
      }
      written.push(`${doc._id}${seeded ? "" : " (new)"}`);
      if (!options.dryRun) {
        mkdirSync(pulledDir(paths.root), { recursive: true });
        writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
      }
    }
    const inLake = new Set(lake.map((d) => d._id));
    const missing = [...current.keys()].filter((id) => !inLake.has(id));

    const verb = options.dryRun ? "would write" : "wrote";
    out.log(
      `seed:pull: ${lake.length} published documents read; ${verb} ${written.length} to ${displayPath(pulledDir(paths.root))}/ (guides as Markdown to ${displayPath(guidesDir)}/)` +
        `${removed.length ? `, ${options.dryRun ? "would remove" : "removed"} ${removed.length} the sources now build` : ""}`,
    );
    for (const id of written) out.log(`  ${id}`);
    if (asJson.length > 0) {
      out.log("Guides written as JSON, not Markdown:");
      for (const line of asJson) out.log(`  ${line}`);
    }
    for (const id of removed) out.log(`  ${id} (removed)`);
    if (missing.length > 0) {
      out.log(
        `${missing.length} document${missing.length > 1 ? "s" : ""} of seed/ ${missing.length > 1 ? "are" : "is"} not published in the Content Lake (deleted or unpublished there; remove from seed/ by hand if meant):`,
      );
      for (const id of missing) out.log(`  ${id}`);
    }
    if (written.length + removed.length > 0 && !options.dryRun)
      out.log("Run `npm run seed:build`, review `git diff seed/`, and commit.");
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`seed:pull: ${error.message}`);
      return 2;
    }
    if (error instanceof SeedError) {
      out.error(`seed:pull: the seed does not build: ${error.message}`);
      return 1;
    }
    out.error(`seed:pull: the Content Lake could not be read:\n${describeApiError(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runPull(process.argv.slice(2), process.env).then((code) => process.exit(code));
}
