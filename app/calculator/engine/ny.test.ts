// New York outside and inside New York City, at and around each threshold. Amounts from
// seed/states/ny.rules.json (STAR bases and income limits by benefit year, RPTL 467 schedule,
// 458-a / 458-b defaults, NYC class rates, ratios and shares); arithmetic worked in comments.
import { describe, expect, it } from "vitest";
import { county, nyRules, unit } from "./__fixtures__/rules";
import { calculate } from "./calculate";
import { withDefaults } from "./input";
import { formatMessage, type EngineError } from "./messages";
import { seniorShare } from "./ny";
import type { CalculatorInputRaw, County, NewYorkRules } from "./schemas";

const upstate = county("NY", undefined, { rate: 2 }); // split: school 10 mills, county 6, town 3, special 1
const run = (raw: CalculatorInputRaw, c: County = upstate, rules: NewYorkRules = nyRules) =>
  calculate(withDefaults(raw), c, rules);
const schoolTax = (raw: CalculatorInputRaw, c: County = upstate) =>
  run(raw, c).lines.find((l) => l.kind === "school")!.tax;

describe("New York estimate without units (school 50%; county / town / special 60/30/10)", () => {
  it("splits the rate into per-$1,000 levies", () => {
    const r = run({ homeValue: 200000 });
    expect(r.lines.map((l) => [l.kind, Math.round(l.rate * 1e6) / 1e6, l.tax])).toEqual([
      ["school", 10, 2000],
      ["county", 6, 1200],
      ["town", 3, 600],
      ["special", 1, 200],
    ]);
  });
});

describe("STAR (school taxes only)", () => {
  it("Basic STAR: $30,000 off the school levy", () => {
    const r = run({ starBenefit: "exemption", homeValue: 200000, homesteadExemption: true, taxYear: 2025 });
    expect(r.lines.map((l) => l.tax)).toEqual([1700, 1200, 600, 200]);
    expect(r.exemptionBreakdown.homestead).toMatchObject({
      amount: 30000,
      savings: 300,
      appliesTo: ["School district"],
    });
  });

  it.each([
    [2023, 93200, 81400],
    [2024, 98700, 84000],
    [2025, 107300, 86100],
    [2026, 110750, 88500],
  ])("Enhanced STAR in %i at the income limit %i: %i off", (taxYear, income, amount) => {
    const at = run({
      starBenefit: "exemption",
      homeValue: 200000,
      homesteadExemption: true,
      seniorCitizen: true,
      seniorIncome: income,
      taxYear,
    });
    expect(at.lines[0].exemptions).toEqual([expect.objectContaining({ kind: "star", amount })]);
    const over = run({
      starBenefit: "exemption",
      homeValue: 200000,
      homesteadExemption: true,
      seniorCitizen: true,
      seniorIncome: income + 1,
      taxYear,
    });
    expect(over.lines[0].exemptions).toEqual([expect.objectContaining({ kind: "star", amount: 30000 })]);
    expect(over.notes).toContainEqual({ key: "note.ny.enhancedIncomeOver", params: { limit: income } });
  });

  it("says when a year's Enhanced base is carried forward", () => {
    const r = run({
      starBenefit: "exemption",
      homeValue: 200000,
      homesteadExemption: true,
      seniorCitizen: true,
      seniorIncome: 50000,
      taxYear: 2027,
    });
    expect(r.notes).toContainEqual({
      key: "note.carriedForward",
      params: { figure: "figure.enhancedStarBase", year: 2027, from: 2026 },
    });
  });

  it("limits savings to the district's maximum", () => {
    const capped = county("NY", undefined, { rate: 2, star: { maxSavings: { basic: 250 } } });
    const r = run(
      { starBenefit: "exemption", homeValue: 200000, homesteadExemption: true, taxYear: 2025 },
      capped,
    );
    expect(r.lines[0].tax).toBe(1750); // 2,000 - 250 instead of 2,000 - 300
    expect(r.rules.map((x) => x.key)).toContain("rule.ny.starCapped");
  });

  it("STAR credit (Tax Law 606(eee)): the bill carries the whole school tax; the State's check is the savings", () => {
    const r = run({ homeValue: 200000, homesteadExemption: true, taxYear: 2025, starBenefit: "credit" });
    // School: 200,000 x 10 mills = 2,000 on the bill; the check: 30,000 x 10 mills = 300.
    expect(r.lines.map((l) => l.tax)).toEqual([2000, 1200, 600, 200]);
    expect(r.lines[0].exemptions).toEqual([]);
    expect(r.starCredit).toEqual({ type: "basic", amount: 300 });
    expect(r.annualTax).toBe(4000);
    const holder = run({
      homeValue: 200000,
      homesteadExemption: true,
      taxYear: 2025,
      starBenefit: "exemption",
    });
    expect(holder.starCredit).toBeUndefined();
    expect(holder.annualTax).toBe(3700);
  });

  it("limits the credit to 2% over last year's (RPTL 1306-a)", () => {
    const credit = (priorStarSavings: number) =>
      run({ homeValue: 200000, homesteadExemption: true, taxYear: 2025, priorStarSavings }).starCredit
        ?.amount;
    expect(credit(200)).toBe(204); // cap 200 x 1.02
    expect(credit(300)).toBe(300); // cap 306 > 300
  });

  it("never saves more than the school tax", () => {
    expect(
      schoolTax({ starBenefit: "exemption", homeValue: 20000, homesteadExemption: true, taxYear: 2025 }),
    ).toBe(0);
    expect(run({ homeValue: 20000, homesteadExemption: true, taxYear: 2025 }).starCredit?.amount).toBe(200);
  });

  it("Tax Department, STAR exemption amounts: the credit may rise 2% a year; exemption savings are frozen since 2019-20", () => {
    const prior = {
      homeValue: 200000,
      homesteadExemption: true,
      taxYear: 2025,
      priorStarSavings: 200,
    } as const;
    expect(run({ ...prior, starBenefit: "credit" }).starCredit?.amount).toBe(204); // credit: 200 x 1.02
    expect(schoolTax({ ...prior, starBenefit: "exemption" })).toBe(1800); // exemption: at most last year's 200
    // Before the freeze the exemption could grow 2% too (RPTL 1306-a, from 2011-12).
    expect(schoolTax({ ...prior, taxYear: 2018, starBenefit: "exemption" })).toBe(1796);
  });
});

