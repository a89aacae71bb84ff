import type { z } from "zod";

// Schema messages are translation keys, so one schema serves the browser and the server
// and each side renders the visitor's language. Field errors keep the first issue per field;
// issues that belong to no field (unknown fields, a body that is not an object) go to `_form`.

export const FORM_ERROR = "_form";

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorKeys(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR;
    out[field] ??= issue.message;
  }
  return out;
}

/** The message to show when only one line fits: a field's message first, else the form's. */
export function firstErrorKey(errors: FieldErrors): string | undefined {
  const fields = Object.keys(errors).filter((k) => k !== FORM_ERROR);
  return fields.length > 0 ? errors[fields[0]] : errors[FORM_ERROR];
}

export function translateErrors(errors: FieldErrors, t: (key: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (key) out[field] = t(key);
  return out;
}

/** Letters, digits, punctuation and spaces; no control characters or markup brackets. */
export const PLAIN_LINE = /^[^\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}<>]*$/u;
/**
 * A message body: line breaks, tabs and emoji joiners are fine; other control characters,
 * unassigned code points and the bidirectional overrides used to disguise text are not.
 */
export const PLAIN_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}\p{Co}\p{Cn}\u202A-\u202E\u2066-\u2069])*$/u;
