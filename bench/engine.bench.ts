// Calculations per second of the tax engine on one core (Node runs it on one thread):
// a Texas county with five taxing units and a New York City home.
//   npm run bench:engine            (BENCH_SECONDS=3 to run each case longer)
// Two rates are printed: per second of wall time, and per second of this process's CPU time.
// On a shared machine (other jobs on the same cores) the wall-time rate drops with the load; the
// CPU-time rate is what one core delivers, and the goal is checked against it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { cpus, loadavg } from "node:os";
import { calculate } from "../app/calculator/engine/calculate";
import { withDefaults } from "../app/calculator/engine/input";
import { CountySchema, StateRulesSchema, type CalculatorInput, type County, type StateRules } from "../app/calculator/engine/schemas";

const root = resolve(import.meta.dirname, "..");
const json = (path: string) => JSON.parse(readFileSync(resolve(root, path), "utf8"));
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const GOAL = 1_000_000;

interface Case {
  name: string;
  describe: string;
  county: County;
  rules: StateRules;
  inputs: CalculatorInput[];
}

const harris = CountySchema.parse(json("app/calculator/engine/__fixtures__/harris.county.json"));
const kings = CountySchema.parse({
  state: "NY", name: "Kings", slug: "kings", fips: "36047", rate: 0.9, combinedRate: 0.9, rateKind: "estimate", rateYear: 2023,
  rateSource: { title: "benchmark county", url: "https://example.org/" }, nycClass: true,
});
const tx = StateRulesSchema.parse(json("seed/states/tx.rules.json"));
const ny = StateRulesSchema.parse(json("seed/states/ny.rules.json"));

// A spread of values and exemptions so the benchmark does not measure one cached branch.
const values = [185000, 240000, 310000, 400000, 525000, 760000, 1250000, 2100000];
const txInputs = values.flatMap((homeValue, i) => [
  withDefaults({ homeValue, homesteadExemption: true }),
  withDefaults({ homeValue, homesteadExemption: true, over65Exemption: i % 2 === 0, schoolTaxCeiling: true, schoolTaxCeilingAmount: 2500, schoolTaxCeilingYear: 2020 }),
  withDefaults({ homeValue, homesteadExemption: i % 3 !== 0, disabledVeteranExemption: "30-49" }),
]);
const nycInputs = values.flatMap((homeValue, i) => [
  withDefaults({ homeValue, propertyType: "class1", homesteadExemption: true }),
  withDefaults({ homeValue, propertyType: "class1", homesteadExemption: true, seniorCitizen: true, seniorIncome: 60000 + i * 10000, priorAssessedValues: [homeValue * 0.05, homeValue * 0.052] }),
  withDefaults({ homeValue, propertyType: "coop", homesteadExemption: true, coopCondoPrimaryResidence: true, veteranService: "wartime", veteranDisabilityRating: 30 }),
]);

const cases: Case[] = [
  {
    name: "Texas, Harris County fixture, five taxing units",
    describe: "county 0.38529, Harris Health 0.16348, flood control 0.04897, City of Houston 0.51919, Houston ISD 0.8683 per $100; local 20% and over-65 exemptions; ceilings and veteran bands",
    county: harris,
    rules: tx,
    inputs: txInputs,
  },
  {
    name: "New York City (Kings), classes 1 and 2",
    describe: "FY class rates, 6% / 45% ratios, class 1 caps, Basic and Enhanced STAR, veterans, co-op abatement",
    county: kings,
    rules: ny,
    inputs: nycInputs,
  },
];

function measure(c: Case): { ops: number; cpuOps: number; perCall: number; checksum: number } {
  let checksum = 0;
  const n = c.inputs.length;
  // Warm-up so the JIT has compiled the hot path before timing.
  for (let i = 0; i < 200_000; i++) checksum += calculate(c.inputs[i % n], c.county, c.rules).annualTax;
  let calls = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 10_000; i++) checksum += calculate(c.inputs[(calls + i) % n], c.county, c.rules).annualTax;
    calls += 10_000;
    now = process.hrtime.bigint();
  }
  const elapsed = Number(now - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { ops: calls / elapsed, cpuOps: calls / cpuSeconds, perCall: (cpuSeconds / calls) * 1e9, checksum };
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`Tax engine benchmark: Node ${process.version}, ${cpu} (${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}), one thread, ${seconds}s per case`);
let allMet = true;
for (const c of cases) {
  const r = measure(c);
  const met = r.cpuOps >= GOAL;
  allMet &&= met;
  console.log(`\n${c.name}\n  input: ${c.inputs.length} homes cycled (values $${values[0].toLocaleString("en-US")}-$${values[values.length - 1].toLocaleString("en-US")}); ${c.describe}`);
  console.log(`  ${Math.round(r.cpuOps).toLocaleString("en-US")} calculations per CPU-second on one core (${r.perCall.toFixed(0)} ns each) - goal ${GOAL.toLocaleString("en-US")}/s ${met ? "met" : "NOT met"}`);
  console.log(`  ${Math.round(r.ops).toLocaleString("en-US")} calculations per wall-clock second  [checksum ${r.checksum.toFixed(2)}]`);
}
process.exitCode = allMet ? 0 : 1;
