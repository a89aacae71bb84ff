// One table names every page once, with its English and Spanish path. The Remix route
// config (app/routes.ts), the language switch, hreflang/canonical links, the sitemap and
// the tests all read it, so a page cannot exist in one language only.
// Pure data and functions: imported by vite's route config at build time and by the app.

export type Lang = "en" | "es";
export const LANGS: readonly Lang[] = ["en", "es"] as const;
/** A build's state: one of the calculator states or the guides-only hub. */
export const SITE_STATES = ["TX", "CA", "FL", "NY", "HUB"] as const;
export type SiteState = (typeof SITE_STATES)[number];
export type TaxState = Exclude<SiteState, "HUB">;
export const TAX_STATES: readonly TaxState[] = ["TX", "CA", "FL", "NY"] as const;

/** Which module renders a page; several pages share a module (all guides, all CMS pages). */
export type PageModule =
  | "home"
  | "calculator"
  | "embed"
  | "embed-calculator"
  | "counties"
  | "county"
  | "cms-page"
  | "how-it-works"
  | "contact"
  | "faq"
  | "guides-hub"
  | "guide"
  | "protest-kit"
  | "unsubscribe";

export interface PageRoute {
  /** Stable id, unique across the table: "about", "guide.exemptions", "guide.how-to-protest.tx". */
  id: string;
  module: PageModule;
  en: string;
  es: string;
  /** Builds that serve the page; absent = every build. */
  states?: readonly SiteState[];
  /** For guides: the content document's key and state. */
  guide?: { key: string; state: TaxState | "ALL" };
  /** For CMS pages: the page document's key. */
  pageKey?: string;
  /** Pages with a dynamic segment (county pages) are listed per item by the sitemap. */
  dynamic?: boolean;
  /** Kept out of the sitemap and navigation (e.g. unsubscribe confirmations). */
  noindex?: boolean;
}

export const STATE_SLUG: Record<TaxState, { en: string; es: string }> = {
  TX: { en: "texas", es: "texas" },
  CA: { en: "california", es: "california" },
  FL: { en: "florida", es: "florida" },
  NY: { en: "new-york", es: "nueva-york" },
};

/** The five guides every state has (spec: English generic aliases, Spanish per-state paths). */
export const STATE_GUIDES: readonly { key: string; en: string; es: (stateEs: string) => string }[] = [
  {
    key: "understanding-property-taxes",
    en: "understanding-property-taxes",
    es: (s) => `/es/guias-impuestos/entendiendo-impuestos-prediales-${s}`,
  },
  {
    key: "how-to-protest",
    en: "how-to-protest",
    es: (s) => `/es/guias/como-protestar-impuestos-prediales-${s}`,
  },
  { key: "exemptions-guide", en: "exemptions-guide", es: (s) => `/es/guias/guia-exenciones-${s}` },
  {
    key: "tax-saving-strategies",
    en: "tax-saving-strategies",
    es: (s) => `/es/guias/estrategias-ahorro-${s}`,
  },
  { key: "county-guide", en: "county-guide", es: (s) => `/es/guias/guia-condados-${s}` },
];

/**
 * General guides, served by every build (state ALL). `about`: a guide on one state's matters,
 * listed among the guides only by that state's build and the hub.
 */
