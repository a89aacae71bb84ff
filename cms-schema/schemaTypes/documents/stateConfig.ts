// stateConfig.{tx,ca,fl,ny,hub}: the spec's state configuration (StateConfigSchema) plus
// `rules`, every amount the tax engine uses with its tax year (see ./stateRules.ts).
import { EarthAmericasIcon } from "@sanity/icons";
import {
  defineArrayMember,
  defineField,
  defineType,
  type CustomValidatorResult,
  type NumberRule,
  type ValidationContext,
} from "sanity";
import { isTranslationKey } from "../../../app/i18n/translation-keys";
import { APPLIES_TO, PAYMENT_METHODS, SITE_STATES, TAX_SYSTEMS, VETERAN_LEVEL_TYPES } from "../lists";
import {
  idPattern,
  ISO_DATE_PATTERN,
  nonBlank,
  optionalNonNegative,
  optionalShare,
  percentRate,
  positiveInteger,
  taxYear,
} from "../validation";

const requiredLocale = (name: string, title: string, description?: string) =>
  defineField({ name, title, description, type: "localeString", validation: (rule) => rule.required() });

const exemptionFields = [
  requiredLocale("title", "Title"),
  defineField({
    name: "amount",
    title: "Amount ($ of value)",
    description: "Leave empty for percentage or full exemptions.",
    type: "number",
    validation: optionalNonNegative,
  }),
  defineField({ name: "percent", title: "Share of value (0–1)", type: "number", validation: optionalShare }),
  defineField({
    name: "appliesTo",
    title: "Applies to",
    type: "string",
    options: { list: APPLIES_TO, layout: "radio", direction: "horizontal" },
    validation: (rule) => rule.required(),
  }),
  requiredLocale("description", "Description"),
  defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
  defineField({ name: "source", title: "Source", type: "source", validation: (rule) => rule.required() }),
];

/** One exemption as the guides and summaries present it (the engine's amounts are in `rules`). */
export const exemptionSummary = defineType({
  name: "exemptionSummary",
  title: "Exemption",
  type: "object",
  fields: exemptionFields,
  preview: { select: { title: "title.en", amount: "amount", year: "taxYear" }, prepare: exemptionPreview },
});

export const disabledVeteranSummary = defineType({
  name: "disabledVeteranSummary",
  title: "Disabled veteran exemption",
  type: "object",
  fields: [
    ...exemptionFields,
    defineField({
      name: "type",
      title: "Levels are",
      type: "string",
      options: { list: VETERAN_LEVEL_TYPES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "levels",
      title: "Levels",
      type: "array",
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: "veteranLevel",
          title: "Level",
          type: "object",
          fields: [
            defineField({
              name: "range",
              title: "Rating band or tier",
              description: "“10-29”, or a tier name such as “basic”.",
              type: "string",
              validation: nonBlank,
            }),
            defineField({
              name: "value",
              title: "What it exempts",
              description: "Either an amount of value or a total exemption, not both.",
              type: "object",
              options: { columns: 2 },
              validation: (rule) => rule.required().custom(oneLevelValue),
              fields: [
                defineField({
                  name: "amount",
                  title: "Amount exempted ($)",
                  type: "number",
                  validation: optionalNonNegative,
                }),
                defineField({ name: "full", title: "Total exemption", type: "boolean" }),
              ],
            }),
            requiredLocale("label", "Label"),
          ],
          preview: { select: { title: "label.en", subtitle: "range" } },
        }),
      ],
    }),
  ],
  preview: { select: { title: "title.en", amount: "amount", year: "taxYear" }, prepare: exemptionPreview },
});

/** VeteranLevelValueSchema: `full: false` is what the toggle leaves when switched off, so it counts as not given. */
function oneLevelValue(value: { amount?: number; full?: boolean } | undefined): CustomValidatorResult {
  if (value === undefined) return true;
  const amount = value.amount !== undefined;
  const full = value.full === true;
  if (amount && full) return "An amount and a total exemption: keep one of them";
  return amount || full ? true : "Give the amount exempted, or mark it a total exemption";
}

/** ContentOverrideSchema: a key of the site's dictionaries, each overridden once. */
function overrideKey(key: string | undefined, context: ValidationContext): CustomValidatorResult {
  if (key === undefined) return true;
  if (!isTranslationKey(key))
    return `“${key}” is not a translation key of the site's dictionaries (app/i18n/locales), e.g. home.statMinExemption`;
  const overrides =
    (context.document as { contentOverrides?: { key?: string }[] } | undefined)?.contentOverrides ?? [];
  return overrides.filter((o) => o.key === key).length > 1 ? `${key} is overridden twice` : true;
}

