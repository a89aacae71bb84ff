import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FigureStatusSchema,
  NycClassSchema,
  NycRulesSchema,
  RateBasisSchema,
  RateStatusSchema,
  StateRulesSchema,
  UnitKindSchema,
  VeteranBandLabelSchema,
} from "~/calculator/engine/schemas";
import {
  CalloutBlockSchema,
  ContentStateSchema,
  CostLevelSchema,
  CountyDocumentSchema,
  DisabledVeteranSummarySchema,
  DocumentSchemas,
  ExemptionSummarySchema,
  FaqCategorySchema,
  GuideCategorySchema,
  OfficeKindSchema,
  OfficeServiceSchema,
  PaymentMethodSchema,
  RateMethodSchema,
  SiteSettingsSchema,
  SiteStateSchema,
  StateConfigSchema,
  StateCodeSchema,
  TextBlockSchema,
  type StateConfig,
} from "~/content/schemas";
import * as lists from "../../cms-schema/schemaTypes/lists";
import { runSanityOffline } from "../../cms-schema/scripts/sanity-offline";
import { buildDataset, toNdjson, type SeedDocument } from "../../seed/scripts/dataset";

// The Studio (cms-schema/) and the site (app/content/schemas.ts) must accept the same documents.
// Every seed document goes through both: the zod schemas the seed builder and the site use, and
// Sanity's own validator running the Studio's rules (`sanity documents validate`, offline).
// Drafts with one mistake each must then be refused by both, at the same field.

type Doc = SeedDocument;
type Path = (string | number | { _key: string })[];
interface Marker {
  level: "error" | "warning" | "info";
  message: string;
  path: Path;
}

/** What the Studio cannot hold in the current content model: each must still occur, and nothing else may. */
const KNOWN_DIVERGENCES: { type: string; path: string; message: RegExp; why: string }[] = [];

/** Field names only: zod paths index arrays, Sanity's name items by _key. */
const fieldPath = (path: Path) => path.filter((p): p is string => typeof p === "string").join(".");

function zodIssuePaths(doc: Doc, id = doc._id): string[] {
  const schema = DocumentSchemas[doc._type as keyof typeof DocumentSchemas];
  const paths: string[] = [];
  const result = schema.safeParse({ ...doc, _id: id });
  if (!result.success) paths.push(...result.error.issues.map((i) => fieldPath(i.path as Path)));
  // The content schema leaves `rules` to the engine's own schema, which the seed builder applies.
  if (doc._type === "stateConfig" && doc.rules !== undefined) {
    const rules = StateRulesSchema.safeParse(doc.rules);
    if (!rules.success)
      paths.push(...rules.error.issues.map((i) => fieldPath(["rules", ...(i.path as Path)])));
  }
  return paths;
}

const clone = <T>(value: T): T => structuredClone(value);

let documents: Doc[];
let markers: Map<string, Marker[]>;
let dir: string;

interface Mutant {
  what: string;
  /**
   * A draft of a seed document with one mistake, validated under the draft's id by Sanity; or a
   * release version of it (versions.agreement.{id}) when every candidate already has a draft.
   * Sanity validates both alike, and the document id rules look past either prefix.
   */
  draft: Doc;
  /** The published id zod sees (zod's id patterns exclude drafts). */
  publishedId: string;
  /** Where both must complain (field names, no indices). */
  zodPath: string;
  sanityPath: string;
}

const mutants: Mutant[] = [];

/** Sanity ids already carrying a mistake: each mutant needs a document of its own. */
const used = new Set<string>();
// There are only five state configurations, fewer than the mistakes worth checking in them.
const PREFIXES = ["drafts.", "versions.agreement."];

/** A draft (or release version) of the first candidate not used by another mutation yet, with one change. */
function mutate(
  candidates: Doc[],
  what: string,
  path: string,
  change: (d: Record<string, any>) => void,
  opts: { id?: string; sanityPath?: string } = {},
) {
  const free = PREFIXES.flatMap((prefix) =>
    candidates.map((d) => ({ d, sanityId: `${prefix}${opts.id ?? d._id}` })),
  ).find((c) => !used.has(c.sanityId));
  if (!free) throw new Error(`no unused seed document left for the mutation "${what}"`);
  used.add(free.sanityId);
  const draft = clone(free.d) as Record<string, any>;
  change(draft);
  const publishedId = opts.id ?? free.d._id;
  mutants.push({
    what,
    draft: { ...draft, _id: free.sanityId } as Doc,
    publishedId,
    zodPath: path,
    sanityPath: opts.sanityPath ?? path,
  });
}