describe("STAR by school district segment: the State's maximum savings (decision 130)", () => {
  // Erie County, Buffalo schools in the City of Buffalo: the Tax Department's maximum savings
  // table. Invented amounts here: Basic $249 in 2023-24, $236 in 2025-26; Enhanced $604, $580.
  const source = {
    title: "NYS Department of Taxation and Finance: maximum STAR savings",
    url: "https://www.tax.ny.gov/",
  };
  const erie: County = {
    ...upstate,
    starSegments: [
      {
        id: "buffalo-city-of-buffalo",
        schoolDistrict: "Buffalo",
        municipality: "City of Buffalo",
        years: [
          { schoolYear: 2023, maxSavings: { basic: 249, enhanced: 604 }, source },
          { schoolYear: 2025, maxSavings: { basic: 236, enhanced: 580 }, source },
        ],
      },
    ],
  };
  const home = { homeValue: 200000, homesteadExemption: true, taxYear: 2025 } as const;

  it("saves the segment's maximum for the school year, on the bill or as the State's check", () => {
    // School levy 10 mills on $200,000 = $2,000; the estimate's $30,000 would save $300.
    expect(run({ ...home, starBenefit: "exemption" }).exemptionBreakdown.homestead.savings).toBe(300);
    const onBill = run({ ...home, starBenefit: "exemption", starSegment: "buffalo-city-of-buffalo" }, erie);
    expect(onBill.lines[0].tax).toBe(2000 - 236);
    expect(onBill.rules.find((r) => r.key === "rule.ny.starSegment")).toMatchObject({
      params: {
        type: "Basic",
        max: 236,
        district: "Buffalo",
        municipality: "City of Buffalo",
        schoolYear: "2025-26",
      },
      year: 2025,
      source,
    });
    const credit = run({ ...home, starSegment: "buffalo-city-of-buffalo" }, erie);
    expect(credit.starCredit).toEqual({ type: "basic", amount: 236 });
    expect(credit.lines[0].tax).toBe(2000);
  });

  it("uses the latest school year loaded, says so, and the enhanced maximum for a qualifying senior", () => {
    const later = run(
      { ...home, taxYear: 2026, starBenefit: "exemption", starSegment: "buffalo-city-of-buffalo" },
      erie,
    );
    expect(2000 - later.lines[0].tax).toBe(236);
    expect(later.notes).toContainEqual({
      key: "note.carriedForward",
      params: { figure: "figure.starMaxSavings", year: 2026, from: 2025 },
    });
    const earlier = run(
      { ...home, taxYear: 2024, starBenefit: "exemption", starSegment: "buffalo-city-of-buffalo" },
      erie,
    );
    expect(2000 - earlier.lines[0].tax).toBe(249);
    const senior = run(
      {
        ...home,
        over65Exemption: true,
        seniorIncome: 50000,
        starBenefit: "exemption",
        starSegment: "buffalo-city-of-buffalo",
      },
      erie,
    );
    expect(senior.rules.find((r) => r.key === "rule.ny.starSegment")?.params).toMatchObject({
      type: "Enhanced",
      max: 580,
    });
  });

  it("never saves more than the school tax, and an unknown segment keeps the estimate", () => {
    const small = run(
      {
        homeValue: 10000,
        homesteadExemption: true,
        taxYear: 2025,
        starBenefit: "exemption",
        starSegment: "buffalo-city-of-buffalo",
      },
      erie,
    );
    expect(small.lines[0].tax).toBe(0);
    const unknown = run({ ...home, starBenefit: "exemption", starSegment: "nowhere" }, erie);
    expect(unknown.exemptionBreakdown.homestead.savings).toBe(300);
  });
});

