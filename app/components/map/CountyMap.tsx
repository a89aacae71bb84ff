import { useMemo, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { countyHref } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { formatPercent } from "~/utils/format";
import { escapeMarkup } from "~/utils/markup";
import { useMarkupLinks } from "~/utils/markup-links";
import { withSections } from "~/i18n/page-sections";
import { compareNames } from "~/utils/compare-names";
import { binColors, binIndex, luminance, rateBins, type RateBin } from "./bins";
import type { MapCounty, MapGeometry } from "./types";

await withSections("extras");

export interface CountyMapProps {
  geometry: MapGeometry;
  counties: readonly MapCounty[];
  lang: Lang;
  stateName: string;
  /** Id of the heading of the text alternative (the county directory). */
  directoryId: string;
  /** Prefix for the ids inside the map, unique on the page. */
  idPrefix?: string;
  /** The compact variant (home page) drops the per-class counts and the skip link. */
  compact?: boolean;
}

const NO_DATA = "#e5e7eb";

function rangeLabel(
  bin: RateBin,
  lang: Lang,
  t: (key: string, opts?: Record<string, unknown>) => string,
): string {
  const lo = formatPercent(bin.lo / 100, lang);
  if (bin.lo === bin.hi) return lo;
  return t("extras.map.range", { lo, hi: formatPercent(bin.hi / 100, lang) });
}

/** Names the county pointed at or focused in the map's readout, or clears it. */
function showPointed(e: SyntheticEvent, label: string | null) {
  const readout = (e.target as Element).closest(".county-map")?.querySelector(".county-map__readout");
  if (readout) readout.textContent = label ?? "\u00a0";
}

/**
 * The readout's handlers, for an element around the map. They act on the page as it is, not
 * through React's state: the county directory keeps the map's server markup in the browser
 * (decision 111), where no handler inside it is attached.
 */
const point = (e: SyntheticEvent) =>
  showPointed(e, (e.target as Element).closest(".county-map__svg a")?.getAttribute("aria-label") ?? null);
const leave = (e: SyntheticEvent) => showPointed(e, null);
export const countyMapPointer = { onMouseOver: point, onFocus: point, onMouseLeave: leave, onBlur: leave };

/**
 * The state's counties shaded by tax rate: an SVG of links, rendered with the page (no map
 * code runs in the browser). Each county links to its page and is named by its rate; the
 * classes differ in lightness, and estimated rates are hatched; the legend states the ranges.
 */
export function CountyMap({
  geometry,
  counties,
  lang,
  stateName,
  directoryId,
  idPrefix = "cmap",
  compact = false,
}: CountyMapProps) {
  const { t } = useTranslation();
  const byFips = useMemo(() => new Map(counties.map((c) => [c.fips, c])), [counties]);
  const bins = useMemo(() => rateBins(counties.map((c) => c.rate)), [counties]);
  const colors = useMemo(() => binColors(bins.length), [bins.length]);
  const shapes = useMemo(
    () =>
      geometry.shapes
        .map((s) => ({ shape: s, county: byFips.get(s.fips) }))
        // Keyboard order follows the alphabetical directory, not the Census file's order.
        .sort((a, b) => compareNames(a.county?.name ?? a.shape.name, b.county?.name ?? b.shape.name)),
    [geometry, byFips],
  );
  const hasEstimates = counties.some((c) => c.rateKind === "estimate");
  const hasOfficial = counties.some((c) => c.rateKind === "official");
  const missing = shapes.some((s) => !s.county);
  const titleId = `${idPrefix}-title`;
  const captionId = `${idPrefix}-caption`;
  const followLink = useMarkupLinks();
  const [vx, vy, vw, vh] = geometry.viewBox;
  const shapesMarkup = useMemo(() => {
    const kinds = { official: t("extras.map.kind_official"), estimate: t("extras.map.kind_estimate") };
    return shapes
      .map(({ shape, county }) => {
        if (!county)
          return `<path d="${shape.d}" fill="${NO_DATA}" class="county-map__nodata" aria-hidden="true"></path>`;
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
        return `<a href="${escapeMarkup(countyHref(county.slug, lang))}" aria-label="${label}" data-fips="${shape.fips}"><title>${label}</title><path d="${shape.d}" fill="${fill}"></path></a>`;
      })
      .join("");
  }, [shapes, bins, colors, idPrefix, lang, t]);

  return (
    <div className={compact ? "county-map county-map--compact" : "county-map"}>
      {compact ? null : (
        <a className="county-map__skip" href={`#${directoryId}`}>
          {t("extras.map.skip")}
        </a>
      )}
      <figure
        className="county-map__figure"
        aria-labelledby={titleId}
        aria-describedby={`${captionId} ${directoryId}`}
      >
        <div className="county-map__canvas">
          <svg
            className="county-map__svg"
            viewBox={`${vx} ${vy} ${vw} ${vh}`}
            width={vw}
            height={vh}
            role="group"
            data-state={geometry.state}
            onClick={followLink}
          >
            <defs>
              {bins.map((_, i) => (
                <pattern
                  key={i}
                  id={`${idPrefix}-h${i}`}
                  patternUnits="userSpaceOnUse"
                  width="7"
                  height="7"
                  patternTransform="rotate(45)"
                >
                  <rect width="7" height="7" fill={colors[i]} />
                  <line
                    x1="0"
                    y1="0"
                    x2="0"
                    y2="7"
                    stroke={luminance(colors[i]) > 0.35 ? "#1b2430" : "#ffffff"}
                    strokeOpacity="0.35"
                    strokeWidth="1.6"
                  />
                </pattern>
              ))}
            </defs>
            {/* 254 linked shapes as one piece of markup: React neither builds nor hydrates a node per shape. */}
            <g dangerouslySetInnerHTML={{ __html: shapesMarkup }} />
            <path className="county-map__outline" d={geometry.outline} fill="none" aria-hidden="true" />
          </svg>
        </div>
        <figcaption className="county-map__caption">
          <strong id={titleId}>{t("extras.map.title", { state: stateName })}</strong>
          <span id={captionId}> {t(compact ? "extras.map.captionCompact" : "extras.map.caption")}</span>
          {/* Sighted keyboard users get no tooltip on focus: the county being pointed at is named
              here (countyMapPointer, on an element around the map). */}
          <span className="county-map__readout" aria-hidden="true">
            {"\u00a0"}
          </span>
        </figcaption>
        <div className="county-map__legend">
          <p className="county-map__legend-title">{t("extras.map.legendTitle")}</p>
          <ul>
            {bins.map((b, i) => (
              <li key={b.lo}>
                <span className="county-map__swatch" style={{ background: colors[i] }} aria-hidden="true" />
                {rangeLabel(b, lang, t)}
                {compact ? null : (
                  <span className="muted"> {t("extras.map.binCount", { count: b.count })}</span>
                )}
              </li>
            ))}
            {missing ? (
              <li>
                <span className="county-map__swatch" style={{ background: NO_DATA }} aria-hidden="true" />
                {t("extras.map.noData")}
              </li>
            ) : null}
          </ul>
          {hasEstimates || hasOfficial ? (
            <ul className="county-map__kinds">
              {hasOfficial ? (
                <li>
                  <span className="county-map__swatch county-map__swatch--solid" aria-hidden="true" />
                  {t("extras.map.legendOfficial")}
                </li>
              ) : null}
              {hasEstimates ? (
                <li>
                  <span className="county-map__swatch county-map__swatch--hatched" aria-hidden="true" />
                  {t("extras.map.legendEstimate")}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </figure>
    </div>
  );
}
