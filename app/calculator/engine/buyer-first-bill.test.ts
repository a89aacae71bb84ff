// The seller's capped bill against the buyer's first bills, and the escrow change at the first
// analysis, worked by hand from the statutes and Regulation X (decisions 087 and 088).
import { describe, expect, it } from "vitest";
import { caRules, county, flRules, nyRules, txRules, unit } from "./__fixtures__/rules";
import { buyerFirstBill, escrowChangeAtFirstAnalysis } from "./buyer-first-bill";
import { withDefaults } from "./input";
import type { CalculatorInputRaw } from "./schemas";

const fixed = { years: 3, marketGrowth: 0 };

describe("escrow change at the first analysis (12 CFR 1024.17)", () => {
  it("a $3,000 seller's bill and a $6,600 buyer's bill with a two-month cushion", () => {
    // Collected 14 x $250 (twelve deposits and the cushion); needed $6,600 and a new cushion of
    // 2 x $550: short $4,200, or $350 a month over twelve months, on top of the new $550.
    expect(escrowChangeAtFirstAnalysis(3000, 6600)).toEqual({
      oldMonthly: 250,
      newMonthly: 550,
      cushionMonths: 2,
      shortage: 4200,
      shortageMonthly: 350,
      newPayment: 900,
      change: 650,
    });
  });

  it("without a cushion the shortage is only the difference of the two bills", () => {
    const e = escrowChangeAtFirstAnalysis(3000, 6600, 0);
    expect(e.shortage).toBe(3600);
    expect(e.newPayment).toBe(850);
    expect(e.change).toBe(600);
  });

  it("a cushion above two months is held to the Regulation X maximum", () => {
    expect(escrowChangeAtFirstAnalysis(3000, 6600, 6).cushionMonths).toBe(2);
  });

  it("a lower buyer's bill leaves a surplus, not a shortage: only the deposit falls", () => {
    const e = escrowChangeAtFirstAnalysis(6000, 4800);
    expect(e.shortage).toBe(0);
    expect(e.newPayment).toBe(400);
    expect(e.change).toBe(-100);
  });

  it("monthly deposits are rounded to the cent", () => {
    const e = escrowChangeAtFirstAnalysis(1000, 1000);
    expect(e.oldMonthly).toBe(83.33);
    expect(e.shortage).toBe(0);
    expect(e.change).toBe(0);
  });
});

describe("Florida homestead: Save Our Homes resets at the sale (s. 193.155(3))", () => {
  // School 7 mills, county 11 mills; 2025: $25,000 on every levy, $25,722 more on non-school.
  const fl = county("FL", [
    unit({ id: "school", kind: "school", basis: "mills", rate: 7 }),
    unit({ id: "county", kind: "county", basis: "mills", rate: 11 }),
  ]);
  const input = withDefaults({ homeValue: 400000, homesteadExemption: true, taxYear: 2025 });

  it("seller assessed at $150,000 from the appraiser's record, buyer at the $400,000 price", () => {
    const b = buyerFirstBill(input, fl, flRules, { seller: { assessedValue: 150000 }, ...fixed });
    expect(b.seller.basis).toBe("assessed");
    // Seller: school (150,000 - 25,000) x 7 mills = 875; county (150,000 - 50,722) x 11 mills = 1,092.06.
    expect(b.seller.annualTax).toBe(1967.06);
    // Buyer: school 375,000 x 7 mills = 2,625; county 349,278 x 11 mills = 3,842.06.
    expect(b.years[0].buyerTax).toBe(6467.06);
    expect(b.increase).toBe(4500);
    // Before the homestead is granted: 400,000 x 18 mills.
    expect(b.firstYearWithoutHomestead).toBe(7200);
    expect(b.resetsOnSale).toBe(true);
  });

  it("escrow: $163.92 a month on the seller's bill becomes $976.42", () => {
    const b = buyerFirstBill(input, fl, flRules, { seller: { assessedValue: 150000 }, ...fixed });
    // The bills differ by 4,500; the cushion grows by 2 x (538.92 - 163.92) = 750: short 5,250.
    expect(b.escrow.oldMonthly).toBe(163.92);
    expect(b.escrow.newMonthly).toBe(538.92);
    expect(b.escrow.shortage).toBe(5250);
    expect(b.escrow.shortageMonthly).toBe(437.5);
    expect(b.escrow.newPayment).toBe(976.42);
    expect(b.escrow.change).toBe(812.5);
  });

  it("without the seller's figures the seller is assumed at market value and the bills match", () => {
    const b = buyerFirstBill(input, fl, flRules, { seller: {}, ...fixed });
    expect(b.seller.basis).toBe("assumedMarket");
    expect(b.seller.assessedValue).toBe(400000);
    expect(b.increase).toBe(0);
  });
});

