import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CREATABLE_TYPES, isStudioId, readableId } from "../../cms-schema/actions/readableId";

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
