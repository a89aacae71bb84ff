// seed/pulled/{id}.json: documents as published in the Content Lake, brought into git by
// `npm run seed:pull` because an editor changed or created them in the Studio. The dataset
// takes each in place of the document its sources build (or adds it), so the next seed:push
// finds the Lake and the seed equal. Folding such a change back into the Markdown or the CSV it
// came from and deleting the file is a writer's choice, not a requirement.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SeedError } from "./errors";
import { readJson } from "./sources";

export type PulledDocument = { _id: string; _type: string; [key: string]: unknown };

export const pulledDir = (root: string) => join(root, "pulled");

/** The file of a pulled document: its id is readable and has no slash, so it is the name. */
export const pulledFile = (root: string, id: string) => join(pulledDir(root), `${id}.json`);

export function readPulled(root: string): PulledDocument[] {
  const dir = pulledDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      const doc = readJson(file) as Partial<PulledDocument>;
      if (typeof doc?._id !== "string" || typeof doc._type !== "string")
        throw new SeedError(file, "_id", "a pulled document needs _id and _type");
      if (`${doc._id}.json` !== f)
        throw new SeedError(file, "_id", `"${doc._id}" differs from the file name`);
      return doc as PulledDocument;
    });
}

/** The built documents with the pulled ones in place of (or added to) them. */
export function withPulled<T extends { _id: string }>(built: T[], pulled: PulledDocument[]): T[] {
  const byId = new Map(pulled.map((d) => [d._id, d]));
  const out = built.map((d) => (byId.get(d._id) as T | undefined) ?? d);
  const builtIds = new Set(built.map((d) => d._id));
  return [...out, ...(pulled.filter((d) => !builtIds.has(d._id)) as unknown as T[])];
}