function pickMutants(docs: Doc[]) {
  const byType = (type: string) => docs.filter((d) => d._type === type);
  const counties = byType("county");
  const withUnits = counties.filter((d) => Array.isArray(d.units) && d.units.length > 0);
  const withOffice = counties.filter((d) => d.office);
  const guides = byType("guide");
  const withBlock = (kind: string) =>
    guides.filter((g) => JSON.stringify(g.body).includes(`"_type":"${kind}"`));
  const firstBlock = (d: Record<string, any>, kind: string) =>
    d.body.en.find((b: { _type: string }) => b._type === kind);
  const state = (code: string) => byType("stateConfig").filter((d) => d.stateCode === code);

  mutate(withUnits, "a negative unit rate", "units.rate", (d) => (d.units[0].rate = -0.01));
  mutate(withUnits, "a unit tax year before 1990", "units.taxYear", (d) => (d.units[0].taxYear = 1989));
  mutate(withUnits, "a unit tax year after 2100", "units.taxYear", (d) => (d.units[0].taxYear = 2101));
  mutate(withUnits, "an unknown unit kind", "units.kind", (d) => (d.units[0].kind = "library"));
  mutate(withUnits, "an unknown rate basis", "units.basis", (d) => (d.units[0].basis = "per1000"));
  mutate(withUnits, "a unit without its source", "units.source", (d) => delete d.units[0].source);
  mutate(
    withOffice,
    "an office e-mail that is not an address",
    "office.email",
    (d) => (d.office.email = "appraisal district"),
  );
  mutate(
    withOffice,
    "an office website that is not a URL",
    "office.website",
    (d) => (d.office.website = "www dot cad"),
  );
  mutate(counties, "a county rate above 10 percent", "rate", (d) => (d.rate = 10.5));
  mutate(counties, "a negative combined rate", "combinedRate", (d) => (d.combinedRate = -0.2));
  mutate(counties, "a slug with capitals and spaces", "slug", (d) => (d.slug = "Harris County"));
  mutate(counties, "a FIPS code of four digits", "fips", (d) => (d.fips = d.fips.slice(1)));
  mutate(
    counties,
    "a rate source URL that is not a URL",
    "rateSource.url",
    (d) => (d.rateSource.url = "hcad.org/rates"),
  );
  mutate(counties, "an unknown rate kind", "rateKind", (d) => (d.rateKind = "guess"));
  mutate(counties, "a Spanish name of spaces", "displayName.es", (d) => (d.displayName.es = "   "));
  mutate(
    counties,
    "a population that is not a whole number",
    "population.value",
    (d) => (d.population.value = 1234.5),
  );
  mutate(counties, "an id with capitals", "_id", () => undefined, {
    id: "county.tx.Not-Lowercase",
    sanityPath: "",
  });

  mutate(
    withBlock("table"),
    "a table without rows",
    "body.en.rows",
    (d) => (firstBlock(d, "table").rows = []),
  );
  mutate(
    withBlock("callout"),
    "a callout tone outside the list",
    "body.en.tone",
    (d) => (firstBlock(d, "callout").tone = "danger"),
  );
  mutate(guides, "a guide without a Spanish body", "body.es", (d) => (d.body.es = []));
  mutate(guides, "a guide category outside the list", "category", (d) => (d.category = "news"));
  mutate(guides, "a guide without sources", "sources", (d) => (d.sources = []));
  mutate(guides, "a guide without its checked date", "checked", (d) => delete d.checked);
  mutate(guides, "a guide key with capitals", "key", (d) => (d.key = "Exemptions"));

  mutate(byType("faq"), "an FAQ category outside the list", "category", (d) => (d.category = "billing"));
  mutate(byType("faq"), "a negative FAQ order", "order", (d) => (d.order = -1));
  mutate(
    byType("commonMistake"),
    "a cost level outside the list",
    "costLevel",
    (d) => (d.costLevel = "huge"),
  );
  mutate(byType("deadline"), "a deadline tax year after 2100", "taxYear", (d) => (d.taxYear = 2101));
  mutate(byType("timelineEvent"), "a timeline event for every state", "state", (d) => (d.state = "ALL"));
  mutate(byType("page"), "a page without an English title", "title.en", (d) => delete d.title.en);

  const settings = byType("siteSettings");
  mutate(
    settings,
    "a calculation delay above 10 seconds",
    "calculationDelayMs",
    (d) => (d.calculationDelayMs = 20000),
  );
  mutate(
    settings,
    "an affiliate URL that is not a URL",
    "affiliate.url",
    (d) => (d.affiliate.url = "partner page"),
  );
  mutate(
    settings,
    "a power user after half a calculation",
    "ui.powerUserCalculations",
    (d) => (d.ui.powerUserCalculations = 0.5),
  );

  mutate(
    state("TX"),
    "Texas homestead amounts out of year order",
    "rules.schoolHomestead",
    (d) => (d.rules.schoolHomestead[1].from = 1990),
  );
  mutate(
    state("CA"),
    "an average rate above 10 percent",
    "stats.averageRate.value",
    (d) => (d.stats.averageRate.value = 12),
  );
  mutate(
    state("FL"),
    "an engine share above 1",
    "rules.product.potentialSavingsShare",
    (d) => (d.rules.product.potentialSavingsShare = 2),
  );
  mutate(
    state("NY"),
    "an NYC assessment ratio above 1",
    "rules.nyc.assessmentRatios.class1",
    (d) => (d.rules.nyc.assessmentRatios.class1 = 6),
  );

  const configs = byType("stateConfig");
  const withVeteranLevels = configs.filter(
    (d) => ((d as unknown as StateConfig).exemptions.disabledVeteran?.levels.length ?? 0) > 0,
  );
  mutate(
    configs,
    "an override of a key the dictionaries do not have",
    "contentOverrides.key",
    (d) => (d.contentOverrides[0].key = "home.statMinimumExemption"),
  );
  mutate(
    withVeteranLevels,
    "a veteran level with an amount and a total exemption",
    "exemptions.disabledVeteran.levels.value",
    (d) => {
      const level = d.exemptions.disabledVeteran.levels[0];
      level.value = { amount: level.value.amount ?? 5000, full: true };
    },
  );
}

