// One per build (siteSettings.{tx,ca,fl,ny,hub}): what the site owner tunes without a deploy.
import { CogIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { SITE_STATES, TOAST_POSITIONS } from "../lists";
import { httpUrl, idPattern, nonNegativeInteger, positiveInteger } from "../validation";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  validation: (rule) => rule.custom(idPattern(/^siteSettings\.(tx|ca|fl|ny|hub)$/, "siteSettings.tx")),
  fields: [
    defineField({
      name: "state",
      title: "Build",
      type: "string",
      options: { list: SITE_STATES },
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "calculationDelayMs",
      title: "Calculation delay (ms)",
      description: "The pause before results appear (the spec asks for about 500 ms).",
      type: "number",
      initialValue: 500,
      validation: (rule) => rule.required().integer().min(0).max(10000),
    }),
    defineField({
      name: "newsletterEnabled",
      title: "Newsletter on",
      type: "boolean",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "affiliate",
      title: "Tax-filing link",
      type: "object",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "partner",
          title: "Partner",
          description:
            "Empty when no commercial partner is configured: the link then goes to a free public service.",
          type: "string",
          validation: (rule) =>
            rule.custom((value) =>
              typeof value === "string" && value.trim().length === 0
                ? "Leave it empty instead of blank"
                : true,
            ),
        }),
        defineField({ name: "url", title: "URL", type: "url", validation: httpUrl }),
        defineField({
          name: "label",
          title: "Link text",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "taxTip",
          title: "Tax tip",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "taxTipSource",
          title: "Tax tip source",
          type: "source",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "disclosure",
          title: "Disclosure",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "ui",
      title: "Interface constants",
      description:
        "The spec's section 9 timings an editor may tune. The default home value, the value warnings, the potential savings share, the school share and the high-value event are the state configuration's (Product constants), per state.",
      type: "object",
      options: { collapsible: true, collapsed: true },
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "newsletterPopupDelayMs",
          title: "Newsletter pop-up delay (ms)",
          type: "number",
          validation: nonNegativeInteger,
        }),
        defineField({
          name: "successAutoCloseMs",
          title: "Success message closes after (ms)",
          type: "number",
          validation: nonNegativeInteger,
        }),
        defineField({
          name: "toast",
          title: "Toasts",
          type: "object",
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: "shortMs",
              title: "Short (ms)",
              type: "number",
              validation: positiveInteger,
            }),
            defineField({
              name: "defaultMs",
              title: "Default (ms)",
              type: "number",
              validation: positiveInteger,
            }),
            defineField({ name: "longMs", title: "Long (ms)", type: "number", validation: positiveInteger }),
            defineField({
              name: "visibleToasts",
              title: "Visible at once",
              type: "number",
              validation: positiveInteger,
            }),
            defineField({ name: "gapPx", title: "Gap (px)", type: "number", validation: nonNegativeInteger }),
            defineField({
              name: "widthPx",
              title: "Width (px)",
              type: "number",
              validation: positiveInteger,
            }),
            defineField({
              name: "position",
              title: "Position",
              type: "string",
              options: { list: TOAST_POSITIONS },
              validation: (rule) => rule.required(),
            }),
          ],
        }),
        defineField({
          name: "tooltip",
          title: "Tooltips",
          type: "object",
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: "delayMs",
              title: "Delay (ms)",
              type: "number",
              validation: nonNegativeInteger,
            }),
            defineField({
              name: "skipDelayMs",
              title: "Skip delay (ms)",
              type: "number",
              validation: nonNegativeInteger,
            }),
            defineField({
              name: "offsetPx",
              title: "Offset (px)",
              type: "number",
              validation: (rule) => rule.required().integer(),
            }),
          ],
        }),
        defineField({
          name: "powerUserCalculations",
          title: "Power user after (calculations)",
          type: "number",
          validation: positiveInteger,
        }),
      ],
    }),
  ],
  preview: {
    select: { state: "state", delay: "calculationDelayMs", newsletter: "newsletterEnabled" },
    prepare: ({ state, delay, newsletter }: { state?: string; delay?: number; newsletter?: boolean }) => ({
      title: `Site settings: ${SITE_STATES.find((s) => s.value === state)?.title ?? state ?? "?"}`,
      subtitle: `Delay ${delay ?? "?"} ms · newsletter ${newsletter ? "on" : "off"}`,
    }),
  },
});
