import { afterEach, describe, expect, it, vi } from "vitest";
import { mapSection, sectionOf } from "./section-data";
import { loadSection, sectionsPolicy } from "./section.server";

afterEach(() => vi.restoreAllMocks());

describe("page sections' data", () => {
  it("passes a section's data through, from a value or a promise", async () => {
    expect(await loadSection("map", () => 3)).toEqual({ ok: true, data: 3 });
    expect(await loadSection("guides", async () => ["a"])).toEqual({ ok: true, data: ["a"] });
  });

  it("turns a failure into a failed section, logged, instead of a thrown error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      await loadSection("guides", () => {
        throw new Error("CMS down");
      }),
    ).toEqual({ ok: false });
    await expect(loadSection("faq", () => Promise.reject(new Error("timeout")))).resolves.toEqual({
      ok: false,
    });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "[section] guides failed: CMS down",
      "[section] faq failed: timeout",
    ]);
  });

  it("maps only loaded data, and keeps a failure a failure", () => {
    expect(mapSection(sectionOf([1, 2, 3]), (l) => l.length)).toEqual({ ok: true, data: 3 });
    expect(mapSection({ ok: false }, () => 1)).toEqual({ ok: false });
  });

  it("keeps a page with a failed section out of caches", () => {
    expect(sectionsPolicy([sectionOf(1), sectionOf(2)])).toBe("content");
    expect(sectionsPolicy([sectionOf(1), { ok: false }])).toBe("private");
    expect(sectionsPolicy([], "static")).toBe("static");
  });
});
