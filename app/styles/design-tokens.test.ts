import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The stylesheets keep to one set of design tokens (docs/design-tokens.md): colours, type sizes,
// spacing, radii and shadows are named once in app.css's `:root` and used by name everywhere
// else, so a new rule cannot bring back a 29th font size or a near-copy of a colour.
const SHEETS = [
  "app/styles/app.css",
  "app/calculator/ui/calculator.css",
  "app/forms/forms.css",
  "app/protest/protest-kit.css",
];

// Set from outside the stylesheets: the consent banner's height (ConsentBanner.tsx, with a
// fallback where it is used) and sonner's front toast (sonner sets it on its toaster).
const SET_ELSEWHERE = new Set(["--consent-height", "--front-toast-height"]);

type Declaration = { sheet: string; selector: string; property: string; value: string };

/** Every declaration outside comments, with the selector of the rule it sits in. */
function declarations(sheet: string, css: string): Declaration[] {
  const found: Declaration[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const selectors: string[] = [];
  let buffer = "";
  for (const ch of text) {
    if (ch === "{") {
      selectors.push(buffer.trim());
      buffer = "";
    } else if (ch === "}" || ch === ";") {
      const m = /^\s*([-\w]+)\s*:\s*([\s\S]+?)\s*$/.exec(buffer);
      if (m) found.push({ sheet, selector: selectors.at(-1) ?? "", property: m[1], value: m[2] });
      buffer = "";
      if (ch === "}") selectors.pop();
    } else buffer += ch;
  }
  return found;
}

const all = SHEETS.flatMap((sheet) => declarations(sheet, readFileSync(sheet, "utf8")));
const tokens = all.filter((d) => d.sheet === SHEETS[0] && d.selector === ":root");
const rules = all.filter((d) => !(d.sheet === SHEETS[0] && d.selector === ":root"));
const where = (d: Declaration) => `${d.sheet}: ${d.selector} { ${d.property}: ${d.value} }`;

describe("design tokens", () => {
  it("finds the tokens and the rules it checks", () => {
    expect(tokens.length).toBeGreaterThan(40);
    expect(rules.length).toBeGreaterThan(800);
  });

  it("names every colour once, in :root", () => {
    const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
    expect(rules.filter((d) => colour.test(d.value)).map(where)).toEqual([]);
  });

  it("sets every type size from the scale", () => {
    const offScale = rules.filter(
      (d) =>
        d.property === "font-size" &&
        !/^(?:var\(--text-[\w-]+\)|min\(var\(--text-[\w-]+\), [\d.]+cqi\)|inherit)$/.test(d.value),
    );
    expect(offScale.map(where)).toEqual([]);
  });

  it("spaces with the scale: no rem in margins, paddings or gaps", () => {
    const spacing = /^(?:margin|padding)(?:-[\w-]+)?$|^(?:row-|column-)?gap$/;
    expect(rules.filter((d) => spacing.test(d.property) && /\drem\b/.test(d.value)).map(where)).toEqual([]);
  });

  it("uses only tokens that exist, and every token is used", () => {
    const defined = new Set(all.filter((d) => d.property.startsWith("--")).map((d) => d.property));
    const used = new Set<string>();
    for (const d of all)
      for (const m of d.value.matchAll(/var\((--[\w-]+)/g)) {
        used.add(m[1]);
        if (!defined.has(m[1]) && !SET_ELSEWHERE.has(m[1]))
          throw new Error(`${where(d)} uses ${m[1]}, defined nowhere`);
      }
    expect(tokens.map((t) => t.property).filter((name) => name.startsWith("--") && !used.has(name))).toEqual(
      [],
    );
  });
});
