// The interface constants the site owner tunes in the Studio (siteSettings.ui and the
// calculation delay), with the spec's section 9 values wherever the settings are missing or
// refused. One object, read on the server (root loader, ui-settings.server.ts) and in the
// browser (useUiSettings), so every component that needs a timing or a threshold reads it from
// the same place. This module is in every page's first scripts: the schema that checks the
// settings (zod and the dictionaries' keys) stays on the server.
import type { z } from "zod";
import type { SiteSettingsSchema } from "./schemas";

export type UiSettings = z.infer<typeof SiteSettingsSchema.shape.ui> & { calculationDelayMs: number };

/** The spec's values (section 9). */
export const SPEC_UI_SETTINGS: UiSettings = {
  calculationDelayMs: 500,
  newsletterPopupDelayMs: 3000,
  successAutoCloseMs: 3000,
  toast: {
    shortMs: 3000,
    defaultMs: 4000,
    longMs: 6000,
    visibleToasts: 3,
    gapPx: 14,
    widthPx: 356,
    position: "bottom-right",
  },
  tooltip: { delayMs: 700, skipDelayMs: 300, offsetPx: 4 },
  powerUserCalculations: 5,
};

/** The settings from the groups that differ from the spec's (what the root loader sends). */
export function withSpecDefaults(changes: Partial<UiSettings> | undefined): UiSettings {
  return { ...SPEC_UI_SETTINGS, ...changes };
}

export type ToastLength = "short" | "default" | "long";

export function toastMs(ui: UiSettings, length: ToastLength): number {
  return length === "short" ? ui.toast.shortMs : length === "long" ? ui.toast.longMs : ui.toast.defaultMs;
}
