// "If you buy this home": the seller's capped bill next to the buyer's first years, and what a
// buyer whose lender set the escrow deposit on the seller's bill pays after the first escrow
// analysis. Both bills come from the projection (projection.ts); this module only decides where
// the seller's assessed value starts and prices the escrow change. Decisions 087 and 088.
import { prop13Assessed, texasCappedAppraisal } from "./caps";
import { floridaTaxShock } from "./extras";
import { roundDollars } from "./money";
import { projectTax } from "./projection";
import type { CalculatorInput, County, StateCode, StateRules, TexasRules } from "./schemas";

/** What the visitor knows about the seller; all optional. */
export interface SellerFacts {
  /** The capped assessed (Texas: appraised) value on the seller's notice or the listing. */
  assessedValue?: number;
  /** When the seller bought and what they paid: the cap is rebuilt from there. */
  purchaseYear?: number;
  purchasePrice?: number;
}

/**
 * Where the seller's assessed value came from: the visitor's figure, the seller's purchase
 * rebuilt with the caps, or an assumption stated to the reader (the market value where a sale
 * resets the cap; New York City's class ratio of market value; no cap at all outside the city).
 */
export type SellerBasis = "assessed" | "purchase" | "assumedMarket" | "nycRatio" | "noCap";

export interface BuyerFirstBillOptions {
  seller: SellerFacts;
  /** Years of the buyer's bill shown, the first included. */
  years: number;
  /** Yearly market value change assumed after the first year (0.03 = 3%). */
  marketGrowth: number;
  /** Months of escrow cushion the lender keeps (Regulation X allows at most two). */
  cushionMonths?: number;
}

export interface BillYear {
  year: number;
  marketValue: number;
  sellerAssessed: number;
  /** What the seller would pay that year had they kept the home. */
  sellerTax: number;
  buyerAssessed: number;
  buyerTax: number;
}

export interface EscrowChange {
  /** The monthly tax deposit set on the seller's bill at closing. */
  oldMonthly: number;
  /** The new monthly deposit for the buyer's bill. */
  newMonthly: number;
  cushionMonths: number;
  /** What the account is short at the first analysis, the cushion included. */
  shortage: number;
  /** The shortage spread over twelve monthly payments. */
  shortageMonthly: number;
  /** New deposit plus the shortage's monthly share. */
  newPayment: number;
  /** newPayment minus oldMonthly. */
  change: number;
}

export interface BuyerFirstBill {
  state: StateCode;
  /** The buyer's price: the home value of the calculation. */
  price: number;
  /** A sale sets the assessment to the price (Texas, Florida, California); not in New York. */
  resetsOnSale: boolean;
  seller: { basis: SellerBasis; assessedValue: number; annualTax: number };
  years: BillYear[];
  /** Texas and Florida, a buyer who claims the homestead: the first year's bill before it is granted. */
  firstYearWithoutHomestead?: number;
  /** Florida: the most Save Our Homes benefit a buyer can port from a previous homestead. */
  portabilityMaxBenefit?: number;
  /** The buyer's first bill minus the seller's. */
  increase: number;
  escrow: EscrowChange;
}

/** Regulation X, 12 CFR 1024.17(c)(1)(ii): the cushion is at most one sixth of a year's disbursements. */
export const MAX_CUSHION_MONTHS = 2;

const cents = (n: number) => Math.round(n * 100);

/**
 * The first escrow analysis after a purchase whose deposit was set on the seller's bill: the
 * account paid the buyer's bill but collected the seller's, and the cushion must now be rebuilt
 * on the larger bill (the aggregate method of 12 CFR 1024.17(c)); the shortage is repaid over
 * twelve months (1024.17(f)(3)). A lower bill gives a surplus, which is refunded, not spread:
 * the change is then just the new deposit.
 */
export function escrowChangeAtFirstAnalysis(
  sellerTax: number,
  buyerTax: number,
  cushionMonths = MAX_CUSHION_MONTHS,
): EscrowChange {
  const months = Math.min(Math.max(0, cushionMonths), MAX_CUSHION_MONTHS);
  const oldMonthly = Math.round(cents(sellerTax) / 12);
  const newMonthly = Math.round(cents(buyerTax) / 12);
  // The year's deposits paid the seller's bill (their rounding to the cent is the servicer's, not the bill's).
  const shortage = Math.max(0, cents(buyerTax) - cents(sellerTax) + months * (newMonthly - oldMonthly));
  const shortageMonthly = Math.round(shortage / 12);
  const newPayment = newMonthly + shortageMonthly;
  return {
    oldMonthly: oldMonthly / 100,
    newMonthly: newMonthly / 100,
    cushionMonths: months,
    shortage: shortage / 100,
    shortageMonthly: shortageMonthly / 100,
    newPayment: newPayment / 100,
    change: (newPayment - oldMonthly) / 100,
  };
}

/**
 * Texas: the seller's appraised value rebuilt from their purchase. The first year they owned the
 * home on 1 January is appraised at market value; the 10% cap applies from the year after
 * (Tax Code 23.23(c)). Market values in between grow at the constant rate the two prices imply.
 */
function texasSellerAppraisal(
  price: number,
  sellerPrice: number,
  sellerYear: number,
  year: number,
  rules: TexasRules,
): number {
  const start = roundDollars(sellerPrice);
  const span = year - sellerYear;
  const growth = start > 0 && price > 0 ? Math.pow(price / start, 1 / span) : 1;
  let appraised = start;
  for (let i = 1; i <= span; i++) {
    const market = i === span ? price : roundDollars(start * Math.pow(growth, i));
    appraised = i === 1 ? market : texasCappedAppraisal(appraised, market, rules, sellerYear + i);
  }
  return Math.min(appraised, price);
}

