import { countyHref } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { compareNames } from "~/utils/compare-names";
import { formatPercent } from "~/utils/format";
import { escapeMarkup } from "~/utils/markup";
import { binIndex, luminance, mapClasses, NO_DATA } from "./bins";
import type { MapCounty, MapGeometry } from "./types";

// The drawing's own strokes, for where the site's stylesheet does not reach it (shown as a
// picture); on the page, the stylesheet's `.county-map__svg` rules take over (the same colours:
// --brand-ink between counties, --brand for the state's border).
const BORDER = "#ffffff";
const OUTLINE = "#0b3d5c";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface MapDocumentInput {
  geometry: MapGeometry;
  counties: readonly MapCounty[];
  lang: Lang;
  t: Translate;
  /** Prefix for the ids inside the drawing, unique on a page that shows it inline. */
  idPrefix?: string;
}

/**
 * The state's counties shaded by tax rate, as a standalone SVG file: each county a link to its
 * page, named by its rate; estimated rates hatched. The page shows it as a picture and puts it
 * in the page, links and all, when the visitor first uses the map (`live-map.ts`); keeping its
 * 74 KB of markup out of the directory's HTML saves a slow phone's first paint a round trip
 * (decision 121).
 */
export function countyMapDocument({
  geometry,
  counties,
  lang,
  t,
  idPrefix = "cmap",
}: MapDocumentInput): string {
  const { bins, colors } = mapClasses(counties);
  const byFips = new Map(counties.map((c) => [c.fips, c]));
  const kinds = { official: t("extras.map.kind_official"), estimate: t("extras.map.kind_estimate") };
  const shapes = geometry.shapes
    .map((shape) => ({ shape, county: byFips.get(shape.fips) }))
    // Keyboard order follows the alphabetical directory, not the Census file's order.
    .sort((a, b) => compareNames(a.county?.name ?? a.shape.name, b.county?.name ?? b.shape.name))
    .map(({ shape, county }) => {
      if (!county)
        return `<path d="${shape.d}" fill="${NO_DATA}" class="county-map__nodata" aria-hidden="true"/>`;
      const i = binIndex(county.rate, bins);
      const label = escapeMarkup(
        t("extras.map.countyLabel", {
          county: county.name,
          rate: formatPercent(county.rate, lang),
          kind: kinds[county.rateKind],
          year: county.rateYear,
        }),
      );
      const fill = county.rateKind === "estimate" ? `url(#${idPrefix}-h${i})` : colors[i];
      // The title names the link (and is a mouse's tooltip); an aria-label beside it made the
      // title the link's description too, so a screen reader said each county twice.
      return `<a href="${escapeMarkup(countyHref(county.slug, lang))}" data-fips="${shape.fips}"><title>${label}</title><path d="${shape.d}" fill="${fill}"/></a>`;
    })
    .join("");
  const hatches = colors
    .map((color, i) => {
      const line = luminance(color) > 0.35 ? "#1b2430" : "#ffffff";
      return `<pattern id="${idPrefix}-h${i}" patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(45)"><rect width="7" height="7" fill="${color}"/><line x1="0" y1="0" x2="0" y2="7" stroke="${line}" stroke-opacity="0.35" stroke-width="1.6"/></pattern>`;
    })
    .join("");
  const [vx, vy, vw, vh] = geometry.viewBox;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="county-map__svg" viewBox="${vx} ${vy} ${vw} ${vh}" width="${vw}" height="${vh}" role="group" data-state="${geometry.state}">` +
    `<defs>${hatches}</defs>` +
    `<g stroke="${BORDER}" stroke-width="0.7" stroke-linejoin="round">${shapes}</g>` +
    `<path class="county-map__outline" d="${geometry.outline}" fill="none" stroke="${OUTLINE}" stroke-width="1.2" aria-hidden="true"/>` +
    `</svg>`
  );
}
