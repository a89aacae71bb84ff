// The PDF report: US Letter portrait (a US site's readers print on Letter), real text
// (searchable, copyable) in the page's language, drawn with jsPDF's vector calls. Pictures the
// page draws (the results chart, a state widget's figure) come in as images captured by
// report-images.ts; every figure they show is also written as text. jsPDF is imported here
// dynamically, so it loads only when a visitor asks for a report and never with the page.
import type { jsPDF as JsPdf } from "jspdf";
import type { ReportLine, ReportModel, Row } from "./report-model";

// jsPDF's standard fonts encode WinAnsi (Latin-1 plus a few typographic marks): every
// Spanish letter and sign is there; anything else is replaced by its closest ASCII form.
const WINANSI_EXTRAS = new Set("–—‘’“”•€".split(""));
const REPLACEMENTS: Record<string, string> = {
  "…": "...",
  "→": "->",
  "≈": "~",
  "≤": "<=",
  "≥": ">=",
  "−": "-",
  "\u00a0": " ",
  "\u202f": " ",
};

export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa1 && code <= 0xff) ||
      WINANSI_EXTRAS.has(ch) ||
      ch === "\n"
    )
      out += ch;
    else {
      const base = ch.normalize("NFKD").replace(/[^\x20-\x7e]/g, "");
      out += base || "?";
    }
  }
  return out;
}

export const PAGE = { format: "letter", w: 215.9, h: 279.4, margin: 16 } as const;
export const CONTENT_W = PAGE.w - PAGE.margin * 2;
export const BRAND: [number, number, number] = [11, 61, 92];
export const INK: [number, number, number] = [27, 36, 48];
export const MUTED: [number, number, number] = [74, 85, 101];
const LINE: [number, number, number] = [213, 219, 227];

export class Writer {
  y: number = PAGE.margin;
  constructor(readonly doc: JsPdf) {}

  ensure(height: number) {
    if (this.y + height > PAGE.h - PAGE.margin - 8) {
      this.doc.addPage(PAGE.format, "portrait");
      this.y = PAGE.margin;
    }
  }

  font(size: number, style: "normal" | "bold" = "normal", color: [number, number, number] = INK) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
  }

  /** Height a wrapped paragraph will take (para below), for keeping blocks together. */
  paraHeight(text: string, size = 10, width = CONTENT_W) {
    this.font(size);
    return (this.doc.splitTextToSize(pdfSafe(text), width) as string[]).length * size * 0.45 + 1;
  }

  /** Wrapped text; returns the height used. */
  para(
    text: string,
    size = 10,
    style: "normal" | "bold" = "normal",
    color: [number, number, number] = INK,
    width = CONTENT_W,
    x = PAGE.margin,
  ) {
    this.font(size, style, color);
    const lines = this.doc.splitTextToSize(pdfSafe(text), width) as string[];
    const lh = size * 0.45;
    for (const line of lines) {
      this.ensure(lh);
      this.doc.text(line, x, this.y + lh * 0.8);
      this.y += lh;
    }
    this.y += 1;
  }

  heading(text: string) {
    this.ensure(14);
    this.y += 3;
    this.font(13, "bold", BRAND);
    this.doc.text(pdfSafe(text), PAGE.margin, this.y + 5);
    this.y += 7;
    this.doc.setDrawColor(...LINE);
    this.doc.setLineWidth(0.3);
    this.doc.line(PAGE.margin, this.y, PAGE.w - PAGE.margin, this.y);
    this.y += 2;
  }

  /** Label / value rows, values right-aligned. */
  rows(rows: Row[], opts: { x?: number; width?: number; size?: number } = {}) {
    const x = opts.x ?? PAGE.margin;
    const width = opts.width ?? CONTENT_W;
    const size = opts.size ?? 10;
    const lh = size * 0.45 + 1.6;
    for (const r of rows) {
      this.font(size, "normal", MUTED);
      const label = this.doc.splitTextToSize(pdfSafe(r.label), width * 0.62) as string[];
      const h = Math.max(1, label.length) * (size * 0.45) + 1.6;
      this.ensure(h);
      label.forEach((l, i) => this.doc.text(l, x, this.y + size * 0.36 + i * size * 0.45));
      this.font(size, "bold", INK);
      this.doc.text(pdfSafe(r.value), x + width, this.y + size * 0.36, { align: "right" });
      this.y += Math.max(h, lh);
      this.doc.setDrawColor(...LINE);
      this.doc.setLineWidth(0.1);
      this.doc.line(x, this.y - 0.8, x + width, this.y - 0.8);
    }
    this.y += 1;
  }
}

