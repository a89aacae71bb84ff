// stateConfig.rules: every amount the tax engine uses, with the tax year it applies from
// (StateRulesSchema in app/calculator/engine/schemas.ts, one shape per state). A Sanity field
// has one type, so this object holds the fields of all four states and shows each state only
// its own; a field of another state's rules is an error, a missing one of its own too.
import {
  defineArrayMember,
  defineField,
  defineType,
  type FieldDefinition,
  type NumberRule,
  type Rule,
  type StringRule,
} from "sanity";
import {
  CALC_STATES,
  FIGURE_STATUSES,
  NYC_CLASSES,
  NYC_VETERAN_METHODS,
  VETERAN_BAND_LABELS,
} from "../lists";
import { documentState, itemsFrom, nonNegative, ruleYear, share } from "../validation";

type State = "TX" | "CA" | "FL" | "NY";
const STATE_NAME: Record<State, string> = { TX: "Texas", CA: "California", FL: "Florida", NY: "New York" };

const number = (rule: NumberRule) => rule.required();
const integer = (rule: NumberRule) => rule.required().integer();
const rating = (rule: NumberRule) => rule.required().integer().min(0).max(100);
const text = (rule: StringRule) => rule.required();

/**
 * A field of some states' rules only: hidden elsewhere, required where it belongs and refused
 * where it does not (the field's own rule must leave presence to this wrapper).
 */
function only<F extends FieldDefinition>(states: State[], field: F): F {
  const own = (field as { validation?: (rule: never) => unknown }).validation;
  const names = states.map((s) => STATE_NAME[s]).join(" and ");
  return {
    ...field,
    description: [field.description, `${names} only.`].filter(Boolean).join(" "),
    hidden: ({ document }: { document?: { stateCode?: string } }) =>
      !states.includes(document?.stateCode as State),
    validation: (rule: { custom: (fn: (value: unknown, context: never) => true | string) => unknown }) => [
      ...(own ? [own(rule as never)] : []),
      rule.custom((value: unknown, context: never) => {
        const state = documentState(context) as State | undefined;
        if (!state || (state as string) === "HUB") return true;
        if (states.includes(state))
          return value === undefined || value === null ? `Required in the ${STATE_NAME[state]} rules` : true;
        return value === undefined ? true : `Not part of the ${STATE_NAME[state]} rules (${names} only)`;
      }),
    ],
  } as F;
}

const sourceField = (name = "source", title = "Source") =>
  defineField({ name, title, type: "source", validation: (rule) => rule.required() });

const statusField = (required = false) =>
  defineField({
    name: "status",
    title: "Status",
    description: "Official unless marked otherwise.",
    type: "string",
    options: { list: FIGURE_STATUSES },
    validation: (rule) => (required ? rule.required() : rule),
  });

const objectField = (name: string, title: string, fields: FieldDefinition[], required = true) =>
  defineField({
    name,
    title,
    type: "object",
    fields,
    validation: (rule) => (required ? rule.required() : rule),
  });

/** seriesOf(): values by the tax year they apply from, oldest first, each with its source. */
function series(name: string, title: string, value: FieldDefinition, description?: string, required = false) {
  return defineField({
    name,
    title,
    description,
    type: "array",
    of: [
      defineArrayMember({
        name: `${name}Entry`,
        title: "From tax year",
        type: "object",
        fields: [
          defineField({ name: "from", title: "From tax year", type: "number", validation: ruleYear }),
          value,
          defineField({
            name: "source",
            title: "Source",
            type: "source",
            validation: (rule) =>
              rule.custom((v, context) =>
                v === undefined && (context.parent as { status?: string } | undefined)?.status !== "spec"
                  ? "A figure needs its source unless it is the spec's own constant"
                  : true,
              ),
          }),
          statusField(),
          defineField({ name: "note", title: "Note", type: "text", rows: 2 }),
        ],
        preview: {
          select: { from: "from", value: "value", status: "status" },
          prepare: ({ from, value, status }: { from?: number; value?: unknown; status?: string }) => ({
            title: `From ${from ?? "?"}: ${typeof value === "number" ? value.toLocaleString("en-US") : "…"}`,
            subtitle: status ?? "official",
          }),
        },
      }),
    ],
    validation: (rule) =>
      (required ? rule.required() : rule).min(1).custom((entries) => {
        const list = (entries ?? []) as { from?: number }[];
        return list.every((e, i) => i === 0 || (e.from ?? 0) > (list[i - 1].from ?? 0))
          ? true
          : "Entries must be in ascending tax-year order without repeats";
      }),
  });
}

