// Editorial documents from seed/content: guides and pages (one Markdown file per language,
// paired into one document), FAQ entries (faq.en.json + faq.es.json), glossary terms and
// common mistakes. A text without its other language fails the build with the file named.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import {
  CommonMistakeSchema,
  ContentStateSchema,
  CostLevelSchema,
  FaqCategorySchema,
  FaqSchema,
  GlossaryTermSchema,
  GuideCategorySchema,
  GuideSchema,
  LocaleStringSchema,
  PageSchema,
  SourceSchema,
  type Faq,
  type Guide,
  type Page,
} from "../../app/content/schemas";
import { check, SeedError, validate } from "./errors";
import { markdownToBlocks } from "./markdown";
import { readJson } from "./sources";

type Lang = "en" | "es";
const LANGS: Lang[] = ["en", "es"];
const LANG_NAME: Record<Lang, string> = { en: "English", es: "Spanish" };

/** YAML reads an unquoted 2026-11-20 as a Date; the dataset stores the date as written. */
const DateField = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD"),
);

const GuideFrontMatterSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  state: ContentStateSchema,
  lang: z.enum(["en", "es"]),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  category: GuideCategorySchema,
  checked: DateField,
  sources: z.array(SourceSchema).min(1),
  /** Optional per-language slug; the key is used otherwise. */
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});

const PageFrontMatterSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    lang: z.enum(["en", "es"]),
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    updated: DateField.optional(),
    checked: DateField.optional(),
    sources: z.array(SourceSchema).optional(),
  })
  .refine((p) => p.updated ?? p.checked, {
    message: "needs `updated` (or `checked`): the date the text was reviewed",
    path: ["updated"],
  });

interface Parsed<F> {
  file: string;
  front: F;
  body: string;
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => join(dir, f));
}

function readMarkdown<S extends z.ZodType>(file: string, schema: S): Parsed<z.output<S>> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(readFileSync(file, "utf8"));
  } catch (err) {
    throw new SeedError(file, "front matter", `is not valid YAML (${(err as Error).message.split("\n")[0]})`);
  }
  const front = validate(schema, parsed.data, file, "front matter");
  return { file, front, body: parsed.content };
}

/** `{key}.{lang}.md`, or `{key}.{state}.{lang}.md` for a state's guide. */
function checkFileName(file: string, key: string, lang: Lang, state?: string) {
  const name = basename(file);
  const allowed = [`${key}.${lang}.md`];
  if (state && state !== "ALL") allowed.push(`${key}.${state.toLowerCase()}.${lang}.md`);
  if (!allowed.includes(name))
    throw new SeedError(
      file,
      "file name",
      `expected ${allowed.join(" or ")} for key "${key}", lang "${lang}"`,
    );
}

/** Groups per-language files by document id; each group needs exactly one file per language. */
function pair<F extends { lang: Lang }>(
  items: Parsed<F>[],
  idOf: (f: F) => string,
): Map<string, Record<Lang, Parsed<F>>> {
  const groups = new Map<string, Partial<Record<Lang, Parsed<F>>>>();
  for (const item of items) {
    const id = idOf(item.front);
    const group = groups.get(id) ?? {};
    const other = group[item.front.lang];
    if (other)
      throw new SeedError(
        item.file,
        "lang",
        `${id} already has a ${LANG_NAME[item.front.lang]} text in ${other.file}`,
      );
    group[item.front.lang] = item;
    groups.set(id, group);
  }
  const out = new Map<string, Record<Lang, Parsed<F>>>();
  for (const [id, group] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const lang of LANGS) {
      if (!group[lang]) {
        const present = group[lang === "en" ? "es" : "en"]!;
        throw new SeedError(
          present.file,
          "lang",
          `${id} has no ${LANG_NAME[lang]} counterpart: add the ${lang} file with the same key${"state" in present.front ? " and state" : ""}`,
        );
      }
    }
    out.set(id, group as Record<Lang, Parsed<F>>);
  }
  return out;
}

function sameField<F>(pairOf: Record<Lang, Parsed<F>>, field: keyof F) {
  const en = pairOf.en.front[field];
  const es = pairOf.es.front[field];
  if (JSON.stringify(en) !== JSON.stringify(es)) {
    throw new SeedError(
      pairOf.es.file,
      String(field),
      `"${String(es)}" differs from the English file's "${String(en)}" (${pairOf.en.file})`,
    );
  }
}

