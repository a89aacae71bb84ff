import type { LoaderFunctionArgs } from "@remix-run/node";
import { countyMapLoader } from "~/components/map/map-route.server";

// The county directory's map as an SVG file (Spanish).
export const loader = (args: LoaderFunctionArgs) => countyMapLoader(args);
