// One description of a result in the reader's language, shared by the results card's text
// parts, the PDF report, the copied report details and the share messages, so they can never
// disagree. Every figure is the engine's; this module only formats.
import { estimateSpan } from "~/calculator/engine/estimate";
import { costAfterCredits } from "~/calculator/engine/lines";
import { formatMessage } from "~/calculator/engine/messages";
import type { ExemptionKind, RateBasis, TaxLine, TaxResult } from "~/calculator/engine/schemas";
import type { Lang } from "~/i18n/route-table";
import type { SavingsOpportunity } from "~/calculator/engine/opportunities";
import { formatDate, formatMoney, formatPercent } from "~/utils/format";
import { countyLabel, type CalcCounty } from "./counties";
import { escrowPayments } from "./escrow-payments";
import { lineNameFor } from "./line-names";
import type { CalculatorOptions } from "./options";
import type { CalculatorFormState } from "./url-params";
import { isEstimate, opportunityLabel, readerTitle, splitFromBill } from "./result-facts";
import { headline, unitsCoverage } from "./result-headline";

export { countyLabel };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-MX" };

export interface Row {
  label: string;
  value: string;
}

export interface ReportLine {
  name: string;
  rate: string;
  status: string;
  /** "Proposed" / "Estimate" lines say so in words, not only by a badge. */
  statusNote?: string;
  /** The rate comes from a news report, not from the unit's own notice (decision 129). */
  news?: true;
  taxable: string;
  tax: string;
  source: string;
  /** "en" where a Spanish reader is shown the source's English title (inReaderLanguage). */
  sourceLang?: "en";
  sourceUrl: string;
  year: number;
}

export interface ReportModel {
  lang: Lang;
  title: string;
  /** What the figure is: "Estimated 2026 property tax", or for an estimated county, saying so. */
  headline: string;
  /**
   * On a line under the headline, what qualifies the figure: the older rates it uses, or an
   * estimated county's range (decision 043), so the first page never states it bare.
   */
  qualifier?: string;
  countyLabel: string;
  stateName: string;
  taxYear: number;
  subtitle: string;
  generatedOn: string;
  inputs: Row[];
  figures: Row[];
  lines: ReportLine[];
  linesTotal: string;
  exemptions: { label: string; amount: string; savings: string }[];
  rules: string[];
  notes: string[];
  /** Twelve payments, January to December, adding up to the annual tax (see escrow-payments.ts). */
  escrow: Row[];
  /** California's two installments with their dates, when the state bills in two. */
  installments?: { title: string; rows: Row[] };
  /** "If you buy this home": the seller's and the buyer's bills, the escrow change, the notes. */
  buyer?: { title: string; rows: Row[]; escrow: { title: string; rows: Row[] }; notes: string[] };
  disclaimer: string;
  url: string;
  fileName: string;
}

/** A rate as its unit publishes it: up to six decimals, no trailing zeros. */
export function formatRate(rate: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(
    rate,
  );
}

export function rateText(line: Pick<TaxLine, "basis" | "rate">, lang: Lang, t: Translate): string {
  const basis: RateBasis = line.basis;
  if (basis === "fixed") return t("calculator.results.basis.fixed", { amount: formatMoney(line.rate, lang) });
  return t(`calculator.results.basis.${basis}`, { rate: formatRate(line.rate, lang) });
}

/** Engine messages (rules, notes, errors) in the reader's language. Amounts come as numbers: the catalog formats them. */
export function engineText(
  ref: { key: string; params?: Record<string, string | number> },
  lang: Lang,
): string {
  return formatMessage(ref.key, lang, ref.params);
}

/** A file name a download keeps: ASCII letters, digits and dashes. */
export function safeFileName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function yesNo(v: boolean, t: Translate): string {
  return v ? t("calculator.inputs.yes") : t("calculator.inputs.no");
}

