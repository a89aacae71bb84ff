import type { MutationEvent } from "@sanity/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lakeClient, startLakeStub, type LakeStub } from "../support/content-lake-stub";

// The stand-in speaks the Content Lake's API as the Studio uses it (the Studio smoke drives it
// with the real Studio): document actions, patches, revisions and the listener's events.
describe("the Content Lake stand-in", () => {
  let lake: LakeStub;
  const client = () => lakeClient(lake);

  beforeEach(async () => {
    lake = await startLakeStub([
      { _id: "faq.general.why", _type: "faq", question: { en: "Why?", es: "¿Por qué?" }, order: 1 },
    ]);
  });
  afterEach(() => lake.close());

  it("edits a published document through its draft and publishes it, with a revision per transaction", async () => {
    const edit = await client().action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.faq.general.why",
      publishedId: "faq.general.why",
      patch: { set: { "question.en": "Why pay?" }, setIfMissing: { order: 9 }, unset: ["nothing"] },
    });
    const draft = lake.docs.get("drafts.faq.general.why")!;
    expect(draft.question).toEqual({ en: "Why pay?", es: "¿Por qué?" });
    expect(draft.order).toBe(1);
    expect(draft._rev).toBe(edit.transactionId);
    expect(lake.docs.get("faq.general.why")!.question).toEqual({ en: "Why?", es: "¿Por qué?" });

    await client().action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.faq.general.why",
      publishedId: "faq.general.why",
    });
    expect(lake.docs.has("drafts.faq.general.why")).toBe(false);
    expect(lake.docs.get("faq.general.why")!.question).toEqual({ en: "Why pay?", es: "¿Por qué?" });
  });

  it("refuses a patch against a revision that is no longer the document's, and keeps it", async () => {
    await expect(
      client().patch("faq.general.why").ifRevisionId("stale").set({ order: 2 }).commit(),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(lake.docs.get("faq.general.why")!.order).toBe(1);
  });

  it("tells a listener each change its query selects, with the document's new state as the effect", async () => {
    const events: MutationEvent[] = [];
    const subscription = client()
      .listen(
        "*[_id in $ids]",
        { ids: ["faq.general.why", "drafts.faq.general.why"] },
        {
          effectFormat: "mendoza",
          includeResult: false,
          events: ["welcome", "mutation"],
        },
      )
      .subscribe((event) => {
        if (event.type === "mutation") events.push(event as MutationEvent);
      });
    try {
      // The welcome comes first; a change after it is announced.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client().create({ _id: "faq.general.other", _type: "faq", order: 5 });
      const { _rev: transactionId } = await client().patch("faq.general.why").set({ order: 3 }).commit();
      await expect.poll(() => events.length).toBe(1);
      const [event] = events;
      expect(event).toMatchObject({
        documentId: "faq.general.why",
        transactionId,
        transition: "update",
        resultRev: transactionId,
        mutations: [{ patch: { id: "faq.general.why", set: { order: 3 } } }],
      });
      expect((event.effects as { apply: unknown[] }).apply[1]).toMatchObject({
        _id: "faq.general.why",
        order: 3,
      });
    } finally {
      subscription.unsubscribe();
    }
  });
});
