// The transaction behind Publish for a document with a random id (PublishWithReadableId.tsx):
// the draft as the editor last saw it becomes the published document under its readable id.
// The draft's revision is checked in the same transaction, so an edit saved meanwhile (another
// tab, another editor) makes the publish fail instead of being deleted with the draft.

/** What this needs of the Studio's client (@sanity/client's SanityClient). */
export interface PublishClient {
  fetch<T>(query: string, params: Record<string, unknown>): Promise<T>;
  transaction(): {
    patch(id: string, operations: { ifRevisionID: string; set: Record<string, never> }): unknown;
    create(doc: { _id: string; _type: string }): unknown;
    delete(id: string): unknown;
    commit(): Promise<unknown>;
  };
}

const SYSTEM = new Set(["_id", "_rev", "_createdAt", "_updatedAt"]);

/**
 * Publishes `draft` (the Studio's draft of the random id `id`) as `target`; returns what went
 * wrong in words for the editor, or undefined when it was published.
 */
export async function publishUnderReadableId(
  client: PublishClient,
  { id, draft, target }: { id: string; draft: { _id: string; _rev: string; _type: string }; target: string },
): Promise<string | undefined> {
  try {
    const taken = await client.fetch<number>("count(*[_id in [$id, $draft]])", {
      id: target,
      draft: `drafts.${target}`,
    });
    if (taken > 0) return `${target} already exists: give this document another key.`;
    const content = Object.fromEntries(Object.entries(draft).filter(([k]) => !SYSTEM.has(k)));
    const tx = client.transaction();
    tx.patch(draft._id, { ifRevisionID: draft._rev, set: {} });
    tx.create({ ...content, _id: target, _type: draft._type });
    tx.delete(draft._id);
    tx.delete(id);
    await tx.commit();
    return undefined;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    // The API's words for a revision that moved on: "has unexpected revision ID".
    if (status === 409 && /revision/i.test((error as Error).message))
      return "The draft changed while it was being published: look it over and publish again.";
    // Made by someone else between the check and the transaction.
    if (status === 409) return `${target} already exists: give this document another key.`;
    return `Not published: ${(error as Error).message}`;
  }
}