/** The inputs as the visitor chose them, only those the state offers. */
export function inputRows(
  form: CalculatorFormState,
  options: CalculatorOptions,
  county: string,
  lang: Lang,
  t: Translate,
): Row[] {
  const rows: Row[] = [
    { label: t("calculator.inputs.value"), value: formatMoney(form.value, lang) },
    { label: t("calculator.inputs.county"), value: county },
  ];
  if (options.nycClasses && form.propertyClass)
    rows.push({
      label: t("calculator.inputs.propertyClass"),
      value: t(`calculator.class.${form.propertyClass}`),
    });
  if (options.homestead) rows.push({ label: options.homestead.label, value: yesNo(form.homestead, t) });
  if (options.over65) rows.push({ label: options.over65.label, value: yesNo(form.over65, t) });
  if (options.disabled) rows.push({ label: options.disabled.label, value: yesNo(form.disabled, t) });
  if (options.income && form.over65)
    rows.push({
      label: t("calculator.inputs.income"),
      value: form.income !== undefined ? formatMoney(form.income, lang) : t("calculator.inputs.notSet"),
    });
  if (options.veteran) {
    const level = options.veteran.levels.find((l) => l.value === form.veteran);
    if (options.veteran.kind === "service") {
      const service = form.service
        ? t(`calculator.service${form.service[0].toUpperCase()}${form.service.slice(1)}`)
        : t("calculator.serviceNone");
      rows.push({ label: t("calculator.inputs.service"), value: service });
      rows.push({
        label: t("calculator.veteranRating"),
        value: level ? level.label : t("calculator.wizard.none"),
      });
    } else
      rows.push({ label: options.veteran.label, value: level ? level.label : t("calculator.veteranNone") });
  }
  if (options.ceiling && (form.over65 || form.disabled)) {
    rows.push({ label: t("calculator.inputs.ceiling"), value: yesNo(form.ceiling, t) });
    if (form.ceiling)
      rows.push({
        label: t("calculator.inputs.ceilingAmount"),
        value:
          form.ceilingAmount !== undefined
            ? formatMoney(form.ceilingAmount, lang)
            : t("calculator.inputs.notSet"),
      });
  }
  return rows;
}

export function lineRows(result: TaxResult, lang: Lang, t: Translate): ReportLine[] {
  return result.lines.map((l) => ({
    name: lineNameFor(l.name, lang),
    rate: rateText(l, lang, t),
    status:
      l.source.kind === "secondary"
        ? t("calculator.results.statusNews", { status: t(`calculator.results.status.${l.rateStatus}`) })
        : t(`calculator.results.status.${l.rateStatus}`),
    ...(l.source.kind === "secondary" && { news: true as const }),
    statusNote:
      l.rateStatus === "proposed" || l.rateStatus === "estimate"
        ? t(`calculator.results.statusNote.${l.rateStatus}`)
        : undefined,
    taxable: l.basis === "fixed" ? "—" : formatMoney(l.taxableValue, lang),
    tax: formatMoney(l.tax, lang),
    source: readerTitle(l.source.title),
    ...(l.source.titleLang && { sourceLang: l.source.titleLang }),
    sourceUrl: l.source.url,
    year: l.rateYear,
  }));
}

/** "Source: …" in plain text (the PDF, the copied report), saying when the title is in English. */
export function sourceCitation(line: Pick<ReportLine, "source" | "sourceLang">, t: Translate): string {
  const title = line.sourceLang ? `${line.source} ${t("common.inEnglish")}` : line.source;
  return t("calculator.results.source", { source: title });
}

/** Exemptions by kind, largest amount per kind (units grant different amounts), with the tax each saved in all. */
export function exemptionRows(
  result: TaxResult,
  lang: Lang,
  t: Translate,
): { kind: ExemptionKind; label: string; amount: string; savings: string; appliesTo: string[] }[] {
  const byKind = new Map<
    ExemptionKind,
    { amount: number; full: boolean; savings: number; units: string[] }
  >();
  for (const line of result.lines) {
    for (const e of line.exemptions) {
      const cur = byKind.get(e.kind) ?? { amount: 0, full: false, savings: 0, units: [] };
      cur.amount = Math.max(cur.amount, e.amount);
      cur.full = cur.full || (e.kind === "veteran" && e.amount === 0 && e.savings > 0);
      cur.savings += e.savings;
      if (e.savings > 0 || e.amount > 0) cur.units.push(lineNameFor(line.name, lang));
      byKind.set(e.kind, cur);
    }
  }
  return [...byKind.entries()].map(([kind, v]) => ({
    kind,
    label: t(`calculator.results.exemptionKind.${kind}`),
    amount: v.full
      ? t("calculator.results.fullExemption")
      : kind === "abatement"
        ? "—"
        : formatMoney(v.amount, lang),
    savings: formatMoney(v.savings, lang),
    appliesTo: v.units,
  }));
}

