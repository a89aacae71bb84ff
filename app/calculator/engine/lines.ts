// The bill, line by line: each taxing unit's taxable value is the assessed value minus the
// exemptions that unit grants, times that unit's rate, rounded to the cent. The state modules
// decide which exemptions each line gets; this module does the arithmetic and the totals.
import {
  adValoremCents,
  centsDivisor,
  centsToDollars,
  ratePercentOf,
  scaleRate,
  shareOfCents,
  taxCents,
} from "./money";
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

/** A taxing unit made ready for the hot path (scaled rate, breakdown group). */
export interface UnitPlan {
  id: string;
  name: string;
  kind: UnitKind;
  group: BreakdownGroup;
  /** `group` as 0 school, 1 county, 2 city, 3 special (the totals switch on it). */
  groupCode: number;
  basis: RateBasis;
  rate: number;
  rateScaled: number;
  /** The rate as percent of value, to weight taxable values across lines (mills / 10). */
  ratePercent: number;
  /** From "value x scaled rate" to cents (money.ts), and its reciprocal. */
  divisor: number;
  inverse: number;
  rateYear: number;
  status: RateStatus;
  source: Source;
  isSchool: boolean;
  adValorem: boolean;
  generalLevy: boolean;
  exemptions?: UnitExemptions;
  /** The rules this unit's line cites for one year's rules (`owner`), made on first use. */
  cited: { owner: object | null; rules: (AppliedRule | undefined)[] };
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

const GROUP_CODE: Record<BreakdownGroup, number> = { school: 0, county: 1, city: 2, special: 3 };

export function planRate(
  id: string,
  name: string,
  kind: UnitKind,
  basis: RateBasis,
  rate: number,
  rateYear: number,
  status: RateStatus,
  source: Source,
  extra?: { exemptions?: UnitExemptions; generalLevy?: boolean },
): UnitPlan {
  return {
    id,
    name,
    kind,
    group: groupOf(kind),
    groupCode: GROUP_CODE[groupOf(kind)],
    basis,
    rate,
    rateScaled: scaleRate(rate),
    ratePercent: ratePercentOf(rate, basis),
    divisor: centsDivisor(basis).divisor,
    inverse: centsDivisor(basis).inverse,
    rateYear,
    status,
    source,
    isSchool: kind === "school",
    adValorem: basis !== "fixed",
    generalLevy: extra?.generalLevy === true,
    exemptions: extra?.exemptions,
    cited: { owner: null, rules: [] },
  };
}

/** Every unit's exemptions in one object shape, so the hot path reads them without polymorphic lookups. */
function normalizedExemptions(e: UnitExemptions | undefined): UnitExemptions | undefined {
  if (!e) return undefined;
  return {
    homesteadPercent: e.homesteadPercent,
    homesteadMinimum: e.homesteadMinimum,
    homesteadAmount: e.homesteadAmount,
    over65Amount: e.over65Amount,
    disabledAmount: e.disabledAmount,
    over65Percent: e.over65Percent,
    over65Ceiling: e.over65Ceiling,
    veterans: e.veterans,
    taxYear: e.taxYear,
    source: e.source,
  };
}

export function planUnit(u: TaxingUnit): UnitPlan {
  return planRate(u.id, u.name, u.kind, u.basis, u.rate, u.taxYear, u.status ?? "adopted", u.source, {
    exemptions: normalizedExemptions(u.exemptions),
    generalLevy: u.generalLevy,
  });
}

const unitPlanCache = new WeakMap<County, UnitPlan[] | null>();
let lastCounty: County | null = null;
let lastPlans: UnitPlan[] | null = null;

/** The county's taxing units as plans, or null when the county has none (the split estimate applies). */
export function unitPlans(county: County): UnitPlan[] | null {
  if (county === lastCounty) return lastPlans;
  let plans = unitPlanCache.get(county);
  if (plans === undefined) {
    plans = county.units && county.units.length > 0 ? county.units.map(planUnit) : null;
    unitPlanCache.set(county, plans);
  }
  lastCounty = county;
  lastPlans = plans;
  return plans;
}

/** Plans the split estimate once per county (its shape depends only on the county and the shares). */
export function cachedSplit<K extends object>(
  cache: WeakMap<County, Map<K, UnitPlan[]>>,
  county: County,
  key: K,
  build: () => UnitPlan[],
): UnitPlan[] {
  let byKey = cache.get(county);
  if (!byKey) {
    byKey = new Map();
    cache.set(county, byKey);
  }
  let plans = byKey.get(key);
  if (!plans) {
    plans = build();
    byKey.set(key, plans);
  }
  return plans;
}

export function countyRateStatus(county: County): RateStatus {
  return county.rateKind === "official" ? "adopted" : "estimate";
}

/** Exemption kinds as small integers, so the totals switch on numbers rather than strings. */
const KIND_NAMES: readonly ExemptionKind[] = [
  "homestead",
  "additionalHomestead",
  "localHomestead",
  "homeowners",
  "star",
  "over65",
  "disabled",
  "senior",
  "veteran",
  "abatement",
];
/** Kind codes for Grants.add(): `grants.add(EX.homestead, amount)`. */
export const EX = {
  homestead: 0,
  additionalHomestead: 1,
  localHomestead: 2,
  homeowners: 3,
  star: 4,
  over65: 5,
  disabled: 6,
  senior: 7,
  veteran: 8,
  abatement: 9,
} as const satisfies Record<ExemptionKind, number>;
const KIND_CODE: Record<ExemptionKind, number> = EX;

/** One exemption granted on a line, in the order the law applies them. `total` exempts all that is left. */
export interface Grant {
  kind: ExemptionKind;
  amount: number;
  total?: boolean;
}

/**
 * The exemptions for one line, in order. A state module fills one reused list per line instead of
 * allocating an object per exemption: calculate() runs a million times a second.
 */
export class Grants {
  codes: number[] = [];
  amounts: number[] = [];
  totals: boolean[] = [];
  n = 0;

