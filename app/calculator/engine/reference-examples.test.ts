// Every case of ../shared/data/reference-examples/worked-examples.json, reproduced to the cent.
// Expected figures are read from the cases themselves; where a case's notes say to set the
// configuration (a tax year, an un-indexed amount, a class rate), the test does so here.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import worked from "./__fixtures__/worked-examples.json";
import { caRules, county, flRules, nyRules, txRules, unit } from "./__fixtures__/rules";
import { calculate } from "./calculate";
import { nycClass1Series, prop13FactoredValue, saveOurHomesAssessed } from "./caps";
import { withDefaults } from "./input";
import { dollarsToCents } from "./money";
import { taxLine } from "./lines";
import { starSavings } from "./ny";
import { nycTaxOnTaxable } from "./nyc";
import type { CalculatorInputRaw, NewYorkRules } from "./schemas";
import { valueFor } from "./series";

type Case = (typeof worked)[number];
const byId = new Map<string, Case>(worked.map((c) => [c.id, c]));
function ex(id: string): { inputs: Record<string, any>; expected: Record<string, any> } {
  const c = byId.get(id);
  if (!c) throw new Error(`worked example ${id} missing`);
  return c as unknown as { inputs: Record<string, any>; expected: Record<string, any> };
}
const covered: string[] = [];
function caseTest(id: string, fn: () => void) {
  covered.push(id);
  it(id, fn);
}

const run = (
  raw: CalculatorInputRaw,
  c: Parameters<typeof calculate>[1],
  rules: Parameters<typeof calculate>[2],
) => calculate(withDefaults(raw), c, rules);

