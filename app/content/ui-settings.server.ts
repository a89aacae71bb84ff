// The site settings' interface constants as the root loader reads them from the settings
// document, checked against the Studio's schema (ui-settings.ts has the spec's values).
import { SiteSettingsSchema } from "./schemas";
import { SPEC_UI_SETTINGS, type UiSettings } from "./ui-settings";

const UiSchema = SiteSettingsSchema.shape.ui;

/**
 * The settings document's values, group by group: a group the schema refuses (an editor's
 * half-filled toast settings, say) falls back to the spec's values for that group only.
 */
export function uiSettings(settings: unknown): UiSettings {
  const doc = (settings ?? {}) as { ui?: Record<string, unknown>; calculationDelayMs?: unknown };
  const ui = doc.ui ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(SPEC_UI_SETTINGS)) {
    if (key === "calculationDelayMs") {
      const delay = SiteSettingsSchema.shape.calculationDelayMs.safeParse(doc.calculationDelayMs);
      out[key] = delay.success ? delay.data : fallback;
      continue;
    }
    const field = UiSchema.shape[key as keyof typeof UiSchema.shape];
    const parsed = field.safeParse(ui[key]);
    out[key] = parsed.success ? parsed.data : fallback;
  }
  return out as UiSettings;
}

/**
 * Only the groups that differ from the spec's values: every page's loader data carries them, and
 * where the site owner changed nothing that is none (~0.7 KB less on every page).
 */
export function uiSettingsChanges(settings: unknown): Partial<UiSettings> {
  const ui = uiSettings(settings);
  return Object.fromEntries(
    Object.entries(ui).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(SPEC_UI_SETTINGS[key as keyof UiSettings]),
    ),
  ) as Partial<UiSettings>;
}
