// The bill, line by line, the way an assessor explains it: for each taxing unit, the assessed
// value minus the exemptions that unit grants, times its rate, rounded to the cent; then the
// lines are added up and summarised. The state modules decide which exemptions each unit
// grants; this module does the arithmetic and the totals.
import { centsToDollars, dollarsToCents, ratePercentOf, scaleRate, shareOfCents, taxCents } from "./money";
import type {
  AppliedRule,
  BreakdownGroup,
  County,
  ExemptionDetail,
  ExemptionKind,
  LineExemption,
  MessageRef,
  RateBasis,
  RateStatus,
  Source,
  StateCode,
  TaxingUnit,
  TaxLine,
  TaxResult,
  UnitExemptions,
  UnitKind,
} from "./schemas";
import { exemptionsForYear, rateForYear } from "./unit-years";

/** A taxing unit as a bill line needs it: who levies, at what rate, and what it exempts. */
export interface Unit {
  id: string;
  name: string;
  kind: UnitKind;
  basis: RateBasis;
  rate: number;
  rateYear: number;
  status: RateStatus;
  source: Source;
  exemptions?: UnitExemptions;
  /** California's 1% general levy, shown in the breakdown by the state's shares. */
  generalLevy?: boolean;
}

/** One exemption a unit grants, in the order the law applies them. `total` exempts all that is left. */
export interface Grant {
  kind: ExemptionKind;
  amount: number;
  total?: boolean;
}

export function groupOf(kind: UnitKind): BreakdownGroup {
  switch (kind) {
    case "school":
      return "school";
    case "county":
      return "county";
    case "city":
    case "town":
    case "village":
      return "city";
    default:
      return "special";
  }
}

/**
 * A county's taxing units at the rates and exemptions a bill for `year` uses (unit-years.ts), or
 * null when it has none (the state's split estimate applies).
 */
export function countyUnits(county: County, year: number): Unit[] | null {
  if (!county.units || county.units.length === 0) return null;
  return county.units.map((u: TaxingUnit): Unit => {
    const used = rateForYear(u, year);
    return {
      id: u.id,
      name: u.name,
      kind: u.kind,
      basis: u.basis,
      rate: used.rate,
      rateYear: used.taxYear,
      status: used.status,
      source: used.source,
      exemptions: exemptionsForYear(u, year),
      generalLevy: u.generalLevy,
    };
  });
}

/** A rate status for the split estimate's lines: the county's own rate is adopted or estimated. */
export function countyRateStatus(county: County): RateStatus {
  return county.rateKind === "official" ? "adopted" : "estimate";
}

/** The unit's tax on a taxable value, in cents. */
function unitTaxCents(unit: Unit, taxable: number): number {
  return taxCents(taxable, unit.basis, scaleRate(unit.rate));
}

/**
 * One line of the bill: the unit's tax on the assessed value, then each exemption in turn taken
 * off what is left of the value, its savings being the tax it removes (so the savings of a
 * line's exemptions add up to exactly what the line's tax went down by).
 */
export function taxLine(unit: Unit, assessed: number, grants: readonly Grant[] = []): TaxLine {
  if (unit.basis === "fixed") {
    const charge = centsToDollars(unitTaxCents(unit, 0));
    return lineOf(unit, { assessedValue: 0, exemptions: [], taxableValue: 0, before: charge, tax: charge });
  }
  const beforeCents = unitTaxCents(unit, assessed);
  let remaining = assessed;
  let cents = beforeCents;
  const exemptions: LineExemption[] = [];
  for (const grant of grants) {
    if (remaining <= 0) break;
    const amount = grant.total ? remaining : Math.min(remaining, grant.amount);
    if (!(amount > 0)) continue;
    remaining -= amount;
    const after = unitTaxCents(unit, remaining);
    exemptions.push({ kind: grant.kind, amount, savings: centsToDollars(cents - after) });
    cents = after;
  }
  return lineOf(unit, {
    assessedValue: assessed,
    exemptions,
    taxableValue: remaining,
    before: centsToDollars(beforeCents),
    tax: centsToDollars(cents),
  });
}

