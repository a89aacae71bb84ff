import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en/protestKit";
import es from "~/i18n/locales/es/protestKit";
import { kitWords } from "./kit-words";

describe("the kit's words by state", () => {
  it("protest in Texas; appeal in California, Florida and New York, in both languages", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: { en: { translation: { protestKit: en } }, es: { translation: { protestKit: es } } },
    });
    const title = (lng: string, state: string) =>
      i18n.t("protestKit.title", { lng, state: "X", ...kitWords(state) });
    expect(title("en", "TX")).toBe("X property tax protest kit");
    for (const state of ["CA", "FL", "NY"]) {
      expect(title("en", state)).toBe("X property tax appeal kit");
      expect(title("es", state)).toBe("Kit de apelación del impuesto predial en X");
    }
    expect(title("es", "TX")).toBe("Kit de protesta del impuesto predial en X");
  });
});
