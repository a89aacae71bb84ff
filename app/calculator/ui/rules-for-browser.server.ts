// The state's rules as they leave the server: the editors' notes stay here. Those are the `basis`
// of the product constants and the default splits (citing the spec's sections) and every `note`
// (research notes such as "the Department's 2026 notice was not in the stored pages", or a
// pointer to a decision record). No browser code reads them; notes meant for editors reach no
// reader's page, and not its data either. The blanked strings keep the rules' schema valid.
import type { ProductRules, StateRules } from "~/calculator/engine/schemas";

export function productForBrowser(product: ProductRules): ProductRules {
  return { ...product, basis: "" };
}

function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === "note" && typeof v === "string" ? "" : withoutNotes(v),
    ]),
  );
}

export function rulesForBrowser(rules: StateRules): StateRules {
  const stripped = withoutNotes(rules) as StateRules;
  return {
    ...stripped,
    split: { ...stripped.split, basis: "" },
    product: productForBrowser(stripped.product),
  } as StateRules;
}
