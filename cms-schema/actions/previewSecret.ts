// Makes the secret of one "Open preview" (app/content/preview-secret.ts, decision 123): 32
// random bytes kept in a document only signed-in users and tokens can read, made by the editor
// who clicks. Expired secrets go in the same transaction, so they do not pile up.
import {
  EXPIRED_PREVIEW_SECRETS_QUERY,
  PREVIEW_SECRET_ID_PREFIX,
  PREVIEW_SECRET_TYPE,
  previewSecretCutoff,
} from "../../app/content/preview-secret";

/** What this needs of the Studio's client (@sanity/client's SanityClient). */
export interface SecretClient {
  fetch<T>(query: string, params: Record<string, unknown>): Promise<T>;
  transaction(): {
    create(doc: { _id: string; _type: string; secret: string }): unknown;
    delete(id: string): unknown;
    commit(): Promise<unknown>;
  };
}

function randomBase64Url(bytes: number): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Writes a new preview secret and returns it. */
export async function createPreviewSecret(client: SecretClient, now = Date.now()): Promise<string> {
  const secret = randomBase64Url(32);
  const expired = await client.fetch<string[]>(EXPIRED_PREVIEW_SECRETS_QUERY, {
    since: previewSecretCutoff(now),
  });
  const tx = client.transaction();
  tx.create({ _id: `${PREVIEW_SECRET_ID_PREFIX}${randomBase64Url(12)}`, _type: PREVIEW_SECRET_TYPE, secret });
  for (const id of expired) tx.delete(id);
  await tx.commit();
  return secret;
}