/** The English list first, then any page only the Spanish file cites. */
function mergeSources(a: z.infer<typeof SourceSchema>[], b: z.infer<typeof SourceSchema>[]) {
  const seen = new Set<string>();
  return [...a, ...b]
    .filter((s) => (seen.has(s.url) ? false : (seen.add(s.url), true)))
    .map((s, i) => ({ _key: `source-${i + 1}`, ...s }));
}

const later = (a: string, b: string) => (a > b ? a : b);

export function buildGuides(dir: string): Guide[] {
  const parsed = markdownFiles(dir).map((file) => {
    const p = readMarkdown(file, GuideFrontMatterSchema);
    checkFileName(file, p.front.key, p.front.lang, p.front.state);
    return p;
  });
  const groups = pair(parsed, (f) =>
    f.state === "ALL" ? `guide.${f.key}` : `guide.${f.key}.${f.state.toLowerCase()}`,
  );
  return [...groups.entries()].map(([id, g]) => {
    sameField(g, "category");
    const doc: Guide = {
      _id: id,
      _type: "guide",
      key: g.en.front.key,
      state: g.en.front.state,
      category: g.en.front.category,
      checked: later(g.en.front.checked, g.es.front.checked),
      title: { en: g.en.front.title, es: g.es.front.title },
      slug: { en: g.en.front.slug ?? g.en.front.key, es: g.es.front.slug ?? g.es.front.key },
      description: { en: g.en.front.description, es: g.es.front.description },
      body: {
        en: markdownToBlocks(g.en.body, { file: g.en.file, field: "body", keyPrefix: "en" }),
        es: markdownToBlocks(g.es.body, { file: g.es.file, field: "body", keyPrefix: "es" }),
      },
      sources: mergeSources(g.en.front.sources, g.es.front.sources),
    };
    return check(GuideSchema, doc, g.en.file, id);
  });
}

export function buildPages(dir: string): Page[] {
  const parsed = markdownFiles(dir).map((file) => {
    const p = readMarkdown(file, PageFrontMatterSchema);
    checkFileName(file, p.front.key, p.front.lang);
    return p;
  });
  const groups = pair(parsed, (f) => `page.${f.key}`);
  return [...groups.entries()].map(([id, g]) => {
    const date = (f: z.infer<typeof PageFrontMatterSchema>) => (f.updated ?? f.checked)!;
    const sources = mergeSources(g.en.front.sources ?? [], g.es.front.sources ?? []);
    const doc: Page = {
      _id: id,
      _type: "page",
      key: g.en.front.key,
      updated: later(date(g.en.front), date(g.es.front)),
      title: { en: g.en.front.title, es: g.es.front.title },
      description: { en: g.en.front.description, es: g.es.front.description },
      body: {
        en: markdownToBlocks(g.en.body, { file: g.en.file, field: "body", keyPrefix: "en" }),
        es: markdownToBlocks(g.es.body, { file: g.es.file, field: "body", keyPrefix: "es" }),
      },
      ...(sources.length > 0 && { sources }),
    };
    return check(PageSchema, doc, g.en.file, id);
  });
}

// ---------------------------------------------------------------------------------------
// FAQ: seed/content/faq/faq.{en,es}.json, arrays of { id, category, state, order, question, answer }
// ---------------------------------------------------------------------------------------

const FaqEntrySchema = z.object({
  /** "faq.{category}.{key}" or just "{key}". */
  id: z.string().regex(/^(faq\.[a-z]+\.)?[a-z0-9-]+$/),
  category: FaqCategorySchema,
  state: ContentStateSchema,
  order: z.number().int().min(0),
  question: z.string().trim().min(1),
  /** Plain text or short Markdown. */
  answer: z.string().trim().min(1),
});
type FaqEntry = z.infer<typeof FaqEntrySchema>;

function faqIds(entry: FaqEntry): { id: string; key: string } {
  const key = entry.id.replace(/^faq\.[a-z]+\./, "");
  return { id: `faq.${entry.category}.${key}`, key };
}