export const GENERAL_GUIDES: readonly { key: string; en: string; es: string; about?: TaxState }[] = [
  {
    key: "property-taxes-explained",
    en: "/guides/property-taxes-explained",
    es: "/es/guias/impuestos-prediales-explicados",
  },
  { key: "exemptions", en: "/guides/exemptions", es: "/es/guias/exenciones" },
  { key: "protest", en: "/guides/protest", es: "/es/guias/como-protestar" },
  { key: "payment-options", en: "/guides/payment-options", es: "/es/guias/opciones-de-pago" },
  { key: "savings-strategies", en: "/guides/savings-strategies", es: "/es/guias/estrategias-de-ahorro" },
  { key: "county-tax-guide", en: "/guides/county-tax-guide", es: "/es/guias/guia-impuestos-por-condado" },
  { key: "special-districts", en: "/guides/special-districts", es: "/es/guias/distritos-especiales" },
  { key: "2026-updates", en: "/guides/2026-updates", es: "/es/guias/novedades-2026" },
  {
    key: "mello-roos-finder",
    en: "/guides/mello-roos-finder",
    es: "/es/guias/buscador-mello-roos",
    about: "CA",
  },
  {
    key: "county-assessor-directory",
    en: "/guides/county-assessor-directory",
    es: "/es/guias/directorio-asesores",
  },
  {
    key: "california-glossary",
    en: "/guides/california-glossary",
    es: "/es/guias/glosario-california",
    about: "CA",
  },
  { key: "common-mistakes", en: "/guides/common-mistakes", es: "/es/guias/errores-comunes" },
];

const FIXED: PageRoute[] = [
  { id: "home", module: "home", en: "/", es: "/es" },
  { id: "calculator", module: "calculator", en: "/calculator", es: "/es/calculadora", states: TAX_STATES },
  // The calculator alone, for partner sites to frame (issue 20): the only pages another site may
  // frame (server/security.mjs lists the same paths). Kept out of the sitemap: /calculator is
  // the page to find; the Embed page gives the snippet that frames it.
  {
    id: "embed-calculator",
    module: "embed-calculator",
    en: "/embed/calculator",
    es: "/es/insertar/calculadora",
    states: TAX_STATES,
    noindex: true,
  },
  { id: "embed", module: "embed", en: "/embed", es: "/es/insertar", states: TAX_STATES },
  { id: "counties", module: "counties", en: "/counties", es: "/es/condados", states: TAX_STATES },
  {
    id: "county",
    module: "county",
    en: "/counties/:slug",
    es: "/es/condados/:slug",
    states: TAX_STATES,
    dynamic: true,
  },
  { id: "about", module: "cms-page", pageKey: "about", en: "/about", es: "/es/acerca-de" },
  {
    id: "privacy-policy",
    module: "cms-page",
    pageKey: "privacy-policy",
    en: "/privacy-policy",
    es: "/es/politica-privacidad",
  },
  {
    id: "terms-of-service",
    module: "cms-page",
    pageKey: "terms-of-service",
    en: "/terms-of-service",
    es: "/es/terminos-servicio",
  },
  { id: "disclaimer", module: "cms-page", pageKey: "disclaimer", en: "/disclaimer", es: "/es/aviso-legal" },
  {
    id: "affiliate-disclosure",
    module: "cms-page",
    pageKey: "affiliate-disclosure",
    en: "/affiliate-disclosure",
    es: "/es/divulgacion-afiliados",
  },
  {
    id: "how-it-works",
    module: "how-it-works",
    pageKey: "how-it-works",
    en: "/how-it-works",
    es: "/es/como-funciona",
  },
  { id: "contact", module: "contact", en: "/contact", es: "/es/contacto" },
  {
    id: "protest-kit",
    module: "protest-kit",
    en: "/protest-kit",
    es: "/es/kit-de-protesta",
    states: TAX_STATES,
  },
  { id: "faq", module: "faq", en: "/faq", es: "/es/preguntas-frecuentes" },
  { id: "tax-guides", module: "guides-hub", en: "/tax-guides", es: "/es/guias-impuestos" },
  {
    id: "unsubscribe",
    module: "unsubscribe",
    en: "/unsubscribe",
    es: "/es/cancelar-suscripcion",
    noindex: true,
  },
];

function stateGuideRoutes(): PageRoute[] {
  const out: PageRoute[] = [];
  for (const state of TAX_STATES) {
    const slug = STATE_SLUG[state];
    for (const g of STATE_GUIDES) {
      // The build's own state answers at the generic English alias (/guides/how-to-protest);
      // the hub, which carries all four states, uses the per-state English path.
      out.push({
        id: `guide.${g.key}.${state.toLowerCase()}`,
        module: "guide",
        guide: { key: g.key, state },
        en: `/guides/${g.en}`,
        es: g.es(slug.es),
        states: [state],
      });
      out.push({
        id: `guide.${g.key}.${state.toLowerCase()}.hub`,
        module: "guide",
        guide: { key: g.key, state },
        en: `/guides/${g.en}-${slug.en}`,
        es: g.es(slug.es),
        states: ["HUB"],
      });
    }
  }
  return out;
}