beforeAll(async () => {
  documents = buildDataset().documents;
  pickMutants(documents);
  dir = mkdtempSync(join(tmpdir(), "schema-agreement-"));
  const file = join(dir, "documents.ndjson");
  writeFileSync(file, toNdjson([...documents, ...mutants.map((m) => m.draft)]));
  const result = await runSanityOffline([
    "documents",
    "validate",
    "--file",
    file,
    "--format",
    "ndjson",
    "--level",
    "info",
    "--yes",
  ]);
  markers = new Map();
  for (const line of result.stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { documentId: string; markers: Marker[] };
    markers.set(entry.documentId, entry.markers);
  }
  // The validator exits non-zero when it finds errors; it must have run and reported.
  if (markers.size === 0)
    throw new Error(`sanity documents validate reported nothing:\n${result.stderr || result.stdout}`);
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the Studio schema and the zod schemas", () => {
  it("offer the same closed lists", () => {
    const values = (list: { value: string }[]) => list.map((o) => o.value).sort();
    const zodValues = (schema: { options: readonly string[] }) => [...schema.options].sort();
    const pairs: [string, { value: string }[], { options: readonly string[] }][] = [
      ["site states", lists.SITE_STATES, SiteStateSchema],
      ["calculator states", lists.CALC_STATES, StateCodeSchema],
      ["content states", lists.CONTENT_STATES, ContentStateSchema],
      ["guide categories", lists.GUIDE_CATEGORIES, GuideCategorySchema],
      ["FAQ categories", lists.FAQ_CATEGORIES, FaqCategorySchema],
      ["cost levels", lists.COST_LEVELS, CostLevelSchema],
      ["rate kinds", lists.RATE_KINDS, CountyDocumentSchema.shape.rateKind],
      ["rate methods", lists.RATE_METHODS, RateMethodSchema.shape.kind],
      ["rate bases", lists.RATE_BASES, RateBasisSchema],
      ["unit kinds", lists.UNIT_KINDS, UnitKindSchema],
      ["rate statuses", lists.RATE_STATUSES, RateStatusSchema],
      ["office services", lists.OFFICE_SERVICES, OfficeServiceSchema],
      ["office kinds", lists.OFFICE_KINDS, OfficeKindSchema],
      ["payment methods", lists.PAYMENT_METHODS, PaymentMethodSchema],
      ["tax systems", lists.TAX_SYSTEMS, StateConfigSchema.shape.taxSystem.shape.type],
      ["exemption scopes", lists.APPLIES_TO, ExemptionSummarySchema.shape.appliesTo],
      ["veteran level types", lists.VETERAN_LEVEL_TYPES, DisabledVeteranSummarySchema.shape.type],
      ["callout tones", lists.CALLOUT_TONES, CalloutBlockSchema.shape.tone],
      ["block styles", lists.BLOCK_STYLES, TextBlockSchema.shape.style],
      ["list types", lists.LIST_TYPES, TextBlockSchema.shape.listItem.unwrap()],
      ["toast positions", lists.TOAST_POSITIONS, SiteSettingsSchema.shape.ui.shape.toast.shape.position],
      ["figure statuses", lists.FIGURE_STATUSES, FigureStatusSchema],
      ["NYC classes", lists.NYC_CLASSES, NycClassSchema],
      ["NYC veteran methods", lists.NYC_VETERAN_METHODS, NycRulesSchema.shape.veterans.shape.method],
      ["veteran bands", lists.VETERAN_BAND_LABELS, VeteranBandLabelSchema],
    ];
    for (const [name, studio, zod] of pairs) expect(values(studio), name).toEqual(zodValues(zod));
  });

  it("zod accepts every seed document (with the engine's schema for state rules)", () => {
    expect(documents.length).toBeGreaterThan(500);
    const failures = documents.flatMap((d) => zodIssuePaths(d).map((p) => `${d._id}: ${p}`));
    expect(failures).toEqual([]);
  });

  it("the Studio's rules accept every seed document, apart from the known divergences", () => {
    const unexpected: string[] = [];
    const seen = new Set<number>();
    for (const doc of documents) {
      for (const m of markers.get(doc._id) ?? []) {
        const path = fieldPath(m.path);
        const known = KNOWN_DIVERGENCES.findIndex(
          (k) => k.type === doc._type && k.path === path && k.message.test(m.message),
        );
        if (known >= 0) seen.add(known);
        else unexpected.push(`${doc._id} ${path || "(document)"}: ${m.level}: ${m.message}`);
      }
    }
    expect(unexpected).toEqual([]);
    // When the content model changes so the Studio can hold these, drop them from the list.
    expect(
      KNOWN_DIVERGENCES.filter((_, i) => !seen.has(i)).map(
        (k) => `${k.type}.${k.path} no longer diverges (${k.why})`,
      ),
    ).toEqual([]);
  });

  it(`both refuse drafts with one mistake each, at the same field`, () => {
    expect(mutants.length).toBeGreaterThanOrEqual(30);
    const disagreements: string[] = [];
    for (const m of mutants) {
      const zod = zodIssuePaths(m.draft, m.publishedId);
      if (!zod.some((p) => p === m.zodPath || p.startsWith(`${m.zodPath}.`))) {
        disagreements.push(
          `${m.what} (${m.draft._id}): zod did not refuse ${m.zodPath}; it said ${JSON.stringify(zod)}`,
        );
      }
      // Outside the Studio, Sanity adds an unknown-fields check to every object-level rule and marks
      // the whole rule as a warning, so document- and object-level refusals arrive as warnings here
      // while the Studio shows them as errors that block publishing.
      const studio = (markers.get(m.draft._id) ?? [])
        .filter((k) => k.level !== "info")
        .map((k) => fieldPath(k.path));
      if (
        !studio.some((p) => p === m.sanityPath || (m.sanityPath !== "" && p.startsWith(`${m.sanityPath}.`)))
      ) {
        disagreements.push(
          `${m.what} (${m.draft._id}): the Studio did not refuse ${m.sanityPath || "the document"}; it said ${JSON.stringify(studio)}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  });
});
