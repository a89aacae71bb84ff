// Every schema type of the Studio. The document types are the ones docs/content-model.md lists.
import { county, office, taxingUnit, unitExemptions, unitRate } from "./documents/county";
import {
  commonMistake,
  deadline,
  faq,
  glossaryTerm,
  guide,
  page,
  timelineEvent,
} from "./documents/editorial";
import { siteSettings } from "./documents/siteSettings";
import {
  contentOverride,
  cycleDate,
  disabledVeteranSummary,
  exemptionSummary,
  paymentOption,
  stateConfig,
} from "./documents/stateConfig";
import { blockContent, callout, table, tableRow } from "./objects/blockContent";
import { localeBlockContent, localeString, localeText } from "./objects/locale";
import { source } from "./objects/source";
import { nycRules, productRules, stateRules } from "./objects/stateRules";

export const documentTypes = [
  siteSettings,
  stateConfig,
  county,
  guide,
  faq,
  page,
  glossaryTerm,
  commonMistake,
  timelineEvent,
  deadline,
];

export const schemaTypes = [
  ...documentTypes,
  localeString,
  localeText,
  localeBlockContent,
  source,
  blockContent,
  table,
  tableRow,
  callout,
  taxingUnit,
  office,
  unitExemptions,
  unitRate,
  exemptionSummary,
  disabledVeteranSummary,
  contentOverride,
  cycleDate,
  paymentOption,
  stateRules,
  nycRules,
  productRules,
];