/** A line whose tax was worked out elsewhere (New York City shares one bill between two lines). */
export function lineOf(
  unit: Unit,
  figures: {
    assessedValue: number;
    exemptions: LineExemption[];
    taxableValue: number;
    before: number;
    tax: number;
  },
): TaxLine {
  return {
    id: unit.id,
    name: unit.name,
    kind: unit.kind,
    group: groupOf(unit.kind),
    basis: unit.basis,
    rate: unit.rate,
    rateYear: unit.rateYear,
    rateStatus: unit.status,
    source: unit.source,
    assessedValue: figures.assessedValue,
    exemptions: figures.exemptions,
    taxableValue: figures.taxableValue,
    taxBeforeExemptions: figures.before,
    tax: figures.tax,
    ceiling: undefined,
  };
}

/** The line with its tax limited to a ceiling (Texas 11.26 / 11.261). */
export function withCeiling(line: TaxLine, ceilingCents: number, reducedFromCents?: number): TaxLine {
  const taxCentsNow = dollarsToCents(line.tax);
  const savings = Math.max(0, taxCentsNow - ceilingCents);
  return {
    ...line,
    tax: centsToDollars(taxCentsNow - savings),
    ceiling: {
      amount: centsToDollars(ceilingCents),
      savings: centsToDollars(savings),
      ...(reducedFromCents === undefined ? {} : { reducedFrom: centsToDollars(reducedFromCents) }),
    },
  };
}

/**
 * The line with one exemption's savings limited to a cap (New York's STAR maximum savings and
 * growth limit); the part given back is added to the line's tax.
 */
export function withSavingsCap(line: TaxLine, kind: ExemptionKind, maxCents: number): TaxLine {
  const savingsCents = (e: LineExemption) => dollarsToCents(e.savings);
  const capped = line.exemptions.find((e) => e.kind === kind && savingsCents(e) > maxCents);
  if (!capped) return line;
  const giveBack = savingsCents(capped) - maxCents;
  return {
    ...line,
    exemptions: line.exemptions.map((e) => (e === capped ? { ...e, savings: centsToDollars(maxCents) } : e)),
    tax: centsToDollars(dollarsToCents(line.tax) + giveBack),
  };
}

/** The spec's three exemption groups, and which kinds count in each (abatements count in none). */
const EXEMPTION_GROUP: Record<ExemptionKind, "homestead" | "over65" | "veteran" | null> = {
  homestead: "homestead",
  additionalHomestead: "homestead",
  localHomestead: "homestead",
  homeowners: "homestead",
  star: "homestead",
  over65: "over65",
  disabled: "over65",
  senior: "over65",
  veteran: "veteran",
  abatement: null,
};

export interface SummaryContext {
  state: StateCode;
  county: County;
  taxYear: number;
  mode: TaxResult["mode"];
  homeValue: number;
  assessedValue: number;
  rules: AppliedRule[];
  notes: MessageRef[];
  veteranDisability?: string;
  /** California: how the 1% general levy's lines are shown among the breakdown groups. */
  generalLevy?: { lineIds: readonly string[]; shares: Record<BreakdownGroup, number> };
}

