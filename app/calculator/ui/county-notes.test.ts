import { describe, expect, it, vi } from "vitest";
import { countyNotes, withNotes } from "./county-notes";
import type { CalcCounty } from "./counties";

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

const travis: CalcCounty = {
  state: "TX",
  name: "Travis",
  slug: "travis",
  rate: 1.8,
  combinedRate: 1.8,
  rateKind: "estimate",
  rateYear: 2023,
  rateSource: { title: "ACS", url: "https://example.org/" },
} as CalcCounty;

describe("county notes fetched for the results card", () => {
  it("asks the API once per county and language, and reads the notes it answers", async () => {
    const fetcher = vi.fn((url: string) => json({ notes: [`note for ${url}`] }));
    const a = await countyNotes("travis", "es", fetcher as unknown as typeof fetch);
    const b = await countyNotes("travis", "es", fetcher as unknown as typeof fetch);
    expect(a).toEqual(["note for /api/county-notes?slug=travis&lang=es"]);
    expect(b).toBe(a);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await countyNotes("travis", "en", fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("a failed request gives null and is asked again next time", async () => {
    const fetcher = vi
      .fn()
      .mockReturnValueOnce(json({ error: "x" }, 503))
      .mockReturnValueOnce(Promise.reject(new TypeError("offline")))
      .mockReturnValueOnce(json({ notes: ["ok"] }));
    expect(await countyNotes("bexar", "en", fetcher)).toBeNull();
    await Promise.resolve();
    expect(await countyNotes("bexar", "en", fetcher)).toBeNull();
    await Promise.resolve();
    expect(await countyNotes("bexar", "en", fetcher)).toEqual(["ok"]);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it("adds notes to a county that has none, and never replaces the ones it carries", () => {
    expect(withNotes(travis, ["a"]).notes).toEqual(["a"]);
    expect(withNotes(travis, null)).toBe(travis);
    expect(withNotes(travis, [])).toBe(travis);
    const carried = { ...travis, notes: ["from the page"] };
    expect(withNotes(carried, ["fetched"])).toBe(carried);
  });
});
