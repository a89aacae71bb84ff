import { createContext, useContext } from "react";

/**
 * Tooltip timings (spec §9): open 700 ms after the pointer arrives, at once when another tooltip
 * closed less than 300 ms ago (the pointer is moving along a row of terms), 4 px from the term.
 * siteSettings.ui.tooltip holds the same three numbers for an editor to tune; a page passes them
 * through TooltipSettingsContext, and these are the defaults when it does not.
 */
export interface TooltipSettings {
  delayMs: number;
  skipDelayMs: number;
  offsetPx: number;
}

export const TOOLTIP_DEFAULTS: TooltipSettings = { delayMs: 700, skipDelayMs: 300, offsetPx: 4 };

export const TooltipSettingsContext = createContext<TooltipSettings>(TOOLTIP_DEFAULTS);

export function useTooltipSettings(): TooltipSettings {
  return useContext(TooltipSettingsContext);
}

/** When the last tooltip closed, shared by every tooltip on the page for the skip window. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function noteTooltipClosed(now = Date.now()) {
  lastClosedAt = now;
}

/** The wait before a tooltip opens: none within the skip window of the last closing, else the delay. */
export function openDelay(settings: TooltipSettings, now = Date.now()): number {
  return now - lastClosedAt < settings.skipDelayMs ? 0 : settings.delayMs;
}