describe("RPTL 467 senior exemption (sliding scale)", () => {
  it.each([
    [0, 0.5],
    [29000, 0.5],
    [29001, 0.45],
    [29999, 0.45],
    [30000, 0.4],
    [36500, 0.05],
    [37399, 0.05],
    [37400, 0],
  ])("income %i: %d", (income, share) => expect(seniorShare(nyRules.senior.schedule, income)).toBe(share));

  it("takes 50% off each levy and stacks with Enhanced STAR on school", () => {
    // School: 200,000 - 100,000 - 86,100 = 13,900 x 10 mills = 139; county 100,000 x 6 = 600; town 300; special 100.
    const r = run({
      starBenefit: "exemption",
      homeValue: 200000,
      homesteadExemption: true,
      seniorCitizen: true,
      seniorIncome: 29000,
      taxYear: 2025,
    });
    expect(r.lines.map((l) => l.tax)).toEqual([139, 600, 300, 100]);
  });

  it("applies only on units that grant it", () => {
    const c = county("NY", [
      unit({ id: "school", kind: "school", basis: "mills", rate: 20 }),
      unit({ id: "county", kind: "county", basis: "mills", rate: 5, exemptions: { over65Percent: 0.5 } }),
      unit({ id: "town", kind: "town", basis: "mills", rate: 2 }),
    ]);
    const r = run(
      {
        starBenefit: "exemption",
        homeValue: 100000,
        seniorCitizen: true,
        homesteadExemption: true,
        seniorIncome: 30500,
        taxYear: 2025,
      },
      c,
    );
    // 40% at $30,500: county 60,000 x 5 = 300; town untouched 200; school (enhanced STAR 86,100) 13,900 x 20 = 278.
    expect(r.lines.map((l) => l.tax)).toEqual([278, 300, 200]);
  });
});

describe("Veterans (RPTL 458-a, 458-b) on county / town levies", () => {
  const levies = county("NY", [
    unit({ id: "school", kind: "school", basis: "mills", rate: 20 }),
    unit({ id: "county", kind: "county", basis: "mills", rate: 5 }),
  ]);
  const vet = (raw: CalculatorInputRaw) => {
    const r = run({ homeValue: 100000, taxYear: 2025, ...raw }, levies);
    expect(r.lines[0].exemptions).toEqual([]); // not on school taxes
    return r.lines[1].exemptions.find((e) => e.kind === "veteran")?.amount ?? 0;
  };
  it.each([
    [{ veteranService: "wartime" }, 12000], // 15% = 15,000, at most 12,000
    [{ veteranService: "combat" }, 20000], // + 10% = 10,000, at most 8,000
    [{ veteranService: "wartime", veteranDisabilityRating: 50 }, 37000], // + 25% of value = 25,000
    [{ veteranService: "wartime", veteranDisabilityRating: 100 }, 52000], // + 50% = 50,000, at most 40,000
    [{ coldWarVeteran: true }, 12000],
    [{ coldWarVeteran: true, veteranDisabilityRating: 50 }, 37000],
    [{}, 0],
  ] as const)("%o: %i", (raw, amount) => expect(vet(raw as CalculatorInputRaw)).toBe(amount));

  it("assumes wartime service when only a disability band is given, and says so", () => {
    expect(vet({ disabledVeteranExemption: "30-49" })).toBe(27000); // 12,000 + 15% (30% / 2)
    expect(
      run({ homeValue: 100000, disabledVeteranExemption: "30-49" }, levies).notes.map((n) => n.key),
    ).toContain("note.ny.veteranServiceAssumed");
  });
});

