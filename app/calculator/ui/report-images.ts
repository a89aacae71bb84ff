// Pictures for the PDF report, taken from the page with html2canvas at scale 2 (sharp in print).
// html2canvas is imported here on demand, with jsPDF, when a visitor asks for a report; it is
// never part of a page's first load. The report's words stay text: only what the page draws
// (the chart, a widget's figure) becomes an image.
import type { ReportImage, ReportImages } from "./report-pdf";

/** Elements the report may picture carry this attribute; its value is the picture's title. */
export const REPORT_FIGURE_ATTR = "data-report-figure";
export const CAPTURE_SCALE = 2;

const SVG_TEXT_PROPS = ["font-family", "font-size", "font-weight", "fill"] as const;

/**
 * html2canvas draws an SVG as a standalone image, without the page's style sheet: a chart's
 * labels would fall back to the browser's default font. Their computed styles are written onto
 * the copy it draws.
 */
function inlineSvgTextStyles(original: HTMLElement, clone: HTMLElement) {
  const from = original.querySelectorAll("svg text");
  const to = clone.querySelectorAll("svg text");
  from.forEach((text, i) => {
    const style = getComputedStyle(text);
    const target = to[i];
    if (!target) return;
    for (const prop of SVG_TEXT_PROPS) target.setAttribute(prop, style.getPropertyValue(prop));
  });
}

async function capture(el: HTMLElement, title: string): Promise<ReportImage | null> {
  const rect = el.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return null;
  const { default: html2canvas } = await import("html2canvas");
  const canvas = await html2canvas(el, {
    scale: CAPTURE_SCALE,
    backgroundColor: "#ffffff",
    logging: false,
    useCORS: false,
    onclone: (_doc, clone) => inlineSvgTextStyles(el, clone),
  });
  return { title, dataUrl: canvas.toDataURL("image/png"), width: rect.width, height: rect.height };
}

/**
 * The results chart inside `card` and any widget figure on the page. A capture that fails is left
 * out (the report then draws its own bars), so a picture can never cost the visitor the report.
 */
export async function captureReportImages(card: HTMLElement | null): Promise<ReportImages> {
  if (!card) return {};
  const chartEl = card.querySelector<HTMLElement>(`[${REPORT_FIGURE_ATTR}="chart"]`);
  const widgetEls = [...document.querySelectorAll<HTMLElement>(`[${REPORT_FIGURE_ATTR}]`)].filter(
    (el) => !card.contains(el),
  );
  const safely = (el: HTMLElement, title: string) => capture(el, title).catch(() => null);
  const chart = chartEl ? await safely(chartEl, "") : null;
  const widgets: ReportImage[] = [];
  for (const el of widgetEls) {
    const image = await safely(el, el.getAttribute(REPORT_FIGURE_ATTR) ?? "");
    if (image) widgets.push(image);
  }
  return { chart: chart ?? undefined, widgets };
}
