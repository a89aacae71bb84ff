// siteSettings.{state}, deadline.{state}.{key} and timelineEvent.{state}.{key} from seed/data.
import { join } from "node:path";
import { z } from "zod";
import {
  DeadlineSchema,
  LocaleStringSchema,
  SiteSettingsSchema,
  SourceSchema,
  TimelineEventSchema,
  type SiteSettings,
} from "../../app/content/schemas";
import { check, SeedError, validate } from "./errors";
import { readJson, type SeedPaths } from "./sources";
import { SITE_STATES } from "./states";

const SettingsFileSchema = z.object({
  defaults: SiteSettingsSchema.omit({ _id: true, _type: true, state: true, affiliate: true }).extend({
    affiliate: SiteSettingsSchema.shape.affiliate.omit({ taxTip: true }),
  }),
  taxTips: z.object({
    TX: LocaleStringSchema,
    CA: LocaleStringSchema,
    FL: LocaleStringSchema,
    NY: LocaleStringSchema,
    HUB: LocaleStringSchema,
  }),
});

export function buildSiteSettings(paths: SeedPaths): SiteSettings[] {
  const file = join(paths.data, "site-settings.json");
  const src = validate(SettingsFileSchema, readJson(file), file, "site settings");
  return SITE_STATES.map((id) => {
    const state = id.toUpperCase() as keyof typeof src.taxTips;
    const doc: SiteSettings = {
      _id: `siteSettings.${id}`,
      _type: "siteSettings",
      state,
      calculationDelayMs: src.defaults.calculationDelayMs,
      newsletterEnabled: src.defaults.newsletterEnabled,
      affiliate: { ...src.defaults.affiliate, taxTip: src.taxTips[state] },
      ui: src.defaults.ui,
    };
    return check(SiteSettingsSchema, doc, file, doc._id);
  });
}

// Entries name a shared source by key, so one citation serves many dates.
const CalendarFileSchema = z.object({
  sources: z.record(z.string(), SourceSchema),
  deadlines: z.array(
    DeadlineSchema.omit({ _id: true, _type: true, source: true }).extend({ source: z.string() }),
  ),
  timeline: z.array(
    TimelineEventSchema.omit({ _id: true, _type: true, source: true }).extend({ source: z.string() }),
  ),
});

export function buildCalendar(paths: SeedPaths) {
  const file = join(paths.data, "calendar.json");
  const src = validate(CalendarFileSchema, readJson(file), file, "calendar");
  const source = (key: string, where: string) => {
    const s = src.sources[key];
    if (!s) throw new SeedError(file, where, `unknown source "${key}"`);
    return s;
  };
  const deadlines = src.deadlines.map((d, i) => {
    const doc = {
      _id: `deadline.${d.state.toLowerCase()}.${d.key}`,
      _type: "deadline" as const,
      ...d,
      source: source(d.source, `deadlines[${i}].source`),
    };
    return check(DeadlineSchema, doc, file, doc._id);
  });
  const timeline = src.timeline.map((t, i) => {
    if (t.endDate && t.endDate < t.date)
      throw new SeedError(file, `timeline[${i}].endDate`, "is before date");
    const doc = {
      _id: `timelineEvent.${t.state.toLowerCase()}.${t.key}`,
      _type: "timelineEvent" as const,
      ...t,
      source: source(t.source, `timeline[${i}].source`),
    };
    return check(TimelineEventSchema, doc, file, doc._id);
  });
  return { deadlines, timeline };
}
