import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishUnderReadableId } from "../../cms-schema/actions/publishReadable";
import { CREATABLE_TYPES, isStudioId, readableId } from "../../cms-schema/actions/readableId";
import { lakeClient, startLakeStub, type LakeStub } from "../support/content-lake-stub";

// The Studio's Publish gives a new document the id seed:build would give it: for every seed
// document of a type editors create, the id made from its fields is its own id.
const docs = readFileSync("seed/dist/production.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { _id: string; _type: string });

describe("readable ids in the Studio", () => {
  it("makes each creatable seed document's own id from its fields", () => {
    const creatable = docs.filter((d) => (CREATABLE_TYPES as readonly string[]).includes(d._type));
    // The seed has no glossary terms yet; every other creatable type is there.
    expect(new Set(creatable.map((d) => d._type)).size).toBeGreaterThanOrEqual(CREATABLE_TYPES.length - 1);
    const wrong = creatable.filter((d) => readableId(d) !== d._id).map((d) => `${d._id} → ${readableId(d)}`);
    expect(wrong).toEqual([]);
  });

  it("has no id until the fields that make it are filled, and refuses a key that is not a slug", () => {
    expect(readableId({ _type: "guide", key: "new-guide" })).toBeUndefined();
    expect(readableId({ _type: "faq", key: "why", state: "ALL" })).toBeUndefined();
    expect(readableId({ _type: "page", key: "About Us" })).toBeUndefined();
    expect(readableId({ _type: "guide", key: "new-guide", state: "FL" })).toBe("guide.new-guide.fl");
    expect(readableId({ _type: "county", key: "harris", state: "TX" })).toBeUndefined();
  });

  it("tells the Studio's random ids from readable ones", () => {
    expect(isStudioId("drafts.3f2b9c1e-8a4d-4c1b-9f0e-2d7a6b5c4e3f")).toBe(true);
    expect(isStudioId("guide.exemptions")).toBe(false);
  });
});

describe("Publish under the readable id, against the Lake stand-in", () => {
  const RANDOM = "3f2b9c1e-8a4d-4c1b-9f0e-2d7a6b5c4e3f";
  let lake: LakeStub;
  const editor = () => lakeClient(lake);
  const guideDraft = (title: string) => ({
    _id: `drafts.${RANDOM}`,
    _type: "guide",
    key: "first-home",
    state: "TX",
    title: { en: title, es: title },
  });

  /** The draft as the Lake keeps it, with the revision the Studio reads. */
  const saveDraft = async (client: ReturnType<typeof lakeClient>, title: string) =>
    (await client.create(guideDraft(title))) as unknown as { _id: string; _rev: string; _type: string };

  beforeAll(async () => {
    lake = await startLakeStub([]);
  });
  afterAll(() => lake.close());

  it("publishes the draft the editor saw, and removes the random draft", async () => {
    const client = editor();
    const draft = await saveDraft(client, "First home");
    const target = readableId(draft as never)!;
    expect(target).toBe("guide.first-home.tx");
    expect(await publishUnderReadableId(client, { id: RANDOM, draft, target })).toBeUndefined();
    expect(lake.docs.get(target)).toMatchObject({ title: { en: "First home" } });
    expect(lake.docs.has(`drafts.${RANDOM}`)).toBe(false);
    // Again under the same id: refused by name, nothing changed.
    const again = await saveDraft(client, "First home, again");
    expect(await publishUnderReadableId(client, { id: RANDOM, draft: again, target })).toBe(
      "guide.first-home.tx already exists: give this document another key.",
    );
    expect(lake.docs.get(target)).toMatchObject({ title: { en: "First home" } });
    await client.delete(again._id);
  });

  it("refuses when the draft was saved again meanwhile, and loses neither version", async () => {
    const client = editor();
    const seen = await saveDraft(client, "Buying a house");
    const target = "guide.first-home-2.tx";
    // Another tab saves an edit after this editor's Studio read the draft.
    await client.patch(seen._id).set({ "title.en": "Buying your first house" }).commit();
    const problem = await publishUnderReadableId(client, {
      id: RANDOM,
      draft: { ...seen, key: "first-home-2" } as typeof seen,
      target,
    });
    expect(problem).toBe("The draft changed while it was being published: look it over and publish again.");
    expect(lake.docs.has(target)).toBe(false);
    expect(lake.docs.get(`drafts.${RANDOM}`)).toMatchObject({ title: { en: "Buying your first house" } });
  });
});
