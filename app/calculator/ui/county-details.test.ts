import { describe, expect, it, vi } from "vitest";
import { countyDetails, readyCountyDetails } from "./county-details";

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const details = (slug: string) => ({ county: { slug, name: slug }, rules: { state: "TX" } });

describe("a county's details fetched when it is chosen", () => {
  it("asks the API once per county and language, and keeps the answer for a calculation without delay", async () => {
    const fetcher = vi.fn((url: string) => json(details(new URL(url, "http://x").searchParams.get("slug")!)));
    expect(readyCountyDetails("travis", "es")).toBeUndefined();
    const a = await countyDetails("travis", "es", fetcher as unknown as typeof fetch);
    const b = await countyDetails("travis", "es", fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith("/api/county?slug=travis&lang=es");
    expect(b).toBe(a);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(readyCountyDetails("travis", "es")).toBe(a);
    expect(readyCountyDetails("travis", "en")).toBeUndefined();
    await countyDetails("travis", "en", fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("a failed request, or an answer for another county, gives null and is asked again next time", async () => {
    const fetcher = vi
      .fn()
      .mockReturnValueOnce(json({ error: "x" }, 503))
      .mockReturnValueOnce(Promise.reject(new TypeError("offline")))
      .mockReturnValueOnce(json(details("harris")))
      .mockReturnValueOnce(json(details("bexar")));
    for (let i = 0; i < 3; i++) {
      expect(await countyDetails("bexar", "en", fetcher)).toBeNull();
      await Promise.resolve();
    }
    expect((await countyDetails("bexar", "en", fetcher))?.county.slug).toBe("bexar");
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});
