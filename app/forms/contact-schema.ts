import { z } from "zod";
import { withSections } from "~/i18n/page-sections";
import { FORM_ERROR, fieldErrorKeys, PLAIN_LINE, PLAIN_TEXT } from "./issues";
import { HONEYPOT_FIELD } from "./newsletter-schema";

await withSections("contact");

// The contact form, validated by the same schema in the browser (before sending) and in the
// action (before storing). Messages are translation keys in the `contact.errors` group.

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  messageMax: 2000,
  honeypot: 200,
} as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const e = (key: string) => `contact.errors.${key}`;
const required = (key: string, invalid = "invalid") => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? e(key) : e(invalid)),
});

export const ContactSchema = z.strictObject(
  {
    name: z
      .string(required("nameRequired"))
      .trim()
      .min(1, { error: e("nameRequired") })
      .max(CONTACT_LIMITS.name, { error: e("nameTooLong") })
      .regex(PLAIN_LINE, { error: e("nameInvalid") }),
    email: z
      .string(required("emailRequired", "emailInvalid"))
      .trim()
      .min(1, { error: e("emailRequired") })
      .max(CONTACT_LIMITS.email, { error: e("emailTooLong") })
      .pipe(z.email({ error: e("emailInvalid") })),
    subject: z
      .string(required("subjectRequired"))
      .trim()
      .min(1, { error: e("subjectRequired") })
      .max(CONTACT_LIMITS.subject, { error: e("subjectTooLong") })
      .regex(PLAIN_LINE, { error: e("subjectInvalid") }),
    message: z
      .string(required("messageRequired"))
      .trim()
      .min(1, { error: e("messageRequired") })
      .min(CONTACT_LIMITS.messageMin, { error: e("messageTooShort") })
      .max(CONTACT_LIMITS.messageMax, { error: e("messageTooLong") })
      .regex(PLAIN_TEXT, { error: e("messageInvalid") }),
    [HONEYPOT_FIELD]: z
      .string({ error: e("invalid") })
      .max(CONTACT_LIMITS.honeypot, { error: e("invalid") })
      .optional(),
  },
  {
    error: (iss) =>
      iss.code === "unrecognized_keys"
        ? e("unknownField")
        : iss.code === "invalid_type"
          ? e("invalid")
          : undefined,
  },
);

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactMessage = z.output<typeof ContactSchema>;

/**
 * A submitted form as a plain object for the schema. A field sent twice, or a file, cannot
 * be a contact form typed by a person: it becomes the unknown-field error rather than being
 * silently collapsed.
 */
export function formDataToObject(
  form: FormData,
): { ok: true; value: Record<string, string> } | { ok: false } {
  const seen = new Map<string, string>();
  for (const [key, entry] of form.entries()) {
    if (typeof entry !== "string" || seen.has(key)) return { ok: false };
    seen.set(key, entry);
  }
  // fromEntries defines own properties, so a field named __proto__ stays a (rejected) field.
  return { ok: true, value: Object.fromEntries(seen) };
}

export type ContactValues = Partial<Record<ContactField, string>>;

/** What the contact action answers; errors are translation keys, rendered by the page. */
export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      /** A problem with the whole submission, shown above the form. */
      formError?: string;
      formErrorValues?: Record<string, string | number>;
      fieldErrors: Partial<Record<ContactField, string>>;
      /** What the visitor typed, so the form comes back filled in. */
      values: ContactValues;
    };

export function keptValues(raw: Record<string, unknown> | null | undefined): ContactValues {
  const values: ContactValues = {};
  if (!raw) return values;
  for (const field of CONTACT_FIELDS)
    if (typeof raw[field] === "string") values[field] = raw[field] as string;
  return values;
}

export type ContactCheck =
  | { ok: true; message: Omit<ContactMessage, typeof HONEYPOT_FIELD>; values: ContactValues }
  | { ok: false; answer: Extract<ContactActionData, { ok: false }> };

/** The form as the browser and the action both check it. */
export function checkContactForm(form: FormData): ContactCheck {
  const asObject = formDataToObject(form);
  if (!asObject.ok)
    return {
      ok: false,
      answer: { ok: false, formError: "contact.errors.unknownField", fieldErrors: {}, values: {} },
    };
  const raw = asObject.value;
  const values = keptValues(raw);
  // Bots fill every field they see; people never see this one. Nothing says which check failed.
  if (raw[HONEYPOT_FIELD])
    return {
      ok: false,
      answer: { ok: false, formError: "contact.errors.rejected", fieldErrors: {}, values },
    };
  const parsed = ContactSchema.safeParse(raw);
  if (!parsed.success) {
    const { [FORM_ERROR]: formError, ...fieldErrors } = fieldErrorKeys(parsed.error);
    return { ok: false, answer: { ok: false, formError, fieldErrors, values } };
  }
  const { [HONEYPOT_FIELD]: _trap, ...message } = parsed.data;
  return { ok: true, message, values };
}
