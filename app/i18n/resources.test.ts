import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { PAGE_SECTIONS, loadBrowserTables } from "./page-sections";
import { buildResources, i18nOptions, loadOverlay, loadTables } from "./resources";

type Tree = Record<string, unknown>;
async function tFor(lang: "en" | "es", overlay?: Tree, base?: { en: Tree; es: Tree }) {
  const tables = base
    ? { own: base[lang], en: base.en, overlay }
    : { ...(await loadTables(lang, "HUB")), overlay };
  const resources = buildResources(lang, tables);
  const instance = i18next.createInstance();
  await instance.init(i18nOptions(lang, resources));
  return instance.t.bind(instance);
}

describe("translation lookup order", () => {
  const base = {
    en: { g: { inBoth: "EN both", enOnly: "EN only", inOverlayToo: "EN overlay-too" } },
    es: { g: { inBoth: "ES ambos", inOverlayToo: "ES base gana" } },
  };
  const overlay = { g: { inOverlayToo: "ES overlay", overlayOnly: "ES solo overlay" } };

  it("1. the language's base table comes first, even over the state overlay", async () => {
    const t = await tFor("es", overlay, base);
    expect(t("g.inBoth")).toBe("ES ambos");
    expect(t("g.inOverlayToo")).toBe("ES base gana");
  });
  it("2. then the state overlay", async () => {
    const t = await tFor("es", overlay, base);
    expect(t("g.overlayOnly")).toBe("ES solo overlay");
  });
  it("3. then the English base", async () => {
    const t = await tFor("es", overlay, base);
    expect(t("g.enOnly")).toBe("EN only");
  });
  it("4. then the supplied default, 5. then the key", async () => {
    const t = await tFor("es", overlay, base);
    expect(t("g.nowhere", { defaultValue: "fallback text" })).toBe("fallback text");
    expect(t("g.nowhere")).toBe("g.nowhere");
  });
  it("the real dictionaries: Spanish strings resolve and the Texas overlay fills its keys", async () => {
    const t = await tFor("es", await loadOverlay("TX", "es"));
    expect(t("calculator.validValue")).toBe(
      "Escriba el valor de su vivienda en dólares, por ejemplo 350,000.",
    );
    expect(t("propertyTax.officeName")).toMatch(/distrito de tasación/);
  });
  it("a state without an overlay, or English, loads none", async () => {
    expect(await loadOverlay("HUB", "es")).toBeUndefined();
    expect(await loadOverlay("TX", "en")).toBeUndefined();
  });
});

describe("the dictionaries", () => {
  function keys(tree: object, prefix = ""): string[] {
    return Object.entries(tree).flatMap(([k, v]) =>
      typeof v === "object" && v !== null && !Array.isArray(v)
        ? keys(v, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    );
  }
  // Spanish plural forms (_many) have no English twin; every other key must exist in both.
  const strip = (ks: string[]) => ks.filter((k) => !k.endsWith("_many"));
  it("every English key has a Spanish translation and back", async () => {
    const en = (await import("./locales/en")).default;
    const es = (await import("./locales/es")).default;
    expect(strip(keys(es)).sort()).toEqual(strip(keys(en)).sort());
  });
  it("no Spanish string is left identical to its English one, except names and codes", async () => {
    const en = (await import("./locales/en")).default as Record<string, Record<string, unknown>>;
    const es = (await import("./locales/es")).default as Record<string, Record<string, unknown>>;
    const allowed = new Set([
      "common.error",
      "numbers.currency",
      "footer.copyright",
      "states.TX",
      "states.CA",
      "states.FL",
    ]);
    const same = keys(en).filter((k) => {
      const [g, ...rest] = k.split(".");
      const pick = (t: Record<string, Record<string, unknown>>) => t[g]?.[rest.join(".")];
      return typeof pick(en) === "string" && pick(en) === pick(es) && !allowed.has(k);
    });
    expect(same).toEqual([]);
  });
});

describe("Spanish pages in the browser: core and page sections, without the English fallback", () => {
  async function instanceFor(browser: boolean, state: "TX" | "HUB") {
    // The browser's tables with every page section asked for, against the server's.
    const tables = browser
      ? await loadBrowserTables("es", state, PAGE_SECTIONS)
      : await loadTables("es", state);
    const instance = i18next.createInstance();
    await instance.init(i18nOptions("es", buildResources("es", tables)));
    return {
      tables,
      t: instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string,
    };
  }
  function keys(tree: object, prefix = ""): string[] {
    return Object.entries(tree).flatMap(([k, v]) =>
      typeof v === "object" && v !== null && !Array.isArray(v)
        ? keys(v, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    );
  }

  it("loads no English table", async () => {
    const { tables } = await instanceFor(true, "TX");
    expect(tables.en).toBeUndefined();
    expect(Object.keys(buildResources("es", tables))).toEqual(["es"]);
  });

  it("renders every key exactly as the server does with the fallback, for a state build and the hub", async () => {
    const en = (await import("./locales/en")).default;
    const lookups = [...new Set(keys(en).map((k) => k.replace(/_(one|other|zero|many)$/, "")))];
    for (const state of ["TX", "HUB"] as const) {
      const server = await instanceFor(false, state);
      const browser = await instanceFor(true, state);
      for (const key of lookups) {
        for (const count of [undefined, 1, 3]) {
          const options = count === undefined ? undefined : { count };
          expect(browser.t(key, options), `${state} ${key} ${count}`).toBe(server.t(key, options));
        }
      }
    }
  });
});
