// Every message exists in English and Spanish, the errors use the spec's words, and
// every key the engine emits is in the catalog.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EngineError, formatMessage, MESSAGES } from "./messages";

describe("messages", () => {
  it("has a non-empty English and Spanish text for every key, with the same placeholders", () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text.en.trim(), key).not.toBe("");
      expect(text.es.trim(), key).not.toBe("");
      expect(text.es, key).not.toBe(text.en);
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(text.es), key).toEqual(names(text.en));
    }
  });

  it("uses the spec's wording for the errors", () => {
    expect(formatMessage("error.stateDataNotLoaded", "en")).toBe("State data not loaded");
    expect(formatMessage("error.countyNotFound", "en")).toBe("County not found");
    expect(formatMessage("error.invalidValue", "en")).toBe("Please enter a valid value");
    expect(formatMessage("error.invalidValue", "es")).toBe(
      "Escriba el valor de su vivienda en dólares, por ejemplo 350,000.",
    );
    expect(formatMessage("error.selectCounty", "es")).toBe("Elija un condado de la lista.");
    expect(formatMessage("error.calculation", "es")).toBe("Error al calcular los impuestos");
    expect(formatMessage("error.calculationFailed", "es")).toBe("No se pudo calcular el impuesto");
    expect(formatMessage("error.nyc.marketValuePositive", "en")).toBe("Market value must be greater than 0");
    expect(formatMessage("error.nyc.marketValueTooHigh", "en")).toBe("Market value seems unreasonably high");
    expect(formatMessage("error.nyc.invalidClass", "en")).toBe("Invalid property class");
    expect(formatMessage("error.nyc.seniorIncomeRequired", "en")).toBe(
      "Senior income required for Enhanced STAR",
    );
    expect(formatMessage("error.nyc.seniorIncomeNegative", "en")).toBe("Senior income cannot be negative");
  });

  it("formats parameters in the reader's locale", () => {
    expect(formatMessage("rule.tx.schoolHomestead", "en", { amount: 140000 })).toBe(
      "School district homestead exemption of $140,000 (Tax Code 11.13(b))",
    );
    expect(formatMessage("note.ny.enhancedIncomeOver", "es", { limit: 107300 })).toContain("$107,300");
    expect(formatMessage("no.such.key", "en")).toBe("no.such.key");
    // Names passed as parameters are translated too.
    expect(
      formatMessage("note.carriedForward", "es", {
        figure: "figure.additionalHomestead",
        year: 2026,
        from: 2025,
      }),
    ).toBe(
      "El dato de exención adicional de vivienda principal para 2026 aún no se ha publicado; se usa el de 2025.",
    );
    expect(
      formatMessage("rule.nyc.rate", "en", { class: "figure.class1", rate: 20.085, fiscalYear: 2025 }),
    ).toBe("Tax rate for class 1: 20.085% (fiscal year 2025)");
    expect(new EngineError("error.countyNotFound").text("es")).toBe("No se encontró el condado");
  });

  it("knows every message key the engine's modules use", () => {
    const dir = __dirname;
    const used = new Set<string>();
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const code = readFileSync(join(dir, f), "utf8");
      for (const m of code.matchAll(/["'`]((?:error|warning|eligibility|rule|note)\.[A-Za-z0-9.]+)["'`]/g))
        used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(30);
    for (const key of used) expect(MESSAGES, key).toHaveProperty([key]);
  });
});