  static of(list: readonly Grant[]): Grants {
    const g = new Grants();
    for (const x of list) g.add(KIND_CODE[x.kind], x.amount, x.total === true);
    return g;
  }

  reset(): this {
    this.n = 0;
    return this;
  }

  /** `code` is one of EX's values. */
  add(code: number, amount: number, total = false): void {
    const i = this.n++;
    this.codes[i] = code;
    this.amounts[i] = amount;
    this.totals[i] = total;
  }
}

/**
 * The lines of the bill being computed. One reused scratch per state module: calculate() is
 * synchronous and copies the lines out in summarize(), so no per-line bookkeeping objects are
 * allocated on the hot path.
 */
/** Shared by every line without exemptions (results are read, not mutated). */
const NO_EXEMPTIONS: LineExemption[] = Object.freeze([]) as unknown as LineExemption[];

export class Bill {
  n = 0;
  plans: UnitPlan[] = [];
  lines: TaxLine[] = [];
  cents: number[] = [];
  before: number[] = [];
  /** Line i's exemption savings in cents are exCents[exStart[i] ... exStart[i] + lines[i].exemptions.length). */
  exStart: number[] = [];
  exCents: number[] = [];
  exCodes: number[] = [];
  exAmounts: number[] = [];
  nEx = 0;

  /** Where the lists of line names of this bill's sequence of lines are kept (see NameLists). */
  names: NameLists | null = null;

  reset(names: NameLists | null = null): this {
    this.n = 0;
    this.nEx = 0;
    this.names = names;
    return this;
  }

  /** Computes one line: the unit's tax on the assessed value minus each granted exemption, in order, to the cent. */
  add(plan: UnitPlan, assessed: number, grants: Grants | null): number {
    const i = this.n++;
    this.plans[i] = plan;
    this.exStart[i] = this.nEx;
    if (!plan.adValorem) {
      const fixed = taxCents(0, "fixed", plan.rateScaled);
      this.lines[i] = makeLine(plan, 0, NO_EXEMPTIONS, 0, fixed, fixed);
      this.cents[i] = fixed;
      this.before[i] = fixed;
      return i;
    }
    const rs = plan.rateScaled;
    const divisor = plan.divisor;
    const inverse = plan.inverse;
    const before = adValoremCents(assessed, rs, divisor, inverse);
    let remaining = assessed;
    let cents = before;
    const first = this.nEx;
    if (grants !== null) {
      for (let g = 0; g < grants.n && remaining > 0; g++) {
        const amount = grants.totals[g] ? remaining : Math.min(remaining, grants.amounts[g]);
        if (!(amount > 0)) continue;
        remaining -= amount;
        const after = adValoremCents(remaining, rs, divisor, inverse);
        const e = this.nEx++;
        this.exCents[e] = cents - after;
        this.exCodes[e] = grants.codes[g];
        this.exAmounts[e] = amount;
        cents = after;
      }
    }
    const count = this.nEx - first;
    let exemptions = NO_EXEMPTIONS;
    if (count > 0) {
      exemptions = new Array(count);
      for (let k = 0; k < count; k++) {
        const e = first + k;
        exemptions[k] = {
          kind: KIND_NAMES[this.exCodes[e]],
          amount: this.exAmounts[e],
          savings: centsToDollars(this.exCents[e]),
        };
      }
    }
    this.lines[i] = makeLine(plan, assessed, exemptions, remaining, before, cents);
    this.cents[i] = cents;
    this.before[i] = before;
    return i;
  }

