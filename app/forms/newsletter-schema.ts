import { z } from "zod";
import { TAX_STATES, type Lang, type TaxState } from "~/i18n/route-table";
import { PLAIN_LINE } from "./issues";
import { countySlug, HONEYPOT_FIELD, NEWSLETTER_LIMITS, type SubscribeSource } from "./newsletter-fields";

export {
  bannerPayload,
  bannerTags,
  countySlug,
  DEVELOPMENT_MODE_MARKER,
  HONEYPOT_FIELD,
  isDevelopmentModeAnswer,
  NEWSLETTER_LIMITS,
  popupPayload,
  popupTags,
  type SubscribeAnswer,
  type SubscribeSource,
} from "./newsletter-fields";

// The newsletter payloads of the spec (banner and popup), validated by the same schema in the
// browser before sending and on the server before storing. Messages are translation keys in
// the `newsletter.errors` group.

const e = (key: string) => `newsletter.errors.${key}`;

const TAG_PATTERN =
  /^(?:(tx|ca|fl|ny)-(newsletter|calculator)|property-tax-updates|county-[a-z0-9]+(?:-[a-z0-9]+)*)$/;

const email = z
  .string({ error: (iss) => (iss.input === undefined ? e("emailRequired") : e("emailInvalid")) })
  .trim()
  .min(1, { error: e("emailRequired") })
  .max(NEWSLETTER_LIMITS.email, { error: e("emailTooLong") })
  .pipe(z.email({ error: e("emailInvalid") }));

const firstName = z
  .string({ error: e("firstNameInvalid") })
  .trim()
  .min(1, { error: e("firstNameRequired") })
  .max(NEWSLETTER_LIMITS.firstName, { error: e("firstNameTooLong") })
  .regex(PLAIN_LINE, { error: e("firstNameInvalid") });

const county = z
  .string({ error: e("countyInvalid") })
  .trim()
  .max(NEWSLETTER_LIMITS.county, { error: e("countyInvalid") })
  .regex(PLAIN_LINE, { error: e("countyInvalid") });

const shape = {
  email,
  state: z.enum(TAX_STATES as [TaxState, ...TaxState[]], { error: e("stateInvalid") }),
  language: z.enum(["en", "es"], { error: e("languageInvalid") }).default("en"),
  tags: z
    .array(
      z
        .string({ error: e("tagsInvalid") })
        .max(NEWSLETTER_LIMITS.tag, { error: e("tagsInvalid") })
        .regex(TAG_PATTERN, { error: e("tagsInvalid") }),
      {
        error: e("tagsInvalid"),
      },
    )
    .min(1, { error: e("tagsInvalid") })
    .max(NEWSLETTER_LIMITS.tags, { error: e("tagsInvalid") }),
  firstName: firstName.optional(),
  county: county.optional(),
  calculatedTax: z
    .number({ error: e("taxInvalid") })
    .min(0, { error: e("taxInvalid") })
    .max(NEWSLETTER_LIMITS.calculatedTax, { error: e("taxInvalid") })
    .optional(),
  [HONEYPOT_FIELD]: z
    .string({ error: e("invalid") })
    .max(NEWSLETTER_LIMITS.honeypot, { error: e("invalid") })
    .optional(),
};

export const SubscribePayloadSchema = z
  .strictObject(shape, {
    error: (iss) =>
      iss.code === "unrecognized_keys"
        ? e("unknownField")
        : iss.code === "invalid_type"
          ? e("invalid")
          : undefined,
  })
  .superRefine((p, ctx) => {
    const popup = p.firstName !== undefined || p.county !== undefined || p.calculatedTax !== undefined;
    const st = p.state.toLowerCase();
    if (popup && p.firstName === undefined)
      ctx.addIssue({ code: "custom", path: ["firstName"], message: e("firstNameRequired") });
    if (new Set(p.tags).size !== p.tags.length)
      ctx.addIssue({ code: "custom", path: ["tags"], message: e("tagsInvalid") });
    for (const tag of p.tags) {
      const stateTag = /^(tx|ca|fl|ny)-(newsletter|calculator)$/.exec(tag);
      // A tag must speak of the payload's own state, and of the form that sent it.
      const wrong =
        (stateTag && (stateTag[1] !== st || stateTag[2] !== (popup ? "calculator" : "newsletter"))) ||
        (tag.startsWith("county-") && (!popup || !p.county || tag !== `county-${countySlug(p.county)}`));
      if (wrong) {
        ctx.addIssue({ code: "custom", path: ["tags"], message: e("tagsInvalid") });
        break;
      }
    }
  })
  .transform((p) => ({
    source: (p.firstName !== undefined ? "popup" : "banner") as SubscribeSource,
    email: p.email,
    state: p.state,
    language: p.language as Lang,
    tags: p.tags,
    firstName: p.firstName ?? null,
    county: p.county ? p.county : null,
    calculatedTax: p.calculatedTax ?? null,
    honeypot: p[HONEYPOT_FIELD] ?? "",
  }));

export type SubscribePayloadInput = z.input<typeof SubscribePayloadSchema>;
export type Subscription = z.output<typeof SubscribePayloadSchema>;
