// Where a figure comes from: every rate, exemption amount and date carries one (SourceSchema).
import { defineField, defineType } from "sanity";
import { httpUrl, nonBlank } from "../validation";

export const source = defineType({
  name: "source",
  title: "Source",
  type: "object",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      description: "The publisher and the page, e.g. “Harris Central Appraisal District: 2025 tax rates”.",
      type: "string",
      validation: nonBlank,
    }),
    defineField({
      name: "titleEs",
      title: "Title in Spanish",
      description:
        "What Spanish pages show instead of the title. Write it where the title describes or explains (a census table, a statute's gloss); a document's own name, such as a news article's headline, can stay as published. Empty: Spanish pages show the title.",
      type: "string",
    }),
    defineField({ name: "url", title: "URL", type: "url", validation: httpUrl }),
    defineField({
      name: "quote",
      title: "Quote",
      description: "The sentence or table cell the figure is taken from, verbatim.",
      type: "text",
      rows: 3,
    }),
    defineField({
      name: "kind",
      title: "Kind of source",
      description:
        "Official: published by the body that adopts, certifies or collects the figure (the unit, the appraisal district, the tax office, the State). News report: shown to readers as such. AI meeting summaries, reposts, realtor, blog and form-seller pages are never a source (decision 129).",
      type: "string",
      options: {
        list: [
          { title: "Official", value: "official" },
          { title: "News report", value: "secondary" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
    }),
    defineField({ name: "publisher", title: "Publisher", type: "string" }),
    defineField({
      name: "read",
      title: "Date read",
      description: "The day the figure was read from the page (YYYY-MM-DD).",
      type: "string",
      validation: (rule) => rule.regex(/^\d{4}-\d{2}-\d{2}$/, { name: "date" }),
    }),
    defineField({
      name: "note",
      title: "Note for editors",
      description:
        "Status flags and doubts about the source (“proposed”, “secondary report”). Never shown on the site: the title is what readers see.",
      type: "text",
      rows: 2,
    }),
  ],
  preview: { select: { title: "title", subtitle: "url" } },
});
