// The closed lists the site's zod schemas allow (app/content/schemas.ts and the engine's
// app/calculator/engine/schemas.ts). The Studio is its own package and cannot import zod from
// the app, so the values are written out here; tests/integration/schema-agreement.test.ts
// fails when a list here and its zod enum differ.

export interface Option {
  title: string;
  value: string;
}

const options = (entries: [string, string][]): Option[] =>
  entries.map(([value, title]) => ({ value, title }));

/** A site build: one calculator state or the guides-only hub (SiteStateSchema). */
export const SITE_STATES = options([
  ["TX", "Texas"],
  ["CA", "California"],
  ["FL", "Florida"],
  ["NY", "New York"],
  ["HUB", "Hub (all states)"],
]);

/** The calculator states (StateCodeSchema). */
export const CALC_STATES = SITE_STATES.filter((s) => s.value !== "HUB");

/** Content scope: a state, or ALL for content every build shows (ContentStateSchema). */
export const CONTENT_STATES = [{ value: "ALL", title: "All states" }, ...CALC_STATES];

export const GUIDE_CATEGORIES = options([
  ["basics", "Basics"],
  ["exemptions", "Exemptions"],
  ["appeals", "Appeals"],
  ["payments", "Payments"],
  ["savings", "Savings"],
  ["counties", "Counties"],
  ["updates", "Updates"],
  ["reference", "Reference"],
]);

export const FAQ_CATEGORIES = options([
  ["general", "General"],
  ["calculations", "Calculations"],
  ["exemptions", "Exemptions"],
  ["payments", "Payments"],
  ["appeals", "Appeals"],
]);

/** How a bill can be paid (PaymentMethodSchema). */
export const PAYMENT_METHODS = options([
  ["online", "Online"],
  ["mail", "By mail"],
  ["in-person", "In person"],
  ["escrow", "Mortgage escrow"],
  ["installments", "Installments or split payment"],
]);

export const COST_LEVELS = options([
  ["minor", "Minor"],
  ["moderate", "Moderate"],
  ["costly", "Costly"],
  ["extreme", "Extreme"],
]);

export const RATE_KINDS = options([
  ["official", "Official (adopted and published)"],
  ["estimate", "Estimate (derived; method in docs/decisions)"],
]);

export const RATE_METHODS = options([
  ["official-units", "Sum of the adopted rates of a representative address's units"],
  ["official-tra", "California tax rate area total"],
  ["official-nyc-class1", "NYC class 1 rate × assessment ratio"],
  ["acs-gross-up", "ACS effective rate grossed up to a nominal rate"],
  ["ca-statewide-average", "California 1% + statewide average voter-approved debt"],
  ["state-fallback", "State's population-weighted median estimate"],
]);

/** How a taxing unit's rate is published (RateBasisSchema). */
export const RATE_BASES = options([
  ["per100", "Dollars per $100 of taxable value (Texas)"],
  ["mills", "Mills: dollars per $1,000 (Florida, New York outside NYC)"],
  ["percent", "Percent of assessed value (California, NYC)"],
  ["fixed", "Fixed charge in dollars per parcel per year"],
]);

export const UNIT_KINDS = options([
  ["county", "County"],
  ["city", "City"],
  ["town", "Town"],
  ["village", "Village"],
  ["school", "School district"],
  ["special", "Special district"],
  ["college", "College district"],
  ["hospital", "Hospital district"],
  ["flood", "Flood control"],
  ["mud", "Municipal utility district (MUD)"],
  ["pid", "Public improvement district (PID)"],
  ["cdd", "Community development district (CDD)"],
  ["mello-roos", "Mello-Roos"],
  ["other", "Other"],
]);

/** Every status a unit's yearly rate can have; only the first three are billed. */
export const UNIT_RATE_STATUSES = options([
  ["adopted", "Adopted"],
  ["voter-approved", "Voter-approved"],
  ["proposed", "Proposed"],
  ["no-new-revenue", "No-new-revenue rate (Texas)"],
  ["voter-approval", "Voter-approval rate (Texas)"],
]);

export const RATE_STATUSES = options([
  ["adopted", "Adopted"],
  ["proposed", "Proposed"],
  ["voter-approved", "Voter-approved"],
  ["estimate", "Estimate"],
]);

export const OFFICE_SERVICES = options([
  ["property-search", "Property search"],
  ["tax-bills", "Tax bills"],
  ["exemption-applications", "Exemption applications"],
  ["assessment-appeals", "Assessment appeals"],
  ["maps-gis", "Maps / GIS"],
]);

/** OfficeKindSchema */
export const OFFICE_KINDS = options([
  ["appraisal-district", "Appraisal district (Texas)"],
  ["assessor", "Assessor (California, New York)"],
  ["property-appraiser", "Property appraiser (Florida)"],
  ["tax-collector", "Tax collector / assessor-collector"],
]);

export const TAX_SYSTEMS = options([
  ["appraisal-district", "Appraisal districts (Texas)"],
  ["acquisition-value", "Acquisition value (California, Prop 13)"],
  ["save-our-homes", "Save Our Homes (Florida)"],
  ["fractional-assessment", "Fractional assessment (New York)"],
  ["multi-state", "Several states (hub)"],
]);

export const APPLIES_TO = options([
  ["all", "Every levy"],
  ["school", "School levies"],
  ["non-school", "Non-school levies"],
]);

export const VETERAN_LEVEL_TYPES = options([
  ["bands", "Bands by disability rating"],
  ["tiers", "Fixed tiers"],
  ["percent-of-disability", "Percent of the disability rating"],
]);

export const CALLOUT_TONES = options([
  ["note", "Note"],
  ["tip", "Tip"],
  ["warning", "Warning"],
]);

export const BLOCK_STYLES = options([
  ["normal", "Normal"],
  ["h2", "Heading 2"],
  ["h3", "Heading 3"],
  ["h4", "Heading 4"],
  ["h5", "Heading 5"],
  ["h6", "Heading 6"],
  ["blockquote", "Quote"],
]);

export const LIST_TYPES = options([
  ["bullet", "Bulleted list"],
  ["number", "Numbered list"],
]);

export const TOAST_POSITIONS = options([
  ["top-left", "Top left"],
  ["top-right", "Top right"],
  ["bottom-left", "Bottom left"],
  ["bottom-right", "Bottom right"],
  ["top-center", "Top center"],
  ["bottom-center", "Bottom center"],
]);

/** How sure a figure of the engine's rules is (FigureStatusSchema). */
export const FIGURE_STATUSES = options([
  ["official", "Official (the agency or the law)"],
  ["secondary", "Secondary source"],
  ["unverified", "Unverified"],
  ["spec", "The product spec's constant"],
]);

export const NYC_CLASSES = options([
  ["class1", "Class 1"],
  ["class2", "Class 2"],
  ["class3", "Class 3"],
  ["class4", "Class 4"],
]);

export const NYC_VETERAN_METHODS = options([
  ["rptl-458a", "RPTL 458-a / 458-b amounts"],
  ["spec-multiplier", "The spec's multiplier method"],
]);

export const VETERAN_BAND_LABELS = options([
  ["none", "None"],
  ["10-29", "10–29%"],
  ["30-49", "30–49%"],
  ["50-69", "50–69%"],
  ["70-99", "70–99%"],
  ["100", "100%"],
]);
