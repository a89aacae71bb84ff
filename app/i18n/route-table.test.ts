import { describe, expect, it } from "vitest";
import {
  counterpartPath,
  guidePage,
  langOfPath,
  listsGuide,
  localizeHref,
  matchPath,
  resolveContentHref,
  pathFor,
  ROUTE_TABLE,
  routesFor,
  studioGuideCandidates,
  type SiteState,
} from "./route-table";

const SITES: SiteState[] = ["TX", "CA", "FL", "NY", "HUB"];

// The spec's route table, copied from SPEC.md section 2: these pairs must exist as written.
const SPEC_PAIRS: [string, string][] = [
  ["/", "/es"],
  ["/about", "/es/acerca-de"],
  ["/privacy-policy", "/es/politica-privacidad"],
  ["/terms-of-service", "/es/terminos-servicio"],
  ["/contact", "/es/contacto"],
  ["/faq", "/es/preguntas-frecuentes"],
  ["/tax-guides", "/es/guias-impuestos"],
  ["/how-it-works", "/es/como-funciona"],
  ["/disclaimer", "/es/aviso-legal"],
  ["/affiliate-disclosure", "/es/divulgacion-afiliados"],
  ["/guides/mello-roos-finder", "/es/guias/buscador-mello-roos"],
  ["/guides/county-assessor-directory", "/es/guias/directorio-asesores"],
  ["/guides/california-glossary", "/es/guias/glosario-california"],
  ["/guides/common-mistakes", "/es/guias/errores-comunes"],
];

