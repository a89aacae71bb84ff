// Validation at the edges (URL parameters, form posts, CLI flags, dataset documents): zod
// parses once here so calculate() never has to. The browser's form checks are in form-checks.ts,
// which loads no zod.
import { z } from "zod";
import { EngineError, type ErrorKey } from "./messages";
import {
  CalculatorInputSchema,
  type CalculatorInput,
  type County,
  CountySchema,
  type StateRules,
  StateRulesSchema,
} from "./schemas";

export type Parsed<T> = { ok: true; value: T } | { ok: false; key: ErrorKey; issues: string[] };

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
}

export function parseCalculatorInput(raw: unknown): Parsed<CalculatorInput> {
  const r = CalculatorInputSchema.safeParse(raw);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, key: "error.invalidValue", issues: issuesOf(r.error) };
}

export function parseCounty(raw: unknown): Parsed<County> {
  const r = CountySchema.safeParse(raw);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, key: "error.countyNotFound", issues: issuesOf(r.error) };
}

export function parseStateRules(raw: unknown): Parsed<StateRules> {
  const r = StateRulesSchema.safeParse(raw);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, key: "error.stateDataNotLoaded", issues: issuesOf(r.error) };
}

/** Parses or throws the spec's error for that kind of data. */
export function requireParsed<T>(p: Parsed<T>): T {
  if (p.ok) return p.value;
  throw new EngineError(p.key);
}