export interface ReportContext {
  result: TaxResult;
  form: CalculatorFormState;
  options: CalculatorOptions;
  county: Pick<CalcCounty, "name" | "notes" | "unitsNotLoaded">;
  stateName: string;
  lang: Lang;
  t: Translate;
  url: string;
  now: Date;
  /** The unclaimed exemptions and what each would save (the engine's figures). */
  opportunities: SavingsOpportunity[];
  buyer?: ReportModel["buyer"];
}

/** The two installments, each with its amount and its due and late dates. */
export function installmentRows(
  r: TaxResult,
  lang: Lang,
  t: Translate,
): { label: string; amount: string; dates: string }[] {
  return (r.installments ?? []).map((inst, i) => ({
    label: t(i === 0 ? "calculator.results.installmentFirst" : "calculator.results.installmentSecond"),
    amount: formatMoney(inst.amount, lang),
    dates: t("calculator.results.installmentDates", {
      due: formatDate(inst.due, lang),
      late: formatDate(inst.delinquentAfter, lang),
    }),
  }));
}

export function buildReport(ctx: ReportContext): ReportModel {
  const { result: r, lang, t } = ctx;
  const county = countyLabel(ctx.county.name, t);
  const money = (n: number) => formatMoney(n, lang);
  const figures: Row[] = [
    { label: t("calculator.results.annual"), value: money(r.annualTax) },
    { label: t("calculator.results.monthly"), value: money(r.monthlyTax) },
    { label: t("calculator.results.effectiveRate"), value: formatPercent(r.effectiveRate, lang) },
    { label: t("calculator.results.valueBefore"), value: money(r.baseAssessedValue) },
  ];
  if (r.finalAssessedValue !== r.baseAssessedValue || r.state === "CA")
    figures.push({ label: t("calculator.results.assessedValue"), value: money(r.finalAssessedValue) });
  figures.push(
    { label: t("calculator.results.valueAfter"), value: money(r.taxableValue) },
    { label: t("calculator.results.totalSavings"), value: money(r.exemptionSavings) },
  );
  if (r.ceilingSavings > 0)
    figures.push({ label: t("calculator.results.ceilingSavings"), value: money(r.ceilingSavings) });
  if (r.starCredit)
    figures.push(
      { label: t("calculator.results.starCreditTitle"), value: money(r.starCredit.amount) },
      { label: t("calculator.results.starCreditNet"), value: money(costAfterCredits(r)) },
    );
  const b = r.countyBreakdown;
  if (splitFromBill(r))
    figures.push(
      { label: t("calculator.results.school"), value: money(b.school) },
      { label: t("calculator.results.nonSchool"), value: money(b.county + b.city + b.special) },
    );
  if (r.nyc) {
    figures.push(
      { label: t("calculator.results.nycAssessed"), value: money(r.nyc.assessedValue) },
      { label: t("calculator.results.nycStar"), value: money(r.nyc.starSavings) },
      { label: t("calculator.results.nycQuarterly"), value: money(r.nyc.quarterlyPayment) },
    );
  }
  for (const o of ctx.opportunities)
    figures.push({
      label: t("calculator.results.potentialItem", {
        label: opportunityLabel(o.kind, ctx.options, t),
        amount: money(o.savings),
      }),
      value: `−${money(o.savings)}`,
    });
  const head = headline(r, lang, t);
  const coverage = unitsCoverage(r, ctx.county, lang, t);
  const installments = installmentRows(r, lang, t);

  const monthFormat = new Intl.DateTimeFormat(LOCALE[lang], { month: "long", timeZone: "UTC" });
  const escrow: Row[] = escrowPayments(r.annualTax).map((payment, i) => {
    const name = monthFormat.format(new Date(Date.UTC(2000, i, 1)));
    return { label: name.charAt(0).toUpperCase() + name.slice(1), value: money(payment) };
  });
  const generatedOn = new Intl.DateTimeFormat(LOCALE[lang], {
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(ctx.now);
  const fileBase = safeFileName(
    t("calculator.report.fileName", { county: ctx.county.name, year: r.taxYear }),
  );

  return {
    lang,
    title: t("calculator.report.title"),
    headline: head.title,
    ...((head.estimate || head.rates) && { qualifier: head.estimate?.range ?? head.rates }),
    countyLabel: county,
    stateName: ctx.stateName,
    taxYear: r.taxYear,
    subtitle: t("calculator.report.subtitle", { county, state: ctx.stateName, year: r.taxYear }),
    generatedOn: t("calculator.report.generated", { date: generatedOn }),
    inputs: inputRows(ctx.form, ctx.options, county, lang, t),
    figures,
    lines: lineRows(r, lang, t),
    linesTotal: money(r.annualTax),
    exemptions: exemptionRows(r, lang, t).map(({ label, amount, savings }) => ({ label, amount, savings })),
    rules: r.rules.map((x) => engineText(x, lang)),
    notes: [
      ...(head.estimate ? [head.estimate.recentBuyer] : []),
      ...(coverage ? [coverage] : []),
      ...r.notes.map((n) => engineText(n, lang)),
      ...(ctx.county.notes ?? []).map(readerTitle),
    ],
    escrow,
    installments: installments.length
      ? {
          title: t("calculator.results.installmentsTitle"),
          rows: installments.map((i) => ({ label: i.label, value: `${i.amount} · ${i.dates}` })),
        }
      : undefined,
    buyer: ctx.buyer,
    disclaimer: t("calculator.disclaimer"),
    url: ctx.url,
    fileName: `${fileBase}.pdf`,
  };
}

/** The plain-text report the "copy report details" button puts on the clipboard. */
export function reportText(m: ReportModel, t: Translate): string {
  const out: string[] = [
    m.title,
    m.headline,
    ...(m.qualifier ? [m.qualifier] : []),
    m.subtitle,
    m.generatedOn,
    "",
  ];
  out.push(t("calculator.report.inputsTitle"));
  for (const r of m.inputs) out.push(`- ${r.label}: ${r.value}`);
  out.push("", t("calculator.report.resultsTitle"));
  for (const r of m.figures) out.push(`- ${r.label}: ${r.value}`);
  out.push("", t("calculator.report.linesTitle"));
  for (const l of m.lines)
    out.push(
      `- ${l.name}: ${l.rate} (${l.status}, ${l.year}) → ${l.tax}. ${sourceCitation(l, t)} ${l.sourceUrl}`,
    );
  if (m.notes.length) {
    out.push("", t("calculator.report.notesTitle"));
    for (const n of m.notes) out.push(`- ${n}`);
  }
  out.push("", t("calculator.report.link", { url: m.url }), "", m.disclaimer);
  return out.join("\n");
}

export interface ShareLinks {
  email: string;
  x: string;
  facebook: string;
}

/**
 * The figures a shared message states. An estimated county's (every line an estimate) are the
 * card's range, as "roughly $2,970–$4,460", never one amount that reads like a bill (decision 043).
 */
export interface ShareFigures {
  value: string;
  annual: string;
  monthly: string;
  rate: string;
  estimate: boolean;
}

export function shareFigures(r: TaxResult, lang: Lang): ShareFigures {
  const money = (n: number) => formatMoney(n, lang);
  const estimate = isEstimate(r);
  return {
    value: money(r.baseAssessedValue),
    annual: estimate ? estimateSpan(r.annualTax, money) : money(r.annualTax),
    monthly: estimate ? estimateSpan(r.monthlyTax, money) : money(r.monthlyTax),
    rate: formatPercent(r.effectiveRate, lang),
    estimate,
  };
}

/** The short post for a social network. */
export function sharePost(county: string, state: string, figures: ShareFigures, t: Translate): string {
  return t(figures.estimate ? "calculator.share.postEstimate" : "calculator.share.post", {
    county,
    state,
    annual: figures.annual,
    rate: figures.rate,
  });
}

/** E-mail, X and Facebook links for a result's URL. */
export function shareLinks(m: ReportModel, figures: ShareFigures, t: Translate): ShareLinks {
  const subject = t("calculator.share.subject", { state: m.stateName, county: m.countyLabel });
  const body = t(figures.estimate ? "calculator.share.bodyEstimate" : "calculator.share.body", {
    year: m.taxYear,
    value: figures.value,
    county: m.countyLabel,
    state: m.stateName,
    annual: figures.annual,
    monthly: figures.monthly,
    rate: figures.rate,
    url: m.url,
  });
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(sharePost(m.countyLabel, m.stateName, figures, t))}&url=${encodeURIComponent(m.url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(m.url)}`,
  };
}