function sellerStart(
  input: CalculatorInput,
  county: County,
  rules: StateRules,
  seller: SellerFacts,
): { basis: SellerBasis; assessed: number | undefined } {
  const price = input.homeValue;
  const year = input.taxYear ?? rules.currentTaxYear;
  const nyc = rules.state === "NY" && county.nycClass === true;
  if (rules.state === "NY" && !nyc) return { basis: "noCap", assessed: undefined };
  if (seller.assessedValue !== undefined && seller.assessedValue > 0)
    return { basis: "assessed", assessed: roundDollars(seller.assessedValue) };
  if (nyc) return { basis: "nycRatio", assessed: undefined };
  const { purchaseYear: bought, purchasePrice: paid } = seller;
  if (bought === undefined || paid === undefined || !(paid > 0) || bought >= year)
    return { basis: "assumedMarket", assessed: undefined };
  switch (rules.state) {
    case "FL":
      return {
        basis: "purchase",
        assessed: floridaTaxShock(
          {
            purchasePrice: price,
            county,
            taxYear: year,
            sellerPurchasePrice: paid,
            sellerPurchaseYear: bought,
          },
          rules,
        ).sellerAssessedValue,
      };
    case "CA":
      return { basis: "purchase", assessed: prop13Assessed(paid, bought, year, price, rules).assessed };
    case "TX":
      return { basis: "purchase", assessed: texasSellerAppraisal(price, paid, bought, year, rules) };
    default:
      return { basis: "assumedMarket", assessed: undefined };
  }
}

/**
 * The seller's bill (with the homestead exemption, the one every cap here rests on, and none of
 * the seller's personal exemptions, which the buyer cannot know) against the buyer's, with the
 * buyer's own exemptions as entered. A sale resets the assessment to the price in Texas, Florida
 * and California; New York City's class 1 limits stay with the property.
 */
export function buyerFirstBill(
  input: CalculatorInput,
  county: County,
  rules: StateRules,
  opts: BuyerFirstBillOptions,
): BuyerFirstBill {
  const buyerInput: CalculatorInput = {
    ...input,
    assessedValue: undefined,
    purchasePrice: undefined,
    purchaseYear: undefined,
    priorAssessedValues: undefined,
    // New York: a new owner's STAR is the credit. The exemption stays with the owner who held it
    // before 2016 and does not pass with the home (decision 045).
    ...(rules.state === "NY" ? { starBenefit: "credit" as const } : {}),
  };
  const start = sellerStart(buyerInput, county, rules, opts.seller);
  // New York City: the buyer takes over the seller's capped assessment.
  if (rules.state === "NY") buyerInput.assessedValue = start.assessed;
  const sellerInput: CalculatorInput = {
    ...buyerInput,
    assessedValue: start.assessed,
    homesteadExemption: rules.state === "NY" ? input.homesteadExemption : true,
    starBenefit: input.starBenefit,
    over65Exemption: false,
    disabledPersonExemption: false,
    disabledVeteranExemption: "none",
    veteranDisabilityRating: undefined,
    veteranService: "none",
    coldWarVeteran: false,
    seniorCitizen: false,
    seniorIncome: undefined,
    householdIncome: undefined,
    schoolTaxCeiling: false,
    schoolTaxCeilingAmount: undefined,
    schoolTaxCeilingYear: undefined,
    ceilingPortability: undefined,
    unitTaxCeilings: undefined,
  };
  const projection = { years: Math.max(1, opts.years), marketGrowth: opts.marketGrowth };
  const seller = projectTax(sellerInput, county, rules, projection).owner;
  const buyer = projectTax(buyerInput, county, rules, projection).buyer;
  const years: BillYear[] = buyer.map((b, i) => ({
    year: b.year,
    marketValue: b.marketValue,
    sellerAssessed: seller[i].assessedValue,
    sellerTax: seller[i].annualTax,
    buyerAssessed: b.assessedValue,
    buyerTax: b.annualTax,
  }));
  let firstYearWithoutHomestead: number | undefined;
  if ((rules.state === "TX" || rules.state === "FL") && input.homesteadExemption) {
    const bare: CalculatorInput = {
      ...buyerInput,
      homesteadExemption: false,
      over65Exemption: false,
      disabledPersonExemption: false,
      schoolTaxCeiling: false,
    };
    firstYearWithoutHomestead = projectTax(bare, county, rules, { ...projection, years: 1 }).buyer[0]
      .annualTax;
  }
  const first = years[0];
  return {
    state: rules.state,
    price: buyerInput.homeValue,
    resetsOnSale: rules.state !== "NY",
    seller: { basis: start.basis, assessedValue: first.sellerAssessed, annualTax: first.sellerTax },
    years,
    ...(firstYearWithoutHomestead !== undefined ? { firstYearWithoutHomestead } : {}),
    ...(rules.state === "FL" ? { portabilityMaxBenefit: rules.portability.maxBenefit } : {}),
    increase: (cents(first.buyerTax) - cents(first.sellerTax)) / 100,
    escrow: escrowChangeAtFirstAnalysis(first.sellerTax, first.buyerTax, opts.cushionMonths),
  };
}
