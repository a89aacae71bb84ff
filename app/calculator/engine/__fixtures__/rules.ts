// Test helpers: the real state rules from seed/states, parsed as the UI and CLI parse them,
// and small counties built in code.
import caJson from "../../../../seed/states/ca.rules.json";
import flJson from "../../../../seed/states/fl.rules.json";
import nyJson from "../../../../seed/states/ny.rules.json";
import txJson from "../../../../seed/states/tx.rules.json";
import {
  type CaliforniaRules,
  type County,
  CountySchema,
  type FloridaRules,
  type NewYorkRules,
  StateRulesSchema,
  type TaxingUnit,
  type TexasRules,
} from "../schemas";

export const txRules = StateRulesSchema.parse(txJson) as TexasRules;
export const caRules = StateRulesSchema.parse(caJson) as CaliforniaRules;
export const flRules = StateRulesSchema.parse(flJson) as FloridaRules;
export const nyRules = StateRulesSchema.parse(nyJson) as NewYorkRules;

export const testSource = { title: "Test fixture", url: "https://example.org/fixture" };

export function unit(
  u: Partial<TaxingUnit> & Pick<TaxingUnit, "id" | "kind" | "basis" | "rate">,
): TaxingUnit {
  return { name: u.id, taxYear: 2024, status: "adopted", source: testSource, ...u };
}

/** A county with taxing units (or none, for the split estimate), validated like a dataset document. */
export function county(state: County["state"], units?: TaxingUnit[], extra: Partial<County> = {}): County {
  return CountySchema.parse({
    state,
    name: "Test County",
    slug: "test",
    fips: "00000",
    rate: 2,
    combinedRate: 2,
    rateKind: "official",
    rateYear: 2024,
    rateSource: testSource,
    ...(units ? { units } : {}),
    ...extra,
  });
}
