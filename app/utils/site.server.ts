import { contentDeadline, query, queryKey, type QueryOptions } from "~/content/content.server";
import { isPreview } from "~/content/preview.server";
import { inReaderLanguage } from "~/content/reader-language";
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

/**
 * The build's state configuration and site settings, asked for at once; if the configuration
 * cannot be loaded, Texas's is used and a warning logged (spec).
 */
export async function loadSite(lang: Lang, options: QueryOptions = {}): Promise<Site> {
  const e = env();
  const state = e.SITE_STATE;
  const [loaded, settings] = await Promise.all([
    query(stateConfigQuery, { state }, options).catch((error: Error) => {
      if (!warned) console.warn(`[site] state configuration for ${state} failed to load: ${error.message}`);
      return null;
    }),
    query(siteSettingsQuery, { state }, options).catch(() => null),
  ]);
  let config = loaded;
  let configState: string = state;
  if (!config) {
    if (!warned) console.warn(`[site] no state configuration for ${state}; using the Texas configuration`);
    warned = true;
    config = await query(stateConfigQuery, { state: "TX" }, { deadline: options.deadline });
    configState = "TX";
    if (!config) throw new Error("Neither the site's state configuration nor Texas's could be loaded");
  }
  const stateName = lang === "es" ? (config.stateName.es ?? config.stateName.en) : config.stateName.en;
  return {
    state,
    configState,
    config: inReaderLanguage(config, lang),
    settings: inReaderLanguage(settings, lang),
    stateName,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
  };
}

/** What a request says without asking the CMS: enough for a page to start its own queries. */
export interface PageRequest {
  lang: Lang;
  /** The build's state (SITE_STATE): the one `site` is loaded for. */
  state: SiteState;
  match: RouteMatch | null;
  url: URL;
  /** An editor's draft preview: drafts are read, nothing is cached. */
  preview: boolean;
  /** When the request's time to wait on the CMS runs out (`contentDeadline`). */
  deadline: number | undefined;
  /**
   * Reads content for this request (drafts when previewing). The same query asked twice in one
   * request is asked once: a page can start a query early and its later code still asks for it.
   */
  cms: <T>(def: QueryDef<T>, params: Record<string, unknown>) => Promise<T>;
}

/**
 * Waits for queries a page started early, whatever they answer: the code that asks for them
 * again in the same request gets the same answer, or failure, and deals with it.
 */
export async function started(...early: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(early);
}

export interface PageContext extends PageRequest {
  site: Site;
  t: Awaited<ReturnType<typeof getFixedT>>;
}

/** `context` is the loader's load context: it carries the request's content deadline. */
export async function pageRequest(request: Request, context: unknown): Promise<PageRequest> {
  const url = new URL(request.url);
  const lang = await getLocale(request);
  const state = env().SITE_STATE;
  const preview = isPreview(request);
  const deadline = contentDeadline(context);
  const asked = new Map<string, Promise<unknown>>();
  const cms = <T>(def: QueryDef<T>, params: Record<string, unknown>) => {
    const key = queryKey(def, params);
    let answer = asked.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = query(def, params, { preview, deadline }).then((content) => inReaderLanguage(content, lang));
      asked.set(key, answer);
    }
    return answer;
  };
  return { lang, state, match: matchPath(url.pathname, state), url, preview, deadline, cms };
}

/** The request's context once the site's configuration and the dictionary are loaded. */
export async function withSite(req: PageRequest): Promise<PageContext> {
  const [site, t] = await Promise.all([
    loadSite(req.lang, { preview: req.preview, deadline: req.deadline }),
    getFixedT(req.lang, req.state),
  ]);
  return { ...req, site, t };
}

export async function pageContext(request: Request, context: unknown): Promise<PageContext> {
  return withSite(await pageRequest(request, context));
}
