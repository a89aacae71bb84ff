import { describe, expect, it } from "vitest";
import { translator } from "./__fixtures__/i18n";

// The spec's exact words (SPEC.md sections 2, 4, 5, 8) as the calculator shows them.
describe("the calculator's messages are the spec's", () => {
  it("in English", async () => {
    const t = await translator("en");
    expect(t("calculator.validValue")).toBe("Please enter a valid value");
    expect(t("calculator.selectCounty")).toBe("Please select a county");
    expect(t("calculator.errorCalculating")).toBe("Error calculating taxes");
    expect(t("calculator.loaded", { count: 254, state: "Texas" })).toBe(
      "Loaded 254 Texas counties with current tax rates",
    );
    expect(t("calculator.loadFailed")).toBe(
      "Failed to load county tax data. Please refresh the page to try again.",
    );
    expect(t("calculator.errorTitle")).toBe("Calculator Error");
    expect(t("calculator.failedTitle")).toBe("Unable to calculate property tax");
    expect(t("calculator.failedText")).toBe("Please check your inputs and try again");
    expect(t("calculator.report.success")).toBe("Report downloaded successfully!");
    expect(t("calculator.report.failed")).toBe("Failed to generate report. Please try again.");
    expect(t("calculator.share.linkCopied")).toBe("Link copied!");
    expect(t("calculator.share.linkCopiedText")).toBe(
      "The calculator link has been copied to your clipboard.",
    );
    expect(t("calculator.share.copyFailed")).toBe("Unable to copy");
    expect(t("calculator.share.copyFailedText")).toBe("Please copy the URL manually.");
    expect(t("calculator.share.detailsCopied")).toBe("Report details copied to clipboard!");
    expect(t("calculator.wizard.start")).toBe("Start the calculator wizard");
    expect(t("calculator.wizard.stepOf", { step: 2, total: 4 })).toBe("Step 2 of 4");
    expect(
      ["value", "location", "exemptions", "review"].map((k) => t(`calculator.wizard.steps.${k}`)),
    ).toEqual(["Property value", "Location", "Exemptions", "Review and calculate"]);
    expect([
      t("calculator.wizard.back"),
      t("calculator.wizard.previous"),
      t("calculator.wizard.next"),
      t("calculator.wizard.calculateTax"),
    ]).toEqual(["Back", "Previous", "Next", "Calculate tax"]);
  });

  it("in Spanish", async () => {
    const t = await translator("es");
    expect(t("calculator.validValue")).toBe(
      "Escriba el valor de su vivienda en dólares, por ejemplo 350,000.",
    );
    expect(t("calculator.selectCounty")).toBe("Elija un condado de la lista.");
    expect(t("calculator.errorCalculating")).toBe("Error al calcular los impuestos");
    expect(t("calculator.calculating")).toBe("Calculando...");
    expect(t("calculator.failedTitle")).toBe("No se pudo calcular el impuesto");
    expect(t("calculator.loaded", { count: 254, state: "Texas" })).toBe(
      "Se cargaron 254 condados de Texas con las tasas de impuestos vigentes",
    );
    expect(t("calculator.wizard.stepOf", { step: 3, total: 4 })).toBe("Paso 3 de 4");
  });
});
