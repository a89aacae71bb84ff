// county.{state}.{slug}: the engine's county (CountySchema) plus what the county pages show
// (CountyDocumentSchema). Operators refresh rates with `npm run seed:import-rates`; a tax editor
// may correct a unit here, and the site shows it once the webhook purges the county caches.
import { PinIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type NumberRule } from "sanity";
import { shownFigures, type CountyFigures } from "../../components/countyFigures";
import {
  CALC_STATES,
  OFFICE_KINDS,
  OFFICE_SERVICES,
  RATE_BASES,
  RATE_KINDS,
  RATE_METHODS,
  RATE_STATUSES,
  UNIT_KINDS,
  UNIT_RATE_STATUSES,
} from "../lists";
import {
  FIPS_PATTERN,
  httpUrl,
  idPattern,
  itemsFrom,
  nonBlank,
  optionalHttpUrl,
  optionalNonNegative,
  optionalShare,
  percentRate,
  positiveInteger,
  slug,
  taxYear,
} from "../validation";

/** Local-option exemptions one taxing unit grants (UnitExemptionsSchema). */
/** One published rate of a taxing unit for one tax year (decision 129). */
export const unitRate = defineType({
  name: "unitRate",
  title: "Rate for a tax year",
  type: "object",
  fields: [
    defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
    defineField({
      name: "rate",
      title: "Rate",
      description: "In the unit's rate basis.",
      type: "number",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "status",
      title: "Status",
      type: "string",
      options: { list: UNIT_RATE_STATUSES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "moRate",
      title: "Maintenance and operations part",
      type: "number",
      validation: optionalNonNegative,
    }),
    defineField({
      name: "debtRate",
      title: "Debt service part",
      type: "number",
      validation: optionalNonNegative,
    }),
    defineField({ name: "source", title: "Source", type: "source", validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { year: "taxYear", rate: "rate", status: "status" },
    prepare: ({ year, rate, status }: { year?: number; rate?: number; status?: string }) => ({
      title: `${year ?? "?"}: ${rate ?? "?"}`,
      subtitle: status,
    }),
  },
});

export const unitExemptions = defineType({
  name: "unitExemptions",
  title: "Local-option exemptions",
  type: "object",
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "homesteadPercent",
      title: "Homestead: share of value (0–1)",
      type: "number",
      validation: optionalShare,
    }),
    defineField({
      name: "homesteadMinimum",
      title: "Homestead: minimum ($)",
      type: "number",
      validation: optionalNonNegative,
    }),
    defineField({
      name: "homesteadAmount",
      title: "Homestead: flat amount ($)",
      type: "number",
      validation: optionalNonNegative,
    }),
    defineField({
      name: "over65Amount",
      title: "Age 65 or older ($)",
      type: "number",
      validation: optionalNonNegative,
    }),
    defineField({
      name: "disabledAmount",
      title: "Disabled ($)",
      type: "number",
      validation: optionalNonNegative,
    }),
    defineField({
      name: "over65Percent",
      title: "Age 65 or older: share of value (0–1)",
      type: "number",
      validation: optionalShare,
    }),
    defineField({ name: "over65Ceiling", title: "Freezes the tax at 65 / disabled", type: "boolean" }),
    defineField({ name: "veterans", title: "Applies the veterans' exemptions", type: "boolean" }),
    defineField({
      name: "taxYear",
      title: "Tax year",
      type: "number",
      validation: (rule: NumberRule) => rule.integer(),
    }),
    defineField({ name: "source", title: "Source", type: "source" }),
  ],
});

/** The office of a county (OfficeSchema): who values, who bills, how to reach them. */
export const office = defineType({
  name: "office",
  title: "Office",
  type: "object",
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: nonBlank }),
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      options: { list: OFFICE_KINDS },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "phone", title: "Phone", type: "string" }),
    defineField({ name: "website", title: "Website", type: "url", validation: optionalHttpUrl }),
    defineField({ name: "email", title: "E-mail", type: "string", validation: (rule) => rule.email() }),
    defineField({ name: "address", title: "Address", type: "text", rows: 2 }),
    defineField({
      name: "services",
      title: "Online services",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { list: OFFICE_SERVICES },
      validation: itemsFrom(OFFICE_SERVICES),
    }),
    defineField({ name: "note", title: "Note", type: "localeString" }),
    defineField({ name: "source", title: "Source", type: "source", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "name", subtitle: "website" } },
});

