import { describe, expect, it } from "vitest";
import { getFixedT, getLocale, remixI18n } from "./i18n.server";

const at = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe("the server's language, through remix-i18next", () => {
  it("takes the language from the path alone", async () => {
    expect(await getLocale(at("/"))).toBe("en");
    expect(await getLocale(at("/es"))).toBe("es");
    expect(await getLocale(at("/es/calculadora?value=1"))).toBe("es");
    expect(await getLocale(at("/estimate"))).toBe("en");
    expect(await getLocale(at("/calculator?lng=es"))).toBe("en");
    // Neither the browser's languages nor a cookie change a page's language: each URL has one.
    expect(await getLocale(at("/faq", { "Accept-Language": "es-MX,es;q=0.9", Cookie: "lng=es" }))).toBe("en");
    expect(await remixI18n.getLocale(at("/es/condados"))).toBe("es");
  });

  it("gives loaders the translate function of the request's language and build", async () => {
    const en = await getFixedT(at("/faq"), "TX");
    const es = await getFixedT(at("/es/preguntas-frecuentes"), "TX");
    expect(en("common.retry")).toBe("Retry");
    expect(es("common.retry")).toBe("Reintentar");
    expect(es("home.title", { state: "Texas", year: 2026 })).toContain("Texas");
    expect(es("home.title", { state: "Texas", year: 2026 })).not.toBe(
      en("home.title", { state: "Texas", year: 2026 }),
    );
    // The same function for a request and for its language.
    expect(await getFixedT("es", "TX")).toBe(es);
  });

  it("looks up the state's Spanish overlay before the base table", async () => {
    const tx = await getFixedT("es", "TX");
    const hub = await getFixedT("es", "HUB");
    expect(tx("propertyTax.officeName")).toBe("distrito de tasación (appraisal district)");
    expect(hub("propertyTax.officeName")).not.toBe(tx("propertyTax.officeName"));
  });
});
