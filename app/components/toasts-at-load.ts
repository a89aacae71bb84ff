// Imported by the calculator, whose pages toast as they load (SPEC §4): sonner then comes with
// their first scripts and their toaster is rendered with the page (see toasts.tsx).
import * as sonner from "sonner";
import { toastsAtLoad } from "./toasts";

toastsAtLoad(sonner);
