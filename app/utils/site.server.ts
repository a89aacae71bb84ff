import { query } from "~/content/content.server";
import { isPreview } from "~/content/preview.server";
import type { QueryDef } from "~/content/queries";
import { siteSettingsQuery, stateConfigQuery } from "~/content/queries";
import type { SiteSettingsView, StateConfigView } from "~/content/queries/views";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { matchPath, type Lang, type RouteMatch, type SiteState } from "~/i18n/route-table";
import { env } from "./env.server";

export interface Site {
  state: SiteState;
  /** The state whose configuration was actually loaded (TX when the build's own failed). */
  configState: string;
  config: StateConfigView;
  settings: SiteSettingsView | null;
  stateName: string;
  siteUrl: string;
}

let warned = false;

/** The build's state configuration; if it cannot be loaded, Texas's is used and a warning logged (spec). */
export async function loadSite(lang: Lang, preview = false): Promise<Site> {
  const e = env();
  const state = e.SITE_STATE;
  let config: StateConfigView | null = null;
  try {
    config = await query(stateConfigQuery, { state }, { preview });
  } catch (error) {
    if (!warned)
      console.warn(`[site] state configuration for ${state} failed to load: ${(error as Error).message}`);
  }
  let configState: string = state;
  if (!config) {
    if (!warned) console.warn(`[site] no state configuration for ${state}; using the Texas configuration`);
    warned = true;
    config = await query(stateConfigQuery, { state: "TX" });
    configState = "TX";
    if (!config) throw new Error("Neither the site's state configuration nor Texas's could be loaded");
  }
  const settings = await query(siteSettingsQuery, { state }, { preview }).catch(() => null);
  const stateName = lang === "es" ? (config.stateName.es ?? config.stateName.en) : config.stateName.en;
  return { state, configState, config, settings, stateName, siteUrl: e.SITE_URL.replace(/\/$/, "") };
}

export interface PageContext {
  lang: Lang;
  match: RouteMatch | null;
  site: Site;
  t: Awaited<ReturnType<typeof getFixedT>>;
  url: URL;
  /** An editor's draft preview: drafts are read, nothing is cached. */
  preview: boolean;
  /** Reads content for this request (drafts when previewing). */
  cms: <T>(def: QueryDef<T>, params: Record<string, unknown>) => Promise<T>;
}

export async function pageContext(request: Request): Promise<PageContext> {
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const state = env().SITE_STATE;
  const preview = isPreview(request);
  const [site, t] = await Promise.all([loadSite(lang, preview), getFixedT(lang, state)]);
  const cms = <T>(def: QueryDef<T>, params: Record<string, unknown>) => query(def, params, { preview });
  return { lang, match: matchPath(url.pathname, state), site, t, url, preview, cms };
}
