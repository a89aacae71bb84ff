import type { SiteState } from "~/i18n/route-table";

// The Open Graph card of each build, rendered by scripts/og-images.ts into public/og/.
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function ogImagePath(state: SiteState): string {
  return `/og/${state.toLowerCase()}.png`;
}
