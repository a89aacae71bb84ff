// The one-time secrets of the Studio's "Open preview" (decision 123). The Studio, signed in as
// the editor, writes one to the dataset for each preview it opens; the site accepts a secret in
// /api/preview only while such a document exists and is younger than PREVIEW_SECRET_SECONDS.
// The document's id has a dot, so only signed-in users and tokens can read it, as with drafts.
// Shared by the Studio (cms-schema/actions/previewSecret.ts) and the site (preview.server.ts).

export const PREVIEW_SECRET_TYPE = "previewSecret";
export const PREVIEW_SECRET_ID_PREFIX = "previewSecret.";
/** How long a preview link works after the Studio made it. */
export const PREVIEW_SECRET_SECONDS = 3600;
/** 32 random bytes, base64url. */
export const PREVIEW_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The secret's document, if it was made after `$since` (an ISO date-time). */
export const PREVIEW_SECRET_QUERY = `*[_type == "${PREVIEW_SECRET_TYPE}" && secret == $secret && dateTime(_createdAt) > dateTime($since)][0]{_id}`;

/** The ids of secrets made before `$since`: the Studio deletes them when it makes a new one. */
export const EXPIRED_PREVIEW_SECRETS_QUERY = `*[_type == "${PREVIEW_SECRET_TYPE}" && dateTime(_createdAt) <= dateTime($since)][0...50]._id`;

/** The date-time before which a secret has expired, as the queries take it. */
export function previewSecretCutoff(now: number): string {
  return new Date(now - PREVIEW_SECRET_SECONDS * 1000).toISOString();
}