export function buildFaq(dir: string): Faq[] {
  const files = { en: join(dir, "faq.en.json"), es: join(dir, "faq.es.json") };
  const present = LANGS.filter((l) => existsSync(files[l]));
  if (present.length === 0) return [];
  if (present.length === 1) {
    const missing = present[0] === "en" ? "es" : "en";
    throw new SeedError(
      files[present[0]],
      "file",
      `has no ${LANG_NAME[missing]} counterpart ${basename(files[missing])}`,
    );
  }
  const byLang = {} as Record<Lang, Map<string, { entry: FaqEntry; index: number }>>;
  for (const lang of LANGS) {
    const entries = validate(z.array(FaqEntrySchema), readJson(files[lang]), files[lang], "FAQ");
    const map = new Map<string, { entry: FaqEntry; index: number }>();
    entries.forEach((entry, index) => {
      const { id } = faqIds(entry);
      if (entry.id.startsWith("faq.") && entry.id !== id) {
        throw new SeedError(
          files[lang],
          `[${index}].id`,
          `"${entry.id}" does not match its category "${entry.category}"`,
        );
      }
      if (map.has(id)) throw new SeedError(files[lang], `[${index}].id`, `"${entry.id}" appears twice`);
      map.set(id, { entry, index });
    });
    byLang[lang] = map;
  }
  for (const [lang, other] of [
    ["en", "es"],
    ["es", "en"],
  ] as const) {
    for (const [id, { index }] of byLang[lang]) {
      if (!byLang[other].has(id))
        throw new SeedError(
          files[lang],
          `[${index}] ${id}`,
          `has no ${LANG_NAME[other]} counterpart in ${basename(files[other])}`,
        );
    }
  }
  return [...byLang.en.keys()].sort().map((id) => {
    const en = byLang.en.get(id)!;
    const es = byLang.es.get(id)!;
    for (const f of ["state", "order"] as const) {
      if (en.entry[f] !== es.entry[f])
        throw new SeedError(
          files.es,
          `[${es.index}].${f}`,
          `"${es.entry[f]}" differs from the English "${en.entry[f]}"`,
        );
    }
    const where = (lang: Lang, i: number) => ({
      file: files[lang],
      field: `[${i}].answer (${id})`,
      keyPrefix: lang,
    });
    const doc: Faq = {
      _id: id,
      _type: "faq",
      key: faqIds(en.entry).key,
      category: en.entry.category,
      state: en.entry.state,
      order: en.entry.order,
      question: { en: en.entry.question, es: es.entry.question },
      answer: {
        en: markdownToBlocks(en.entry.answer, where("en", en.index)),
        es: markdownToBlocks(es.entry.answer, where("es", es.index)),
      },
    };
    return check(FaqSchema, doc, files.en, id);
  });
}

// ---------------------------------------------------------------------------------------
// Glossary terms and common mistakes: one JSON file each, both languages in every entry.
// ---------------------------------------------------------------------------------------

const GlossaryFileSchema = z.array(
  z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    state: ContentStateSchema,
    term: LocaleStringSchema,
    definition: LocaleStringSchema,
  }),
);

const MistakesFileSchema = z.array(
  z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    state: ContentStateSchema.default("ALL"),
    costLevel: CostLevelSchema,
    title: LocaleStringSchema,
    summary: LocaleStringSchema,
    howToAvoid: LocaleStringSchema,
  }),
);

function uniqueIds<T extends { _id: string }>(docs: T[], file: string): T[] {
  const seen = new Set<string>();
  for (const d of docs) {
    if (seen.has(d._id)) throw new SeedError(file, d._id, "appears twice");
    seen.add(d._id);
  }
  return docs;
}

export function buildGlossary(file: string) {
  if (!existsSync(file)) return [];
  const entries = validate(GlossaryFileSchema, readJson(file), file, "glossary");
  return uniqueIds(
    entries.map((e) => {
      const doc = {
        _id: `glossaryTerm.${e.state.toLowerCase()}.${e.key}`,
        _type: "glossaryTerm" as const,
        ...e,
      };
      return check(GlossaryTermSchema, doc, file, doc._id);
    }),
    file,
  );
}

export function buildMistakes(file: string) {
  if (!existsSync(file)) return [];
  const entries = validate(MistakesFileSchema, readJson(file), file, "mistakes");
  return uniqueIds(
    entries.map((e) => {
      const doc = { _id: `commonMistake.${e.key}`, _type: "commonMistake" as const, ...e };
      return check(CommonMistakeSchema, doc, file, doc._id);
    }),
    file,
  );
}
