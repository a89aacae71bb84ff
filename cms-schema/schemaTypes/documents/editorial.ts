// Editorial documents: guides, pages, FAQ entries, glossary terms, common mistakes, timeline
// events and deadlines (GuideSchema … DeadlineSchema in app/content/schemas.ts).
import {
  BookIcon,
  CalendarIcon,
  ClockIcon,
  DocumentTextIcon,
  HelpCircleIcon,
  TagIcon,
  WarningOutlineIcon,
} from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { isAddressSlug, ROUTE_TABLE } from "../../../app/i18n/route-table";
import { API_VERSION } from "../../apiVersion";
import { CALC_STATES, CONTENT_STATES, COST_LEVELS, FAQ_CATEGORIES, GUIDE_CATEGORIES } from "../lists";
import { idPattern, ISO_DATE_PATTERN, slug, taxYear } from "../validation";

const keyField = (description: string) =>
  defineField({ name: "key", title: "Key", description, type: "string", validation: slug });

const isoDate = (name: string, title: string, description?: string, required = true) =>
  defineField({
    name,
    title,
    description,
    type: "date",
    validation: (rule) => {
      const format = rule.custom((value) =>
        value === undefined || ISO_DATE_PATTERN.test(value) ? true : "Use YYYY-MM-DD",
      );
      return required ? format.required() : format;
    },
  });

const locale = (
  name: string,
  title: string,
  type: "localeString" | "localeText" | "localeBlockContent" = "localeString",
  description?: string,
) => defineField({ name, title, description, type, validation: (rule) => rule.required() });

// A Spanish guide address the route table already gives a page of its own would never reach a
// guide made in the Studio: the table's literal paths are matched first.
const TAKEN_SPANISH_GUIDE_SLUGS = new Set(
  ROUTE_TABLE.map((r) => /^\/es\/guias\/([^/:]+)$/.exec(r.es)?.[1]).filter((s): s is string => Boolean(s)),
);

/**
 * A guide made in the Studio answers at its Spanish slug in Spanish: it must be a word of an
 * address, and only this guide's. The route table's own guides have their addresses already.
 */
async function spanishSlugIsFree(
  value: { es?: string } | undefined,
  context: ValidationContext,
): Promise<true | string> {
  const doc = context.document as { _id?: string; key?: string; state?: string } | undefined;
  const es = value?.es?.trim();
  if (!es || ROUTE_TABLE.some((r) => r.guide?.key === doc?.key && r.guide?.state === doc?.state)) return true;
  if (!isAddressSlug(es))
    return "The Spanish slug is part of the address: lowercase words joined by hyphens (lista-primera-casa).";
  if (TAKEN_SPANISH_GUIDE_SLUGS.has(es)) return `/es/guias/${es} is already another page's address.`;
  const id = (doc?._id ?? "").replace(/^drafts\./, "");
  const others = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<number>(
      `count(*[_type == "guide" && state in [$state, "ALL"] && (slug.es == $es || key == $es) && !(_id in [$id, "drafts." + $id])])`,
      { state: doc?.state ?? "ALL", es, id },
    )
    // Without the Content Lake (offline), the editor is not held up: the site answers with the first guide it finds.
    .catch(() => 0);
  return others > 0 ? `Another guide of this state already answers at /es/guias/${es}.` : true;
}

const contentState = defineField({
  name: "state",
  title: "State",
  description: "ALL for content every build shows.",
  type: "string",
  options: { list: CONTENT_STATES },
  validation: (rule) => rule.required(),
});

const calcState = defineField({
  name: "state",
  title: "State",
  type: "string",
  options: { list: CALC_STATES },
  validation: (rule) => rule.required(),
});

const sourceField = defineField({
  name: "source",
  title: "Source",
  type: "source",
  validation: (rule) => rule.required(),
});

const sourcesField = (min: number) =>
  defineField({
    name: "sources",
    title: "Sources",
    type: "array",
    of: [defineArrayMember({ type: "source" })],
    validation: (rule) => (min > 0 ? rule.required().min(min) : rule),
  });

export const guide = defineType({
  name: "guide",
  title: "Guide",
  type: "document",
  icon: BookIcon,
  validation: (rule) =>
    rule.custom(
      idPattern(/^guide\.[a-z0-9-]+(\.(tx|ca|fl|ny))?$/, "guide.exemptions or guide.how-to-protest.tx"),
    ),
  fields: [
    keyField(
      "The route table's name for the guide (app/i18n/route-table.ts); with the state it identifies the guide.",
    ),
    contentState,
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      options: { list: GUIDE_CATEGORIES },
      validation: (rule) => rule.required(),
    }),
    isoDate("checked", "Facts checked on", "The date the facts were last checked against the sources."),
    locale("title", "Title"),
    defineField({
      name: "slug",
      title: "Slug per language",
      description:
        "A guide made here (not one of the route table's guides) answers at its key in English and at its Spanish slug in Spanish: /es/guias/{slug}. Lowercase words joined by hyphens, not used by another guide of the same state.",
      type: "localeString",
      validation: (rule) => rule.required().custom(spanishSlugIsFree),
    }),
    locale("description", "Summary", "localeString", "One or two sentences for search engines and cards."),
    locale("body", "Body", "localeBlockContent"),
    sourcesField(1),
  ],
  orderings: [
    {
      title: "Category, key",
      name: "categoryKey",
      by: [
        { field: "category", direction: "asc" },
        { field: "key", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "title.en", es: "title.es", state: "state", category: "category" },
    prepare: ({ title, es, state, category }: Record<string, string | undefined>) => ({
      title,
      subtitle: `${state ?? "?"} · ${category ?? "?"} · ${es ?? ""}`,
    }),
  },
});

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentTextIcon,
  validation: (rule) => rule.custom(idPattern(/^page\.[a-z0-9-]+$/, "page.about")),
  fields: [
    keyField(
      "about, disclaimer, privacy-policy, terms-of-service, affiliate-disclosure, how-it-works. A key ending in -hub (how-it-works-hub) is that page's version for the hub site, shown there instead of the page.",
    ),
    isoDate("updated", "Reviewed on"),
    locale("title", "Title"),
    locale("description", "Summary"),
    locale("body", "Body", "localeBlockContent"),
    sourcesField(0),
  ],
  preview: { select: { title: "title.en", subtitle: "updated" } },
});

