import { describe, expect, it } from "vitest";
import { serverSection, serverSectionStore } from "./server-sections";

describe("serverSection", () => {
  it("keeps a document request's data for the render and answers null", () => {
    const context = { clientIp: "203.0.113.7", serverSections: new Map<string, unknown>() };
    const data = { faq: [{ id: "a", question: "Q", answer: "A" }] };
    expect(serverSection(context, "home-more", data)).toBeNull();
    expect(serverSectionStore(context)?.get("home-more")).toBe(data);
  });

  it("answers the data on a data request, or where no store was given", () => {
    const data = { steps: ["one"] };
    expect(serverSection({ clientIp: "203.0.113.7" }, "home-more", data)).toBe(data);
    expect(serverSection(undefined, "home-more", data)).toBe(data);
    expect(serverSection({ serverSections: "not a store" }, "home-more", data)).toBe(data);
  });
});
