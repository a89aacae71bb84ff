import type { TaxState } from "~/i18n/route-table";

/** One county's outline as SVG path data, keyed by its 5-digit FIPS code. */
export interface MapShape {
  fips: string;
  /** The Census name ("Harris"), used when the dataset has no county with this FIPS code. */
  name: string;
  d: string;
}

/** A state's county shapes, projected for an SVG view box. Plain data: loaders send it to the page. */
export interface MapGeometry {
  state: TaxState;
  /** [minX, minY, width, height] */
  viewBox: [number, number, number, number];
  shapes: MapShape[];
  /** The state's outer border. */
  outline: string;
}

/** What the map needs of a county (a subset of the directory's card). */
export interface MapCounty {
  fips: string;
  slug: string;
  name: string;
  rate: number;
  rateKind: "official" | "estimate";
  rateYear: number;
}
