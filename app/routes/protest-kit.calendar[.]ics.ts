import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarLoader } from "~/protest/calendar-route.server";

// The protest kit's deadline and hearing as a calendar file (English).
export const loader = (args: LoaderFunctionArgs) => calendarLoader(args);