const kings = county("NY", undefined, { nycClass: true, name: "Kings", slug: "kings" });
// STAR is read off the DOF bill below, as an exemption holder's bill shows it; the credit, paid
// by the State as a check, has its own test.
const nyc = (raw: CalculatorInputRaw, rules: NewYorkRules = nyRules) =>
  run({ taxYear: 2024, starBenefit: "exemption", ...raw }, kings, rules);
const nycError = (raw: CalculatorInputRaw) => {
  try {
    nyc(raw);
  } catch (e) {
    return (e as EngineError).key;
  }
  return null;
};

describe("New York City: validation in the spec's words", () => {
  it.each([
    [{ homeValue: 0 }, "error.nyc.marketValuePositive"],
    [{ homeValue: 50000001 }, "error.nyc.marketValueTooHigh"],
    [{ homeValue: 50000000 }, null],
    [{ homeValue: 500000, propertyType: "class5" }, "error.nyc.invalidClass"],
    [{ homeValue: 500000, propertyType: "class4" }, null],
    [{ homeValue: 500000, seniorIncome: -1 }, "error.nyc.seniorIncomeNegative"],
    [{ homeValue: 500000, seniorCitizen: true, homesteadExemption: true }, "error.nyc.seniorIncomeRequired"],
    [{ homeValue: 500000, seniorCitizen: true, homesteadExemption: true, seniorIncome: 0 }, null],
  ] as const)("%o: %s", (raw, key) => expect(nycError(raw as CalculatorInputRaw)).toBe(key));
});

