import { describe, expect, it } from "vitest";
import es from "./locales/es";
import ca from "./overlays/ca";
import fl from "./overlays/fl";
import ny from "./overlays/ny";
import tx from "./overlays/tx";

// The Spanish dictionary reads as written in Spanish: no English words a reader would trip over
// (the official English name of an office or a program may follow its Spanish name in
// parentheses, which this list does not catch), and no message opens with "Por favor".
const ENGLISH = [
  /\bCounty\b/i,
  /\bCity of\b/i,
  /\bCalculator\b/i,
  /\bguides?\b/i,
  /\bHome value\b/i,
  /\bProperty tax\b/i,
  /\bHomestead\b/i,
  /\bLoading\b/i,
  /\bSearch\b/i,
  /\bShow more\b/i,
  /\bSubmit\b/i,
];

/** What the reader sees of the words: no {{placeholders}}, no official English names in parentheses. */
const readerText = (text: string) => text.replace(/\{\{[^}]*\}\}/g, "").replace(/\([^)]*\)/g, "");

function strings(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (tree && typeof tree === "object")
    return Object.entries(tree).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const TABLES = { es, "overlay tx": tx, "overlay ca": ca, "overlay fl": fl, "overlay ny": ny };

describe("the Spanish dictionary", () => {
  for (const [name, table] of Object.entries(TABLES)) {
    const all = strings(table);
    it(`${name}: no English words from the list`, () => {
      const found = all.flatMap(([key, text]) => {
        const read = readerText(text);
        return ENGLISH.filter((re) => re.test(read)).map((re) => `${key}: ${re} in "${text}"`);
      });
      expect(found).toEqual([]);
    });
    it(`${name}: no message starts with "Por favor"`, () => {
      expect(all.filter(([, text]) => /^\s*por favor\b/i.test(text)).map(([key]) => key)).toEqual([]);
    });
  }
  it("has strings to check (the walk reaches the tables)", () => {
    expect(strings(es).length).toBeGreaterThan(300);
  });
});
