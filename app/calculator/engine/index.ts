// The engine's public surface. Pure: no React, Remix, DOM, content layer or node: modules
// (engine-purity.test.ts fails if one appears).
export * from "./schemas";
export { calculate, calculateForCounty, findCounty, tryCalculate, type Outcome } from "./calculate";
export { withDefaults, isSenior, veteranRating, parseHomeValueText, DEFAULT_HOME_VALUE } from "./input";
export { parseCalculatorInput, parseCounty, parseStateRules, requireParsed, type Parsed } from "./validate";
export { formErrors, valueWarning } from "./form-checks";
export {
  MESSAGES,
  formatMessage,
  EngineError,
  type ErrorKey,
  type Lang,
  type MessageKey,
  type MessageParams,
} from "./messages";
export {
  texasCappedAppraisal,
  prop13Factor,
  prop13FactoredValue,
  prop13Assessed,
  prop19TransferBase,
  prop19InheritedBase,
  saveOurHomesRate,
  saveOurHomesAssessed,
  floridaPortability,
  floridaNonHomesteadAssessed,
  nycClass1Assessed,
  nycClass1Series,
  type YearFactorUsed,
} from "./caps";
export { savingsOpportunities, type OpportunityKind, type SavingsOpportunity } from "./opportunities";
export { projectTax, type Projection, type ProjectionOptions, type ProjectionYear } from "./projection";
export {
  buyerFirstBill,
  escrowChangeAtFirstAnalysis,
  MAX_CUSHION_MONTHS,
  type BillYear,
  type BuyerFirstBill,
  type BuyerFirstBillOptions,
  type EscrowChange,
  type SellerBasis,
  type SellerFacts,
} from "./buyer-first-bill";
export {
  prop13SavingsDemo,
  floridaTaxShock,
  texasAmendmentSavings,
  potentialSavings,
  valueTier,
  effectiveRateSplit,
  isHighValue,
  nominalRate,
  type Prop13Demo,
  type TaxShock,
  type TexasAmendmentSavings,
  type ValueTier,
} from "./extras";
export { starSavings, starTypeFor, newYorkVeteranExemption, seniorShare } from "./ny";
export { nycClassOf, nycInputError, nycTaxOnTaxable } from "./nyc";
export { costAfterCredits, taxLine, type Grant, type Unit } from "./lines";
export {
  parseNdjson,
  countiesFromDataset,
  rulesFromDataset,
  normalizeCountyDoc,
  type DatasetDoc,
} from "./dataset";
