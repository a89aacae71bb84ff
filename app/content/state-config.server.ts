import type { Lang } from "~/i18n/route-table";
import type { StateConfigView } from "./queries/views";
import { pickLocale, type Loc, type PaymentOptionDisplay, type StateConfigDisplay } from "./state-config";

// Turns the state configuration document into the few display lists pages need, in one
// language. The document is edited in the CMS, so every field is read defensively: a missing
// one hides its section instead of breaking the page.

function asRecord(v: unknown): Record<string, unknown> {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** A value that may be plain or `{ value, taxYear, label }`. */
function display(v: unknown, lang: Lang): string | undefined {
  if (v == null) return undefined;
  if (typeof v === "number" || typeof v === "string") return String(v);
  const r = asRecord(v);
  if ("en" in r || "es" in r) return pickLocale(r as Loc, lang);
  if ("label" in r) return pickLocale(r.label as Loc, lang);
  if ("display" in r) return pickLocale(r.display as Loc, lang);
  if ("value" in r) return display(r.value, lang);
  return undefined;
}

// Labels come from the dictionaries (home.stat*, dates.deadline_*).
const STAT_KEYS = {
  countyCount: "home.statCounties",
  averageRate: "home.statAverageRate",
  minExemption: "home.statMinExemption",
  taxDueDate: "home.statDueDate",
} as const;
const DEADLINE_KEYS = [
  "ratesSetting",
  "ratesAvailable",
  "protestDeadline",
  "exemptionApplication",
  "taxDue",
] as const;
type T = (key: string) => string;

/** The configuration's own wording for dictionary keys (contentOverrides), in one language. */
export function overridesOf(config: StateConfigView, lang: Lang): Map<string, string> {
  const list = (config as Record<string, unknown>).contentOverrides;
  const out = new Map<string, string>();
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    const r = asRecord(item);
    const text = pickLocale(r.text as Loc, lang);
    if (typeof r.key === "string" && text) out.set(r.key, text);
  }
  return out;
}

export function readStateConfig(config: StateConfigView, lang: Lang, dictionary: T): StateConfigDisplay {
  const c = config as Record<string, unknown>;
  // Editors word the labels for their state (CA's minimum exemption is the homeowners'
  // exemption, not Texas's school homestead exemption); the dictionary is the fallback.
  const overrides = overridesOf(config, lang);
  const t: T = (key) => overrides.get(key) ?? dictionary(key);
  const stats = asRecord(c.stats);
  const out: StateConfigDisplay = {
    taxYear: typeof c.taxYear === "number" ? c.taxYear : undefined,
    stats: [],
    exemptions: [],
    deadlines: [],
    payments: readPayments(c.paymentOptions, lang),
  };
  for (const [key, labelKey] of Object.entries(STAT_KEYS)) {
    const raw = stats[key];
    const value =
      key === "averageRate" && typeof raw === "number" ? `${raw.toFixed(2)}%` : display(raw, lang);
    if (value) {
      const note = pickLocale(asRecord(raw).note as Loc, lang);
      out.stats.push({ label: t(labelKey), value, ...(note ? { note } : {}) });
    }
  }
  const how = asRecord(c.howItWorks);
  const steps = Array.isArray(how.steps)
    ? how.steps
        .map((s) => pickLocale((asRecord(s).text as Loc) ?? (s as Loc), lang) ?? display(s, lang))
        .filter((s): s is string => Boolean(s))
    : [];
  if (steps.length) {
    out.howItWorks = {
      steps,
      formula: pickLocale(how.understandingFormula as Loc, lang),
      title: pickLocale(how.understandingTitle as Loc, lang),
      description: pickLocale(how.understandingDescription as Loc, lang),
      image: (() => {
        const img = asRecord(how.calculatorImage);
        const alt = pickLocale(img.alt as Loc, lang);
        return typeof img.src === "string" && alt ? { src: illustrationFor(img.src, lang), alt } : undefined;
      })(),
    };
  }
  for (const [key, raw] of Object.entries(asRecord(c.exemptions))) {
    const r = asRecord(raw);
    const title = pickLocale((r.title ?? r.name) as Loc, lang);
    const text = pickLocale((r.summary ?? r.description) as Loc, lang);
    if (title && text) out.exemptions.push({ title, text });
    else if (key && typeof raw === "object" && raw) {
      // An exemption without display text is still data for the engine; it is not listed.
    }
  }
  const deadlines = asRecord(c.deadlines);
  for (const key of DEADLINE_KEYS) {
    const value = display(deadlines[key], lang);
    if (value)
      out.deadlines.push({
        label: pickLocale(asRecord(deadlines[key]).title as Loc, lang) ?? t(`dates.deadline_${key}`),
        value,
      });
  }
  return out;
}

function readPayments(list: unknown, lang: Lang): PaymentOptionDisplay[] {
  if (!Array.isArray(list)) return [];
  const out: PaymentOptionDisplay[] = [];
  list.forEach((item, i) => {
    const r = asRecord(item);
    const title = pickLocale(r.title as Loc, lang);
    const text = pickLocale(r.text as Loc, lang);
    const deadline = pickLocale(r.deadline as Loc, lang);
    // A way to pay without its deadline is half the answer: the section leaves it out.
    if (!title || !text || !deadline) return;
    const source = asRecord(r.source);
    out.push({
      key: typeof r._key === "string" ? r._key : String(i),
      method: typeof r.method === "string" ? r.method : "other",
      title,
      text,
      deadline,
      ...(typeof r.taxYear === "number" ? { taxYear: r.taxYear } : {}),
      ...(typeof source.title === "string" && typeof source.url === "string"
        ? {
            source: {
              title: source.title,
              url: source.url,
              ...(source.titleLang === "en" && { titleLang: "en" as const }),
            },
          }
        : {}),
    });
  });
  return out;
}

/**
 * The illustration in the page's language: the picture has words in it, so each SVG under
 * public/images has a Spanish twin named with -es (how-it-works-tx.svg, how-it-works-tx-es.svg).
 */
export function illustrationFor(src: string, lang: Lang): string {
  return lang === "es" ? src.replace(/\.svg$/, "-es.svg") : src;
}
