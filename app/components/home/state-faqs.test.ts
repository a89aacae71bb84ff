import { describe, expect, it } from "vitest";
import type { FaqItemView } from "~/content/queries/views";
import { faqsByState } from "./state-faqs";

const item = (id: string, state: string, question: string): FaqItemView => ({
  id,
  category: "general",
  state,
  order: null,
  question,
  answer: [
    {
      _type: "block",
      _key: "b",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "s", text: `About ${question}`, marks: [] }],
    },
  ] as never,
});

describe("faqsByState", () => {
  it("keeps each state's own questions, in the states' order, with plain-text answers", async () => {
    const asked: string[] = [];
    const groups = await faqsByState(async (state) => {
      asked.push(state);
      // The FAQ query answers a state's questions together with the shared ones.
      return [item(`shared-${state}`, "ALL", "Shared"), item(`own-${state}`, state, `${state} question`)];
    });
    expect(asked).toEqual(["TX", "CA", "FL", "NY"]);
    expect(groups.map((g) => g.state)).toEqual(["TX", "CA", "FL", "NY"]);
    expect(groups[2].items).toEqual([{ id: "own-FL", question: "FL question", answer: "About FL question" }]);
  });

  it("leaves out a state without questions of its own", async () => {
    const groups = await faqsByState(async (state) =>
      state === "CA" ? [item("shared", "ALL", "Shared")] : [item(state, state, "Q")],
    );
    expect(groups.map((g) => g.state)).toEqual(["TX", "FL", "NY"]);
  });

  it("fails as a whole when one state's questions cannot be loaded (the section shows its error)", async () => {
    await expect(
      faqsByState(async (state) => {
        if (state === "NY") throw new Error("CMS down");
        return [];
      }),
    ).rejects.toThrow("CMS down");
  });
});