describe("New York City tax", () => {
  it("class 1: 6% of market value at the class rate, school share 58.4%", () => {
    const r = nyc({ homeValue: 1000000 }).nyc!;
    expect(r).toMatchObject({
      assessedValue: 60000,
      fiscalYear: 2025,
      taxRate: 20.085,
      baseTax: 12051,
      schoolTaxPortion: 7037.78,
      finalTax: 12051,
    });
    expect(r.breakdown).toEqual({
      schoolTax: 7037.78,
      cityTax: 5013.22,
      exemptions: { star: 0, veteran: 0 },
    });
    expect(r.monthlyPayment).toBeCloseTo(12051 / 12, 10);
    expect(r.quarterlyPayment).toBeCloseTo(12051 / 4, 10);
  });

  it.each([
    ["class2", 450000, 56250],
    ["class3", 450000, 50314.5],
    ["class4", 450000, 48429],
  ])("%s: 45%% of market value", (propertyType, assessedValue, baseTax) => {
    expect(nyc({ homeValue: 1000000, propertyType }).nyc).toMatchObject({ assessedValue, baseTax });
  });

  it("caps a class 1 assessment against the prior years, rounding down", () => {
    expect(nyc({ homeValue: 140000, priorAssessedValues: [6000, 6360] }).nyc?.assessedValue).toBe(6741);
  });

  it.each([
    [2022, 20.309, 2023],
    [2023, 20.085, 2024],
    [2024, 20.085, 2025],
  ])("tax year %i uses the fiscal year rate %d (FY%i)", (taxYear, rate, fiscalYear) => {
    expect(nyc({ homeValue: 500000, taxYear }).nyc).toMatchObject({ taxRate: rate, fiscalYear });
  });

  it("carries the last fiscal year's rates forward and says so (FY2026's only from pages that are no source)", () => {
    const r = nyc({ homeValue: 500000, taxYear: 2025 });
    expect(r.nyc?.taxRate).toBe(20.085);
    expect(r.notes).toContainEqual({
      key: "note.carriedForward",
      params: { figure: "figure.nycClassRate", year: 2026, from: 2025 },
    });
  });

  describe("STAR: the Tax Department's certified amounts for New York City by class and school year", () => {
    // Rates entered from 2019 so the certified years can be reached whatever rates the data holds.
    const withRates: NewYorkRules = structuredClone(nyRules);
    withRates.nyc.classRates = [{ ...withRates.nyc.classRates[0], from: 2019 }];
    const rate1 = withRates.nyc.classRates[0].value.class1;
    const rate2 = withRates.nyc.classRates[0].value.class2;
    const starLine = (r: ReturnType<typeof nyc>) =>
      r.lines.flatMap((l) => l.exemptions).find((e) => e.kind === "star");
    const cents = (av: number, ratePercent: number) => Math.round(av * ratePercent) / 100;

    it.each([
      // [school year start, class, Basic, Enhanced] from "STAR exemption amounts for school year ...: New York City"
      [2019, "class1", 1400, 3210],
      [2019, "class2", 2330, 5330],
      [2022, "class1", 1460, 3650],
      [2022, "class2", 2390, 5960],
    ] as const)(
      "school year starting %i, %s: Basic %i USD / Enhanced %i USD of assessed value, saving it times the class rate",
      (taxYear, propertyType, basic, enhanced) => {
        const rate = propertyType === "class1" ? rate1 : rate2;
        const b = nyc({ homeValue: 1000000, homesteadExemption: true, propertyType, taxYear }, withRates);
        expect(starLine(b)?.amount).toBe(basic);
        expect(b.nyc?.starSavings).toBe(cents(basic, rate));
        const e = nyc(
          {
            homeValue: 1000000,
            homesteadExemption: true,
            seniorCitizen: true,
            seniorIncome: 50000,
            propertyType,
            taxYear,
          },
          withRates,
        );
        expect(e.nyc?.starType).toBe("enhanced");
        expect(starLine(e)?.amount).toBe(enhanced);
        expect(e.nyc?.starSavings).toBe(cents(enhanced, rate));
        expect(b.notes.map((n) => n.params?.figure)).not.toContain("figure.nycStarCertified");
      },
    );

    it("a school year without a certification carries the last certified one forward and says so", () => {
      const r = nyc({ homeValue: 1000000, homesteadExemption: true, taxYear: 2024 }, withRates);
      expect(starLine(r)?.amount).toBe(1460);
      expect(r.notes).toContainEqual({
        key: "note.carriedForward",
        params: { figure: "figure.nycStarCertified", year: 2024, from: 2022 },
      });
    });

    it("a STAR credit holder's DOF bill has no STAR; the State's check is the same saving (Tax Law 606(eee))", () => {
      const input = { homeValue: 1000000, homesteadExemption: true, propertyType: "class1", taxYear: 2022 };
      const holder = nyc({ ...input, starBenefit: "exemption" }, withRates);
      const credit = nyc({ ...input, starBenefit: "credit" }, withRates);
      expect(starLine(credit)).toBeUndefined();
      expect(credit.nyc?.starSavings).toBe(0);
      expect(credit.starCredit).toEqual({ type: "basic", amount: cents(1460, rate1) });
      expect(credit.annualTax).toBeCloseTo(holder.annualTax + cents(1460, rate1), 2);
    });

    it("never saves more than the school share of the tax", () => {
      const r = nyc({ homeValue: 20000, homesteadExemption: true, taxYear: 2024 }, withRates).nyc!;
      expect(r.starSavings).toBe(r.schoolTaxPortion);
    });

    it("without certified amounts, base x class ratio at the class's school rate", () => {
      const rules: NewYorkRules = structuredClone(nyRules);
      delete rules.nyc.star.certifiedAmounts;
      // Basic: 30,000 x 6% = 1,800 x (20.085% x 0.584 = 11.72964%) = 211.13.
      expect(nyc({ homeValue: 1000000, homesteadExemption: true, taxYear: 2024 }, rules).nyc).toMatchObject({
        starType: "basic",
        starSavings: 211.13,
      });
    });
  });

  it("STAR only for classes 1 and 2", () => {
    const r = nyc({ homeValue: 1000000, homesteadExemption: true, propertyType: "class3" });
    expect(r.nyc?.starSavings).toBe(0);
    expect(r.notes.map((n) => n.key)).toContain("note.nyc.starClass");
  });

  it("veterans (458-a, maximums times the class ratio) off the city share", () => {
    // 15% of 60,000 = 9,000 > 12,000 x 6% = 720; half of 50% = 15,000 > 40,000 x 6% = 2,400: 3,120 x (20.085% x 0.416) = 260.687.
    const r = nyc({ homeValue: 1000000, veteranService: "wartime", veteranDisabilityRating: 50 });
    expect(r.nyc?.veteranSavings).toBe(260.69);
    expect(r.nyc?.breakdown.schoolTax).toBe(7037.78);
    expect(r.notes.map((n) => n.key)).toContain("note.nyc.veteranNotOnSchool");
  });

  it("veterans by the spec's multiplier when configured", () => {
    const rules: NewYorkRules = structuredClone(nyRules);
    rules.nyc.veterans.method = "spec-multiplier";
    // 50% -> multiplier 3: 15% x 3 x 60,000 = 27,000 x 20.085% = 5,422.95; 10% -> 9,000 -> 1,807.65; 100% -> no tax.
    expect(nyc({ homeValue: 1000000, veteranDisabilityRating: 50 }, rules).nyc?.veteranSavings).toBe(5422.95);
    expect(nyc({ homeValue: 1000000, veteranDisabilityRating: 10 }, rules).nyc?.veteranSavings).toBe(1807.65);
    expect(nyc({ homeValue: 1000000, disabledVeteranExemption: "100" }, rules).nyc?.finalTax).toBe(0);
  });

  it.each([
    [100000, undefined, 1580.63, 4044.37], // AV 45,000: 28.1% of 5,625 = 1,580.625
    [133334, undefined, 1312.5, 6187.5], // AV 60,000: 17.5% of 7,500
    [133334, 40000, 2107.5, 5392.5], // the building's average unit AV decides the tier
  ])(
    "co-op / condo abatement, market $%i (average unit AV %s): %d off, %d due",
    (homeValue, averageUnitAssessedValue, abatement, finalTax) => {
      const r = nyc({
        homeValue,
        propertyType: "coop",
        coopCondoPrimaryResidence: true,
        averageUnitAssessedValue,
      });
      expect(r.nyc).toMatchObject({ abatement, finalTax });
      expect(r.annualTax).toBe(finalTax);
    },
  );
});

