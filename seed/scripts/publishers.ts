// Who published a rate's page, by host, and what kind of source that makes it (decision 129):
// `official` when the publisher adopts, certifies or collects the figure, `secondary` for a news
// report, `never` for pages that are no source at all (AI meeting summaries, reposts, realtor
// and form-seller pages, search-engine captures). The register is seed/data/publishers.json.
import { z } from "zod";
import { SeedError } from "./errors";
import { readJson } from "./sources";

export const PublisherSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(["official", "secondary", "never"]),
  why: z.string().optional(),
});
export type Publisher = z.infer<typeof PublisherSchema>;

const RegisterSchema = z.object({ about: z.string(), hosts: z.record(z.string(), PublisherSchema) });

export interface Publishers {
  file: string;
  hosts: Record<string, Publisher>;
}

export function readPublishers(file: string): Publishers {
  const parsed = RegisterSchema.safeParse(readJson(file));
  if (!parsed.success) throw new SeedError(file, "hosts", parsed.error.issues[0]?.message ?? "invalid");
  return { file, hosts: parsed.data.hosts };
}

/** The publisher of a URL: its host or the nearest parent domain listed ("beta2.communityimpact.com" → "communityimpact.com"). */
export function publisherOf(register: Publishers, url: string): (Publisher & { host: string }) | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\d?\./, "");
  } catch {
    return undefined;
  }
  for (let h = host; h.includes("."); h = h.slice(h.indexOf(".") + 1)) {
    const p = register.hosts[h];
    if (p) return { ...p, host: h };
  }
  return undefined;
}

/** The publisher of a row's page, or a build error naming the file, row and host when it is not in the register. */
export function requirePublisher(
  register: Publishers,
  url: string,
  file: string,
  where: string,
): Publisher & { host: string } {
  const p = publisherOf(register, url);
  if (!p) {
    let host = url;
    try {
      host = new URL(url).hostname;
    } catch {
      /* the URL itself is named */
    }
    throw new SeedError(
      file,
      where,
      `"${host}" is not in ${register.file}: add its publisher and kind (official, secondary or never), decision 129`,
    );
  }
  return p;
}

interface PublishedRow {
  line: number;
  unit: string;
  county: string;
  sourceUrl: string;
  sourceKind?: "official" | "secondary";
  publisher?: { name: string; kind: Publisher["kind"]; host: string };
}

/**
 * Each row with its publisher from the register. A row of seed/data/official states its kind, and
 * the register must agree (and must know the host); a shared row's unlisted host makes it no source.
 */
export function withPublishers<T extends PublishedRow>(
  rows: T[],
  register: Publishers,
  officialDir: string,
): T[] {
  return rows.map((row) => {
    const where = `${row.county} → ${row.unit} (line ${row.line})`;
    if (row.sourceKind === undefined) {
      const p = publisherOf(register, row.sourceUrl);
      return p ? { ...row, publisher: p } : row;
    }
    const p = requirePublisher(register, row.sourceUrl, officialDir, where);
    if (p.kind === "never")
      throw new SeedError(
        officialDir,
        where,
        `${p.name} (${p.host}) is never a source: ${p.why ?? "decision 129"}`,
      );
    if (p.kind !== row.sourceKind)
      throw new SeedError(
        officialDir,
        where,
        `source_kind "${row.sourceKind}" but ${register.file} lists ${p.host} (${p.name}) as ${p.kind}`,
      );
    return { ...row, publisher: p };
  });
}
