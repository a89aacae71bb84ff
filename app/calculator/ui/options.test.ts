import { describe, expect, it } from "vitest";
import { configs, rules } from "./__fixtures__/data";
import { buildOptions } from "./options";

const t = (k: string) => `«${k}»`;

describe("the form offers only the exemptions the state configuration defines", () => {
  it("Texas: homestead, over-65, disabled, the veteran bands and the school tax ceiling", () => {
    const o = buildOptions(configs.TX, rules.TX, "en", t);
    expect(o.homestead?.label).toBe("Residence homestead (school taxes)");
    expect(o.over65 && o.disabled).toBeTruthy();
    expect(o.veteran?.kind).toBe("levels");
    expect(o.veteran?.levels.map((l) => l.value)).toEqual(["10-29", "30-49", "50-69", "70-99", "100"]);
    expect(o.ceiling).toBe(true);
    expect(o.income).toBe(false);
    expect(o.nycClasses).toBe(false);
    expect(o.defaultValue).toBe(350000);
    expect(o.warnings).toEqual({ veryLowBelow: 10000, veryHighAbove: 10000000 });
  });

  it("labels come in the page's language", () => {
    const o = buildOptions(configs.TX, rules.TX, "es", t);
    expect(o.homestead?.label).toBe("Vivienda principal (impuestos escolares)");
    expect(o.veteran?.levels[0].label).toBe("Calificación del 10% al 29%: $5,000");
  });

  it("California: the homeowners' exemption and the veterans' tiers, no over-65, no ceiling", () => {
    const o = buildOptions(configs.CA, rules.CA, "en", t);
    expect(o.homestead?.label).toBe("Homeowners' exemption");
    expect(o.over65).toBeUndefined();
    expect(o.disabled).toBeUndefined();
    expect(o.veteran?.levels.map((l) => l.value)).toEqual(["basic", "low-income"]);
    expect(o.ceiling).toBe(false);
  });

  it("New York: STAR, senior with income, veterans by service and rating band, NYC classes", () => {
    const o = buildOptions(configs.NY, rules.NY, "en", t);
    expect(o.homestead?.label).toMatch(/STAR/);
    expect(o.income).toBe(true);
    expect(o.nycClasses).toBe(true);
    expect(o.veteran?.kind).toBe("service");
    expect(o.veteran?.levels.map((l) => l.label)).toEqual([
      "«calculator.band.10-29»",
      "«calculator.band.30-49»",
      "«calculator.band.50-69»",
      "«calculator.band.70-99»",
      "«calculator.band.100»",
    ]);
  });

  it("a configuration without exemptions offers none, and a level with a bad key is skipped", () => {
    const bare = buildOptions(
      {
        exemptions: {
          disabledVeteran: {
            title: { en: "DV" },
            levels: [
              { range: "bad key!", label: { en: "x" } },
              { range: "50-69", label: { en: "Fifty" } },
            ],
          },
        },
      },
      rules.FL,
      "en",
      t,
    );
    expect(bare.homestead).toBeUndefined();
    expect(bare.veteran?.levels).toEqual([{ value: "50-69", label: "Fifty" }]);
    expect(buildOptions(null, rules.FL, "en", t).veteran).toBeUndefined();
  });
});