/** Three headline figures in boxes: annual, monthly, effective rate. */
function headline(w: Writer, figures: Row[]) {
  const boxes = figures.slice(0, 3);
  const gap = 4;
  const bw = (CONTENT_W - gap * (boxes.length - 1)) / boxes.length;
  w.ensure(24);
  boxes.forEach((f, i) => {
    const x = PAGE.margin + i * (bw + gap);
    w.doc.setDrawColor(...LINE);
    w.doc.setFillColor(i === 0 ? 227 : 245, i === 0 ? 243 : 247, i === 0 ? 241 : 250);
    w.doc.roundedRect(x, w.y, bw, 21, 2, 2, "FD");
    w.font(8.5, "normal", MUTED);
    const label = w.doc.splitTextToSize(pdfSafe(f.label), bw - 6) as string[];
    w.doc.text(label[0], x + 3, w.y + 6);
    w.font(i === 0 ? 17 : 14, "bold", i === 0 ? BRAND : INK);
    w.doc.text(pdfSafe(f.value), x + 3, w.y + 16);
  });
  w.y += 25;
}

export interface ChartPart {
  label: string;
  amount: string;
  percent: string;
  share: number;
}

/** A picture captured from the page (PNG at scale 2), with its size in CSS pixels. */
export interface ReportImage {
  title: string;
  dataUrl: string;
  width: number;
  height: number;
}

const PX_TO_MM = 25.4 / 96;

/** A captured picture's size on paper: its on-screen size, never wider than the text column, never taller than half a page. */
function pictureSize(image: ReportImage): { width: number; height: number } {
  const width = Math.min(CONTENT_W, image.width * PX_TO_MM);
  const height = (width * image.height) / image.width;
  const maxH = (PAGE.h - PAGE.margin * 2) / 2;
  return height > maxH ? { width: (width * maxH) / height, height: maxH } : { width, height };
}

function picture(w: Writer, image: ReportImage) {
  const { width, height } = pictureSize(image);
  w.ensure(height + 2);
  w.doc.addImage(image.dataUrl, "PNG", PAGE.margin, w.y, width, height, undefined, "FAST");
  w.y += height + 3;
}

/**
 * Where the money goes. With the page's chart captured, its picture and then each group's figures
 * as text; without it, one bar per group with its label and figures written beside it, so no
 * colour is needed to read it either way.
 */
function chart(w: Writer, title: string, parts: ChartPart[], image?: ReportImage) {
  if (parts.length === 0) return;
  // The heading moves to the next page with its picture rather than stand alone at a page's foot.
  if (image) w.ensure(14 + pictureSize(image).height + 2);
  w.heading(title);
  if (image) {
    picture(w, image);
    w.rows(parts.map((p) => ({ label: p.label, value: `${p.amount} (${p.percent})` })));
    return;
  }
  const labelW = 48;
  const barMax = CONTENT_W - labelW - 42;
  const shades: [number, number, number][] = [
    [15, 107, 99],
    [11, 61, 92],
    [74, 85, 101],
    [138, 75, 0],
  ];
  parts.forEach((p, i) => {
    w.ensure(9);
    w.font(9.5, "normal", INK);
    w.doc.text(pdfSafe(p.label), PAGE.margin, w.y + 4.5);
    const bw = Math.max(0.8, barMax * Math.max(0, Math.min(1, p.share)));
    w.doc.setFillColor(...shades[i % shades.length]);
    w.doc.rect(PAGE.margin + labelW, w.y + 1, bw, 5, "F");
    w.font(9.5, "bold", INK);
    w.doc.text(pdfSafe(`${p.amount} (${p.percent})`), PAGE.margin + labelW + bw + 2, w.y + 4.5);
    w.y += 8;
  });
  w.y += 1;
}

