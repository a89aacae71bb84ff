import { describe, expect, it } from "vitest";
import { SPEC_UI_SETTINGS, toastMs, withSpecDefaults } from "./ui-settings";
import { uiSettings, uiSettingsChanges } from "./ui-settings.server";

describe("uiSettings", () => {
  it("takes the site owner's values from the settings document", () => {
    const ui = uiSettings({
      calculationDelayMs: 900,
      ui: {
        ...SPEC_UI_SETTINGS,
        toast: { ...SPEC_UI_SETTINGS.toast, longMs: 9000, widthPx: 420 },
        tooltip: { delayMs: 250, skipDelayMs: 100, offsetPx: 8 },
      },
    });
    expect(ui.calculationDelayMs).toBe(900);
    expect(toastMs(ui, "long")).toBe(9000);
    expect(ui.toast.widthPx).toBe(420);
    expect(ui.tooltip.delayMs).toBe(250);
  });

  it("falls back to the spec's values (500 ms, 3/4/6 s toasts, a power user at 5) when the settings are missing", () => {
    const ui = uiSettings(null);
    expect(ui.calculationDelayMs).toBe(500);
    expect(ui.powerUserCalculations).toBe(5);
    expect([toastMs(ui, "short"), toastMs(ui, "default"), toastMs(ui, "long")]).toEqual([3000, 4000, 6000]);
    expect(ui.toast.widthPx).toBe(356);
  });

  it("replaces only the group an editor left invalid", () => {
    const ui = uiSettings({
      calculationDelayMs: -5,
      ui: { toast: { shortMs: 1000 }, successAutoCloseMs: 1500 },
    });
    expect(ui.calculationDelayMs).toBe(500);
    expect(ui.toast).toEqual(SPEC_UI_SETTINGS.toast);
    expect(ui.successAutoCloseMs).toBe(1500);
  });

  it("sends only the groups the site owner changed, and the browser restores the rest", () => {
    expect(uiSettingsChanges({ calculationDelayMs: 500, ui: SPEC_UI_SETTINGS })).toEqual({});
    expect(uiSettingsChanges(undefined)).toEqual({});
    const toast = { ...SPEC_UI_SETTINGS.toast, longMs: 9000 };
    const changes = uiSettingsChanges({ calculationDelayMs: 900, ui: { ...SPEC_UI_SETTINGS, toast } });
    expect(changes).toEqual({ calculationDelayMs: 900, toast });
    expect(withSpecDefaults(changes)).toEqual({ ...SPEC_UI_SETTINGS, calculationDelayMs: 900, toast });
  });
});
