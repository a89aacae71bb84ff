import i18next, { type i18n } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppliedRule } from "~/calculator/engine/schemas";
import { buildResources, i18nOptions, loadTables } from "~/i18n/resources";
import type { Lang } from "~/i18n/route-table";
import { RulesApplied } from "./RulesApplied";

const instances: Partial<Record<Lang, i18n>> = {};
beforeAll(async () => {
  for (const lang of ["en", "es"] as const) {
    const instance = i18next.createInstance();
    await instance.init(i18nOptions(lang, buildResources(lang, await loadTables(lang, "NY"))));
    instances[lang] = instance;
  }
});

const render = (rules: AppliedRule[], lang: Lang) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={instances[lang]!}>
      <RulesApplied rules={rules} lang={lang} />
    </I18nextProvider>,
  );

// New York City's results list the rules as every state's do: the same component, so an
// editor's bracketed note in a source's title reaches neither.
const rate: AppliedRule = {
  key: "rule.nyc.rate",
  params: { class: "figure.class1", rate: 19.843, fiscalYear: 2026 },
  year: 2025,
  source: {
    title:
      "NYC Department of Finance: Property Tax Rates [status: secondary, verify against DOF's 25/26 row]",
    url: "https://www.nyc.gov/site/finance/property/property-tax-rates.page",
  },
};

describe("the rules applied under a result", () => {
  it("names each rule with its source's reader title and link, in both languages", () => {
    for (const lang of ["en", "es"] as const) {
      const html = render([rate], lang);
      expect(html).toContain('<details class="rules">');
      expect(html).toContain("19.843");
      expect(html).toContain('href="https://www.nyc.gov/site/finance/property/property-tax-rates.page"');
      expect(html).toContain(">NYC Department of Finance: Property Tax Rates<span");
      expect(html).not.toMatch(/status:|verify against/);
      expect(html).not.toMatch(/rule\.nyc|calculator\.results/);
    }
  });

  it("shows nothing when no rule applied", () => {
    expect(render([], "en")).toBe("");
  });
});