export const contentOverride = defineType({
  name: "contentOverride",
  title: "Wording override",
  type: "object",
  fields: [
    defineField({
      name: "key",
      title: "Translation key",
      description: "The site's key for the wording, e.g. home.statMinExemption (app/i18n/locales/en).",
      type: "string",
      validation: (rule) => rule.required().custom(overrideKey),
    }),
    requiredLocale("text", "Wording on this build"),
  ],
  preview: { select: { title: "key", subtitle: "text.en" } },
});

function exemptionPreview({ title, amount, year }: { title?: string; amount?: number; year?: number }) {
  return {
    title,
    subtitle: [amount !== undefined ? `$${amount.toLocaleString("en-US")}` : undefined, year]
      .filter(Boolean)
      .join(" · "),
  };
}

/** A date of the yearly cycle with the tax year it is stated for (CycleDateSchema). */
export const cycleDate = defineType({
  name: "cycleDate",
  title: "Date",
  type: "object",
  fields: [
    defineField({
      name: "date",
      title: "Date",
      description: "When there is one; windows and “30 days after notice” rules use the label only.",
      type: "date",
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || ISO_DATE_PATTERN.test(value) ? true : "Use YYYY-MM-DD",
        ),
    }),
    requiredLocale(
      "label",
      "As shown",
      "e.g. “May 15, 2026, or 30 days after your notice, whichever is later”.",
    ),
    defineField({
      name: "title",
      title: "Event name",
      description: "Only when it differs from the site's wording.",
      type: "localeString",
    }),
    defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
    defineField({ name: "source", title: "Source", type: "source", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "label.en", subtitle: "date" } },
});