  /**
   * An exemption of the next computed line (addComputed), with the savings the caller worked out:
   * New York City shares one bill's exemptions between its school and city lines.
   */
  grant(code: number, amount: number, savingsCents: number): void {
    const e = this.nEx++;
    this.exCents[e] = savingsCents;
    this.exCodes[e] = code;
    this.exAmounts[e] = amount;
  }

  /** A line computed elsewhere, with the exemptions granted since the previous line. */
  addComputed(plan: UnitPlan, assessed: number, taxable: number, before: number, cents: number): number {
    const i = this.n++;
    // The scratch entries after the previous line's are this line's.
    const first = i === 0 ? 0 : this.exStart[i - 1] + this.lines[i - 1].exemptions.length;
    this.plans[i] = plan;
    this.exStart[i] = first;
    this.lines[i] = makeLine(plan, assessed, this.exemptionsFrom(first), taxable, before, cents);
    this.cents[i] = cents;
    this.before[i] = before;
    return i;
  }

  /** The exemptions from scratch entry `first` on, in one exactly sized array (no growth on push). */
  private exemptionsFrom(first: number): LineExemption[] {
    const count = this.nEx - first;
    if (count === 0) return NO_EXEMPTIONS;
    const list: LineExemption[] = new Array(count);
    for (let k = 0; k < count; k++) {
      const e = first + k;
      list[k] = {
        kind: KIND_NAMES[this.exCodes[e]],
        amount: this.exAmounts[e],
        savings: centsToDollars(this.exCents[e]),
      };
    }
    return list;
  }
}

export interface LineWork {
  plan: UnitPlan;
  line: TaxLine;
  cents: number;
  beforeCents: number;
}

/** One line on its own (for callers outside a calculation, such as a county's worked example). */
export function computeLine(plan: UnitPlan, assessed: number, grants: Grants | null): LineWork {
  const b = new Bill();
  b.add(plan, assessed, grants);
  return { plan, line: b.lines[0], cents: b.cents[0], beforeCents: b.before[0] };
}

export function makeLine(
  plan: UnitPlan,
  assessed: number,
  exemptions: LineExemption[],
  taxable: number,
  before: number,
  cents: number,
): TaxLine {
  return {
    id: plan.id,
    name: plan.name,
    kind: plan.kind,
    group: plan.group,
    basis: plan.basis,
    rate: plan.rate,
    rateYear: plan.rateYear,
    rateStatus: plan.status,
    source: plan.source,
    assessedValue: assessed,
    exemptions,
    taxableValue: taxable,
    taxBeforeExemptions: centsToDollars(before),
    tax: centsToDollars(cents),
    ceiling: undefined,
  };
}

/** Limits line i's tax to a ceiling (Texas 11.26 / 11.261). */
export function applyCeiling(bill: Bill, i: number, ceilingCents: number, reducedFromCents?: number): void {
  const savings = bill.cents[i] > ceilingCents ? bill.cents[i] - ceilingCents : 0;
  const line = bill.lines[i];
  if (savings > 0) {
    bill.cents[i] = ceilingCents;
    line.tax = centsToDollars(ceilingCents);
  }
  line.ceiling =
    reducedFromCents === undefined
      ? { amount: centsToDollars(ceilingCents), savings: centsToDollars(savings) }
      : {
          amount: centsToDollars(ceilingCents),
          savings: centsToDollars(savings),
          reducedFrom: centsToDollars(reducedFromCents),
        };
}

/** Gives back the part of an exemption's savings above a cap (STAR maximum savings) and raises line i's tax by it. */
export function limitExemptionSavings(
  bill: Bill,
  i: number,
  kind: ExemptionKind,
  maxSavingsCents: number,
): number {
  const line = bill.lines[i];
  const index = line.exemptions.findIndex((e) => e.kind === kind);
  if (index < 0) return 0;
  const at = bill.exStart[i] + index;
  const savingsCents = bill.exCents[at];
  if (savingsCents <= maxSavingsCents) return 0;
  const giveBack = savingsCents - maxSavingsCents;
  line.exemptions[index].savings = centsToDollars(maxSavingsCents);
  bill.exCents[at] = maxSavingsCents;
  bill.cents[i] += giveBack;
  line.tax = centsToDollars(bill.cents[i]);
  return giveBack;
}

/** Shared by every detail that applies nowhere (results are read, not mutated). */
const NOWHERE: string[] = Object.freeze([]) as unknown as string[];

/**
 * Lists of line names by bit mask (bit i = line i) for one sequence of lines, shared between the
 * results: the state module keeps one with what it caches for a county's units (Texas) or a
 * class (New York City), where every calculation adds exactly those units' lines, in order.
 */
export type NameLists = (string[] | undefined)[];

/** Bills up to this many lines use the shared lists (masks below 256). */
const NAMED_LINES = 8;

function lineNames(bill: Bill, lists: NameLists, mask: number): string[] | null {
  if (mask === 0) return null;
  let names = lists[mask];
  if (names === undefined) {
    names = [];
    for (let i = 0; i < bill.n; i++) if (mask & (1 << i)) names.push(bill.lines[i].name);
    Object.freeze(names);
    lists[mask] = names;
  }
  return names;
}

function detail(
  amount: number,
  savingsCents: number,
  appliesTo: string[] | null,
  beforeCents: number,
  disability: string | undefined,
): ExemptionDetail {
  return {
    amount,
    savings: centsToDollars(savingsCents),
    appliesTo: appliesTo ?? NOWHERE,
    percentage: beforeCents > 0 ? (savingsCents / beforeCents) * 100 : 0,
    disability,
  };
}

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
  /** California: how the 1% general levy is shown among the breakdown groups. */
  generalLevyShares?: Record<BreakdownGroup, number>;
}

