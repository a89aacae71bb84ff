// Bilingual values: one field holds both languages, {en, es}. The dataset requires both
// (LocaleStringSchema); a page falls back to English only for drafts still being translated.
import { defineField, defineType } from "sanity";
import { nonBlank, nonEmptyList } from "../validation";

export const localeString = defineType({
  name: "localeString",
  title: "Text (English / Spanish)",
  type: "object",
  options: { columns: 2 },
  fields: [
    defineField({ name: "en", title: "English", type: "string", validation: nonBlank }),
    defineField({ name: "es", title: "Español", type: "string", validation: nonBlank }),
  ],
  preview: { select: { title: "en", subtitle: "es" } },
});

export const localeText = defineType({
  name: "localeText",
  title: "Paragraph (English / Spanish)",
  type: "object",
  fields: [
    defineField({ name: "en", title: "English", type: "text", rows: 4, validation: nonBlank }),
    defineField({ name: "es", title: "Español", type: "text", rows: 4, validation: nonBlank }),
  ],
  preview: { select: { title: "en", subtitle: "es" } },
});

export const localeBlockContent = defineType({
  name: "localeBlockContent",
  title: "Rich text (English / Spanish)",
  type: "object",
  fields: [
    defineField({ name: "en", title: "English", type: "blockContent", validation: nonEmptyList }),
    defineField({ name: "es", title: "Español", type: "blockContent", validation: nonEmptyList }),
  ],
});
