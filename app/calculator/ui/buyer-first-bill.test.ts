// The "If you buy this home" section's inputs from the URL, and its words in both languages.
import { describe, expect, it } from "vitest";
import { county, flRules, unit } from "~/calculator/engine/__fixtures__/rules";
import { buyerFirstBill } from "~/calculator/engine/buyer-first-bill";
import { withDefaults } from "~/calculator/engine/input";
import { translator } from "./__fixtures__/i18n";
import {
  DEFAULT_GROWTH_PERCENT,
  buyerInputsHaveErrors,
  buyerSearchParams,
  readBuyerInputs,
} from "./buyer-inputs";
import { buyerReportSection, buyerText } from "./buyer-text";
import { BUYER_PARAMS } from "./url-params";

const params = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("the section's inputs", () => {
  it("nothing given: no seller figures and the default market change", () => {
    const i = readBuyerInputs(params({}), 2026);
    expect(i.sellerAssessed.value).toBeUndefined();
    expect(i.sellerYear.value).toBeUndefined();
    expect(i.growth.value).toBe(DEFAULT_GROWTH_PERCENT);
    expect(buyerInputsHaveErrors(i)).toBe(false);
    expect(buyerSearchParams(i)).toEqual([]);
  });

  it("reads amounts typed with separators and a year before the tax year", () => {
    const i = readBuyerInputs(
      params({
        [BUYER_PARAMS.sellerAssessed]: "180,000",
        [BUYER_PARAMS.sellerYear]: "2015",
        [BUYER_PARAMS.growth]: "2,5",
      }),
      2026,
    );
    expect(i.sellerAssessed.value).toBe(180000);
    expect(i.sellerYear.value).toBe(2015);
    expect(i.growth.value).toBe(2.5);
  });

  it.each([
    [BUYER_PARAMS.sellerAssessed, "abc", "sellerAssessed"],
    [BUYER_PARAMS.sellerYear, "2026", "sellerYear"],
    [BUYER_PARAMS.sellerYear, "1974", "sellerYear"],
    [BUYER_PARAMS.growth, "50", "growth"],
  ] as const)("%s=%s is refused with a message and no value", (name, raw, field) => {
    const i = readBuyerInputs(params({ [name]: raw }), 2026);
    expect(buyerInputsHaveErrors(i)).toBe(true);
    expect(i[field].error).toBeDefined();
    if (field !== "growth") expect(i[field].value).toBeUndefined();
    else expect(i.growth.value).toBe(DEFAULT_GROWTH_PERCENT);
  });
});

describe("the section's words", () => {
  const fl = county("FL", [
    unit({ id: "school", kind: "school", basis: "mills", rate: 7 }),
    unit({ id: "county", kind: "county", basis: "mills", rate: 11 }),
  ]);
  const b = buyerFirstBill(
    withDefaults({ homeValue: 400000, homesteadExemption: true, taxYear: 2025 }),
    fl,
    flRules,
    {
      seller: { assessedValue: 150000 },
      years: 3,
      marketGrowth: 0,
    },
  );

  it.each(["en", "es"] as const)(
    "%s: every key resolves, the Florida reset and homestead timing are said",
    async (lang) => {
      const t = await translator(lang);
      const text = buyerText(b, { lang, t, nyc: false, estimate: true, growthPercent: 3 });
      const all = JSON.stringify(text);
      expect(all).not.toMatch(/buyer\.[a-zA-Z]/);
      expect(text.differs.join(" ")).toContain("193.155(3)");
      expect(text.differs.join(" ")).toContain("196.011");
      expect(text.estimate).toBeDefined();
      expect(text.table.rows).toHaveLength(3);
      const pdf = buyerReportSection(text);
      expect(pdf.rows).toHaveLength(5); // three figures, then years 2 and 3
      expect(pdf.escrow.rows.length).toBeGreaterThanOrEqual(4);
      expect(pdf.notes[0]).toBe(text.estimate);
    },
  );

  it("Spanish amounts use es-MX grouping and the seller's bill says it is capped", async () => {
    const t = await translator("es");
    const text = buyerText(b, { lang: "es", t, nyc: false, estimate: false, growthPercent: 3 });
    expect(text.figures[0].label).toBe("Factura del vendedor, 2025 (con tope)");
    expect(text.figures[2].value).toBe("+$4,500");
  });

  it("a seller assumed at market value is not called capped", async () => {
    const t = await translator("en");
    const plain = buyerFirstBill(
      withDefaults({ homeValue: 400000, homesteadExemption: true, taxYear: 2025 }),
      fl,
      flRules,
      {
        seller: {},
        years: 3,
        marketGrowth: 0,
      },
    );
    const text = buyerText(plain, { lang: "en", t, nyc: false, estimate: false, growthPercent: 3 });
    expect(text.figures[0].label).toBe("Seller's bill, 2025");
    expect(text.assumptions[0]).toContain("assumed the seller is assessed at the full value ($400,000)");
    // Equal bills: no shortage, so the note does not speak of one.
    expect(text.escrowNote).toContain("finds no shortage");
  });
});
