// What the newsletter forms send and read back, without the schema that checks it
// (newsletter-schema.ts): the banner is on every page, and zod is loaded only when a
// subscription is sent.
import type { Lang, TaxState } from "~/i18n/route-table";
import { slugify } from "~/utils/slugify";
import type { SubscribePayloadInput } from "./newsletter-schema";

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

export type SubscribeSource = "banner" | "popup";

/** "Fort Bend" → "fort-bend"; "Doña Ana" → "dona-ana". */
export function countySlug(county: string): string {
  return slugify(county).slice(0, NEWSLETTER_LIMITS.tag - "county-".length);
}

export function bannerTags(state: TaxState): string[] {
  return [`${state.toLowerCase()}-newsletter`, "property-tax-updates"];
}

export function popupTags(state: TaxState, county?: string): string[] {
  const slug = county ? countySlug(county) : "";
  return [`${state.toLowerCase()}-calculator`, ...(slug ? [`county-${slug}`] : [])];
}

/** The banner's payload (spec §7). */
export function bannerPayload(input: {
  email: string;
  state: TaxState;
  language: Lang;
  website?: string;
}): SubscribePayloadInput {
  return {
    email: input.email,
    state: input.state,
    language: input.language,
    tags: bannerTags(input.state),
    ...honeypot(input.website),
  };
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
    ...(typeof tax === "number" && Number.isFinite(tax)
      ? { calculatedTax: Math.round(tax * 100) / 100 }
      : {}),
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
