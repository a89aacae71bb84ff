import { useEffect, useRef } from "react";
// url-params, not url-state: url-state's reading schema brings zod into the page's first scripts.
import { toSearchParams, type CalculatorFormState } from "./url-params";

/**
 * After the first result, the result follows the form: once the visitor has stopped changing an
 * input for `delayMs` (the spec's calculation delay), the calculator runs again with the new
 * inputs, as the peers' calculators do. Nothing runs before a first result, while a calculation
 * is running, or while the form cannot be calculated (no county, no value).
 */
export function useLiveResult({
  form,
  shown,
  ready,
  recalculate,
  delayMs,
}: {
  form: CalculatorFormState;
  /** The inputs of the result on screen, or null before the first result. */
  shown: CalculatorFormState | null;
  /** The form can be calculated now. */
  ready: boolean;
  recalculate: () => void;
  delayMs: number;
}) {
  const latest = useRef(recalculate);
  latest.current = recalculate;
  const inputs = toSearchParams(form).toString();
  const shownInputs = shown ? toSearchParams(shown).toString() : null;
  useEffect(() => {
    if (shownInputs === null || !ready || inputs === shownInputs) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [inputs, shownInputs, ready, delayMs]);
}