describe("worked examples", () => {
  caseTest("TX-01-fbcad-county-20pct", () => {
    const { inputs, expected } = ex("TX-01-fbcad-county-20pct");
    const c = county("TX", [
      unit({
        id: "fort-bend-county",
        name: inputs.taxing_unit,
        kind: "county",
        basis: "per100",
        rate: 0.412,
        exemptions: { homesteadPercent: inputs.local_option_homestead_pct },
      }),
    ]);
    const r = run({ homeValue: inputs.appraised_value, homesteadExemption: inputs.homestead }, c, txRules);
    const line = r.lines[0];
    expect(line.exemptions.find((e) => e.kind === "localHomestead")?.amount).toBe(expected.county_exemption);
    expect(line.taxableValue).toBe(expected.county_taxable_value);
  });

  caseTest("TX-02-tcisd-state-plus-local-20pct", () => {
    const { inputs, expected } = ex("TX-02-tcisd-state-plus-local-20pct");
    const c = county("TX", [
      unit({
        id: "tcisd",
        name: inputs.taxing_unit,
        kind: "school",
        basis: "per100",
        rate: 1.1,
        exemptions: {
          homesteadPercent: inputs.local_option_homestead_pct,
          homesteadMinimum: inputs.local_option_minimum,
        },
      }),
    ]);
    // The case is tax year 2022, when the state school exemption was $40,000.
    expect(valueFor(txRules.schoolHomestead, 2022)).toBe(inputs.state_school_homestead_exemption);
    const r = run({ homeValue: inputs.appraised_value, homesteadExemption: true, taxYear: 2022 }, c, txRules);
    const line = r.lines[0];
    expect(line.exemptions.find((e) => e.kind === "homestead")?.amount).toBe(expected.state_exemption);
    expect(line.exemptions.find((e) => e.kind === "localHomestead")?.amount).toBe(
      expected.local_option_exemption,
    );
    expect(line.taxableValue).toBe(expected.school_taxable_value);
  });

  caseTest("TX-04a-hisd-scenario", () => {
    const { inputs, expected } = ex("TX-04a-hisd-scenario");
    const c = county("TX", [
      unit({
        id: "hisd",
        name: inputs.taxing_unit,
        kind: "school",
        basis: "per100",
        rate: inputs.school_rate_per_100,
        exemptions: { homesteadPercent: inputs.local_option_homestead_pct },
      }),
    ]);
    // The $15,000 state exemption dates the table to 1997-2014.
    expect(valueFor(txRules.schoolHomestead, 2014)).toBe(inputs.state_school_homestead_exemption);
    const r = run({ homeValue: inputs.appraised_value, homesteadExemption: true, taxYear: 2014 }, c, txRules);
    const line = r.lines[0];
    expect(line.exemptions.find((e) => e.kind === "localHomestead")?.amount).toBe(
      expected.local_option_exemption,
    );
    expect(line.taxableValue).toBe(expected.school_taxable_value);
    expect(line.tax).toBe(expected.school_tax);
    expect(r.annualTax).toBe(expected.school_tax);
  });

  caseTest("TX-08-taxdrop-ceiling", () => {
    const { inputs, expected } = ex("TX-08-taxdrop-ceiling");
    // A school rate and value whose school tax without the ceiling is the case's $4,800 (2025 amounts:
    // $500,000 - $140,000 - $60,000 = $300,000 at $1.60 per $100). The ceiling is given as it stands this year.
    const c = county("TX", [unit({ id: "isd", kind: "school", basis: "per100", rate: 1.6 })]);
    const r = run(
      {
        homeValue: 500000,
        homesteadExemption: true,
        over65Exemption: inputs.over65,
        schoolTaxCeiling: true,
        schoolTaxCeilingAmount: inputs.school_tax_ceiling,
        taxYear: 2025,
      },
      c,
      txRules,
    );
    const line = r.lines[0];
    expect(line.taxBeforeExemptions - line.exemptions.reduce((s, e) => s + e.savings, 0)).toBeCloseTo(
      inputs.school_tax_without_ceiling,
      2,
    );
    expect(line.tax).toBe(expected.school_tax);
    expect(line.ceiling?.savings).toBe(expected.savings);
    expect(r.ceilingSavings).toBe(expected.savings);
  });

  caseTest("CA-01-kern-sample-secured-bill", () => {
    const { inputs, expected } = ex("CA-01-kern-sample-secured-bill");
    const units = [
      unit({
        id: "general",
        name: "Gen. local govt.",
        kind: "county",
        basis: "percent",
        rate: inputs.general_levy_rate_pct,
        generalLevy: true,
        taxYear: 1997,
      }),
      ...Object.entries(inputs.voter_debt_rates_pct as Record<string, number>).map(([name, rate]) =>
        unit({ id: name, name, kind: "special", basis: "percent", rate, taxYear: 1997 }),
      ),
      ...Object.entries(inputs.fixed_direct_charges as Record<string, number>).map(([name, rate]) =>
        unit({ id: name, name, kind: "special", basis: "fixed", rate, taxYear: 1997 }),
      ),
    ];
    const c = county("CA", units);
    expect(valueFor(caRules.homeownersExemption, 1997)).toBe(inputs.homeowners_exemption);
    const r = run(
      { homeValue: inputs.land_value + inputs.improvement_value, homesteadExemption: true, taxYear: 1997 },
      c,
      caRules,
    );
    expect(r.lines[0].taxableValue).toBe(expected.net_assessed_value);
    expect(r.lines[0].tax).toBe(expected.general_levy_1pct);
    for (const [name, amount] of Object.entries(expected.debt_lines as Record<string, number>))
      expect(r.lines.find((l) => l.name === name)?.tax, name).toBe(amount);
    const adValorem =
      r.lines.filter((l) => l.basis !== "fixed").reduce((s, l) => s + Math.round(l.tax * 100), 0) / 100;
    const fixed =
      r.lines.filter((l) => l.basis === "fixed").reduce((s, l) => s + Math.round(l.tax * 100), 0) / 100;
    expect(adValorem).toBe(expected.ad_valorem_total);
    expect(fixed).toBe(expected.fixed_charges_total);
    expect(r.annualTax).toBe(expected.total_annual_tax);
  });

  caseTest("CA-03-tulare-2pct-factor", () => {
    const { inputs, expected } = ex("CA-03-tulare-2pct-factor");
    const f = prop13FactoredValue(
      inputs.base_year_value,
      inputs.base_year,
      inputs.base_year + inputs.years_elapsed,
      caRules,
    );
    expect(f.factors[0].factor).toBe(inputs.inflation_factor);
    expect(f.value).toBe(expected.factored_base_year_value);
  });

  caseTest("FL-01-dor-faq1663", () => {
    const { inputs, expected } = ex("FL-01-dor-faq1663");
    // Before 2025 the second exemption was a flat $25,000: tax year 2024.
    const c = county("FL", [
      unit({ id: "school", kind: "school", basis: "mills", rate: inputs.school_millage }),
      unit({ id: "non-school", kind: "county", basis: "mills", rate: inputs.nonschool_millage }),
    ]);
    const r = run(
      {
        homeValue: inputs.just_value,
        assessedValue: inputs.just_value - inputs.accumulated_soh_differential,
        homesteadExemption: true,
        taxYear: 2024,
      },
      c,
      flRules,
    );
    const fl = r.florida!;
    expect(fl.assessedValue).toBe(expected.assessed_value);
    expect(fl.homesteadExemption).toBe(
      inputs.first_homestead_exemption + inputs.additional_homestead_exemption,
    );
    expect(fl.schoolTaxableValue).toBe(expected.school_taxable_value);
    expect(fl.nonSchoolTaxableValue).toBe(expected.nonschool_taxable_value);
    expect(fl.schoolTax).toBe(expected.school_tax);
    expect(fl.nonSchoolTax).toBe(expected.nonschool_tax);
    expect(r.annualTax).toBe(expected.total_tax);
  });

  caseTest("FL-02-martin-soh-2021", () => {
    const { inputs, expected } = ex("FL-02-martin-soh-2021");
    const assessed = saveOurHomesAssessed(inputs.prior_assessed_value, inputs.just_value, flRules, 2021);
    expect(assessed).toBe(expected.assessed_value);
    expect(inputs.just_value - assessed).toBe(expected.soh_benefit);
  });

  caseTest("FL-08-vasallo-63k", () => {
    const { inputs, expected } = ex("FL-08-vasallo-63k");
    const c = county("FL", [
      unit({ id: "school", kind: "school", basis: "mills", rate: 6 }),
      unit({ id: "county", kind: "county", basis: "mills", rate: 8 }),
    ]);
    const r = run(
      { homeValue: inputs.assessed_value, homesteadExemption: inputs.homestead, taxYear: 2024 },
      c,
      flRules,
    );
    const school = r.lines.find((l) => l.kind === "school")!;
    const other = r.lines.find((l) => l.kind === "county")!;
    expect(school.exemptions.reduce((s, e) => s + e.amount, 0)).toBe(expected.school_exemption);
    expect(school.taxableValue).toBe(expected.school_taxable_value);
    expect(other.exemptions.reduce((s, e) => s + e.amount, 0)).toBe(expected.nonschool_exemption);
    expect(other.taxableValue).toBe(expected.nonschool_taxable_value);
  });

  caseTest("NYC-01-dof-taxable-times-rate", () => {
    const { inputs, expected } = ex("NYC-01-dof-taxable-times-rate");
    expect(nycTaxOnTaxable(inputs.taxable_value, inputs.tax_rate_pct)).toBe(expected.annual_tax);
    // The same through the NYC calculation, with the class 1 rate set to the case's 20.309%.
    const rules: NewYorkRules = structuredClone(nyRules);
    for (const e of rules.nyc.classRates) e.value.class1 = inputs.tax_rate_pct;
    const kings = county("NY", undefined, { nycClass: true, name: "Kings", slug: "kings" });
    const r = run(
      { homeValue: 300000, assessedValue: inputs.taxable_value, propertyType: "class1" },
      kings,
      rules,
    );
    expect(r.nyc?.baseTax).toBe(expected.annual_tax);
    expect(r.nyc?.finalTax).toBe(expected.annual_tax);
  });

  caseTest("NYC-02-dof-class1-cap-3yr", () => {
    const { inputs, expected } = ex("NYC-02-dof-class1-cap-3yr");
    const s = nycClass1Series(inputs.market_values, nyRules.nyc);
    expect(nyRules.nyc.assessmentRatios.class1).toBe(inputs.assessment_ratio);
    expect(s.assessedValues[0]).toBe(inputs.year1_assessed_value);
    expect(s.assessedValues).toEqual(expected.assessed_values);
    expect(s.uncappedValues).toEqual(expected.uncapped_assessed_values);
  });

  caseTest("NY-01-dtf-enhanced-star-ex1", () => {
    const { inputs, expected } = ex("NY-01-dtf-enhanced-star-ex1");
    expect(valueFor(nyRules.star.enhancedBase, 2023)).toBe(inputs.enhanced_star_exemption_amount);
    const s = starSavings({
      exemptionAmount: inputs.enhanced_star_exemption_amount,
      schoolRatePer1000: inputs.school_tax_rate_per_1000,
      maxSavings: inputs.max_star_savings,
      schoolTaxBeforeStar: inputs.school_tax_before_star,
    });
    expect(s.exemptionTimesRate).toBe(expected.exemption_times_rate);
    expect(s.savings).toBe(expected.star_savings);
    expect(s.schoolTaxAfterStar).toBe(expected.school_tax_after_star);
  });

  caseTest("NY-07-madison-county-four-levies", () => {
    const { inputs, expected } = ex("NY-07-madison-county-four-levies");
    const kinds = { county: "county", town: "town", school: "school", village: "village" } as const;
    let totalCents = 0;
    for (const levy of Object.keys(kinds) as (keyof typeof kinds)[]) {
      const unit = {
        id: levy,
        name: levy,
        kind: kinds[levy],
        basis: "mills" as const,
        rate: inputs.rates_per_1000[levy],
        rateYear: 2024,
        status: "adopted" as const,
        source: {
          title: "Madison County",
          url: "https://www.madisoncounty.ny.gov/248/How-To-Determine-Your-Estimated-Taxes",
        },
      };
      const amount = inputs.exemptions_by_levy[levy];
      const line = taxLine(
        unit,
        inputs.total_assessment,
        amount > 0 ? [{ kind: levy === "school" ? "star" : "veteran", amount }] : [],
      );
      expect(line.taxableValue, levy).toBe(expected.taxable[levy]);
      expect(line.tax, levy).toBe(expected.tax[levy]);
      totalCents += dollarsToCents(line.tax);
    }
    expect(totalCents / 100).toBe(expected.total_tax);
  });

  caseTest("NY-09-saugerties-basic-star-table", () => {
    const { inputs, expected } = ex("NY-09-saugerties-basic-star-table");
    const c = county(
      "NY",
      [
        unit({
          id: "saugerties-csd",
          kind: "school",
          basis: "mills",
          rate: inputs.school_rate_per_1000,
          taxYear: 2016,
        }),
      ],
      {
        star: {
          exemptionAmounts: { basic: inputs.basic_star_exemption, enhanced: inputs.enhanced_star_exemption },
        },
      },
    );
    // The table is the exemption on the school bill; a credit holder's check is the same saving
    // ("the amount of your STAR benefit is the same regardless of how you receive it").
    const school = (value: number, raw: CalculatorInputRaw) =>
      run({ homeValue: value, taxYear: 2016, starBenefit: "exemption", ...raw }, c, nyRules).lines[0].tax;
    const check = (value: number) =>
      run({ homeValue: value, taxYear: 2016, starBenefit: "credit", homesteadExemption: true }, c, nyRules)
        .starCredit?.amount;
    const rows: [number, { before: number; after_basic: number; after_enhanced: number }][] = [
      [
        inputs.assessed_value,
        {
          before: expected.school_tax_before_star,
          after_basic: expected.school_tax_after_basic,
          after_enhanced: expected.school_tax_after_enhanced,
        },
      ],
      ...Object.entries(
        expected.other_rows as Record<
          string,
          { before: number; after_basic: number; after_enhanced: number }
        >,
      ).map(([v, row]) => [Number(v), row] as [number, typeof row]),
    ];
    for (const [value, row] of rows) {
      expect(school(value, {}), `${value} before`).toBe(row.before);
      expect(school(value, { homesteadExemption: true }), `${value} basic`).toBe(row.after_basic);
      expect(check(value), `${value} credit`).toBeCloseTo(row.before - row.after_basic, 2);
      expect(
        school(value, { homesteadExemption: true, seniorCitizen: true, seniorIncome: 50000 }),
        `${value} enhanced`,
      ).toBe(row.after_enhanced);
    }
    const basic = run(
      { homeValue: inputs.assessed_value, taxYear: 2016, homesteadExemption: true, starBenefit: "exemption" },
      c,
      nyRules,
    );
    expect(basic.exemptionBreakdown.homestead.savings).toBe(expected.basic_savings);
    const enhanced = run(
      {
        homeValue: inputs.assessed_value,
        taxYear: 2016,
        homesteadExemption: true,
        seniorCitizen: true,
        seniorIncome: 50000,
        starBenefit: "exemption",
      },
      c,
      nyRules,
    );
    expect(enhanced.exemptionBreakdown.homestead.savings).toBe(expected.enhanced_savings);
  });

  it("covers every case in the reference file", () => {
    expect([...covered].sort()).toEqual(worked.map((c) => c.id).sort());
  });

  it("uses the same cases as ../shared/data/reference-examples when that copy is present", () => {
    const shared = resolve(__dirname, "../../../../shared/data/reference-examples/worked-examples.json");
    if (!existsSync(shared)) return;
    expect(JSON.parse(readFileSync(shared, "utf8"))).toEqual(worked);
  });
});