export const faq = defineType({
  name: "faq",
  title: "FAQ entry",
  type: "document",
  icon: HelpCircleIcon,
  validation: (rule) =>
    rule.custom(
      idPattern(
        /^faq\.(general|calculations|exemptions|payments|appeals)\.[a-z0-9-]+$/,
        "faq.general.what-is-property-tax",
      ),
    ),
  fields: [
    keyField("Unique within the category."),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      options: { list: FAQ_CATEGORIES },
      validation: (rule) => rule.required(),
    }),
    contentState,
    defineField({
      name: "order",
      title: "Order",
      type: "number",
      validation: (rule) => rule.required().integer().min(0),
    }),
    locale("question", "Question"),
    locale("answer", "Answer", "localeBlockContent", "Short: links and lists are fine."),
  ],
  orderings: [
    {
      title: "Category, order",
      name: "categoryOrder",
      by: [
        { field: "category", direction: "asc" },
        { field: "order", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "question.en", category: "category", state: "state", order: "order" },
    prepare: ({ title, category, state, order }: Record<string, string | number | undefined>) => ({
      title: title as string,
      subtitle: `${state ?? "?"} · ${category ?? "?"} #${order ?? "?"}`,
    }),
  },
});

export const glossaryTerm = defineType({
  name: "glossaryTerm",
  title: "Glossary term",
  type: "document",
  icon: TagIcon,
  validation: (rule) =>
    rule.custom(
      idPattern(/^glossaryTerm\.(all|tx|ca|fl|ny)\.[a-z0-9-]+$/, "glossaryTerm.tx.appraisal-district"),
    ),
  fields: [
    keyField("Unique within the state."),
    contentState,
    locale("term", "Term"),
    locale("definition", "Definition", "localeText"),
  ],
  preview: { select: { title: "term.en", subtitle: "state" } },
});

export const commonMistake = defineType({
  name: "commonMistake",
  title: "Common mistake",
  type: "document",
  icon: WarningOutlineIcon,
  validation: (rule) =>
    rule.custom(idPattern(/^commonMistake\.[a-z0-9-]+$/, "commonMistake.missing-homestead")),
  fields: [
    keyField("Unique across states."),
    contentState,
    defineField({
      name: "costLevel",
      title: "What it can cost",
      type: "string",
      options: { list: COST_LEVELS, layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    locale("title", "Title"),
    locale("summary", "What goes wrong and what it costs", "localeText"),
    locale("howToAvoid", "How to avoid it", "localeText"),
  ],
  preview: {
    select: { title: "title.en", cost: "costLevel", state: "state" },
    prepare: ({ title, cost, state }: Record<string, string | undefined>) => ({
      title,
      subtitle: `${state ?? "?"} · ${cost ?? "?"}`,
    }),
  },
});

export const timelineEvent = defineType({
  name: "timelineEvent",
  title: "Timeline event",
  type: "document",
  icon: ClockIcon,
  validation: (rule) =>
    rule.custom(idPattern(/^timelineEvent\.(tx|ca|fl|ny)\.[a-z0-9-]+$/, "timelineEvent.tx.notices-mailed")),
  fields: [
    keyField("Unique within the state."),
    calcState,
    isoDate("date", "Date", "The start of the event."),
    isoDate("endDate", "End", "When the event is a window.", false),
    locale("title", "Title"),
    locale("text", "Text", "localeText"),
    defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
    sourceField,
  ],
  orderings: [{ title: "Date", name: "date", by: [{ field: "date", direction: "asc" }] }],
  preview: {
    select: { title: "title.en", date: "date", state: "state" },
    prepare: ({ title, date, state }: Record<string, string | undefined>) => ({
      title,
      subtitle: `${state ?? "?"} · ${date ?? "?"}`,
    }),
  },
});

export const deadline = defineType({
  name: "deadline",
  title: "Deadline",
  type: "document",
  icon: CalendarIcon,
  validation: (rule) =>
    rule.custom(idPattern(/^deadline\.(tx|ca|fl|ny)\.[a-z0-9-]+$/, "deadline.tx.protest")),
  fields: [
    keyField("Unique within the state."),
    calcState,
    isoDate(
      "date",
      "Date",
      "For the tax year below; the same month and day recur yearly unless the text says otherwise.",
    ),
    locale("title", "Title"),
    locale("description", "Description", "localeText"),
    defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
    sourceField,
  ],
  orderings: [{ title: "Date", name: "date", by: [{ field: "date", direction: "asc" }] }],
  preview: {
    select: { title: "title.en", date: "date", year: "taxYear", state: "state" },
    prepare: ({ title, date, year, state }: Record<string, string | number | undefined>) => ({
      title: title as string,
      subtitle: `${state ?? "?"} · ${date ?? "?"} · tax year ${year ?? "?"}`,
    }),
  },
});