/** One way to pay the bill, with its deadline (PaymentOptionSchema): the home page's "Ways to pay". */
export const paymentOption = defineType({
  name: "paymentOption",
  title: "Way to pay",
  type: "object",
  fields: [
    defineField({
      name: "method",
      title: "Kind",
      type: "string",
      options: { list: PAYMENT_METHODS },
      validation: (rule) => rule.required(),
    }),
    requiredLocale("title", "Title", "e.g. “Split payment (where the taxing unit offers it)”."),
    requiredLocale("text", "What to do", "Who can use it and how, in a sentence or two."),
    requiredLocale(
      "deadline",
      "Deadline",
      "The date or dates, e.g. “First half before December 1, 2026; second half before July 1, 2027”.",
    ),
    defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
    defineField({ name: "source", title: "Source", type: "source", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "title.en", subtitle: "deadline.en" } },
});

const requiredCycleDate = (name: string, title: string) =>
  defineField({ name, title, type: "cycleDate", validation: (rule) => rule.required() });

const exemption = (name: string, title: string) => defineField({ name, title, type: "exemptionSummary" });

export const stateConfig = defineType({
  name: "stateConfig",
  title: "State configuration",
  type: "document",
  icon: EarthAmericasIcon,
  validation: (rule) => rule.custom(idPattern(/^stateConfig\.(tx|ca|fl|ny|hub)$/, "stateConfig.tx")),
  groups: [
    { name: "summary", title: "Summary", default: true },
    { name: "exemptions", title: "Exemptions" },
    { name: "dates", title: "Dates" },
    { name: "howItWorks", title: "How it works" },
    { name: "rules", title: "Engine rules" },
  ],
  fields: [
    defineField({
      name: "stateCode",
      title: "State",
      type: "string",
      options: { list: SITE_STATES },
      readOnly: true,
      group: "summary",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "taxYear",
      title: "Tax year described",
      type: "number",
      group: "summary",
      validation: taxYear,
    }),
    { ...requiredLocale("stateName", "State name"), group: "summary" },
    defineField({
      name: "hasCalculator",
      title: "Has a calculator",
      type: "boolean",
      group: "summary",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "taxSystem",
      title: "Tax system",
      type: "object",
      group: "summary",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "type",
          title: "Kind",
          type: "string",
          options: { list: TAX_SYSTEMS },
          validation: (rule) => rule.required(),
        }),
        requiredLocale("summary", "Summary"),
        defineField({
          name: "features",
          title: "Features",
          type: "array",
          of: [defineArrayMember({ type: "localeString" })],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    defineField({
      name: "exemptions",
      title: "Exemptions",
      description:
        "Only the exemptions the state has: the calculator offers a toggle only where one is defined. The hub has none.",
      type: "object",
      group: "exemptions",
      fields: [
        exemption("homestead", "Homestead"),
        exemption("over65", "Age 65 or older"),
        exemption("disabled", "Disabled homeowner"),
        defineField({ name: "disabledVeteran", title: "Disabled veteran", type: "disabledVeteranSummary" }),
        exemption("veteran", "Veteran"),
        exemption("homeowner", "Homeowners' exemption"),
      ],
    }),
    defineField({
      name: "stats",
      title: "Figures on the home page",
      type: "object",
      group: "summary",
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: "countyCount", title: "Counties", type: "number", validation: positiveInteger }),
        defineField({
          name: "averageRate",
          title: "Average rate",
          description: "Computed by seed:build from the county documents.",
          type: "object",
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: "value",
              title: "Percent of value",
              type: "number",
              validation: percentRate,
            }),
            requiredLocale("label", "As shown", "“1.86%” / “1,86 %”"),
            requiredLocale("note", "How it was computed"),
          ],
        }),
        defineField({
          name: "minExemption",
          title: "Smallest exemption",
          type: "object",
          fields: [
            defineField({
              name: "amount",
              title: "Amount ($)",
              type: "number",
              validation: (rule: NumberRule) => rule.required().min(0),
            }),
            requiredLocale("label", "As shown"),
            defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
          ],
        }),
        defineField({ name: "taxDueDate", title: "Tax due date", type: "cycleDate" }),
      ],
    }),
    defineField({
      name: "deadlines",
      title: "Yearly cycle",
      type: "object",
      group: "dates",
      fields: [
        requiredCycleDate("ratesSetting", "Rates are set"),
        requiredCycleDate("ratesAvailable", "Rates are published"),
        requiredCycleDate("protestDeadline", "Protest / appeal deadline"),
        requiredCycleDate("exemptionApplication", "Exemption application deadline"),
        requiredCycleDate("taxDue", "Tax due"),
      ],
    }),
    defineField({
      name: "paymentOptions",
      title: "Ways to pay",
      description:
        "Online, by mail, in person, escrow and any installment plans, each with its deadline and source (home page).",
      type: "array",
      group: "dates",
      of: [defineArrayMember({ type: "paymentOption" })],
    }),
    defineField({
      name: "contentOverrides",
      title: "Wording overrides",
      description:
        "The site's wording this state says differently (e.g. the label of the home page's exemption figure), in both languages.",
      type: "array",
      group: "summary",
      of: [defineArrayMember({ type: "contentOverride" })],
    }),
    defineField({
      name: "howItWorks",
      title: "How it works page",
      type: "object",
      group: "howItWorks",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "steps",
          title: "Steps",
          type: "array",
          validation: (rule) => rule.required().min(1),
          of: [
            defineArrayMember({
              name: "step",
              title: "Step",
              type: "object",
              fields: [requiredLocale("title", "Title"), requiredLocale("text", "Text")],
              preview: { select: { title: "title.en", subtitle: "text.en" } },
            }),
          ],
        }),
        defineField({
          name: "calculatorImage",
          title: "Calculator picture",
          type: "object",
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: "src",
              title: "Path",
              description: "A file under public/, e.g. /images/how-it-works-tx.svg.",
              type: "string",
              validation: (rule) => rule.required().regex(/^\//, { name: "a path starting with /" }),
            }),
            requiredLocale("alt", "Text alternative"),
          ],
        }),
        requiredLocale("understandingTitle", "“Understanding your bill” title"),
        requiredLocale("understandingFormula", "Formula"),
        requiredLocale("understandingDescription", "Explanation"),
      ],
    }),
    defineField({
      name: "rules",
      title: "Engine rules",
      description:
        "Every amount the calculator uses, by the tax year it applies from. Each figure needs its source.",
      type: "stateRules",
      group: "rules",
      hidden: ({ document }) => document?.stateCode === "HUB",
    }),
  ],
  preview: {
    select: { title: "stateName.en", code: "stateCode", year: "taxYear" },
    prepare: ({ title, code, year }: { title?: string; code?: string; year?: number }) => ({
      title: `${title ?? code ?? "?"}: configuration`,
      subtitle: `Tax year ${year ?? "?"}`,
    }),
  },
});
