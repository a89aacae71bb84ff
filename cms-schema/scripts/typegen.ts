// npm run studio:typegen: extracts the Studio schema to cms-schema/schema.json and has TypeGen
// type every GROQ query of the site against it (in a temporary folder).
// npm run studio:check: the same, and fails when the committed schema.json differs (the Studio
// schema changed without regenerating) or TypeGen cannot read a query.
//
// The generated query types are not kept: pages read query results through the zod views of
// app/content/queries/views.ts, which check them at run time; a second, generated description
// of the same shapes would only drift from them (docs/decisions/070).
//
// TypeGen finds queries only as `const x = defineQuery("…")` and the site composes them from
// fragments and a def() helper (app/content/queries/index.ts), so each query's final text is
// written to a small module of its own and TypeGen reads that: the types follow the exact text
// the site sends, whatever way it is put together.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ALL_QUERIES } from "../../app/content/queries";
import { runSanityOffline, STUDIO_DIR, type CliResult } from "./sanity-offline";

const SCHEMA_FILE = join(STUDIO_DIR, "schema.json");

/** The module TypeGen reads: one `defineQuery` per query of the site, named after its QueryDef. */
function queriesModule(): string {
  const lines = ['import { defineQuery } from "groq";', ""];
  for (const def of ALL_QUERIES) {
    lines.push(`export const ${def.name}Query = defineQuery(${JSON.stringify(def.query)});`);
  }
  return lines.join("\n") + "\n";
}

function check(step: string, result: CliResult): void {
  if (result.code === 0) return;
  throw new Error(`${step} failed (exit ${result.code}):\n${result.stderr || result.stdout}`);
}

/** Writes schema.json and the query types into `dir`; returns their paths. */
async function generate(dir: string): Promise<{ schema: string; types: string }> {
  mkdirSync(dir, { recursive: true });
  const schema = join(dir, "schema.json");
  // A fixed place inside cms-schema/: TypeGen writes the module's path into the types file.
  const queries = "./.typegen/queries.ts";
  mkdirSync(join(STUDIO_DIR, ".typegen"), { recursive: true });
  const types = join(dir, "sanity.types.ts");
  check(
    "sanity schema extract",
    await runSanityOffline(["schema", "extract", "--enforce-required-fields", "--path", schema]),
  );
  writeFileSync(join(STUDIO_DIR, queries), queriesModule());
  // sanity.cli.ts reads these (its `typegen` section).
  check(
    "sanity typegen generate",
    await runSanityOffline(["typegen", "generate"], {
      SANITY_TYPEGEN_QUERIES: queries,
      SANITY_TYPEGEN_SCHEMA: schema,
      SANITY_TYPEGEN_OUT: types,
    }),
  );
  return { schema, types };
}

/** The first line where two texts differ, for a message a reviewer can act on. */
function firstDifference(a: string, b: string): string {
  const la = a.split("\n");
  const lb = b.split("\n");
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i])
      return `line ${i + 1}:\n  committed: ${la[i] ?? "(end of file)"}\n  generated: ${lb[i] ?? "(end of file)"}`;
  }
  return "no difference";
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

async function main() {
  const started = performance.now();
  const checkOnly = process.argv.includes("--check");
  const dir = mkdtempSync(join(tmpdir(), "studio-typegen-"));
  try {
    const out = await generate(dir);
    const pairs = [{ committed: SCHEMA_FILE, generated: out.schema }];
    // TypeGen skips a query it cannot read (with a warning) instead of failing.
    const types = readFileSync(out.types, "utf8");
    const untyped = ALL_QUERIES.filter(
      (def) => !types.includes(`export type ${def.name[0].toUpperCase()}${def.name.slice(1)}QueryResult =`),
    );
    if (untyped.length > 0)
      throw new Error(`sanity typegen could not type: ${untyped.map((def) => def.name).join(", ")}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (checkOnly) {
      const drift = pairs.filter((p) => read(p.committed) !== readFileSync(p.generated, "utf8"));
      for (const p of drift) {
        const committed = read(p.committed);
        console.error(
          `studio:check: ${relative(process.cwd(), p.committed)} is out of date` +
            (committed === undefined
              ? " (missing)"
              : `, first difference at ${firstDifference(committed, readFileSync(p.generated, "utf8"))}`),
        );
      }
      if (drift.length > 0) {
        console.error("Run `npm run studio:typegen` and commit the result.");
        process.exitCode = 1;
        return;
      }
      console.log(
        `studio:check: schema.json matches the Studio schema; TypeGen read all ${ALL_QUERIES.length} queries (${seconds} s)`,
      );
      return;
    }
    for (const p of pairs) writeFileSync(p.committed, readFileSync(p.generated, "utf8"));
    console.log(
      `studio:typegen: wrote ${relative(process.cwd(), SCHEMA_FILE)}; TypeGen read all ${ALL_QUERIES.length} queries (${seconds} s)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
