import { describe, expect, it } from "vitest";
import { translator } from "~/calculator/ui/__fixtures__/i18n";
import type { CountyCardView } from "~/content/queries/views";
import { countyCardsMarkup } from "./county-cards";

const card: CountyCardView = {
  name: "Harris",
  slug: "harris",
  fips: "48201",
  state: "TX",
  rate: 2.1234,
  combinedRate: 2.1234,
  rateKind: "official",
  rateYear: 2025,
  rateSource: { title: "Harris Central Appraisal District", url: "https://hcad.org/" },
  population: 4835125,
  populationYear: 2023,
  officeName: "Harris Central Appraisal District",
  rateBadge: { tone: "official", statuses: null, years: "2025", news: 0, units: 0 },
};

describe("the county directory's card markup", () => {
  it("shows the rate with its kind and year, the tax on $350,000 and a twelfth of it, in English", async () => {
    const html = countyCardsMarkup([card], "en", await translator("en"), () => 3);
    expect(html).toContain('<a href="/counties/harris">Harris</a>');
    expect(html).toContain('2.12% <span class="badge badge--official">Official · 2025</span>');
    // 350,000 × 2.1234% = 7,431.90 a year; 619.33 a month; whole dollars.
    expect(html).toContain("<dd>$7,432</dd>");
    expect(html).toContain("<dd>$619</dd>");
    expect(html).toContain("<dd>4,835,125</dd>");
    expect(html).toContain('<a href="#rate-source-3">note 3</a>');
  });

  it("speaks Spanish on Spanish pages, with Spanish paths", async () => {
    const html = countyCardsMarkup(
      [
        {
          ...card,
          rateKind: "estimate",
          rateBadge: { tone: "estimate", statuses: null, years: "2025", news: 0, units: 0 },
          population: null,
          officeName: null,
        },
      ],
      "es",
      await translator("es"),
      () => 1,
    );
    expect(html).toContain('<a href="/es/condados/harris">Harris</a>');
    expect(html).toContain('badge--estimate">Estimación · 2025</span>');
    expect(html).toContain("<dd>—</dd>");
    expect(html).toContain("Fuente: <a");
    expect(html).not.toMatch(/counties\.|common\./);
  });

  it("says a rate is partly proposed, with the lines' years, when a rate on the bill is only proposed", async () => {
    const mixed = {
      ...card,
      rateBadge: {
        tone: "official" as const,
        statuses: ["adopted" as const, "proposed" as const],
        years: "2024–2025",
        news: 0,
        units: 5,
      },
    };
    const en = countyCardsMarkup([mixed], "en", await translator("en"), () => 1);
    expect(en).toContain('badge--official">Partly proposed · 2024–2025</span>');
    const es = countyCardsMarkup([mixed], "es", await translator("es"), () => 1);
    expect(es).toContain('badge--official">En parte propuesta · 2024–2025</span>');
    // Rates approved by voters are adopted ones: the card says official.
    const voted = {
      ...card,
      rateBadge: { ...mixed.rateBadge, statuses: ["adopted" as const, "voter-approved" as const] },
    };
    expect(countyCardsMarkup([voted], "en", await translator("en"), () => 1)).toContain(
      'badge--official">Official · 2024–2025</span>',
    );
  });

  it("never shows a rate read from a news report in the official colour or words", async () => {
    const reported = {
      ...card,
      rateBadge: {
        tone: "official" as const,
        statuses: ["adopted" as const],
        years: "2025",
        news: 2,
        units: 8,
      },
    };
    const en = countyCardsMarkup([reported], "en", await translator("en"), () => 1);
    expect(en).toContain('badge--news">Partly from news reports · 2025</span>');
    expect(en).not.toContain("badge--official");
    const es = countyCardsMarkup([reported], "es", await translator("es"), () => 1);
    expect(es).toContain('badge--news">En parte según la prensa · 2025</span>');
  });

  it("links the state's directory of offices when the county's own office is not named", async () => {
    const url = "https://comptroller.texas.gov/taxes/property-tax/county-directory/";
    const unnamed = { ...card, officeName: null, officeDirectoryUrl: url };
    const en = countyCardsMarkup([unnamed], "en", await translator("en"), () => 1);
    expect(en).toContain(`<dd><a href="${url}" rel="noopener">In the state's directory</a></dd>`);
    expect(en).not.toContain("not yet verified");
    const es = countyCardsMarkup([unnamed], "es", await translator("es"), () => 1);
    expect(es).toContain(">En el directorio del estado</a>");
    const named = countyCardsMarkup(
      [{ ...card, officeDirectoryUrl: url }],
      "en",
      await translator("en"),
      () => 1,
    );
    expect(named).toContain("<dd>Harris Central Appraisal District</dd>");
    expect(named).not.toContain(url);
  });

  it("escapes names that carry markup characters", async () => {
    const html = countyCardsMarkup(
      [{ ...card, name: 'A & B <script>"x"' }],
      "en",
      await translator("en"),
      () => 1,
    );
    expect(html).toContain("A &amp; B &lt;script&gt;&quot;x&quot;");
    expect(html).not.toContain("<script>");
  });
});
