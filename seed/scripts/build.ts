// npm run seed:build [-- --dataset NAME] [-- --out FILE]
// Validates every source and writes seed/dist/{dataset}.ndjson (default: production).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CountyDocument } from "../../app/content/schemas";
import { coverage, formatCoverage } from "./coverage";
import { buildDataset, countByType, toNdjson } from "./dataset";
import { displayPath, SeedError } from "./errors";
import { readOfficialData } from "./official-data";
import { readUnitRates, seedPaths } from "./sources";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main() {
  const started = performance.now();
  const paths = seedPaths();
  const dataset = arg("dataset") ?? "production";
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(dataset))
    throw new Error(`--dataset "${dataset}": use lowercase letters, digits, - and _`);
  const out = arg("out") ?? join(paths.root, "dist", `${dataset}.ndjson`);

  const { documents, warnings } = buildDataset(paths);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, toNdjson(documents));

  for (const w of warnings) console.warn(`seed:build warning: ${w}`);
  const counts = Object.entries(countByType(documents))
    .map(([type, n]) => `${type} ${n}`)
    .join(", ");
  const ms = Math.round(performance.now() - started);
  console.log(
    `seed:build wrote ${documents.length} documents to ${displayPath(out)} in ${ms} ms (${counts})`,
  );
  const counties = documents.filter((d) => d._type === "county") as unknown as CountyDocument[];
  const rates = [...readUnitRates(paths.unitRates), ...readOfficialData(paths.official).rates];
  console.log(formatCoverage(coverage(counties, rates)));
}

try {
  main();
} catch (err) {
  if (err instanceof SeedError) {
    console.error(`seed:build failed: ${err.message}`);
  } else {
    console.error("seed:build failed:", err);
  }
  process.exit(1);
}