const numberValue = (validation: (rule: NumberRule) => NumberRule = nonNegative, title = "Value") =>
  defineField({ name: "value", title, type: "number", validation });

const objectValue = (fields: FieldDefinition[]) =>
  defineField({
    name: "value",
    title: "Value",
    type: "object",
    fields,
    validation: (rule) => rule.required(),
  });

/** A yearly factor (Prop 13 inflation factor, Save Our Homes CPI change) for one assessment year. */
const yearFactors = (name: string, title: string, required = true) =>
  defineField({
    name,
    title,
    type: "array",
    validation: (rule) => (required ? rule.required() : rule),
    of: [
      defineArrayMember({
        name: `${name}Entry`,
        title: "Year",
        type: "object",
        fields: [
          defineField({ name: "year", title: "Year", type: "number", validation: ruleYear }),
          defineField({ name: "value", title: "Value", type: "number", validation: number }),
          sourceField(),
          statusField(),
          defineField({ name: "note", title: "Note", type: "text", rows: 2 }),
        ],
        preview: { select: { title: "year", subtitle: "value" } },
      }),
    ],
  });

const shareField = (name: string, title: string) =>
  defineField({ name, title, type: "number", validation: share });
const classRecord = (validation: (rule: NumberRule) => NumberRule) =>
  NYC_CLASSES.map((c) => defineField({ name: c.value, title: c.title, type: "number", validation }));

const splitShares = (required = true) =>
  objectField(
    "shares",
    "Shares of the rate",
    [
      shareField("school", "School"),
      shareField("county", "County"),
      shareField("city", "City"),
      shareField("special", "Special districts"),
    ],
    required,
  );

export const productRules = defineType({
  name: "productRules",
  title: "Product constants",
  type: "object",
  description: "The spec's section 9 constants, the same in every state.",
  fields: [
    defineField({
      name: "defaultHomeValue",
      title: "Default home value ($)",
      type: "number",
      validation: nonNegative,
    }),
    shareField("potentialSavingsShare", "Potential savings share"),
    shareField("displaySchoolShare", "School share in the results card"),
    objectField("valueTiers", "Value tiers ($)", [
      defineField({ name: "low", title: "Low", type: "number", validation: number }),
      defineField({ name: "medium", title: "Medium", type: "number", validation: number }),
      defineField({ name: "high", title: "High", type: "number", validation: number }),
    ]),
    objectField("warnings", "Warnings ($)", [
      defineField({ name: "veryLowBelow", title: "Very low below", type: "number", validation: number }),
      defineField({ name: "veryHighAbove", title: "Very high above", type: "number", validation: number }),
    ]),
    defineField({
      name: "highValueEventAbove",
      title: "High value event above ($)",
      type: "number",
      validation: number,
    }),
    defineField({ name: "basis", title: "Basis", type: "text", rows: 2, validation: text }),
  ],
});

const TX: State[] = ["TX"];
const CA: State[] = ["CA"];
const FL: State[] = ["FL"];
const NY: State[] = ["NY"];

