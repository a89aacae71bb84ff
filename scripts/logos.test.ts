// The logo files the spec names (/{state}-logo-{full,compact,icon}.svg) as scripts/logos.py
// writes them: one per state and variant, the full logo in each language, words as outlines.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const PUBLIC = join(import.meta.dirname, "..", "public");
const STATES = ["tx", "ca", "fl", "ny", "hub"];
const FILES = STATES.flatMap((state) =>
  ["full", "full-es", "compact", "icon"].map((variant) => `${state}-logo-${variant}.svg`),
);
const WIDTHS: Record<string, number> = { full: 280, "full-es": 280, compact: 150, icon: 40 };

describe("the logos in public/", () => {
  it.each(FILES)("%s is an SVG of the variant's size with an accessible name", (file) => {
    const svg = readFileSync(join(PUBLIC, file), "utf8");
    const variant = file.replace(/^[a-z]+-logo-|\.svg$/g, "");
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTHS[variant]} 40"`),
    );
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    expect(svg).toMatch(/ role="img" aria-label="[^"]{5,}"/);
  });

  // Words in <text> make the browser find a font and shape them inside the first paint, and
  // each device drew them in its own face (Arial is on few phones).
  it.each([...FILES, "favicon.svg"])("%s draws its words as outlines", (file) => {
    const svg = readFileSync(join(PUBLIC, file), "utf8");
    expect(svg).not.toMatch(/<text\b|font-family/);
    // The house and at least one path of words besides its roof.
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it("names each state's logos after the state, the Spanish full one in Spanish", () => {
    const label = (file: string) => /aria-label="([^"]+)"/.exec(readFileSync(join(PUBLIC, file), "utf8"))![1];
    expect(label("tx-logo-full.svg")).toBe("Texas Property Tax");
    expect(label("tx-logo-full-es.svg")).toBe("Impuesto predial · Texas");
    expect(label("ny-logo-full-es.svg")).toBe("Impuesto predial · Nueva York");
    expect(label("ca-logo-icon.svg")).toBe("California property tax");
    expect(label("hub-logo-icon.svg")).toBe("Property tax guides");
  });

  // A state's or a language's longer words must not run past the image's edge.
  it.each(FILES)("%s keeps its words inside the image", (file) => {
    const svg = readFileSync(join(PUBLIC, file), "utf8");
    const width = Number(/viewBox="0 0 (\d+) 40"/.exec(svg)![1]);
    for (const [, d] of svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)) {
      const { minX, maxX, minY, maxY } = pathBounds(d);
      expect(minX).toBeGreaterThanOrEqual(0);
      expect(maxX).toBeLessThanOrEqual(width);
      expect(minY).toBeGreaterThanOrEqual(0);
      expect(maxY).toBeLessThanOrEqual(40);
    }
  });
});

/** The bounds of a path's points, for the commands scripts/logos.py writes (M m l h v q z). */
function pathBounds(d: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  let [x, y] = [0, 0];
  let start = [0, 0];
  for (const [, command, args] of d.matchAll(/([MmlhvqzZ])([^MmlhvqzZ]*)/g)) {
    const n = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (command === "z" || command === "Z") [x, y] = start;
    else if (command === "M") [x, y] = [n[0], n[1]];
    else if (command === "h") x += n[0];
    else if (command === "v") y += n[0];
    else if (command === "q") {
      xs.push(x + n[0]);
      ys.push(y + n[1]);
      [x, y] = [x + n[2], y + n[3]];
    } else [x, y] = [x + n[0], y + n[1]];
    if (command === "M" || command === "m") start = [x, y];
    xs.push(x);
    ys.push(y);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}
