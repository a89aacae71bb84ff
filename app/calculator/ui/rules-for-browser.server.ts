// The state's rules as they leave the server: the editors' notes on where the product constants
// and the default splits come from (`basis`, citing the spec's sections) stay here. Notes meant
// for editors reach no reader's page, and not its data either.
import type { ProductRules, StateRules } from "~/calculator/engine/schemas";

export function productForBrowser(product: ProductRules): ProductRules {
  return { ...product, basis: "" };
}

export function rulesForBrowser(rules: StateRules): StateRules {
  return {
    ...rules,
    split: { ...rules.split, basis: "" },
    product: productForBrowser(rules.product),
  } as StateRules;
}