function generalGuideRoutes(): PageRoute[] {
  return GENERAL_GUIDES.map((g) => ({
    id: `guide.${g.key}`,
    module: "guide" as const,
    guide: { key: g.key, state: "ALL" as const },
    en: g.en,
    es: g.es,
  }));
}

/**
 * A guide an editor creates in the Studio has no row of its own: it answers at its key in English
 * (/guides/{key}) and at its Spanish slug in Spanish (/es/guias/{slug.es}, the key when it has
 * none). The hub, which carries every state's guides, adds the state's slug in each language to a
 * state's guide, as the fixed rows do.
 */
const STUDIO_GUIDES: PageRoute = {
  id: "guide.studio",
  module: "guide",
  en: "/guides/:slug",
  es: "/es/guias/:slug",
  dynamic: true,
};

/** Every page of every build. */
export const ROUTE_TABLE: readonly PageRoute[] = [
  ...FIXED,
  ...generalGuideRoutes(),
  ...stateGuideRoutes(),
  STUDIO_GUIDES,
];

/** The pages one build serves. */
export function routesFor(state: SiteState): PageRoute[] {
  return ROUTE_TABLE.filter((r) => !r.states || r.states.includes(state));
}

export function pathFor(route: PageRoute, lang: Lang, params: Record<string, string> = {}): string {
  return route[lang].replace(/:([a-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

export function langOfPath(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const p = pattern.split("/");
  const s = pathname.split("/");
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(":")) {
      if (!s[i]) return null;
      try {
        params[p[i].slice(1)] = decodeURIComponent(s[i]);
      } catch {
        return null;
      }
    } else if (p[i] !== s[i]) return null;
  }
  return params;
}

export interface RouteMatch {
  route: PageRoute;
  lang: Lang;
  params: Record<string, string>;
}

/** Finds the page a path belongs to on a build; literal paths win over patterns. */
export function matchPath(pathname: string, state: SiteState): RouteMatch | null {
  const path = normalise(pathname);
  const routes = routesFor(state);
  for (const lang of LANGS) {
    const literal = routes.find((r) => !r.dynamic && r[lang] === path);
    if (literal) return { route: literal, lang, params: {} };
  }
  for (const lang of LANGS) {
    for (const r of routes) {
      if (!r.dynamic) continue;
      const params = matchPattern(r[lang], path);
      if (params) return { route: r, lang, params };
    }
  }
  return null;
}

/** The same page in the other language; unmapped paths add or drop the /es prefix (spec). */
export function counterpartPath(pathname: string, state: SiteState, search = ""): string {
  const path = normalise(pathname);
  const m = matchPath(path, state);
  if (m) {
    const other: Lang = m.lang === "en" ? "es" : "en";
    return pathFor(m.route, other, m.params) + search;
  }
  if (langOfPath(path) === "es") {
    const rest = path.slice(3);
    return (rest === "" ? "/" : rest) + search;
  }
  return (path === "/" ? "/es" : `/es${path}`) + search;
}

/** Internal links in content are written with English paths; this returns the reader's one. */
export function localizeHref(href: string, lang: Lang, state: SiteState): string {
  if (lang === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const [pathAndQuery, hash = ""] = href.split("#");
  const [path, query = ""] = pathAndQuery.split("?");
  if (langOfPath(path) === "es") return href;
  const target = counterpartPath(path, state);
  return target + (query ? `?${query}` : "") + (hash ? `#${hash}` : "");
}

/**
 * Where a link written in content (always with an English path) goes on this build, or null
 * when the build has no such page (the calculator on the hub). A state guide's links to the
 * generic guide aliases (/guides/how-to-protest) go to that state's guide, which on the hub
 * lives at its per-state path.
 */
export function resolveContentHref(
  href: string,
  lang: Lang,
  site: SiteState,
  guideState?: TaxState | "ALL",
): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const [pathAndQuery, hash = ""] = href.split("#");
  const [rawPath, query = ""] = pathAndQuery.split("?");
  const path = normalise(rawPath);
  const suffix = (query ? `?${query}` : "") + (hash ? `#${hash}` : "");
  const aliasKey = STATE_GUIDES.find((g) => `/guides/${g.en}` === path)?.key;
  if (aliasKey && guideState && guideState !== "ALL") {
    const r = guideRoute(aliasKey, guideState, site);
    if (r) return pathFor(r, lang) + suffix;
  }
  const m = matchPath(path, site);
  // A generic alias names a state's guide: on the hub, without the state, it names no page.
  if (!m || (aliasKey && m.route === STUDIO_GUIDES))
    return path === "/" ? (lang === "es" ? "/es" : "/") + suffix : null;
  return pathFor(m.route, lang, m.params) + suffix;
}

export function routeById(id: string): PageRoute | undefined {
  return ROUTE_TABLE.find((r) => r.id === id);
}

/** Where a guide lives on this build, or undefined when the build does not carry it. */
export function guideRoute(
  key: string,
  guideState: TaxState | "ALL",
  site: SiteState,
): PageRoute | undefined {
  return routesFor(site).find((r) => r.guide?.key === key && r.guide.state === guideState);
}

/** What names a guide: its key and state, and for a guide made in the Studio its Spanish slug. */
export interface GuideAddress {
  key: string;
  state: TaxState | "ALL";
  slugEs?: string | null;
}

/** Whether a slug can be a word of an address: lowercase words joined by hyphens. */
export function isAddressSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** A Studio guide's address slug in one language on this build, or undefined when the build does not carry it. */
function studioGuideSlug(guide: GuideAddress, lang: Lang, site: SiteState): string | undefined {
  const base = lang === "es" && guide.slugEs && isAddressSlug(guide.slugEs) ? guide.slugEs : guide.key;
  if (guide.state === "ALL") return base;
  if (site === "HUB") return `${base}-${STATE_SLUG[guide.state][lang]}`;
  return guide.state === site ? base : undefined;
}

/** A guide's page on this build in one language (its own row, or the Studio guides' one), or undefined when the build does not carry it. */
export function guidePage(
  guide: GuideAddress,
  site: SiteState,
  lang: Lang,
): { route: PageRoute; params: Record<string, string> } | undefined {
  const fixed = guideRoute(guide.key, guide.state, site);
  if (fixed) return { route: fixed, params: {} };
  const slug = studioGuideSlug(guide, lang, site);
  return slug === undefined ? undefined : { route: STUDIO_GUIDES, params: { slug } };
}

/**
 * The guides a Studio guide's address may stand for on this build, the likeliest first: `slug`
 * is a key, or in Spanish a Spanish slug (a hub's Spanish address before its state's Spanish name
 * was used ended in the English one: it still finds the guide, which then redirects).
 */
export function studioGuideCandidates(
  slug: string,
  site: SiteState,
  lang: Lang,
): { slug: string; state: TaxState | "ALL" }[] {
  if (site !== "HUB")
    return [
      { slug, state: site },
      { slug, state: "ALL" },
    ];
  const suffixes = (s: TaxState) => [...new Set([STATE_SLUG[s][lang], STATE_SLUG[s].en])];
  return [
    { slug, state: "ALL" },
    ...TAX_STATES.flatMap((s) =>
      suffixes(s)
        .filter((suffix) => slug.endsWith(`-${suffix}`))
        .map((suffix) => ({ slug: slug.slice(0, -suffix.length - 1), state: s })),
    ),
  ];
}

/** Whether a build lists a guide among its own: not another state's Mello-Roos finder. */
export function listsGuide(key: string, site: SiteState): boolean {
  const about = GENERAL_GUIDES.find((g) => g.key === key)?.about;
  return !about || site === "HUB" || site === about;
}
