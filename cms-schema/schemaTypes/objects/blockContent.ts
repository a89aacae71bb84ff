// Portable Text as the seed builder writes it from Markdown (TextBlockSchema, TableBlockSchema,
// CalloutBlockSchema): headings, lists, links, GFM tables and "> **Note:**" callouts.
import { defineArrayMember, defineField, defineType } from "sanity";
import { BLOCK_STYLES, CALLOUT_TONES, LIST_TYPES } from "../lists";

const textBlock = defineArrayMember({
  type: "block",
  styles: BLOCK_STYLES,
  lists: LIST_TYPES,
  marks: {
    decorators: [
      { title: "Strong", value: "strong" },
      { title: "Emphasis", value: "em" },
      { title: "Code", value: "code" },
      { title: "Strike", value: "strike-through" },
    ],
    annotations: [
      {
        name: "link",
        title: "Link",
        type: "object",
        fields: [
          defineField({
            name: "href",
            title: "Address",
            description:
              "Internal links use the English path (/guides/exemptions); the site maps them to the reader's language.",
            type: "url",
            validation: (rule) =>
              rule.required().uri({ allowRelative: true, scheme: ["http", "https", "mailto", "tel"] }),
          }),
          defineField({ name: "title", title: "Title", type: "string" }),
        ],
      },
    ],
  },
});

export const tableRow = defineType({
  name: "tableRow",
  title: "Row",
  type: "object",
  fields: [
    defineField({
      name: "cells",
      title: "Cells",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { cells: "cells" },
    prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(" | ") }),
  },
});

export const table = defineType({
  name: "table",
  title: "Table",
  type: "object",
  fields: [
    defineField({ name: "caption", title: "Caption", type: "string" }),
    defineField({
      name: "rows",
      title: "Rows",
      description: "The first row is the header row.",
      type: "array",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { caption: "caption", rows: "rows" },
    prepare: ({ caption, rows }: { caption?: string; rows?: { cells?: string[] }[] }) => ({
      title: caption ?? (rows?.[0]?.cells ?? []).join(" | "),
      subtitle: `Table, ${rows?.length ?? 0} rows`,
    }),
  },
});

export const callout = defineType({
  name: "callout",
  title: "Callout",
  type: "object",
  fields: [
    defineField({
      name: "tone",
      title: "Tone",
      type: "string",
      options: { list: CALLOUT_TONES, layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Text",
      type: "array",
      of: [textBlock],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { tone: "tone", body: "body" },
    prepare: ({ tone, body }: { tone?: string; body?: { children?: { text?: string }[] }[] }) => ({
      title: (body ?? [])
        .flatMap((b) => b.children ?? [])
        .map((c) => c.text ?? "")
        .join("")
        .slice(0, 120),
      subtitle: `Callout: ${tone ?? "?"}`,
    }),
  },
});

export const blockContent = defineType({
  name: "blockContent",
  title: "Rich text",
  type: "array",
  of: [textBlock, defineArrayMember({ type: "table" }), defineArrayMember({ type: "callout" })],
});
