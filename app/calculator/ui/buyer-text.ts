// "If you buy this home" in the reader's words, once for the results card and the PDF: the two
// bills, the buyer's years, the escrow change, what makes the bills differ and what was assumed.
import type { BuyerFirstBill } from "~/calculator/engine/buyer-first-bill";
import { ESTIMATE_SPREAD } from "~/calculator/engine/estimate";
import { withSections } from "~/i18n/page-sections";
import type { Lang } from "~/i18n/route-table";
import { formatMoney, formatPercent } from "~/utils/format";
import { BUYER_YEARS, type BuyerInputs } from "./buyer-inputs";
import type { ReportModel, Row, Translate } from "./report-model";

await withSections("buyer");

export interface BuyerText {
  title: string;
  intro: string;
  figures: { label: string; value: string; note?: string }[];
  table: {
    caption: string;
    cols: [string, string, string, string];
    rows: [string, string, string, string][];
  };
  escrowTitle: string;
  escrow: Row[];
  escrowNote: string;
  /** What makes the buyer's bill differ from the seller's, state by state. */
  differs: string[];
  /** Where the seller's figure came from, the later years' assumptions. */
  assumptions: string[];
  /** An estimated county: its bills are estimates too. */
  estimate?: string;
}

/** The cap that a sale resets, or does not, by state (New York City's class 1 limits apart). */
function capKey(b: BuyerFirstBill, nyc: boolean): string {
  return b.state === "NY" ? (nyc ? "nyc" : "ny") : b.state.toLowerCase();
}

export function signedMoney(n: number, lang: Lang): string {
  const text = formatMoney(Math.abs(n), lang);
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : text;
}

export function buyerText(
  b: BuyerFirstBill,
  ctx: { lang: Lang; t: Translate; nyc: boolean; estimate: boolean; growthPercent: number },
): BuyerText {
  const { lang, t } = ctx;
  const money = (n: number) => formatMoney(n, lang);
  const cap = capKey(b, ctx.nyc);
  const capped =
    b.seller.basis === "assessed" || b.seller.basis === "purchase" || b.seller.basis === "nycRatio";
  const first = b.years[0];
  const percent =
    b.seller.annualTax > 0 ? formatPercent((b.increase / b.seller.annualTax) * 100, lang, 0) : null;
  const differs = [t(`buyer.differs.${cap}.reset`)];
  if (b.firstYearWithoutHomestead !== undefined)
    differs.push(t(`buyer.differs.${cap}.homestead`, { amount: money(b.firstYearWithoutHomestead) }));
  differs.push(t(`buyer.differs.${cap}.more`));
  if (b.portabilityMaxBenefit !== undefined)
    differs.push(t("buyer.differs.fl.portability", { max: money(b.portabilityMaxBenefit) }));

  const assumptions = [
    t(`buyer.basis.${b.seller.basis}`, {
      value: money(b.seller.assessedValue),
      office: t(`buyer.office.${cap}`),
    }),
    t("buyer.assumeYears", {
      growth: formatPercent(ctx.growthPercent, lang, ctx.growthPercent % 1 === 0 ? 0 : 1),
      year: first.year,
    }),
  ];

  const e = b.escrow;
  const escrow: Row[] = [
    { label: t("buyer.escrowOld"), value: money(e.oldMonthly) },
    { label: t("buyer.escrowNew"), value: money(e.newMonthly) },
  ];
  if (e.shortage > 0)
    escrow.push({
      label: t("buyer.escrowShortage", { shortage: money(e.shortage) }),
      value: money(e.shortageMonthly),
    });
  escrow.push(
    { label: t("buyer.escrowPayment"), value: money(e.newPayment) },
    { label: t("buyer.escrowChange"), value: signedMoney(e.change, lang) },
  );

  return {
    title: t("buyer.title"),
    intro: t(b.resetsOnSale ? "buyer.introReset" : "buyer.introNoReset", { price: money(b.price) }),
    figures: [
      {
        label: t(capped ? "buyer.sellerBill" : "buyer.sellerBillUncapped", { year: first.year }),
        value: money(b.seller.annualTax),
        note: t("buyer.onValue", { value: money(b.seller.assessedValue) }),
      },
      {
        label: t("buyer.buyerBill"),
        value: money(first.buyerTax),
        note: t("buyer.onValue", { value: money(first.buyerAssessed) }),
      },
      {
        label: t("buyer.difference"),
        value: signedMoney(b.increase, lang),
        note: percent && b.increase !== 0 ? t("buyer.differencePercent", { percent }) : undefined,
      },
    ],
    table: {
      caption: t("buyer.tableCaption", { years: BUYER_YEARS }),
      cols: [t("buyer.colYear"), t("buyer.colSeller"), t("buyer.colBuyer"), t("buyer.colDifference")],
      rows: b.years.map((y) => [
        String(y.year),
        money(y.sellerTax),
        money(y.buyerTax),
        signedMoney(Math.round((y.buyerTax - y.sellerTax) * 100) / 100, lang),
      ]),
    },
    escrowTitle: t("buyer.escrowTitle"),
    escrow,
    escrowNote: t(
      e.change < 0 ? "buyer.escrowNoteLower" : e.shortage > 0 ? "buyer.escrowNote" : "buyer.escrowNoteSame",
      { months: e.cushionMonths },
    ),
    differs,
    assumptions,
    ...(ctx.estimate
      ? { estimate: t("buyer.estimate", { spread: formatPercent(ESTIMATE_SPREAD * 100, lang, 0) }) }
      : {}),
  };
}

/** The PDF's short section: the figures and the later years as rows, the escrow, then the notes. */
export function buyerReportSection(text: BuyerText): NonNullable<ReportModel["buyer"]> {
  const rows: Row[] = text.figures.map((f) => ({ label: f.label, value: f.value }));
  for (const [year, seller, buyer] of text.table.rows.slice(1))
    rows.push({
      label: `${text.table.cols[2]} · ${year}`,
      value: `${buyer} (${text.table.cols[1]}: ${seller})`,
    });
  return {
    title: text.title,
    rows,
    escrow: { title: text.escrowTitle, rows: text.escrow },
    notes: [...(text.estimate ? [text.estimate] : []), ...text.differs, ...text.assumptions, text.escrowNote],
  };
}

/** Which field a message belongs to, and the message, in the section's words. */
export function buyerFieldErrors(
  inputs: BuyerInputs,
  t: Translate,
): Partial<Record<keyof BuyerInputs, string>> {
  const out: Partial<Record<keyof BuyerInputs, string>> = {};
  for (const [name, field] of Object.entries(inputs) as [keyof BuyerInputs, BuyerInputs[keyof BuyerInputs]][])
    if (field.error) out[name] = t(`buyer.errors.${field.error.key}`, field.error.params);
  return out;
}
