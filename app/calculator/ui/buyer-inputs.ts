// "If you buy this home": the section's own inputs (the price, what is known of the seller, the
// market change assumed) as they live in the URL, read leniently like the extras' calculators,
// and the comparison computed from them, the same on the server and in the browser.
import { buyerFirstBill, type BuyerFirstBill } from "~/calculator/engine/buyer-first-bill";
import type { StateRules } from "~/calculator/engine/schemas";
import { hasErrors, readOptionalAmount, readYear, type Field } from "~/components/extras/params";
import type { CalcCounty } from "./counties";
import { toEngineInput } from "./engine-input";
import type { CalculatorOptions } from "./options";
import { BUYER_PARAMS, type CalculatorFormState } from "./url-params";

/** Years of the buyer's bill shown. */
export const BUYER_YEARS = 3;
/** The market change assumed for the later years when the visitor gives none, in percent a year. */
export const DEFAULT_GROWTH_PERCENT = 3;
export const GROWTH_RANGE = { min: -20, max: 20 } as const;
/** Prop 13's first base year: no cap in these states reaches further back. */
export const FIRST_SELLER_YEAR = 1975;

export interface BuyerInputs {
  price: Field<number | undefined>;
  sellerAssessed: Field<number | undefined>;
  sellerYear: Field<number | undefined>;
  sellerPrice: Field<number | undefined>;
  growth: Field<number>;
}

function readGrowth(params: URLSearchParams): Field<number> {
  const raw = params.get(BUYER_PARAMS.growth)?.trim() ?? "";
  if (raw === "") return { text: String(DEFAULT_GROWTH_PERCENT), value: DEFAULT_GROWTH_PERCENT };
  const value = Number(raw.replace(/[%\s]/g, "").replace(",", "."));
  return Number.isFinite(value) && value >= GROWTH_RANGE.min && value <= GROWTH_RANGE.max
    ? { text: raw, value }
    : { text: raw, value: DEFAULT_GROWTH_PERCENT, error: { key: "rateRange", params: { ...GROWTH_RANGE } } };
}

/** The section's fields from the URL (or a submitted form); a field that does not parse comes back with its error and no value. */
export function readBuyerInputs(params: URLSearchParams, taxYear: number): BuyerInputs {
  const yearText = params.get(BUYER_PARAMS.sellerYear)?.trim() ?? "";
  const year: Field<number | undefined> =
    yearText === ""
      ? { text: "", value: undefined }
      : readYear(params, BUYER_PARAMS.sellerYear, 0, FIRST_SELLER_YEAR, taxYear - 1);
  return {
    price: readOptionalAmount(params, BUYER_PARAMS.price),
    sellerAssessed: readOptionalAmount(params, BUYER_PARAMS.sellerAssessed),
    sellerYear: year.error ? { ...year, value: undefined } : year,
    sellerPrice: readOptionalAmount(params, BUYER_PARAMS.sellerPrice),
    growth: readGrowth(params),
  };
}

export function buyerInputsHaveErrors(inputs: BuyerInputs): boolean {
  return hasErrors(Object.values(inputs));
}

/** The inputs as URL parameters: only the fields filled in. */
export function buyerSearchParams(inputs: BuyerInputs): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, name] of Object.entries(BUYER_PARAMS)) {
    const text = inputs[k as keyof BuyerInputs].text;
    if (text !== "" && !(k === "growth" && text === String(DEFAULT_GROWTH_PERCENT))) out.push([name, text]);
  }
  return out;
}

/**
 * The comparison for a calculation: the buyer with the visitor's exemptions, at the price given
 * or the calculation's home value. Fields that did not parse are left out (their messages say so).
 */
export function buyerComparison(
  form: CalculatorFormState,
  county: CalcCounty,
  rules: StateRules,
  options: CalculatorOptions,
  inputs: BuyerInputs,
): BuyerFirstBill | null {
  const input = toEngineInput(form, { options, countyName: county.name, nyc: county.nycClass === true });
  const price = inputs.price.value ?? input.homeValue;
  try {
    return buyerFirstBill({ ...input, homeValue: price }, county, rules, {
      seller: {
        assessedValue: inputs.sellerAssessed.value,
        purchaseYear: inputs.sellerYear.value,
        purchasePrice: inputs.sellerPrice.value,
      },
      years: BUYER_YEARS,
      marketGrowth: inputs.growth.value / 100,
    });
  } catch (error) {
    // The result above stands on its own: a comparison that cannot be made is left out, not an error page.
    console.warn(`[buyer] comparison failed: ${(error as Error).message}`);
    return null;
  }
}