describe("New York City class 2 (RPTL 1805(2), (3)): the notice's values, not a sale price", () => {
  it("without the notice's values, a co-op's result says the sale price can give several times the bill", () => {
    const r = nyc({ homeValue: 875000, propertyType: "coop", taxYear: 2024 });
    expect(r.notes.map((n) => n.key)).toContain("note.nyc.class2Notice");
    expect(formatMessage("note.nyc.class2Notice", "en")).toMatch(/Billable Assessed Value/);
  });

  it("the billable assessed value from the notice is taxed as given, with no warning", () => {
    const r = nyc({ homeValue: 875000, propertyType: "coop", assessedValue: 40000, taxYear: 2024 });
    expect(r.nyc?.assessedValue).toBe(40000);
    expect(r.notes.map((n) => n.key)).not.toContain("note.nyc.class2Notice");
  });

  it.each([
    // [sub-class, prior AVs oldest first, market value, expected AV]
    ["2a", [100000], 1000000, 108000], // 45% = 450,000; 8% over 100,000 = 108,000
    ["2c", [100000, 108000, 116640, 125971, 136048], 1000000, 130000], // 30% over five years ago: 130,000 < 146,931
    ["2b", [100000], 200000, 90000], // 45% of 200,000 = 90,000 is under the cap
  ] as const)(
    "class %s with prior assessed values %j and market %i: %i",
    (nycSubclass, prior, homeValue, expected) => {
      const r = nyc({
        homeValue,
        propertyType: "class2",
        nycSubclass,
        priorAssessedValues: [...prior],
        taxYear: 2024,
      });
      expect(r.nyc?.assessedValue).toBe(expected);
    },
  );

  it("11 units or more: the lesser of the actual (45% of market) and the transitional assessed value", () => {
    const lower = nyc({
      homeValue: 1000000,
      propertyType: "class2",
      nycSubclass: "2",
      transitionalAssessedValue: 300000,
      taxYear: 2024,
    });
    expect(lower.nyc?.assessedValue).toBe(300000);
    const higher = nyc({
      homeValue: 1000000,
      propertyType: "class2",
      nycSubclass: "2",
      transitionalAssessedValue: 500000,
      taxYear: 2024,
    });
    expect(higher.nyc?.assessedValue).toBe(450000);
  });
});