export const stateRules = defineType({
  name: "stateRules",
  title: "Engine rules",
  type: "object",
  fields: [
    defineField({
      name: "state",
      title: "State",
      type: "string",
      options: { list: CALC_STATES },
      readOnly: true,
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const state = documentState(context);
          return value === state ? true : `The rules are for ${value}, the document is ${state}`;
        }),
    }),
    defineField({ name: "currentTaxYear", title: "Current tax year", type: "number", validation: ruleYear }),

    // Texas
    only(
      TX,
      series("schoolHomestead", "School homestead exemption ($)", numberValue(), "Tax Code 11.13(b)."),
    ),
    only(
      TX,
      series(
        "schoolOver65OrDisabled",
        "School exemption, 65+ or disabled ($)",
        numberValue(),
        "Tax Code 11.13(c).",
      ),
    ),
    only(
      TX,
      series(
        "localOptionHomestead",
        "Local-option percentage homestead",
        objectValue([
          shareField("maxPercent", "Largest share allowed"),
          defineField({ name: "minimum", title: "Minimum ($)", type: "number", validation: nonNegative }),
        ]),
        "Tax Code 11.13(n).",
      ),
    ),
    only(
      TX,
      series(
        "countyRoadFloodHomestead",
        "County road / flood-control homestead ($)",
        numberValue(),
        "Tax Code 11.13(a).",
      ),
    ),
    only(
      ["TX", "CA", "FL"],
      series(
        "disabledVeteran",
        "Disabled veteran exemption",
        objectValue([
          only(TX, {
            name: "bands",
            title: "Bands",
            type: "array",
            validation: (rule: Rule) => rule.min(1),
            of: [
              defineArrayMember({
                name: "veteranBand",
                title: "Band",
                type: "object",
                fields: [
                  defineField({
                    name: "label",
                    title: "Band",
                    type: "string",
                    options: { list: VETERAN_BAND_LABELS },
                    validation: text,
                  }),
                  defineField({
                    name: "minRating",
                    title: "From rating (%)",
                    type: "number",
                    validation: rating,
                  }),
                  defineField({
                    name: "maxRating",
                    title: "To rating (%)",
                    type: "number",
                    validation: rating,
                  }),
                  defineField({
                    name: "amount",
                    title: "Amount ($)",
                    type: "number",
                    validation: nonNegative,
                  }),
                ],
                preview: { select: { title: "label", subtitle: "amount" } },
              }),
            ],
          } as FieldDefinition),
          only(
            TX,
            defineField({
              name: "over65MinRating",
              title: "Over-65 rule from rating (%)",
              type: "number",
              validation: (r) => r.integer(),
            }),
          ),
          only(
            TX,
            defineField({
              name: "over65Amount",
              title: "Over-65 amount ($)",
              type: "number",
              validation: (r) => r.min(0),
            }),
          ),
          only(
            ["TX", "FL"],
            defineField({
              name: "totalExemptionRating",
              title: "Total exemption at rating (%)",
              type: "number",
              validation: (r) => r.integer(),
            }),
          ),
          only(
            CA,
            defineField({ name: "basic", title: "Basic ($)", type: "number", validation: (r) => r.min(0) }),
          ),
          only(
            CA,
            defineField({
              name: "lowIncome",
              title: "Low-income ($)",
              type: "number",
              validation: (r) => r.min(0),
            }),
          ),
          only(
            CA,
            defineField({
              name: "lowIncomeLimit",
              title: "Low-income limit ($)",
              type: "number",
              validation: (r) => r.min(0),
            }),
          ),
          only(
            FL,
            defineField({
              name: "minRating",
              title: "From rating (%)",
              type: "number",
              validation: (r) => r.integer(),
            }),
          ),
          only(
            FL,
            defineField({ name: "amount", title: "Amount ($)", type: "number", validation: (r) => r.min(0) }),
          ),
        ]),
      ),
    ),
    only(
      TX,
      series("homesteadCap", "Homestead appraisal cap (share per year)", numberValue(), "Tax Code 23.23."),
    ),
    only(
      TX,
      defineField({
        name: "ceiling",
        title: "School tax ceiling",
        type: "object",
        fields: [
          defineField({
            name: "reduceWhenExemptionsRise",
            title: "Reduced when the school exemptions rise",
            type: "boolean",
            validation: (r) => r.required(),
          }),
          sourceField(),
        ],
      }),
    ),
    only(
      TX,
      defineField({
        name: "amendment2025",
        title: "November 2025 amendments",
        type: "object",
        fields: [
          defineField({
            name: "beforeYear",
            title: "Before (tax year)",
            type: "number",
            validation: ruleYear,
          }),
          defineField({ name: "afterYear", title: "After (tax year)", type: "number", validation: ruleYear }),
          defineField({ name: "electionDate", title: "Election date", type: "string", validation: text }),
          objectField("earlyVoting", "Early voting", [
            defineField({ name: "start", title: "Start", type: "string", validation: text }),
            defineField({ name: "end", title: "End", type: "string", validation: text }),
          ]),
          defineField({
            name: "registrationDeadline",
            title: "Registration deadline",
            type: "string",
            validation: text,
          }),
          defineField({
            name: "approved",
            title: "Approved",
            type: "boolean",
            validation: (r) => r.required(),
          }),
          defineField({
            name: "sources",
            title: "Sources",
            type: "array",
            of: [defineArrayMember({ type: "source" })],
            validation: (r) => r.required().min(1),
          }),
        ],
      }),
    ),

    // California
    only(
      CA,
      series("generalLevyRate", "General levy (percent of assessed value)", numberValue(), "Article XIII A."),
    ),
    only(CA, series("homeownersExemption", "Homeowners' exemption ($)", numberValue(), "R&T Code 218.")),
    only(
      CA,
      series(
        "maxInflationFactor",
        "Largest inflation factor",
        numberValue((r) => r.required().positive()),
        "R&T Code 51.",
      ),
    ),
    only(CA, yearFactors("inflationFactors", "Inflation factors by assessment year", false)),
    only(
      CA,
      defineField({
        name: "prop19",
        title: "Proposition 19",
        type: "object",
        fields: [
          defineField({
            name: "parentChildExclusion",
            title: "Parent-child exclusion by transfer date",
            type: "array",
            validation: (r) => r.required(),
            of: [
              defineArrayMember({
                name: "prop19Exclusion",
                title: "From date",
                type: "object",
                fields: [
                  defineField({
                    name: "fromDate",
                    title: "From (transfer date)",
                    type: "string",
                    validation: text,
                  }),
                  defineField({ name: "amount", title: "Amount ($)", type: "number", validation: number }),
                  sourceField(),
                  statusField(),
                ],
                preview: { select: { title: "fromDate", subtitle: "amount" } },
              }),
            ],
          }),
          objectField("replacementValueLimits", "Replacement home value limits", [
            defineField({
              name: "beforeSale",
              title: "Bought before the sale",
              type: "number",
              validation: number,
            }),
            defineField({
              name: "withinFirstYear",
              title: "Within the first year",
              type: "number",
              validation: number,
            }),
            defineField({
              name: "withinSecondYear",
              title: "Within the second year",
              type: "number",
              validation: number,
            }),
          ]),
          defineField({ name: "maxTransfers", title: "Most transfers", type: "number", validation: integer }),
          defineField({ name: "minAge", title: "Minimum age", type: "number", validation: integer }),
          sourceField(),
        ],
      }),
    ),
    only(
      CA,
      defineField({
        name: "prop13Demo",
        title: "Prop 13 example",
        type: "object",
        fields: [
          defineField({ name: "ratePercent", title: "Rate (%)", type: "number", validation: nonNegative }),
          defineField({
            name: "specRatePercent",
            title: "The spec's rate (%)",
            type: "number",
            validation: nonNegative,
          }),
          defineField({ name: "note", title: "Note", type: "text", rows: 2, validation: text }),
        ],
      }),
    ),

    // Florida
    only(FL, series("firstHomestead", "First homestead exemption ($)", numberValue(), "s. 196.031(1)(a).")),
    only(
      FL,
      series(
        "additionalHomestead",
        "Additional homestead exemption",
        objectValue([
          defineField({
            name: "threshold",
            title: "On assessed value above ($)",
            type: "number",
            validation: nonNegative,
          }),
          defineField({ name: "amount", title: "Amount ($)", type: "number", validation: nonNegative }),
        ]),
        "s. 196.031(1)(b), non-school levies.",
      ),
    ),
    only(
      FL,
      defineField({
        name: "saveOurHomes",
        title: "Save Our Homes cap",
        type: "object",
        fields: [
          defineField({
            name: "maxRate",
            title: "Largest yearly increase",
            type: "number",
            validation: nonNegative,
          }),
          yearFactors("cpiChanges", "CPI change by year"),
          sourceField(),
        ],
      }),
    ),
    only(
      FL,
      defineField({
        name: "portability",
        title: "Portability",
        type: "object",
        fields: [
          defineField({
            name: "maxBenefit",
            title: "Largest benefit ($)",
            type: "number",
            validation: nonNegative,
          }),
          defineField({ name: "years", title: "Years to transfer", type: "number", validation: integer }),
          defineField({ name: "specYears", title: "The spec's years", type: "number", validation: integer }),
          sourceField(),
        ],
      }),
    ),
    only(
      FL,
      defineField({
        name: "seniorLocalOption",
        title: "Local-option senior exemption",
        type: "object",
        fields: [
          defineField({
            name: "maxAmount",
            title: "Largest amount ($)",
            type: "number",
            validation: nonNegative,
          }),
          series("incomeLimit", "Income limit ($)", numberValue(), undefined, true),
          sourceField(),
        ],
      }),
    ),
    only(FL, series("disabledPerson", "Widow(er), blind or disabled ($)", numberValue(), "s. 196.202.")),
    only(
      FL,
      defineField({
        name: "nonHomesteadCap",
        title: "Non-homestead cap (share per year)",
        type: "number",
        validation: (r) => r.min(0),
      }),
    ),

    // Texas, California, Florida and New York split the rate differently.
    only(
      ["TX", "CA", "FL", "NY"],
      defineField({
        name: "split",
        title: "Rate split when a county has no units",
        type: "object",
        fields: [
          only(["TX", "CA"], splitShares(false)),
          only(
            TX,
            defineField({
              name: "countyHomestead",
              title: "County homestead in the estimate",
              type: "object",
              fields: [
                defineField({ name: "amount", title: "Amount ($)", type: "number", validation: nonNegative }),
                defineField({
                  name: "applyWithoutUnits",
                  title: "Apply without units",
                  type: "boolean",
                  validation: (r) => r.required(),
                }),
                defineField({ name: "note", title: "Note", type: "text", rows: 2, validation: text }),
              ],
            }),
          ),
          only(
            ["FL", "NY"],
            defineField({
              name: "schoolShare",
              title: "School share",
              type: "number",
              validation: (r) => r.min(0).max(1),
            }),
          ),
          only(
            NY,
            defineField({
              name: "nonSchoolShares",
              title: "Non-school shares",
              type: "object",
              fields: [
                shareField("county", "County"),
                shareField("city", "City"),
                shareField("special", "Special districts"),
              ],
            }),
          ),
          defineField({ name: "basis", title: "Basis", type: "text", rows: 2, validation: text }),
        ],
      }),
    ),

    // New York
    only(
      NY,
      defineField({
        name: "star",
        title: "STAR",
        type: "object",
        fields: [
          series("basicBase", "Basic STAR base amount ($)", numberValue(), undefined, true),
          series("enhancedBase", "Enhanced STAR base amount ($)", numberValue(), undefined, true),
          series("enhancedIncomeLimit", "Enhanced STAR income limit ($)", numberValue(), undefined, true),
          defineField({
            name: "enhancedMinAge",
            title: "Enhanced STAR minimum age",
            type: "number",
            validation: integer,
          }),
          defineField({
            name: "savingsGrowthLimit",
            title: "Savings growth limit",
            type: "number",
            validation: nonNegative,
          }),
          series(
            "exemptionSavingsGrowth",
            "STAR exemption savings growth limit (by school year)",
            numberValue(),
            "2% (RPTL 1306-a) until 2018-19; 0% from 2019-20. The credit keeps the savings growth limit above.",
          ),
          sourceField("savingsMethodSource", "Savings method source"),
        ],
      }),
    ),
    only(
      NY,
      defineField({
        name: "senior",
        title: "Senior exemption (RPTL 467)",
        type: "object",
        fields: [
          defineField({
            name: "schedule",
            title: "Schedule",
            type: "array",
            validation: (r) => r.required().min(1),
            of: [
              defineArrayMember({
                name: "seniorStep",
                title: "Step",
                type: "object",
                fields: [
                  defineField({
                    name: "maxIncome",
                    title: "Income up to ($)",
                    type: "number",
                    validation: nonNegative,
                  }),
                  shareField("percent", "Share exempt"),
                ],
                preview: { select: { title: "maxIncome", subtitle: "percent" } },
              }),
            ],
          }),
          statusField(true),
          sourceField(),
          defineField({ name: "note", title: "Note", type: "text", rows: 2, validation: text }),
        ],
      }),
    ),
    only(
      NY,
      defineField({
        name: "veterans",
        title: "Veterans (RPTL 458-a / 458-b)",
        type: "object",
        fields: [
          shareField("wartimePercent", "Wartime share"),
          defineField({
            name: "wartimeMax",
            title: "Wartime maximum ($)",
            type: "number",
            validation: number,
          }),
          shareField("combatPercent", "Combat share"),
          defineField({ name: "combatMax", title: "Combat maximum ($)", type: "number", validation: number }),
          shareField("disabilityFactor", "Disability factor"),
          defineField({
            name: "disabilityMax",
            title: "Disability maximum ($)",
            type: "number",
            validation: number,
          }),
          shareField("coldWarPercent", "Cold War share"),
          defineField({
            name: "coldWarMax",
            title: "Cold War maximum ($)",
            type: "number",
            validation: number,
          }),
          defineField({
            name: "coldWarDisabilityMax",
            title: "Cold War disability maximum ($)",
            type: "number",
            validation: number,
          }),
          shareField("specPercent", "The spec's share"),
          defineField({
            name: "sources",
            title: "Sources",
            type: "array",
            of: [defineArrayMember({ type: "source" })],
            validation: (r) => r.required().min(1),
          }),
        ],
      }),
    ),
    only(NY, defineField({ name: "nyc", title: "New York City", type: "nycRules" })),

    defineField({
      name: "product",
      title: "Product constants",
      type: "productRules",
      validation: (r) => r.required(),
    }),
  ],
});