function linesTable(
  w: Writer,
  m: ReportModel,
  cols: {
    unit: string;
    rate: string;
    taxable: string;
    tax: string;
    total: string;
    source: (line: ReportLine) => string;
  },
) {
  const x = PAGE.margin;
  const cx = { unit: x, rate: x + 70, taxable: x + 140, tax: PAGE.w - PAGE.margin };
  const header = () => {
    w.ensure(8);
    w.font(9, "bold", MUTED);
    w.doc.text(pdfSafe(cols.unit), cx.unit, w.y + 4);
    w.doc.text(pdfSafe(cols.rate), cx.rate, w.y + 4);
    w.doc.text(pdfSafe(cols.taxable), cx.taxable, w.y + 4, { align: "right" });
    w.doc.text(pdfSafe(cols.tax), cx.tax, w.y + 4, { align: "right" });
    w.y += 6;
  };
  header();
  for (const l of m.lines) {
    w.font(9.5, "bold", INK);
    const name = w.doc.splitTextToSize(pdfSafe(l.name), 66) as string[];
    w.font(8, "normal", MUTED);
    const source = w.doc.splitTextToSize(
      pdfSafe(`${l.status}, ${l.year}. ${cols.source(l)}`),
      CONTENT_W,
    ) as string[];
    const note = l.statusNote ? (w.doc.splitTextToSize(pdfSafe(l.statusNote), CONTENT_W) as string[]) : [];
    const h = 4 + (name.length - 1) * 4.3 + 4 + (source.length + note.length) * 3.6 + 1;
    w.ensure(h);
    const top = w.y;
    w.font(9.5, "bold", INK);
    name.forEach((n, i) => w.doc.text(n, cx.unit, top + 4 + i * 4.3));
    w.font(9.5, "normal", INK);
    w.doc.text(pdfSafe(l.rate), cx.rate, top + 4);
    w.doc.text(pdfSafe(l.taxable), cx.taxable, top + 4, { align: "right" });
    w.font(9.5, "bold", INK);
    w.doc.text(pdfSafe(l.tax), cx.tax, top + 4, { align: "right" });
    // The source line's baseline sits a full line below the name's last one.
    let y = top + 4 + (name.length - 1) * 4.3 + 4;
    w.font(8, "normal", MUTED);
    source.forEach((s, i) => {
      if (i === source.length - 1) w.doc.textWithLink(s, cx.unit, y, { url: l.sourceUrl });
      else w.doc.text(s, cx.unit, y);
      y += 3.6;
    });
    note.forEach((s) => {
      w.doc.text(s, cx.unit, y);
      y += 3.6;
    });
    w.y = y;
    w.doc.setDrawColor(...LINE);
    w.doc.setLineWidth(0.1);
    w.doc.line(PAGE.margin, w.y - 1.5, PAGE.w - PAGE.margin, w.y - 1.5);
  }
  w.ensure(8);
  w.font(10, "bold", INK);
  w.doc.text(pdfSafe(cols.total), cx.unit, w.y + 4);
  w.doc.text(pdfSafe(m.linesTotal), cx.tax, w.y + 4, { align: "right" });
  w.y += 8;
}

export interface PdfTexts {
  /** The site's name, printed above the report's title on every copy. */
  siteName: string;
  inputsTitle: string;
  resultsTitle: string;
  chartTitle: string;
  linesTitle: string;
  colUnit: string;
  colRate: string;
  colTaxable: string;
  colTax: string;
  total: string;
  source: (line: ReportLine) => string;
  exemptionsTitle: string;
  colExemption: string;
  colAmount: string;
  colSavings: string;
  escrowTitle: string;
  escrowNote: string;
  rulesTitle: string;
  notesTitle: string;
  disclaimerTitle: string;
  link: string;
  page: (page: number, pages: number) => string;
}

export interface ReportImages {
  /** The results card's chart. */
  chart?: ReportImage;
  /** A state widget's figure shown beside the calculator (Prop 13 savings, Florida's tax shock). */
  widgets?: ReportImage[];
}

