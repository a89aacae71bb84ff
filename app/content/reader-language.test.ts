import { describe, expect, it } from "vitest";
import { dropNulls } from "./queries/views";
import { inReaderLanguage } from "./reader-language";

const census = {
  title: "U.S. Census Bureau, American Community Survey",
  titleEs: "Oficina del Censo de EE. UU., Encuesta sobre la Comunidad Estadounidense",
  url: "https://www.census.gov/",
};
const county = {
  name: "Anderson",
  rate: 1.06,
  rateSource: census,
  units: [
    { name: "Anderson County", source: { title: "Anderson County: tax rates", url: "https://x.test/" } },
  ],
};

describe("inReaderLanguage", () => {
  it("gives Spanish readers the Spanish title and English readers the English one, without the Spanish key", () => {
    expect(inReaderLanguage(county, "es").rateSource).toEqual({
      title: "Oficina del Censo de EE. UU., Encuesta sobre la Comunidad Estadounidense",
      url: "https://www.census.gov/",
    });
    expect(inReaderLanguage(county, "en").rateSource).toEqual({
      title: "U.S. Census Bureau, American Community Survey",
      url: "https://www.census.gov/",
    });
  });

  it("falls back to the English title where no Spanish one was written, and marks it as English", () => {
    const sources = [
      { title: "Texas Tax Code §31.02", titleEs: null, url: "https://x.test/a" },
      { title: "Texas Tax Code §1.06", titleEs: "  ", url: "https://x.test/b" },
    ];
    expect(inReaderLanguage(sources, "es")).toEqual([
      { title: "Texas Tax Code §31.02", titleLang: "en", url: "https://x.test/a" },
      { title: "Texas Tax Code §1.06", titleLang: "en", url: "https://x.test/b" },
    ]);
    // English pages need no mark.
    expect(inReaderLanguage(sources, "en")).toEqual([
      { title: "Texas Tax Code §31.02", url: "https://x.test/a" },
      { title: "Texas Tax Code §1.06", url: "https://x.test/b" },
    ]);
  });

  it("leaves parts without a Spanish title as they are, and gives the same copy each time", () => {
    const es = inReaderLanguage(county, "es");
    expect(es).not.toBe(county);
    expect(es.units).toBe(county.units);
    expect(inReaderLanguage(county, "es")).toBe(es);
    expect(inReaderLanguage(county, "en")).not.toBe(es);
    expect(inReaderLanguage(county.units, "es")).toBe(county.units);
    expect(county.rateSource.titleEs).toBe(census.titleEs);
  });

  it("still knows a source had no Spanish title after a view drops the query's nulls", () => {
    // A county's taxing unit as the query answers it: absent fields are null.
    const unit = {
      kind: "county",
      source: { title: "Harris County: tax rates", titleEs: null, url: "https://x.test/", quote: null },
    };
    const read = dropNulls(unit) as typeof unit;
    expect(read.source).not.toHaveProperty("quote");
    expect(inReaderLanguage(read, "es").source).toEqual({
      title: "Harris County: tax rates",
      titleLang: "en",
      url: "https://x.test/",
    });
    expect(JSON.parse(JSON.stringify(inReaderLanguage(read, "en").source))).toEqual({
      title: "Harris County: tax rates",
      url: "https://x.test/",
    });
  });
});
