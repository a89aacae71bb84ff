import { createRequire } from "node:module";
import { geoBounds, geoConicEqualArea, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { SiteState, TaxState } from "~/i18n/route-table";
import { compactPathContext } from "./path-context";
import type { MapGeometry, MapShape } from "./types";

// County shapes come from the Census Bureau's cartographic boundaries as packaged by us-atlas
// (1:10,000,000, already generalised). They are projected and written as path data on the
// server, once per state per process: no map code or shape file reaches the browser.

/** State FIPS codes: the first two digits of every county FIPS code in the state. */
export const STATE_FIPS: Record<TaxState, string> = { TX: "48", CA: "06", FL: "12", NY: "36" };

/** The drawing box; the view box is then trimmed to the state's shape. */
const BOX = 800;
const PAD = 2;

type CountyProps = { name: string };
type AtlasTopology = Topology<{
  counties: GeometryCollection<CountyProps>;
  states: GeometryCollection<CountyProps>;
}>;

let topology: AtlasTopology | undefined;
function atlas(): AtlasTopology {
  // createRequire reads the JSON at run time: a JSON import would need import attributes in
  // Node's ESM loader, and bundling it would put 800 KB into the server build for nothing.
  topology ??= createRequire(import.meta.url)("us-atlas/counties-10m.json") as AtlasTopology;
  return topology;
}

const cache = new Map<TaxState, MapGeometry>();

export function stateMapGeometry(state: TaxState): MapGeometry {
  const hit = cache.get(state);
  if (hit) return hit;
  const geometry = buildGeometry(state);
  cache.set(state, geometry);
  return geometry;
}

function buildGeometry(state: TaxState): MapGeometry {
  const topo = atlas();
  const prefix = STATE_FIPS[state];
  const own: GeometryCollection<CountyProps> = {
    type: "GeometryCollection",
    geometries: topo.objects.counties.geometries.filter((g) => String(g.id).startsWith(prefix)),
  };
  const counties = feature(topo, own);

  // An equal-area conic centred on the state, with standard parallels at a sixth and five
  // sixths of its latitude span: areas compare truthfully and the state is not tilted.
  const [[west, south], [east, north]] = geoBounds(counties);
  const span = north - south;
  const projection = geoConicEqualArea()
    .rotate([-(west + east) / 2, 0])
    .parallels([south + span / 6, north - span / 6])
    .fitExtent(
      [
        [PAD, PAD],
        [BOX - PAD, BOX - PAD],
      ],
      counties,
    );

  const ctx = compactPathContext();
  const path = geoPath(projection, ctx);
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(counties);

  const shapes: MapShape[] = counties.features.map((f) => {
    path(f);
    return { fips: String(f.id), name: f.properties.name, d: ctx.take() };
  });
  // The state's outer border, drawn once over the counties so the edge stays crisp.
  path(mesh(topo, own, (a, b) => a === b));
  const outline = ctx.take();

  const minX = Math.floor(x0) - PAD;
  const minY = Math.floor(y0) - PAD;
  return {
    state,
    viewBox: [minX, minY, Math.ceil(x1) + PAD - minX, Math.ceil(y1) + PAD - minY],
    shapes,
    outline,
  };
}

/** The map of a build's state; the hub has none. */
export function mapForSite(site: SiteState): MapGeometry | null {
  return site === "HUB" ? null : stateMapGeometry(site);
}
