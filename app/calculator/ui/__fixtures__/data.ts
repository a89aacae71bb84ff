// Test data for the calculator UI: the real state rules and configurations from seed/states,
// and small counties written out here so each expected figure can be worked by hand.
import { parseStateRules, requireParsed } from "~/calculator/engine/validate";
import type { StateRules } from "~/calculator/engine/schemas";
import caConfig from "../../../../seed/states/ca.json";
import caRulesJson from "../../../../seed/states/ca.rules.json";
import flConfig from "../../../../seed/states/fl.json";
import flRulesJson from "../../../../seed/states/fl.rules.json";
import nyConfig from "../../../../seed/states/ny.json";
import nyRulesJson from "../../../../seed/states/ny.rules.json";
import txConfig from "../../../../seed/states/tx.json";
import txRulesJson from "../../../../seed/states/tx.rules.json";
import type { CalcCounty } from "../counties";

export const rules: Record<"TX" | "CA" | "FL" | "NY", StateRules> = {
  TX: requireParsed(parseStateRules(txRulesJson)),
  CA: requireParsed(parseStateRules(caRulesJson)),
  FL: requireParsed(parseStateRules(flRulesJson)),
  NY: requireParsed(parseStateRules(nyRulesJson)),
};
export const configs = { TX: txConfig, CA: caConfig, FL: flConfig, NY: nyConfig } as const;

const src = { title: "Fixture source", url: "https://example.org/rates" };

/** Two units: a county at $0.40 per $100 with a 20% local homestead, a school district at $1.00 per $100. */
export const texasCounty: CalcCounty = {
  state: "TX",
  name: "Fixture",
  slug: "fixture",
  fips: "48999",
  rate: 1.4,
  combinedRate: 1.4,
  rateKind: "official",
  rateYear: 2025,
  rateSource: src,
  units: [
    {
      id: "fixture-county",
      name: "Fixture County",
      kind: "county",
      basis: "per100",
      rate: 0.4,
      taxYear: 2025,
      status: "adopted",
      source: src,
      exemptions: { homesteadPercent: 0.2 },
    },
    {
      id: "fixture-isd",
      name: "Fixture ISD",
      kind: "school",
      basis: "per100",
      rate: 1.0,
      taxYear: 2025,
      status: "proposed",
      source: src,
    },
  ],
  notes: ["A note for this county."],
  unitsArea: "a home in Fixture ISD",
};

/** No units: the spec's split of a 2% estimated rate applies. */
export const estimateCounty: CalcCounty = {
  state: "TX",
  name: "Estimado",
  slug: "estimado",
  fips: "48998",
  rate: 2,
  combinedRate: 2,
  rateKind: "estimate",
  rateYear: 2023,
  rateSource: src,
};

export const texasCounties = [texasCounty, estimateCounty];
