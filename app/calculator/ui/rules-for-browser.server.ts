// The state's rules as they leave the server: the editors' notes stay here. Those are the `basis`
// of the product constants and the default splits (citing the spec's sections) and every `note`
// (research notes such as "the Department's 2026 notice was not in the stored pages", or a
// pointer to a decision record). No browser code reads them; notes meant for editors reach no
// reader's page, and not its data either. The blanked strings keep the rules' schema valid.
// The sources' `quote`s (the statute's sentence each figure rests on) stay too: pages and the
// report name a source by its title and link, and the quotes were 3–8 KB of every /api/county
// answer (issue 13).
import type { ProductRules, StateRules } from "~/calculator/engine/schemas";

export function productForBrowser(product: ProductRules): ProductRules {
  return { ...product, basis: "" };
}

function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === "quote" && typeof v === "string"))
      .map(([key, v]) => [key, key === "note" && typeof v === "string" ? "" : withoutNotes(v)]),
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
