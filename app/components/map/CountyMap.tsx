import { useMemo, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { formatPercent } from "~/utils/format";
import { withSections } from "~/i18n/page-sections";
import { mapClasses, NO_DATA, type RateBin } from "./bins";
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
}

/** The map's own file (app/routes/counties.map[.]svg.ts and its Spanish twin). */
export function countyMapHref(lang: Lang): string {
  return `${hrefFor("counties", lang)}/${lang === "es" ? "mapa" : "map"}.svg`;
}

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
  showPointed(
    e,
    (e.target as Element).closest(".county-map__svg a")?.querySelector("title")?.textContent ?? null,
  );
const leave = (e: SyntheticEvent) => showPointed(e, null);
export const countyMapPointer = { onMouseOver: point, onFocus: point, onMouseLeave: leave, onBlur: leave };

/**
 * The state's counties shaded by tax rate, with its caption and legend. The drawing is its own
 * file (`countyMapDocument`, map-document.server.ts), shown as a picture in the page's HTML and
 * replaced by the drawing itself, 254 links named by their rates, when the visitor first uses
 * the map (`live-map.ts`, decision 121). The classes differ in lightness, and estimated rates
 * are hatched; the legend states the ranges.
 */
export function CountyMap({
  geometry,
  counties,
  lang,
  stateName,
  directoryId,
  idPrefix = "cmap",
}: CountyMapProps) {
  const { t } = useTranslation();
  const { bins, colors } = useMemo(() => mapClasses(counties), [counties]);
  const known = useMemo(() => new Set(counties.map((c) => c.fips)), [counties]);
  const hasEstimates = counties.some((c) => c.rateKind === "estimate");
  const hasOfficial = counties.some((c) => c.rateKind === "official");
  const missing = geometry.shapes.some((s) => !known.has(s.fips));
  const titleId = `${idPrefix}-title`;
  const captionId = `${idPrefix}-caption`;
  const [, , vw, vh] = geometry.viewBox;

  return (
    <div className="county-map">
      <a className="county-map__skip" href={`#${directoryId}`}>
        {t("extras.map.skip")}
      </a>
      <figure
        className="county-map__figure"
        aria-labelledby={titleId}
        aria-describedby={`${captionId} ${directoryId}`}
      >
        <div className="county-map__canvas">
          {/* A picture until the visitor uses the map; then the drawing itself (live-map.ts). */}
          <img
            className="county-map__svg"
            src={countyMapHref(lang)}
            width={vw}
            height={vh}
            alt=""
            decoding="async"
            data-live-map=""
          />
        </div>
        <figcaption className="county-map__caption">
          <strong id={titleId}>{t("extras.map.title", { state: stateName })}</strong>
          <span id={captionId}> {t("extras.map.caption")}</span>
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
                <span className="muted"> {t("extras.map.binCount", { count: b.count })}</span>
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
