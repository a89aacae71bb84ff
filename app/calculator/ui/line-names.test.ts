import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { calculate } from "~/calculator/engine/calculate";
import { countiesFromDataset, parseNdjson, rulesFromDataset } from "~/calculator/engine/dataset";
import { withDefaults } from "~/calculator/engine/input";
import { unitNameFor } from "~/i18n/place-names";
import { lineNameFor } from "./line-names";

describe("the lines the engine names itself", () => {
  const docs = parseNdjson(readFileSync("seed/dist/production.ndjson", "utf8"));
  const english = /\b(School|County|City|Town|Special|General levy|Voter-approved|NYC|share)\b/;

  it.each(["TX", "CA", "FL", "NY"] as const)(
    "%s: every line of a county without taxing units, and of New York City, reads in Spanish",
    (state) => {
      const rules = rulesFromDataset(docs, state).rules!;
      const counties = countiesFromDataset(docs, state).counties.filter(
        (c) => !(c.units?.length ?? 0) || c.nycClass,
      );
      expect(counties.length).toBeGreaterThan(0);
      const names = new Set<string>();
      for (const county of counties)
        for (const propertyType of county.nycClass ? ["class1", "class2"] : [undefined])
          for (const line of calculate(withDefaults({ homeValue: 350_000, propertyType }), county, rules)
            .lines)
            names.add(line.name);
      for (const name of names) {
        expect(lineNameFor(name, "es"), name).not.toMatch(english);
        expect(lineNameFor(name, "en")).toBe(name);
      }
    },
  );

  it("leaves a unit's name already given in Spanish as it is", () => {
    const houston = unitNameFor("City of Houston", "es");
    expect(lineNameFor(houston, "es")).toBe(houston);
    expect(lineNameFor("NYC class 2 tax, school share", "es")).toBe(
      "Impuesto de clase 2 de la ciudad de Nueva York: parte escolar",
    );
  });
});