/** Lays the report out; returns the jsPDF document (the caller saves it). */
export async function buildReportPdf(
  m: ReportModel,
  texts: PdfTexts,
  parts: ChartPart[],
  images: ReportImages = {},
): Promise<JsPdf> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: PAGE.format, orientation: "portrait", compress: true });
  doc.setProperties({
    title: pdfSafe(`${m.title}: ${m.countyLabel}`),
    subject: pdfSafe(m.subtitle),
    creator: pdfSafe(m.stateName),
    keywords: pdfSafe(m.countyLabel),
  });
  doc.setLanguage(m.lang === "es" ? "es-MX" : "en-US");
  const w = new Writer(doc);

  titleBand(w, { siteName: texts.siteName, title: m.title, subtitle: m.subtitle, date: m.generatedOn });

  // What the figure is (an estimate, or rates older than the tax year), before the figures.
  w.para(m.headline, 10, "bold", INK);
  if (m.qualifier) w.para(m.qualifier, 10, "normal", INK);
  headline(w, m.figures);

  // Inputs and results side by side would crowd long Spanish labels; one column reads better.
  w.heading(texts.inputsTitle);
  w.rows(m.inputs);
  w.heading(texts.resultsTitle);
  w.rows(m.figures);
  chart(w, texts.chartTitle, parts, images.chart);
  for (const widget of images.widgets ?? []) {
    w.heading(widget.title);
    picture(w, widget);
  }

  w.heading(texts.linesTitle);
  linesTable(w, m, {
    unit: texts.colUnit,
    rate: texts.colRate,
    taxable: texts.colTaxable,
    tax: texts.colTax,
    total: texts.total,
    source: texts.source,
  });

  if (m.exemptions.length) {
    w.heading(texts.exemptionsTitle);
    w.rows(
      m.exemptions.map((e) => ({
        label: e.label,
        value: `${e.amount}  ·  ${texts.colSavings}: ${e.savings}`,
      })),
    );
  }

  // The disclaimer never stands alone on a last page: the block written just before it (the
  // last bullet, or the escrow table when there are none) is kept on the same page.
  const linkLines = () => {
    w.font(9, "normal");
    return doc.splitTextToSize(pdfSafe(texts.link), CONTENT_W) as string[];
  };
  const disclaimerHeight = 17 + w.paraHeight(m.disclaimer, 9) + 6 + linkLines().length * 4.5;
  const bullets = [...m.rules, ...m.notes];

  const half = Math.ceil(m.escrow.length / 2);
  const colW = (CONTENT_W - 8) / 2;
  // The whole table is kept on one page with its heading and note, so the two columns start
  // level under them.
  w.ensure(
    14 + w.paraHeight(texts.escrowNote, 9) + half * 6.2 + 10 + (bullets.length ? 0 : disclaimerHeight),
  );
  w.heading(texts.escrowTitle);
  w.para(texts.escrowNote, 9, "normal", MUTED);
  const top = w.y;
  w.rows(m.escrow.slice(0, half), { width: colW, size: 9.5 });
  const leftEnd = w.y;
  w.y = top;
  w.rows(m.escrow.slice(half), { x: PAGE.margin + colW + 8, width: colW, size: 9.5 });
  w.y = Math.max(leftEnd, w.y);

  if (m.installments) {
    w.heading(m.installments.title);
    w.rows(m.installments.rows);
  }

  if (m.buyer) {
    w.heading(m.buyer.title);
    w.rows(m.buyer.rows, { size: 9.5 });
    w.ensure(12);
    w.para(m.buyer.escrow.title, 10, "bold", INK);
    w.rows(m.buyer.escrow.rows, { size: 9.5 });
    for (const note of m.buyer.notes) w.para(`• ${note}`, 9, "normal", MUTED);
  }

  const lastBullet = bullets.length - 1;
  const section = (title: string, items: string[], first: number) => {
    if (items.length === 0) return;
    // A section of one bullet that ends the report moves with it, heading included.
    if (first === lastBullet) w.ensure(14 + w.paraHeight(`• ${items[0]}`, 9) + disclaimerHeight);
    w.heading(title);
    items.forEach((text, i) => {
      if (first + i === lastBullet) w.ensure(w.paraHeight(`• ${text}`, 9) + disclaimerHeight);
      w.para(`• ${text}`, 9);
    });
  };
  section(texts.rulesTitle, m.rules, 0);
  section(texts.notesTitle, m.notes, m.rules.length);
  w.heading(texts.disclaimerTitle);
  w.para(m.disclaimer, 9, "normal", MUTED);
  w.font(9, "normal", [10, 90, 138]);
  w.ensure(6);
  for (const line of linkLines()) {
    w.ensure(5);
    doc.textWithLink(line, PAGE.margin, w.y + 4, { url: m.url });
    w.y += 4.5;
  }

  pageFooters(w, `${m.countyLabel} · ${m.generatedOn}`, texts.page);
  return doc;
}

/** The band at the top of a report: whose it is, what it is, about what, and when it was made. */
export function titleBand(w: Writer, t: { siteName: string; title: string; subtitle: string; date: string }) {
  const { doc } = w;
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, PAGE.w, 36, "F");
  w.font(9.5, "bold", [200, 222, 236]);
  doc.text(pdfSafe(t.siteName), PAGE.margin, 9);
  w.font(18, "bold", [255, 255, 255]);
  doc.text(pdfSafe(t.title), PAGE.margin, 18);
  w.font(10.5, "normal", [232, 238, 244]);
  doc.text(pdfSafe(t.subtitle), PAGE.margin, 25.5);
  doc.text(pdfSafe(t.date), PAGE.margin, 31);
  w.y = 42;
}

/** Every page's foot: what the report is about on the left, its page number on the right. */
export function pageFooters(w: Writer, left: string, page: (page: number, pages: number) => string) {
  const { doc } = w;
  const pages = doc.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    w.font(8, "normal", MUTED);
    doc.text(pdfSafe(left), PAGE.margin, PAGE.h - 8);
    doc.text(pdfSafe(page(p, pages)), PAGE.w - PAGE.margin, PAGE.h - 8, { align: "right" });
  }
}