/** One taxing unit of a representative address, with its adopted rate (TaxingUnitSchema). */
export const taxingUnit = defineType({
  name: "taxingUnit",
  title: "Taxing unit",
  type: "object",
  fields: [
    defineField({
      name: "id",
      title: "Id",
      description: "Stable within the county (the calculator's tax ceilings refer to it).",
      type: "string",
      validation: nonBlank,
    }),
    defineField({ name: "name", title: "Name", type: "string", validation: nonBlank }),
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      options: { list: UNIT_KINDS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "basis",
      title: "Rate basis",
      description: "How the rate is published: the rate below is in this unit.",
      type: "string",
      options: { list: RATE_BASES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "rate",
      title: "Rate",
      description: "In the unit of the basis; for a fixed charge, dollars a year.",
      type: "number",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({ name: "taxYear", title: "Tax year", type: "number", validation: taxYear }),
    defineField({
      name: "status",
      title: "Status",
      description: "Adopted when empty.",
      type: "string",
      options: { list: RATE_STATUSES, layout: "radio", direction: "horizontal" },
    }),
    defineField({ name: "source", title: "Source", type: "source", validation: (rule) => rule.required() }),
    defineField({ name: "exemptions", title: "Local-option exemptions", type: "unitExemptions" }),
    defineField({
      name: "rates",
      title: "Rates by tax year",
      description:
        "Every rate found for the unit, by tax year and status. A bill for a year uses that year's adopted rate, else the latest earlier one (and says so). The rate above is the latest adopted one.",
      type: "array",
      of: [defineArrayMember({ type: "unitRate" })],
    }),
    defineField({
      name: "exemptionYears",
      title: "Local-option exemptions by tax year",
      description:
        "The unit's exemptions as adopted for each year; a bill uses the latest set up to its year.",
      type: "array",
      of: [defineArrayMember({ type: "unitExemptions" })],
    }),
    defineField({ name: "generalLevy", title: "California 1% general levy", type: "boolean" }),
  ],
  preview: {
    select: { name: "name", rate: "rate", basis: "basis", year: "taxYear", status: "status" },
    prepare: ({
      name,
      rate,
      basis,
      year,
      status,
    }: {
      name?: string;
      rate?: number;
      basis?: string;
      year?: number;
      status?: string;
    }) => ({
      title: name,
      subtitle: `${rate ?? "?"} ${basis ?? ""} · ${year ?? "?"} · ${status ?? "adopted"}`,
    }),
  },
});

/** A county with taxing units: its rate, kind, year and source are the units' (issue 17). */
const hasUnits = ({ document }: { document?: Record<string, unknown> }) =>
  Array.isArray(document?.units) && document.units.length > 0;
const FROM_UNITS =
  "For a county with taxing units, the site works this out from the units each time it reads the county: edit a unit's rate instead.";

const optionalRate = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "number",
    group: "rate",
    validation: optionalNonNegative,
    readOnly: true,
  });

/** The numbers a rate method used; seed:build writes them, nobody edits them. */
const METHOD_INPUTS = [
  "unitCount",
  "acsEffectiveRate",
  "acsNominalEstimate",
  "medianHomeValue",
  "exemptValue",
  "factor",
  "stateMedianEstimate",
  "classRate",
  "assessmentRatio",
  "traTotal",
  "generalLevy",
  "statewideLevies",
  "statewideNetAssessedValue",
];

