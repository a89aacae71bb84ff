// Validation at the edges (URL parameters, form posts, CLI flags, dataset documents): zod
// parses once here so calculate() never has to.
import { z } from "zod";
import { EngineError, type MessageKey } from "./messages";
import {
  CalculatorInputSchema,
  type CalculatorInput,
  type County,
  CountySchema,
  type ProductRules,
  type StateRules,
  StateRulesSchema,
} from "./schemas";

export type Parsed<T> = { ok: true; value: T } | { ok: false; key: MessageKey; issues: string[] };

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
}

export function parseCalculatorInput(raw: unknown): Parsed<CalculatorInput> {
  const r = CalculatorInputSchema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, key: "error.invalidValue", issues: issuesOf(r.error) };
}

export function parseCounty(raw: unknown): Parsed<County> {
  const r = CountySchema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, key: "error.countyNotFound", issues: issuesOf(r.error) };
}

export function parseStateRules(raw: unknown): Parsed<StateRules> {
  const r = StateRulesSchema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, key: "error.stateDataNotLoaded", issues: issuesOf(r.error) };
}

/** Parses or throws the spec's error for that kind of data. */
export function requireParsed<T>(p: Parsed<T>): T {
  if (p.ok) return p.value;
  throw new EngineError(p.key);
}

/** What the form checks before it lets a calculation start (SPEC.md section 5). */
export function formErrors(input: Pick<CalculatorInput, "homeValue" | "county">): MessageKey[] {
  const errors: MessageKey[] = [];
  if (!input.county || input.county.trim() === "") errors.push("error.selectCounty");
  if (!(Number.isFinite(input.homeValue) && input.homeValue > 0)) errors.push("error.invalidValue");
  return errors;
}

/** The value warnings: very low below 10,000 (but above 0), very high above 10,000,000. */
export function valueWarning(value: number, product: ProductRules): MessageKey | null {
  if (value > product.warnings.veryHighAbove) return "warning.veryHighValue";
  if (value > 0 && value < product.warnings.veryLowBelow) return "warning.veryLowValue";
  return null;
}
