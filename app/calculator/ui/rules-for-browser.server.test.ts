import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStateRules } from "~/calculator/engine/validate";
import { rulesForBrowser } from "./rules-for-browser.server";

/** Every string under a key named `key`, anywhere in the tree. */
function stringsUnder(value: unknown, key: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => stringsUnder(v, key));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === key && typeof v === "string" ? [v] : stringsUnder(v, key),
  );
}

/** The same tree with every `note` and `basis` string emptied and no `quote`: what must be left unchanged. */
function figures(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(figures);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== "quote")
      .map(([k, v]) => [k, (k === "note" || k === "basis") && typeof v === "string" ? "" : figures(v)]),
  );
}

describe("the rules the browser gets", () => {
  it.each(["tx", "ca", "fl", "ny"])(
    "%s: every figure and source kept, the editors' notes and the statutes' quotes dropped",
    (state) => {
      const parsed = parseStateRules(JSON.parse(readFileSync(`seed/states/${state}.rules.json`, "utf8")));
      if (!parsed.ok) throw new Error(`${state} rules do not parse`);
      const rules = parsed.value;
      // The seed's rules do carry such notes: the test would pass vacuously otherwise.
      expect(stringsUnder(rules, "note").some((n) => n !== "")).toBe(true);
      const sent = rulesForBrowser(rules);
      expect(stringsUnder(sent, "note").filter((n) => n !== "")).toEqual([]);
      // The statutes' sentences stay on the server; each source keeps its title and link.
      expect(stringsUnder(rules, "quote").length).toBeGreaterThan(0);
      expect(stringsUnder(sent, "quote")).toEqual([]);
      expect(stringsUnder(sent, "url").length).toBe(stringsUnder(rules, "url").length);
      expect(sent.split.basis).toBe("");
      expect(sent.product.basis).toBe("");
      expect(JSON.stringify(sent)).not.toMatch(/SPEC\.md|docs\/decisions|stored page/);
      expect(figures(sent)).toEqual(figures(rules));
    },
  );
});
