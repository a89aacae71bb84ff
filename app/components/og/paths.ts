import type { Lang, SiteState } from "~/i18n/route-table";

// The Open Graph card of each build and language, rendered by scripts/og-images.ts into public/og/.
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The card for a build and a language: Spanish pages get a card written in Spanish. */
export function ogImagePath(state: SiteState, lang: Lang = "en"): string {
  return `/og/${state.toLowerCase()}${lang === "es" ? "-es" : ""}.png`;
}

/** The card's key in public/og/rendered-from.json: "TX", "TX-es". */
export const ogCardKey = (state: SiteState, lang: Lang): string => (lang === "es" ? `${state}-es` : state);
