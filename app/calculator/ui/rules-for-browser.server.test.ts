import { describe, expect, it } from "vitest";
import { caRules, flRules, nyRules, txRules } from "~/calculator/engine/__fixtures__/rules";
import { rulesForBrowser } from "./rules-for-browser.server";

describe("the rules the browser gets", () => {
  it.each([txRules, caRules, flRules, nyRules])("keep every figure and drop the editors' notes", (rules) => {
    const sent = rulesForBrowser(rules);
    expect(sent.split.basis).toBe("");
    expect(sent.product.basis).toBe("");
    expect(sent.product.defaultHomeValue).toBe(rules.product.defaultHomeValue);
    expect(JSON.stringify({ ...sent, split: { ...sent.split, basis: rules.split.basis } })).toBe(
      JSON.stringify({ ...rules, product: { ...rules.product, basis: "" } }),
    );
  });
});