export const county = defineType({
  name: "county",
  title: "County",
  type: "document",
  icon: PinIcon,
  validation: (rule) => rule.custom(idPattern(/^county\.(tx|ca|fl|ny)\.[a-z0-9-]+$/, "county.tx.harris")),
  groups: [
    { name: "rate", title: "Rate", default: true },
    { name: "units", title: "Taxing units" },
    { name: "office", title: "Office" },
    { name: "facts", title: "Facts" },
  ],
  fields: [
    defineField({
      name: "state",
      title: "State",
      type: "string",
      options: { list: CALC_STATES },
      readOnly: true,
      group: "facts",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "name",
      title: "Short name",
      description: "“Harris”: the calculator matches counties by it.",
      type: "string",
      group: "facts",
      validation: nonBlank,
    }),
    defineField({
      name: "displayName",
      title: "Name as shown",
      type: "localeString",
      group: "facts",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "string",
      readOnly: true,
      group: "facts",
      validation: slug,
    }),
    defineField({
      name: "fips",
      title: "FIPS code",
      type: "string",
      readOnly: true,
      group: "facts",
      validation: (rule) => rule.required().regex(FIPS_PATTERN, { name: "five digits" }),
    }),
    defineField({
      name: "rate",
      title: "Rate (% of value)",
      description: `What the calculator applies when the county has no taxing units. ${FROM_UNITS}`,
      type: "number",
      group: "rate",
      readOnly: hasUnits,
      validation: percentRate,
    }),
    defineField({
      name: "combinedRate",
      title: "Combined rate (% of value)",
      type: "number",
      group: "rate",
      description: FROM_UNITS,
      readOnly: hasUnits,
      validation: percentRate,
    }),
    defineField({
      name: "rateKind",
      title: "Kind",
      type: "string",
      group: "rate",
      description: FROM_UNITS,
      readOnly: hasUnits,
      options: { list: RATE_KINDS, layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "rateYear",
      title: "Tax year of the rate",
      type: "number",
      group: "rate",
      description: FROM_UNITS,
      readOnly: hasUnits,
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: "rateSource",
      title: "Rate source",
      type: "source",
      group: "rate",
      description: FROM_UNITS,
      readOnly: hasUnits,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "rateMethod",
      title: "How the rate was obtained",
      description: "The methods are described in docs/decisions/030-estimated-county-rates.md.",
      type: "object",
      group: "rate",
      readOnly: true,
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "kind",
          title: "Method",
          type: "string",
          options: { list: RATE_METHODS },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "inputs",
          title: "Inputs",
          type: "object",
          validation: (rule) => rule.required(),
          fields: METHOD_INPUTS.map((name) => defineField({ name, type: "number" })),
        }),
      ],
    }),
    optionalRate("schoolRate", "School rate (%)"),
    optionalRate("countyRate", "County rate (%)"),
    optionalRate("cityRate", "City rate (%)"),
    optionalRate("specialRate", "Special districts rate (%)"),
    optionalRate("levyRate", "California voter-approved debt rate (%)"),
    defineField({
      name: "nycClass",
      title: "New York City borough",
      type: "boolean",
      readOnly: true,
      group: "facts",
    }),
    defineField({
      name: "units",
      title: "Taxing units",
      description: "The units of a representative address; the calculator sums their rates.",
      type: "array",
      group: "units",
      of: [defineArrayMember({ type: "taxingUnit" })],
    }),
    defineField({
      name: "unitsArea",
      title: "Address the units describe",
      description: "e.g. “a home in the City of Houston and Houston ISD”.",
      type: "localeString",
      group: "units",
    }),
    defineField({
      name: "unitsNotLoaded",
      title: "Units on the bill without a rate",
      description:
        "Units that tax this address but whose rate is not loaded: the county page and the results name them and say their tax is not in the total.",
      type: "array",
      group: "units",
      of: [defineArrayMember({ type: "localeString" })],
    }),
    defineField({
      name: "star",
      title: "STAR figures (New York)",
      type: "object",
      group: "rate",
      hidden: ({ document }) => document?.state !== "NY",
      fields: [
        defineField({
          name: "salesPriceFactor",
          title: "Sales price differential factor",
          type: "number",
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: "maxSavings",
          title: "Maximum savings ($)",
          type: "object",
          fields: [
            defineField({ name: "basic", title: "Basic", type: "number", validation: optionalNonNegative }),
            defineField({
              name: "enhanced",
              title: "Enhanced",
              type: "number",
              validation: optionalNonNegative,
            }),
          ],
        }),
        defineField({
          name: "taxYear",
          title: "Tax year",
          type: "number",
          validation: (rule) => rule.integer(),
        }),
        defineField({ name: "source", title: "Source", type: "source" }),
      ],
    }),
    defineField({
      name: "starSegments",
      title: "STAR by school district (New York)",
      description:
        "The Tax Department's maximum STAR savings for each school district of each town or city, by school year. The calculator offers the list, and uses the owner's segment instead of the county-wide estimate.",
      type: "array",
      group: "rate",
      hidden: ({ document }) => document?.state !== "NY",
      of: [
        defineArrayMember({
          type: "object",
          name: "starSegment",
          fields: [
            defineField({ name: "id", title: "Id", type: "string", validation: nonBlank }),
            defineField({
              name: "schoolDistrict",
              title: "School district",
              type: "string",
              validation: nonBlank,
            }),
            defineField({
              name: "municipality",
              title: "Town or city",
              type: "string",
              validation: nonBlank,
            }),
            defineField({
              name: "class",
              title: "Class",
              type: "string",
              options: { list: ["H", "N"] },
            }),
            defineField({
              name: "years",
              title: "By school year",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "starSegmentYear",
                  fields: [
                    defineField({
                      name: "schoolYear",
                      title: "School year (its first year)",
                      type: "number",
                      validation: taxYear,
                    }),
                    defineField({
                      name: "maxSavings",
                      title: "Maximum STAR savings",
                      type: "object",
                      fields: [
                        defineField({
                          name: "basic",
                          title: "Basic",
                          type: "number",
                          validation: optionalNonNegative,
                        }),
                        defineField({
                          name: "enhanced",
                          title: "Enhanced",
                          type: "number",
                          validation: optionalNonNegative,
                        }),
                      ],
                    }),
                    defineField({ name: "source", title: "Source", type: "source" }),
                  ],
                }),
              ],
            }),
          ],
          preview: { select: { title: "schoolDistrict", subtitle: "municipality" } },
        }),
      ],
    }),
    defineField({
      name: "population",
      title: "Population",
      type: "object",
      group: "facts",
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: "value", title: "Population", type: "number", validation: positiveInteger }),
        defineField({ name: "year", title: "Year", type: "number", validation: taxYear }),
        defineField({ name: "base2020", title: "2020 base", type: "number", validation: positiveInteger }),
        defineField({
          name: "source",
          title: "Source",
          type: "source",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "acs",
      title: "Census ACS 2019–2023",
      type: "object",
      group: "facts",
      readOnly: true,
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "medianHomeValue",
          title: "Median home value ($)",
          type: "number",
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: "medianTaxes",
          title: "Median taxes ($)",
          type: "number",
          validation: (rule) => rule.positive(),
        }),
        defineField({
          name: "medianTaxesTopCoded",
          title: "Median taxes top-coded at $10,001",
          type: "boolean",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "effectiveRateMedian",
          title: "Effective rate from medians (%)",
          type: "number",
          validation: optionalNonNegative,
        }),
        defineField({
          name: "effectiveRateAggregate",
          title: "Effective rate from totals (%)",
          type: "number",
          validation: optionalNonNegative,
        }),
        defineField({
          name: "years",
          title: "Survey years",
          type: "string",
          options: { list: ["2019–2023"] },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "source",
          title: "Source",
          type: "source",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: "office",
      title: "Appraisal district / assessor",
      description: "Values property and grants exemptions; where appeals start.",
      type: "office",
      group: "office",
    }),
    defineField({
      name: "taxOffice",
      title: "Tax office",
      description:
        "Bills and collects, where it is a separate office (Texas tax assessor-collector, Florida tax collector).",
      type: "office",
      group: "office",
    }),
    defineField({
      name: "officeDirectory",
      title: "State directory of offices",
      description:
        "Linked instead of the office when the county's own office is not named (e.g. the Texas Comptroller's appraisal district directory).",
      type: "object",
      group: "office",
      fields: [
        defineField({
          name: "title",
          title: "Link text",
          type: "localeString",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "url", title: "URL", type: "url", validation: httpUrl }),
        defineField({
          name: "note",
          title: "Note for editors",
          description: "Never shown on the site.",
          type: "text",
          rows: 2,
        }),
      ],
    }),
    defineField({
      name: "notes",
      title: "Notes",
      description: "Shown under the rate: how it was obtained and what it leaves out.",
      type: "array",
      group: "rate",
      of: [defineArrayMember({ type: "localeString" })],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {
      name: "name",
      state: "state",
      rate: "rate",
      rateKind: "rateKind",
      rateYear: "rateYear",
      rateSource: "rateSource",
      units: "units",
    },
    // The rate the site shows: a county with units has it worked out from them (decision 113).
    prepare: ({ name, state, ...figures }: CountyFigures & { name?: string; state?: string }) => {
      const { rate, rateKind, rateYear, rateSource } = shownFigures(figures);
      return {
        title: `${name ?? "?"} (${state ?? "?"})`,
        subtitle: `${typeof rate === "number" ? rate.toFixed(3) : "?"}% · ${rateKind ?? "?"} ${rateYear ?? ""} · ${rateSource?.title ?? "no source"}`,
      };
    },
  },
});
