// State configurations: seed/states/{state}.json (the spec's fields, edited by hand) plus the
// figures computed from the county documents (countyCount, averageRate) and the engine's
// rules from seed/states/{state}.rules.json.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { StateRulesSchema } from "../../app/calculator/engine/schemas";
import { StateConfigSchema, type CountyDocument, type StateConfig } from "../../app/content/schemas";
import { displayPath, SeedError, validate } from "./errors";
import { round } from "./official-rates";
import { readJson, type SeedPaths } from "./sources";

export const SITE_STATES = ["tx", "ca", "fl", "ny", "hub"] as const;
export type SiteStateId = (typeof SITE_STATES)[number];

/** What the hand-edited file holds: everything but the ids, the computed stats and the rules. */
export const StateSourceSchema = StateConfigSchema.omit({
  _id: true,
  _type: true,
  rules: true,
  stats: true,
}).extend({
  stats: StateConfigSchema.shape.stats.omit({ countyCount: true, averageRate: true }),
});

export const EXPECTED_COUNTIES: Record<"TX" | "CA" | "FL" | "NY", number> = {
  TX: 254,
  CA: 58,
  FL: 67,
  NY: 62,
};

// es-MX writes decimals with a point, like en-US (the spec's Spanish locale).
const pct = (n: number) => `${n.toFixed(2)}%`;

/** Population-weighted mean of the rates the calculator applies (2023 population estimates). */
export function averageRate(counties: CountyDocument[]): number {
  const weight = counties.reduce((s, c) => s + c.population.value, 0);
  return round(counties.reduce((s, c) => s + c.rate * c.population.value, 0) / weight, 2);
}

function averageNote(counties: CountyDocument[], hub: boolean) {
  const official = counties.filter((c) => c.rateKind === "official").length;
  const estimated = counties.length - official;
  return {
    en: `Population-weighted average (2023 Census estimates) of the rates of the ${counties.length} counties${hub ? " of Texas, California, Florida and New York" : ""} in this dataset: ${official} official rates of a representative address and ${estimated} estimated rates. It is a rate before exemptions; what owners actually pay is lower.`,
    es: `Promedio ponderado por población (estimaciones del Censo de 2023) de las tasas de los ${counties.length} condados${hub ? " de Texas, California, Florida y Nueva York" : ""} de este conjunto de datos: ${official} tasas oficiales de una dirección representativa y ${estimated} tasas estimadas. Es una tasa antes de exenciones; lo que pagan los propietarios es menor.`,
  };
}

export interface StateBuildResult {
  docs: StateConfig[];
  warnings: string[];
}

export function buildStates(paths: SeedPaths, counties: CountyDocument[]): StateBuildResult {
  const warnings: string[] = [];
  const docs: StateConfig[] = [];
  for (const id of SITE_STATES) {
    const file = join(paths.states, `${id}.json`);
    const source = validate(StateSourceSchema, readJson(file), file, `stateConfig.${id}`);
    if (source.stateCode.toLowerCase() !== id) {
      throw new SeedError(file, "stateCode", `"${source.stateCode}" does not match the file name`);
    }
    const hub = source.stateCode === "HUB";
    const mine = hub ? counties : counties.filter((c) => c.state === source.stateCode);
    if (!hub) {
      const expected = EXPECTED_COUNTIES[source.stateCode as keyof typeof EXPECTED_COUNTIES];
      if (mine.length !== expected)
        throw new SeedError(
          paths.backbone,
          source.stateCode,
          `${mine.length} counties, expected ${expected}`,
        );
    }
    if (hub === source.hasCalculator)
      throw new SeedError(
        file,
        "hasCalculator",
        hub ? "the hub has no calculator" : "a state build has a calculator",
      );
    const avg = averageRate(mine);

    let rules: StateConfig["rules"];
    if (!hub) {
      const rulesFile = join(paths.states, `${id}.rules.json`);
      if (existsSync(rulesFile)) {
        const raw = readJson(rulesFile);
        validate(StateRulesSchema, raw, rulesFile, `${id} rules`);
        // Stored as written (defaults not filled in), like every other document.
        rules = raw as StateConfig["rules"];
        const ruleState = rules?.state;
        if (ruleState !== source.stateCode)
          throw new SeedError(rulesFile, "state", `"${ruleState}" does not match ${source.stateCode}`);
      } else {
        warnings.push(
          `${displayPath(rulesFile)} is missing: stateConfig.${id} is built without \`rules\`, so the calculator has no amounts for ${source.stateCode}.`,
        );
      }
    }

    const image = join(paths.root, "..", "public", source.howItWorks.calculatorImage.src);
    if (!existsSync(image))
      warnings.push(
        `${displayPath(file)}: howItWorks.calculatorImage.src ${source.howItWorks.calculatorImage.src} is not in public/.`,
      );

    const doc: StateConfig = {
      _id: `stateConfig.${id}`,
      _type: "stateConfig",
      ...source,
      stats: {
        countyCount: mine.length,
        averageRate: { value: avg, label: { en: pct(avg), es: pct(avg) }, note: averageNote(mine, hub) },
        ...source.stats,
      },
      ...(rules !== undefined && { rules }),
    };
    validate(StateConfigSchema, doc, file, doc._id);
    docs.push(doc);
  }
  return { docs, warnings };
}