describe("Texas 10% homestead cap (Tax Code 23.23)", () => {
  const tx = county("TX", [unit({ id: "isd", kind: "school", basis: "per100", rate: 1 })]);
  const input = (raw: CalculatorInputRaw = {}) =>
    withDefaults({ homeValue: 432000, homesteadExemption: true, taxYear: 2025, ...raw });

  it("seller bought in 2023 for $300,000: market in 2024, capped at 110% in 2025", () => {
    // 2024: first homestead year, appraised at market (300,000 x 1.2 = 360,000); 2025: the
    // lesser of 432,000 and 360,000 + 10% = 396,000.
    const b = buyerFirstBill(input(), tx, txRules, {
      seller: { purchaseYear: 2023, purchasePrice: 300000 },
      years: 3,
      marketGrowth: 0.05,
    });
    expect(b.seller.basis).toBe("purchase");
    expect(b.seller.assessedValue).toBe(396000);
    // School tax at $1.00 per $100 after the $140,000 homestead exemption.
    expect(b.years.map((y) => y.sellerTax)).toEqual([2560, 2956, 3362.8]);
    expect(b.years.map((y) => y.buyerTax)).toEqual([2920, 3136, 3362.8]);
    // Seller 2026: 396,000 + 10% = 435,600 under the 453,600 market; 2027: market 476,280 binds.
    expect(b.years.map((y) => y.sellerAssessed)).toEqual([396000, 435600, 476280]);
    expect(b.years.map((y) => y.buyerAssessed)).toEqual([432000, 453600, 476280]);
    expect(b.increase).toBe(360);
    expect(b.firstYearWithoutHomestead).toBe(4320);
  });

  it("a seller's value above the price is held to the price", () => {
    const b = buyerFirstBill(input(), tx, txRules, { seller: { assessedValue: 500000 }, ...fixed });
    expect(b.seller.assessedValue).toBe(432000);
    expect(b.increase).toBe(0);
  });

  it("the seller's over-65 exemption and ceiling are not carried into the seller's bill", () => {
    const b = buyerFirstBill(
      input({ over65Exemption: true, schoolTaxCeiling: true, schoolTaxCeilingAmount: 100 }),
      tx,
      txRules,
      { seller: { assessedValue: 396000 }, ...fixed },
    );
    expect(b.seller.annualTax).toBe(2560);
  });

  it("a buyer who does not claim the homestead has no figure without it", () => {
    const b = buyerFirstBill(input({ homesteadExemption: false }), tx, txRules, {
      seller: { assessedValue: 396000 },
      ...fixed,
    });
    expect(b.years[0].buyerTax).toBe(4320);
    expect(b.firstYearWithoutHomestead).toBeUndefined();
  });
});

describe("California Prop 13: the price becomes the base year value (R&T Code 110.1, 51)", () => {
  const ca = county("CA", [unit({ id: "general", kind: "county", basis: "percent", rate: 1 })]);
  const input = withDefaults({ homeValue: 900000, homesteadExemption: true, taxYear: 2025 });

  it("seller bought in 2023 for $500,000: factored by 2% in 2024 and 2025", () => {
    // 500,000 x 1.02 = 510,000; x 1.02 = 520,200. Tax 1% after the $7,000 homeowners' exemption.
    const b = buyerFirstBill(input, ca, caRules, {
      seller: { purchaseYear: 2023, purchasePrice: 500000 },
      ...fixed,
    });
    expect(b.seller.assessedValue).toBe(520200);
    expect(b.seller.annualTax).toBe(5132);
    expect(b.years[0].buyerTax).toBe(8930);
    expect(b.increase).toBe(3798);
    expect(b.firstYearWithoutHomestead).toBeUndefined();
  });

  it("a seller's purchase in the tax year itself is no basis: the market value is assumed", () => {
    const b = buyerFirstBill(input, ca, caRules, {
      seller: { purchaseYear: 2025, purchasePrice: 500000 },
      ...fixed,
    });
    expect(b.seller.basis).toBe("assumedMarket");
  });
});

describe("New York: no reset at a sale", () => {
  it("New York City class 1: the buyer takes over the seller's assessment and its 6% cap (RPTL 1805)", () => {
    const kings = county("NY", undefined, { nycClass: true, name: "Kings", slug: "kings" });
    const b = buyerFirstBill(
      withDefaults({ homeValue: 1000000, propertyType: "class1", taxYear: 2025 }),
      kings,
      nyRules,
      { seller: { assessedValue: 30000 }, years: 3, marketGrowth: 0.5 },
    );
    expect(b.resetsOnSale).toBe(false);
    // 30,000, then 6% a year, rounded down: 31,800, 33,708.
    expect(b.years.map((y) => y.buyerAssessed)).toEqual([30000, 31800, 33708]);
    expect(b.years.map((y) => y.sellerAssessed)).toEqual([30000, 31800, 33708]);
    expect(b.increase).toBe(0);
  });

  it("an owner's STAR exemption does not pass to the buyer, who gets the credit by check", () => {
    // School tax 20 mills on $300,000 = $6,000; nyRules' Basic STAR exemption is worth its
    // certified amount times the school rate on the bill of an exemption holder only.
    const levy = county("NY", [unit({ id: "school", kind: "school", basis: "mills", rate: 20 })]);
    const holder = withDefaults({
      homeValue: 300000,
      taxYear: 2025,
      homesteadExemption: true,
      starBenefit: "exemption",
    });
    const b = buyerFirstBill(holder, levy, nyRules, { seller: {}, ...fixed });
    // The seller keeps the exemption on the bill; the buyer's bill is the whole school tax.
    expect(b.years[0].buyerTax).toBe(6000);
    expect(b.seller.annualTax).toBeLessThan(6000);
    expect(b.increase).toBe(6000 - b.seller.annualTax);
  });

  it("outside the city there is no cap to reset: no seller's figure is asked for", () => {
    const levy = county("NY", [unit({ id: "town", kind: "city", basis: "mills", rate: 20 })]);
    const b = buyerFirstBill(withDefaults({ homeValue: 300000, taxYear: 2025 }), levy, nyRules, {
      seller: { assessedValue: 100000 },
      ...fixed,
    });
    expect(b.seller.basis).toBe("noCap");
    expect(b.seller.assessedValue).toBe(300000);
    expect(b.increase).toBe(0);
  });
});
