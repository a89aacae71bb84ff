// The site settings' interface constants in the browser: the root loader sends them with every
// page and app/root.tsx provides them, so any component (toasts, tooltips, pop-ups) reads the
// same values; outside the site's layout (a test harness) they are the spec's.
import { createContext, useContext } from "react";
import { SPEC_UI_SETTINGS, toastMs, type ToastLength, type UiSettings } from "./ui-settings";

export const UiSettingsContext = createContext<UiSettings>(SPEC_UI_SETTINGS);

export function useUiSettings(): UiSettings {
  return useContext(UiSettingsContext);
}

/** A toast's duration by its length (spec: 3, 4 and 6 s), as the site owner set them. */
export function useToastMs(): (length: ToastLength) => number {
  const ui = useUiSettings();
  return (length) => toastMs(ui, length);
}