export const nycRules = defineType({
  name: "nycRules",
  title: "New York City rules",
  type: "object",
  fields: [
    series(
      "classRates",
      "Class tax rates (percent, by fiscal year)",
      objectValue(classRecord(nonNegative)),
      undefined,
      true,
    ),
    objectField("assessmentRatios", "Assessment ratios", classRecord(share)),
    objectField("class1Caps", "Class 1 assessment caps", [
      defineField({ name: "annual", title: "Per year", type: "number", validation: number }),
      defineField({ name: "fiveYear", title: "Over five years", type: "number", validation: number }),
      sourceField(),
    ]),
    objectField("class2Caps", "Class 2a, 2b, 2c assessment caps", [
      defineField({ name: "annual", title: "Per year", type: "number", validation: number }),
      defineField({ name: "fiveYear", title: "Over five years", type: "number", validation: number }),
      sourceField(),
    ]),
    series(
      "schoolShares",
      "School share of each class's tax",
      objectValue(classRecord(share)),
      undefined,
      true,
    ),
    objectField("star", "STAR", [
      defineField({
        name: "classes",
        title: "Classes",
        type: "array",
        of: [defineArrayMember({ type: "string" })],
        options: { list: NYC_CLASSES },
        validation: (r) => [r.required(), itemsFrom(NYC_CLASSES)(r)],
      }),
      defineField({
        name: "salesPriceFactor",
        title: "Sales price differential factor",
        type: "number",
        validation: (r) => r.required().positive(),
      }),
      series(
        "certifiedAmounts",
        "Certified STAR exemption amounts (assessed value, by school year)",
        objectValue(
          (["class1", "class2"] as const).map((c) =>
            objectField(c, c === "class1" ? "Class 1" : "Class 2", [
              defineField({ name: "basic", title: "Basic ($)", type: "number", validation: nonNegative }),
              defineField({
                name: "enhanced",
                title: "Enhanced ($)",
                type: "number",
                validation: nonNegative,
              }),
            ]),
          ),
        ),
        "The Tax Department's 'STAR exemption amounts: New York City' page for each school year (2022 = 2022-23).",
      ),
      defineField({ name: "note", title: "Note", type: "text", rows: 2, validation: text }),
    ]),
    objectField("coopCondoAbatement", "Co-op / condo abatement", [
      defineField({
        name: "tiers",
        title: "Tiers",
        type: "array",
        validation: (r) => r.required().min(1),
        of: [
          defineArrayMember({
            name: "abatementTier",
            title: "Tier",
            type: "object",
            fields: [
              defineField({
                name: "maxAverageUnitAssessedValue",
                title: "Average unit assessed value up to ($)",
                description: "Empty for the top tier.",
                type: "number",
              }),
              shareField("percent", "Abatement share"),
            ],
            preview: { select: { title: "maxAverageUnitAssessedValue", subtitle: "percent" } },
          }),
        ],
      }),
      statusField(true),
      defineField({ name: "note", title: "Note", type: "text", rows: 2, validation: text }),
    ]),
    objectField("veterans", "Veterans", [
      defineField({
        name: "method",
        title: "Method",
        type: "string",
        options: { list: NYC_VETERAN_METHODS },
        validation: text,
      }),
      defineField({
        name: "appliesToSchoolTax",
        title: "Applies to the school tax",
        type: "boolean",
        validation: (r) => r.required(),
      }),
      objectField("specMultiplier", "The spec's multiplier method", [
        shareField("percent", "Share of assessed value"),
        defineField({
          name: "bands",
          title: "Bands",
          type: "array",
          validation: (r) => r.required(),
          of: [
            defineArrayMember({
              name: "multiplierBand",
              title: "Band",
              type: "object",
              fields: [
                defineField({
                  name: "minRating",
                  title: "From rating (%)",
                  type: "number",
                  validation: integer,
                }),
                defineField({
                  name: "maxRating",
                  title: "To rating (%)",
                  type: "number",
                  validation: integer,
                }),
                defineField({ name: "multiplier", title: "Multiplier", type: "number", validation: number }),
              ],
              preview: { select: { title: "minRating", subtitle: "multiplier" } },
            }),
          ],
        }),
        defineField({
          name: "fullExemptionRating",
          title: "Full exemption at rating (%)",
          type: "number",
          validation: integer,
        }),
      ]),
      sourceField(),
    ]),
    objectField("limits", "Limits", [
      defineField({
        name: "maxMarketValue",
        title: "Largest market value ($)",
        type: "number",
        validation: number,
      }),
    ]),
    sourceField(),
  ],
});
