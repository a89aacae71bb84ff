import { z } from "zod";
import { TAX_STATES, type Lang, type TaxState } from "~/i18n/route-table";
import { PLAIN_LINE } from "./issues";

// The newsletter payloads of the spec (banner and popup), validated by the same schema in the
// browser before sending and on the server before storing. Messages are translation keys in
// the `newsletter.errors` group.

export const HONEYPOT_FIELD = "website";

export const NEWSLETTER_LIMITS = {
  email: 254,
  firstName: 60,
  county: 80,
  honeypot: 200,
  tags: 4,
  tag: 72,
  /** Larger than any one home's yearly bill; anything above is a broken client, not a tax. */
  calculatedTax: 100_000_000,
} as const;

const e = (key: string) => `newsletter.errors.${key}`;

export type SubscribeSource = "banner" | "popup";

/** "Fort Bend" → "fort-bend"; "Doña Ana" → "dona-ana". */
export function countySlug(county: string): string {
  return county
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, NEWSLETTER_LIMITS.tag - "county-".length);
}

export function bannerTags(state: TaxState): string[] {
  return [`${state.toLowerCase()}-newsletter`, "property-tax-updates"];
}

export function popupTags(state: TaxState, county?: string): string[] {
  const slug = county ? countySlug(county) : "";
  return [`${state.toLowerCase()}-calculator`, ...(slug ? [`county-${slug}`] : [])];
}

const TAG_PATTERN = /^(?:(tx|ca|fl|ny)-(newsletter|calculator)|property-tax-updates|county-[a-z0-9]+(?:-[a-z0-9]+)*)$/;

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
    .array(z.string({ error: e("tagsInvalid") }).max(NEWSLETTER_LIMITS.tag, { error: e("tagsInvalid") }).regex(TAG_PATTERN, { error: e("tagsInvalid") }), {
      error: e("tagsInvalid"),
    })
    .min(1, { error: e("tagsInvalid") })
    .max(NEWSLETTER_LIMITS.tags, { error: e("tagsInvalid") }),
  firstName: firstName.optional(),
  county: county.optional(),
  calculatedTax: z
    .number({ error: e("taxInvalid") })
    .min(0, { error: e("taxInvalid") })
    .max(NEWSLETTER_LIMITS.calculatedTax, { error: e("taxInvalid") })
    .optional(),
  [HONEYPOT_FIELD]: z.string({ error: e("invalid") }).max(NEWSLETTER_LIMITS.honeypot, { error: e("invalid") }).optional(),
};

export const SubscribePayloadSchema = z
  .strictObject(shape, {
    error: (iss) => (iss.code === "unrecognized_keys" ? e("unknownField") : iss.code === "invalid_type" ? e("invalid") : undefined),
  })
  .superRefine((p, ctx) => {
    const popup = p.firstName !== undefined || p.county !== undefined || p.calculatedTax !== undefined;
    const st = p.state.toLowerCase();
    if (popup && p.firstName === undefined) ctx.addIssue({ code: "custom", path: ["firstName"], message: e("firstNameRequired") });
    if (new Set(p.tags).size !== p.tags.length) ctx.addIssue({ code: "custom", path: ["tags"], message: e("tagsInvalid") });
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

/** The banner's payload (spec §7). */
export function bannerPayload(input: { email: string; state: TaxState; language: Lang; website?: string }): SubscribePayloadInput {
  return { email: input.email, state: input.state, language: input.language, tags: bannerTags(input.state), ...honeypot(input.website) };
}

/** The popup's payload (spec §7); the county tag only when a county is set. */
export function popupPayload(input: {
  email: string;
  firstName: string;
  state: TaxState;
  language: Lang;
  county?: string | null;
  calculatedTax?: number | null;
  website?: string;
}): SubscribePayloadInput {
  const county = input.county?.trim() || undefined;
  const tax = input.calculatedTax;
  return {
    email: input.email,
    firstName: input.firstName,
    state: input.state,
    county,
    language: input.language,
    ...(typeof tax === "number" && Number.isFinite(tax) ? { calculatedTax: Math.round(tax * 100) / 100 } : {}),
    tags: popupTags(input.state, county),
    ...honeypot(input.website),
  };
}

function honeypot(value: string | undefined) {
  return value ? { [HONEYPOT_FIELD]: value } : {};
}

/** The answer of POST /api/newsletter/subscribe (spec §7); `fields` adds per-field messages. */
export interface SubscribeAnswer {
  ok: boolean;
  error?: string;
  message: string;
  status: number;
  fields?: Record<string, string>;
}

/** Spec §7: a reply whose message says development mode is read and nothing more is done. */
export const DEVELOPMENT_MODE_MARKER = "development mode";

export function isDevelopmentModeAnswer(answer: Pick<SubscribeAnswer, "message">): boolean {
  return typeof answer.message === "string" && answer.message.includes(DEVELOPMENT_MODE_MARKER);
}