export function summarize(bill: Bill, ctx: SummaryContext): TaxResult {
  let annualCents = 0;
  let beforeCents = 0;
  let ceilingCents = 0;
  let gCounty = 0;
  let gSchool = 0;
  let gCity = 0;
  let gSpecial = 0;
  let weightedTaxable = 0;
  let rateSum = 0;
  // Largest exemption amount of each kind on one line, by kind code.
  let x0 = 0;
  let x1 = 0;
  let x2 = 0;
  let x3 = 0;
  let x4 = 0;
  let x5 = 0;
  let x6 = 0;
  let x7 = 0;
  let x8 = 0;
  let x9 = 0;
  // The spec's three groups (homestead, over-65 / disabled, veteran): largest amount on a line, savings, lines.
  let aH = 0;
  let aO = 0;
  let aV = 0;
  let sH = 0;
  let sO = 0;
  let sV = 0;
  // With a known sequence of lines, which lines a group applies to is a bit mask whose list of
  // names is made once and shared; otherwise the lists are made here.
  const lists = bill.n <= NAMED_LINES ? bill.names : null;
  const cached = lists !== null;
  let mH = 0;
  let mO = 0;
  let mV = 0;
  let appliesH: string[] | null = null;
  let appliesO: string[] | null = null;
  let appliesV: string[] | null = null;
  const n = bill.n;
  const lines: TaxLine[] = linesOf(bill);
  for (let i = 0; i < n; i++) {
    const plan = bill.plans[i];
    const line = bill.lines[i];
    const cents = bill.cents[i];
    annualCents += cents;
    beforeCents += bill.before[i];
    if (line.ceiling) ceilingCents += Math.round(line.ceiling.savings * 100);
    if (plan.generalLevy && ctx.generalLevyShares) {
      const s = ctx.generalLevyShares;
      const school = shareOfCents(cents, s.school);
      const county = shareOfCents(cents, s.county);
      const city = shareOfCents(cents, s.city);
      gSchool += school;
      gCounty += county;
      gCity += city;
      gSpecial += cents - school - county - city;
    } else {
      switch (plan.groupCode) {
        case 0:
          gSchool += cents;
          break;
        case 1:
          gCounty += cents;
          break;
        case 2:
          gCity += cents;
          break;
        default:
          gSpecial += cents;
      }
    }
    if (plan.adValorem) {
      weightedTaxable += line.taxableValue * plan.ratePercent;
      rateSum += plan.ratePercent;
    }
    const count = line.exemptions.length;
    if (count === 0) continue;
    let lH = 0;
    let lO = 0;
    let lV = 0;
    const first = bill.exStart[i];
    for (let e = first; e < first + count; e++) {
      const amount = bill.exAmounts[e];
      const c = bill.exCents[e];
      switch (bill.exCodes[e]) {
        case 0:
          if (amount > x0) x0 = amount;
          lH += amount;
          sH += c;
          break;
        case 1:
          if (amount > x1) x1 = amount;
          lH += amount;
          sH += c;
          break;
        case 2:
          if (amount > x2) x2 = amount;
          lH += amount;
          sH += c;
          break;
        case 3:
          if (amount > x3) x3 = amount;
          lH += amount;
          sH += c;
          break;
        case 4:
          if (amount > x4) x4 = amount;
          lH += amount;
          sH += c;
          break;
        case 5:
          if (amount > x5) x5 = amount;
          lO += amount;
          sO += c;
          break;
        case 6:
          if (amount > x6) x6 = amount;
          lO += amount;
          sO += c;
          break;
        case 7:
          if (amount > x7) x7 = amount;
          lO += amount;
          sO += c;
          break;
        case 8:
          if (amount > x8) x8 = amount;
          lV += amount;
          sV += c;
          break;
        case 9:
          if (amount > x9) x9 = amount;
          break;
      }
    }
    if (lH > 0) {
      if (lH > aH) aH = lH;
      if (cached) mH |= 1 << i;
      else (appliesH ??= []).push(line.name);
    }
    if (lO > 0) {
      if (lO > aO) aO = lO;
      if (cached) mO |= 1 << i;
      else (appliesO ??= []).push(line.name);
    }
    if (lV > 0) {
      if (lV > aV) aV = lV;
      if (cached) mV |= 1 << i;
      else (appliesV ??= []).push(line.name);
    }
  }
  const exemptions: Record<ExemptionKind, number> = {
    homestead: x0,
    additionalHomestead: x1,
    localHomestead: x2,
    homeowners: x3,
    star: x4,
    over65: x5,
    disabled: x6,
    senior: x7,
    veteran: x8,
    abatement: x9,
  };
  const annualTax = centsToDollars(annualCents);
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
    taxableValue: rateSum > 0 ? Math.round(weightedTaxable / rateSum) : ctx.assessedValue,
    taxBeforeExemptions: centsToDollars(beforeCents),
    exemptionSavings: centsToDollars(beforeCents - annualCents),
    ceilingSavings: centsToDollars(ceilingCents),
    countyBreakdown: {
      county: centsToDollars(gCounty),
      school: centsToDollars(gSchool),
      city: centsToDollars(gCity),
      special: centsToDollars(gSpecial),
    },
    exemptions,
    exemptionBreakdown: {
      homestead: detail(
        aH,
        sH,
        appliesH ?? (cached ? lineNames(bill, lists, mH) : null),
        beforeCents,
        undefined,
      ),
      over65: detail(
        aO,
        sO,
        appliesO ?? (cached ? lineNames(bill, lists, mO) : null),
        beforeCents,
        undefined,
      ),
      veteran: detail(
        aV,
        sV,
        appliesV ?? (cached ? lineNames(bill, lists, mV) : null),
        beforeCents,
        ctx.veteranDisability,
      ),
    },
    lines,
    florida: undefined,
    nyc: undefined,
    rules: ctx.rules,
    notes: ctx.notes,
  };
}

/** The bill's lines in a new array of their number (a literal for the usual few lines: no slice call). */
function linesOf(bill: Bill): TaxLine[] {
  const l = bill.lines;
  switch (bill.n) {
    case 1:
      return [l[0]];
    case 2:
      return [l[0], l[1]];
    case 3:
      return [l[0], l[1], l[2]];
    case 4:
      return [l[0], l[1], l[2], l[3]];
    case 5:
      return [l[0], l[1], l[2], l[3], l[4]];
    case 6:
      return [l[0], l[1], l[2], l[3], l[4], l[5]];
    default:
      return l.slice(0, bill.n);
  }
}

/** Percent shares written the way people read them (0.55 → 55). */
export function pct(share: number): number {
  return Math.round(share * 10000) / 100;
}
