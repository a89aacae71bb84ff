import i18next, { type i18n } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { buildResources, i18nOptions, loadTables } from "~/i18n/resources";
import type { Lang } from "~/i18n/route-table";
import { CountyMap } from "./CountyMap";
import { stateMapGeometry } from "./geometry.server";
import { countyMapDocument } from "./map-document.server";
import type { MapCounty } from "./types";

const instances: Partial<Record<Lang, i18n>> = {};
beforeAll(async () => {
  for (const lang of ["en", "es"] as const) {
    const instance = i18next.createInstance();
    await instance.init(i18nOptions(lang, buildResources(lang, await loadTables(lang, "TX"))));
    instances[lang] = instance;
  }
});

const tx = () => stateMapGeometry("TX");
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
/** One county per shape, with rates spread from 0.50% to 3.03%, every tenth one official. */
function countiesFor(shapes: { fips: string; name: string }[]): MapCounty[] {
  return shapes.map((s, i) => ({
    fips: s.fips,
    slug: slugOf(s.name),
    name: s.name,
    rate: 0.5 + i / 100,
    rateKind: i % 10 === 0 ? "official" : "estimate",
    rateYear: 2025,
  }));
}

function render(lang: Lang, counties: MapCounty[]) {
  return renderToStaticMarkup(
    <I18nextProvider i18n={instances[lang]!}>
      {/* The map routes its links' clicks, so it renders inside a router, as on the site. */}
      <MemoryRouter>
        <CountyMap
          geometry={tx()}
          counties={counties}
          lang={lang}
          stateName="Texas"
          directoryId="county-directory"
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The map's own file (what /counties/map.svg answers). */
function drawing(lang: Lang, counties: MapCounty[]) {
  const t = instances[lang]!.t.bind(instances[lang]!) as (key: string, o?: Record<string, unknown>) => string;
  return countyMapDocument({ geometry: tx(), counties, lang, t });
}

describe("county map drawing", () => {
  it("links each of Texas's 254 counties to its page, in English", () => {
    const counties = countiesFor(tx().shapes);
    const html = drawing("en", counties);
    const hrefs = [...html.matchAll(/<a href="([^"]+)" data-fips="(\d{5})"/g)];
    expect(hrefs).toHaveLength(254);
    const bySlug = new Map(counties.map((c) => [c.fips, c.slug]));
    for (const [, href, fips] of hrefs) expect(href).toBe(`/counties/${bySlug.get(fips)}`);
    expect(html).toContain('href="/counties/harris"');
  });

  it("links to the Spanish county pages on Spanish pages", () => {
    const html = drawing("es", countiesFor(tx().shapes));
    const hrefs = [...html.matchAll(/<a href="([^"]+)" data-fips/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(254);
    expect(hrefs.every((h) => /^\/es\/condados\/[a-z0-9-]+$/.test(h))).toBe(true);
    expect(html).toContain("Condado de Harris");
  });

  it("names each county link by county, rate and kind of rate", () => {
    const shapes = tx().shapes;
    const harris = shapes.find((s) => s.fips === "48201")!;
    const counties: MapCounty[] = [
      { fips: "48201", slug: "harris", name: "Harris", rate: 2.0014, rateKind: "official", rateYear: 2024 },
    ];
    const html = drawing("en", counties);
    expect(html).not.toContain("aria-label=");
    expect(html).toContain("<title>Harris County: 2.00%, official rate 2024</title>");
    expect(harris.name).toBe("Harris");
  });

  it("draws counties the dataset lacks without a link, and says so in the legend", () => {
    const shapes = tx().shapes;
    const counties = countiesFor(shapes.slice(0, 200));
    expect([...drawing("en", counties).matchAll(/<a href="\/counties\//g)]).toHaveLength(200);
    expect([...drawing("en", counties).matchAll(/class="county-map__nodata"/g)]).toHaveLength(54);
    expect(render("en", counties)).toContain("No rate available");
  });

  it("hatches estimated rates and fills official ones solid, and the legend explains both", () => {
    const counties = countiesFor(tx().shapes);
    const fills = [...drawing("en", counties).matchAll(/<path d="[^"]+" fill="([^"]+)"/g)].map((m) => m[1]);
    expect(fills.filter((f) => f.startsWith("url(#cmap-h"))).toHaveLength(254 - 26);
    expect(fills.filter((f) => f.startsWith("#"))).toHaveLength(26);
    const html = render("en", counties);
    expect(html).toContain("Hatched: estimated rate");
    expect(html).toContain("Solid: official adopted rate");
  });

  it("is a standalone SVG file with its own strokes", () => {
    const svg = drawing("en", countiesFor(tx().shapes));
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="county-map__svg" viewBox="[-\d ]+"/,
    );
    // Its own strokes, where the site's stylesheet does not reach it.
    expect(svg).toContain('<g stroke="#ffffff" stroke-width="0.7"');
  });

  it("states each class's range in the legend, formatted for the reader", () => {
    const en = render("en", countiesFor(tx().shapes));
    expect(en).toMatch(/0\.50% to \d\.\d\d%/);
    const es = render("es", countiesFor(tx().shapes));
    expect(es).toMatch(/0\.50% a \d\.\d\d%/);
    expect(es).toContain("condados)");
  });

  it("is a figure described by the directory, with a skip link to the directory", () => {
    const html = render("en", countiesFor(tx().shapes));
    expect(html).toMatch(/<figure[^>]*aria-describedby="cmap-caption county-directory"/);
    expect(html).not.toContain('role="img"');
    expect(html).toContain('<a class="county-map__skip" href="#county-directory">');
  });

  it("shows the drawing's file as a picture in the page, in the page's language", () => {
    const en = render("en", countiesFor(tx().shapes));
    expect(en).toMatch(
      /<img class="county-map__svg" src="\/counties\/map\.svg" width="801" height="766" alt=""/,
    );
    expect(en).not.toContain("<path");
    expect(render("es", countiesFor(tx().shapes))).toContain('src="/es/condados/mapa.svg"');
  });

  it("keeps the page small: the picture's tag, not 254 shapes; the file under 150 KB", () => {
    const counties = countiesFor(tx().shapes);
    expect(render("en", counties).length).toBeLessThan(3 * 1024);
    expect(drawing("en", counties).length).toBeLessThan(150 * 1024);
  });
});