/** The result from the bill's lines: totals, the breakdown by group, and the exemptions summed up. */
export function summarize(lines: TaxLine[], ctx: SummaryContext): TaxResult {
  const sumCents = (pick: (l: TaxLine) => number) =>
    lines.reduce((total, l) => total + dollarsToCents(pick(l)), 0);
  const annualCents = sumCents((l) => l.tax);
  const beforeCents = sumCents((l) => l.taxBeforeExemptions);
  const annualTax = centsToDollars(annualCents);

  const groups: Record<BreakdownGroup, number> = { school: 0, county: 0, city: 0, special: 0 };
  for (const line of lines) {
    const cents = dollarsToCents(line.tax);
    const levy = ctx.generalLevy;
    if (levy && levy.lineIds.includes(line.id)) {
      const school = shareOfCents(cents, levy.shares.school);
      const county = shareOfCents(cents, levy.shares.county);
      const city = shareOfCents(cents, levy.shares.city);
      groups.school += school;
      groups.county += county;
      groups.city += city;
      groups.special += cents - school - county - city;
    } else groups[line.group] += cents;
  }

  return {
    state: ctx.state,
    county: ctx.county.name,
    countySlug: ctx.county.slug,
    taxYear: ctx.taxYear,
    mode: ctx.mode,
    annualTax,
    monthlyTax: annualTax / 12,
    effectiveRate: ctx.homeValue > 0 ? (annualTax / ctx.homeValue) * 100 : 0,
    baseAssessedValue: ctx.homeValue,
    finalAssessedValue: ctx.assessedValue,
    taxableValue: rateWeightedTaxable(lines) ?? ctx.assessedValue,
    taxBeforeExemptions: centsToDollars(beforeCents),
    exemptionSavings: centsToDollars(beforeCents - annualCents),
    ceilingSavings: centsToDollars(sumCents((l) => l.ceiling?.savings ?? 0)),
    countyBreakdown: {
      county: centsToDollars(groups.county),
      school: centsToDollars(groups.school),
      city: centsToDollars(groups.city),
      special: centsToDollars(groups.special),
    },
    exemptions: largestByKind(lines),
    exemptionBreakdown: {
      homestead: groupDetail(lines, "homestead", beforeCents),
      over65: groupDetail(lines, "over65", beforeCents),
      veteran: { ...groupDetail(lines, "veteran", beforeCents), disability: ctx.veteranDisability },
    },
    lines,
    florida: undefined,
    nyc: undefined,
    rules: ctx.rules,
    notes: ctx.notes,
  };
}

/** What the owner pays in the end: the bill, less New York State's STAR credit check when there is one. */
export function costAfterCredits(result: TaxResult): number {
  return centsToDollars(dollarsToCents(result.annualTax) - dollarsToCents(result.starCredit?.amount ?? 0));
}

/**
 * One taxable value for the whole bill: each ad valorem line's taxable value weighted by its
 * rate (as percent of value). Undefined when no line is ad valorem.
 */
function rateWeightedTaxable(lines: TaxLine[]): number | undefined {
  let weighted = 0;
  let rates = 0;
  for (const line of lines) {
    if (line.basis === "fixed") continue;
    const rate = ratePercentOf(line.rate, line.basis);
    weighted += line.taxableValue * rate;
    rates += rate;
  }
  return rates > 0 ? Math.round(weighted / rates) : undefined;
}

/** The largest amount of each exemption kind granted on any one line. */
function largestByKind(lines: TaxLine[]): Record<ExemptionKind, number> {
  const largest = Object.fromEntries(Object.keys(EXEMPTION_GROUP).map((k) => [k, 0])) as Record<
    ExemptionKind,
    number
  >;
  for (const line of lines)
    for (const e of line.exemptions) largest[e.kind] = Math.max(largest[e.kind], e.amount);
  return largest;
}

/**
 * One of the spec's exemption groups: the largest amount it takes off one line (the kinds in
 * the group added up on that line), what it saves on the whole bill, and the lines it applies to.
 */
function groupDetail(
  lines: TaxLine[],
  group: "homestead" | "over65" | "veteran",
  beforeCents: number,
): ExemptionDetail {
  let amount = 0;
  let savingsCents = 0;
  const appliesTo: string[] = [];
  for (const line of lines) {
    const inGroup = line.exemptions.filter((e) => EXEMPTION_GROUP[e.kind] === group);
    const onLine = inGroup.reduce((sum, e) => sum + e.amount, 0);
    savingsCents += inGroup.reduce((sum, e) => sum + dollarsToCents(e.savings), 0);
    if (onLine > 0) {
      amount = Math.max(amount, onLine);
      appliesTo.push(line.name);
    }
  }
  return {
    amount,
    savings: centsToDollars(savingsCents),
    appliesTo,
    percentage: beforeCents > 0 ? (savingsCents / beforeCents) * 100 : 0,
    disability: undefined,
  };
}

/** Percent shares written the way people read them (0.55 → 55). */
export function pct(share: number): number {
  return Math.round(share * 10000) / 100;
}