describe("route table", () => {
  it.each(SITES)("on the %s build every English path maps to a Spanish one and back", (site) => {
    for (const r of routesFor(site)) {
      const params: Record<string, string> = r.dynamic ? { slug: "harris" } : {};
      const en = pathFor(r, "en", params);
      const es = pathFor(r, "es", params);
      expect(langOfPath(en)).toBe("en");
      expect(langOfPath(es)).toBe("es");
      expect(counterpartPath(en, site)).toBe(es);
      expect(counterpartPath(es, site)).toBe(en);
    }
  });

  it.each(SITES)("on the %s build no path belongs to two pages", (site) => {
    const seen = new Map<string, string>();
    for (const r of routesFor(site)) {
      for (const p of [r.en, r.es]) {
        expect(seen.get(p), `${p} is used by ${seen.get(p)} and ${r.id}`).toBeUndefined();
        seen.set(p, r.id);
      }
    }
  });

  it("has every pair of the spec's route table", () => {
    for (const [en, es] of SPEC_PAIRS) {
      expect(counterpartPath(en, "TX")).toBe(es);
      expect(counterpartPath(es, "TX")).toBe(en);
    }
  });

  it("puts the build state's guides at the English aliases and the Spanish per-state paths", () => {
    expect(counterpartPath("/guides/understanding-property-taxes", "TX")).toBe(
      "/es/guias-impuestos/entendiendo-impuestos-prediales-texas",
    );
    expect(counterpartPath("/guides/how-to-protest", "FL")).toBe(
      "/es/guias/como-protestar-impuestos-prediales-florida",
    );
    expect(counterpartPath("/guides/exemptions-guide", "NY")).toBe("/es/guias/guia-exenciones-nueva-york");
    expect(counterpartPath("/guides/tax-saving-strategies", "CA")).toBe(
      "/es/guias/estrategias-ahorro-california",
    );
    expect(counterpartPath("/guides/county-guide", "TX")).toBe("/es/guias/guia-condados-texas");
    expect(matchPath("/guides/understanding-property-taxes", "TX")?.route.guide).toEqual({
      key: "understanding-property-taxes",
      state: "TX",
    });
  });

  it("gives the hub all four states' guides and no calculator", () => {
    const hub = routesFor("HUB");
    expect(hub.filter((r) => r.guide && r.guide.state !== "ALL")).toHaveLength(20);
    expect(hub.some((r) => r.module === "calculator" || r.module === "counties")).toBe(false);
    expect(matchPath("/calculator", "HUB")).toBeNull();
  });

  it("serves the protest kit on the four state builds, not the hub (decision 081)", () => {
    for (const state of ["TX", "CA", "FL", "NY"] as const) {
      expect(matchPath("/protest-kit", state)?.route.id).toBe("protest-kit");
      expect(counterpartPath("/protest-kit", state)).toBe("/es/kit-de-protesta");
    }
    expect(matchPath("/protest-kit", "HUB")).toBeNull();
    expect(matchPath("/es/kit-de-protesta", "HUB")).toBeNull();
  });

  it("matches county pages with their slug", () => {
    expect(matchPath("/counties/fort-bend", "TX")).toMatchObject({
      lang: "en",
      params: { slug: "fort-bend" },
    });
    expect(matchPath("/es/condados/fort-bend", "TX")).toMatchObject({
      lang: "es",
      params: { slug: "fort-bend" },
    });
    expect(counterpartPath("/es/condados/el-paso", "TX")).toBe("/counties/el-paso");
  });

  it("gives a guide made in the Studio its key in English and its Spanish slug in Spanish; a guide with a row its own", () => {
    const at = (
      key: string,
      state: "TX" | "NY" | "ALL",
      site: SiteState,
      lang: "en" | "es",
      slugEs?: string | null,
    ) => {
      const page = guidePage({ key, state, slugEs }, site, lang);
      return page ? pathFor(page.route, lang, page.params) : undefined;
    };
    expect(at("first-home-checklist", "TX", "TX", "en", "lista-primera-casa")).toBe(
      "/guides/first-home-checklist",
    );
    expect(at("first-home-checklist", "TX", "TX", "es", "lista-primera-casa")).toBe(
      "/es/guias/lista-primera-casa",
    );
    // Without a Spanish slug, or with one that is not an address's word, the key.
    expect(at("first-home-checklist", "TX", "TX", "es")).toBe("/es/guias/first-home-checklist");
    expect(at("first-home-checklist", "TX", "TX", "es", "Lista primera casa")).toBe(
      "/es/guias/first-home-checklist",
    );
    expect(at("first-home-checklist", "ALL", "FL", "es", "lista-primera-casa")).toBe(
      "/es/guias/lista-primera-casa",
    );
    // Another state's guide is not on a state's build; the hub adds the state's name in each language.
    expect(at("first-home-checklist", "TX", "CA", "en")).toBeUndefined();
    expect(at("first-home-checklist", "NY", "HUB", "en", "lista-primera-casa")).toBe(
      "/guides/first-home-checklist-new-york",
    );
    expect(at("first-home-checklist", "NY", "HUB", "es", "lista-primera-casa")).toBe(
      "/es/guias/lista-primera-casa-nueva-york",
    );
    expect(at("how-to-protest", "TX", "TX", "es", "como-protestar")).toBe(
      "/es/guias/como-protestar-impuestos-prediales-texas",
    );
    expect(at("exemptions", "ALL", "HUB", "en")).toBe("/guides/exemptions");

    expect(matchPath("/es/guias/lista-primera-casa", "TX")).toMatchObject({
      route: { id: "guide.studio" },
      params: { slug: "lista-primera-casa" },
    });
    expect(matchPath("/es/guias/exenciones", "TX")?.route.id).toBe("guide.exemptions");
    expect(studioGuideCandidates("lista-primera-casa", "TX", "es")).toEqual([
      { slug: "lista-primera-casa", state: "TX" },
      { slug: "lista-primera-casa", state: "ALL" },
    ]);
    expect(studioGuideCandidates("first-home-checklist-new-york", "HUB", "en")).toEqual([
      { slug: "first-home-checklist-new-york", state: "ALL" },
      { slug: "first-home-checklist", state: "NY" },
    ]);
    // A hub's Spanish address with the state's Spanish name, or the English one it had before.
    expect(studioGuideCandidates("lista-primera-casa-nueva-york", "HUB", "es")).toContainEqual({
      slug: "lista-primera-casa",
      state: "NY",
    });
    expect(studioGuideCandidates("first-home-checklist-new-york", "HUB", "es")).toContainEqual({
      slug: "first-home-checklist",
      state: "NY",
    });
  });

  it("adds or drops /es on unmapped paths", () => {
    expect(counterpartPath("/no-such-page", "TX")).toBe("/es/no-such-page");
    expect(counterpartPath("/es/no-existe", "TX")).toBe("/no-existe");
    expect(counterpartPath("/calculator", "TX", "?county=harris")).toBe("/es/calculadora?county=harris");
  });

  it("localizes internal links written with English paths, and leaves others alone", () => {
    expect(localizeHref("/guides/exemptions#ceiling", "es", "TX")).toBe("/es/guias/exenciones#ceiling");
    expect(localizeHref("/calculator?county=harris", "es", "TX")).toBe("/es/calculadora?county=harris");
    expect(localizeHref("https://comptroller.texas.gov/", "es", "TX")).toBe("https://comptroller.texas.gov/");
    expect(localizeHref("/guides/exemptions", "en", "TX")).toBe("/guides/exemptions");
  });

  it("resolves content links per build, and drops links to pages the build lacks", () => {
    expect(resolveContentHref("/guides/how-to-protest", "en", "HUB", "CA")).toBe(
      "/guides/how-to-protest-california",
    );
    expect(resolveContentHref("/guides/how-to-protest", "es", "HUB", "CA")).toBe(
      "/es/guias/como-protestar-impuestos-prediales-california",
    );
    expect(resolveContentHref("/guides/how-to-protest", "en", "CA", "CA")).toBe("/guides/how-to-protest");
    expect(resolveContentHref("/calculator", "en", "HUB", "CA")).toBeNull();
    expect(resolveContentHref("/counties", "es", "TX")).toBe("/es/condados");
    expect(resolveContentHref("/guides/exemptions#ceiling", "es", "TX", "ALL")).toBe(
      "/es/guias/exenciones#ceiling",
    );
    expect(resolveContentHref("/guides/exemptions-guide", "en", "HUB", "ALL")).toBeNull();
    expect(resolveContentHref("https://comptroller.texas.gov/", "es", "TX")).toBe(
      "https://comptroller.texas.gov/",
    );
    expect(resolveContentHref("/", "es", "HUB")).toBe("/es");
  });

  it("has unique ids", () => {
    const ids = ROUTE_TABLE.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("guides listed by a build", () => {
  it("Texas lists no California-only guide among its own; California and the hub do", () => {
    expect(listsGuide("mello-roos-finder", "TX")).toBe(false);
    expect(listsGuide("california-glossary", "FL")).toBe(false);
    expect(listsGuide("mello-roos-finder", "CA")).toBe(true);
    expect(listsGuide("california-glossary", "HUB")).toBe(true);
    expect(listsGuide("county-assessor-directory", "TX")).toBe(true);
    expect(listsGuide("exemptions", "NY")).toBe(true);
  });
});
