import { describe, expect, it } from "vitest";
import { mapForSite, STATE_FIPS, stateMapGeometry } from "./geometry.server";
import { compactPathContext } from "./path-context";

describe("compact path data", () => {
  it("writes the first point absolute and the rest relative, in whole units", () => {
    const ctx = compactPathContext();
    ctx.moveTo(10.4, 20.6);
    ctx.lineTo(13.2, 18.4);
    ctx.lineTo(13.2, 25);
    ctx.lineTo(9.6, 25.2);
    ctx.closePath();
    // (10, 21) → (13, 18) → (13, 25) → (10, 25)
    expect(ctx.take()).toBe("M10 21l3-3l0 7l-3 0z");
  });

  it("drops points that round onto the previous one", () => {
    const ctx = compactPathContext();
    ctx.moveTo(0, 0);
    ctx.lineTo(0.2, 0.3);
    ctx.lineTo(5, 0);
    ctx.lineTo(5.4, 0.1);
    ctx.lineTo(5, 5);
    ctx.closePath();
    expect(ctx.take()).toBe("M0 0l5 0l0 5z");
  });

  it("drops a ring too small to draw at this scale, and keeps the rest of the path", () => {
    const ctx = compactPathContext();
    ctx.moveTo(0, 0);
    ctx.lineTo(4, 0);
    ctx.lineTo(4, 4);
    ctx.closePath();
    ctx.moveTo(50.1, 50.1);
    ctx.lineTo(50.3, 50.2);
    ctx.lineTo(50.6, 50.2);
    ctx.closePath();
    expect(ctx.take()).toBe("M0 0l4 0l0 4z");
  });

  it("starts afresh after take()", () => {
    const ctx = compactPathContext();
    ctx.moveTo(1, 1);
    ctx.lineTo(2, 2);
    ctx.take();
    ctx.moveTo(3, 3);
    expect(ctx.take()).toBe("M3 3");
  });
});

describe("state county shapes (us-atlas, Census 1:10m)", () => {
  it.each([
    ["TX", 254],
    ["CA", 58],
    ["FL", 67],
    ["NY", 62],
  ] as const)("%s has its %i counties, each with path data", (state, count) => {
    const g = stateMapGeometry(state);
    expect(g.shapes).toHaveLength(count);
    expect(new Set(g.shapes.map((s) => s.fips)).size).toBe(count);
    for (const s of g.shapes) {
      expect(s.fips.startsWith(STATE_FIPS[state])).toBe(true);
      expect(s.d).toMatch(/^M-?\d+[ -]-?\d+(l-?\d+[ -]-?\d+|z|M-?\d+[ -]-?\d+)+$/);
    }
    expect(g.outline.length).toBeGreaterThan(100);
  });

  it("finds known counties by FIPS code: Harris TX 48201, Los Angeles CA 06037, Miami-Dade FL 12086, Kings NY 36047", () => {
    expect(stateMapGeometry("TX").shapes.find((s) => s.fips === "48201")?.name).toBe("Harris");
    expect(stateMapGeometry("CA").shapes.find((s) => s.fips === "06037")?.name).toBe("Los Angeles");
    expect(stateMapGeometry("FL").shapes.find((s) => s.fips === "12086")?.name).toBe("Miami-Dade");
    expect(stateMapGeometry("NY").shapes.find((s) => s.fips === "36047")?.name).toBe("Kings");
  });

  it("fits the state in an 800-unit box", () => {
    for (const state of ["TX", "CA", "FL", "NY"] as const) {
      const [, , w, h] = stateMapGeometry(state).viewBox;
      expect(Math.max(w, h)).toBeGreaterThan(780);
      expect(Math.max(w, h)).toBeLessThanOrEqual(806);
    }
  });

  it("keeps Texas's path data small", () => {
    const bytes = stateMapGeometry("TX").shapes.reduce((n, s) => n + s.d.length, 0);
    expect(bytes).toBeLessThan(40_000);
  });

  it("is computed once per state", () => {
    expect(stateMapGeometry("FL")).toBe(stateMapGeometry("FL"));
  });

  it("gives the hub no map", () => {
    expect(mapForSite("HUB")).toBeNull();
    expect(mapForSite("TX")?.shapes).toHaveLength(254);
  });
});
