// The protest kit's one-page summary to bring to the hearing, drawn with the calculator
// report's writer (report-pdf.ts): the same title band, headings, rows and page foot. jsPDF is
// imported only when the visitor asks for the PDF.
import { pageFooters, pdfSafe, titleBand, Writer, MUTED } from "~/calculator/ui/report-pdf";
import type { Row } from "~/calculator/ui/report-model";

export interface KitPdfModel {
  lang: "en" | "es";
  siteName: string;
  title: string;
  subtitle: string;
  generatedOn: string;
  deadlineTitle: string;
  deadlineRows: Row[];
  rule: string;
  sources: { title: string; url: string }[];
  worksheet?: { title: string; rows: Row[]; notes: string[] };
  checklistTitle: string;
  checklist: string[];
  footer: string;
  url: string;
  page: (page: number, pages: number) => string;
}

export async function buildKitPdf(m: KitPdfModel) {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "letter", orientation: "portrait", compress: true });
  doc.setProperties({ title: pdfSafe(`${m.title}: ${m.subtitle}`), creator: pdfSafe(m.siteName) });
  doc.setLanguage(m.lang === "es" ? "es-MX" : "en-US");
  const w = new Writer(doc);
  titleBand(w, { siteName: m.siteName, title: m.title, subtitle: m.subtitle, date: m.generatedOn });

  w.heading(m.deadlineTitle);
  w.rows(m.deadlineRows);
  w.para(m.rule, 9);
  for (const s of m.sources) w.para(`${s.title}: ${s.url}`, 8, "normal", MUTED);

  if (m.worksheet) {
    w.heading(m.worksheet.title);
    w.rows(m.worksheet.rows, { size: 9.5 });
    for (const note of m.worksheet.notes) w.para(note, 8.5, "normal", MUTED);
  }

  w.heading(m.checklistTitle);
  for (const item of m.checklist) w.para(`• ${item}`, 8.5);

  w.y += 2;
  w.para(m.footer, 8, "normal", MUTED);
  pageFooters(w, m.subtitle, m.page);
  return doc;
}
