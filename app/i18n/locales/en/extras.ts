// The county map and each state's extras (Texas referendum, California Prop 13 demo and
// timeline, Florida timeline, tax-shock calculator and CDD warning).
export default {
  map: {
    title: "Map of {{state}} counties by property tax rate",
    caption:
      "Each county is shaded by its tax rate: darker means higher. Hatched counties have an estimated rate, solid ones an official adopted rate. Select a county to open its page; the county directory below lists the same figures as text.",
    skip: "Skip the map to the county directory",
    legendTitle: "Tax rate (percent of home value)",
    range: "{{lo}} to {{hi}}",
    binCount_one: "({{count}} county)",
    binCount_other: "({{count}} counties)",
    legendOfficial: "Solid: official adopted rate",
    legendEstimate: "Hatched: estimated rate",
    noData: "No rate available",
    countyLabel: "{{county}} County: {{rate}}, {{kind}} {{year}}",
    kind_official: "official rate",
    kind_estimate: "estimated rate",
    directoryTitle: "County directory",
  },
  common: {
    example: "Filled in with example figures: replace them with your own.",
    fixFields: "Check the highlighted fields to see the result.",
  },
  errors: {
    amount: "Please enter a valid value",
    yearRange: "Enter a year from {{min}} to {{max}}.",
    rateRange: "Enter a rate between {{min}} and {{max}} dollars per $100 of value.",
  },
  timeline: {
    to: "to",
  },
  tx: {
    title: "Texas's November 2025 property tax amendments",
    intro:
      "On {{date}}, Texas voters approved two constitutional amendments that raise the homestead exemptions school districts must grant. Both apply from the {{year}} tax year, so 2025 and later tax bills already include them.",
    prop13Title: "Proposition 13 (S.J.R. 2): a larger school homestead exemption",
    prop13Text:
      "The homestead exemption every homeowner gets from school district taxes rose from {{before}} to {{after}} of the home's value.",
    prop11Title: "Proposition 11 (S.J.R. 85): more for owners 65 or older or disabled",
    prop11Text:
      "The additional school exemption for homeowners who are 65 or older or disabled rose from {{before}} to {{after}}, so their school exemptions now total {{total}} (they were {{totalBefore}}).",
    datesTitle: "When Texans voted",
    registration: "Last day to register to vote",
    earlyVoting: "Early voting",
    election: "Election day",
    approvedBadge: "Approved",
    approved: "Voters approved both propositions; the new amounts apply from the {{year}} tax year.",
    calcTitle: "How much do the amendments save you?",
    calcIntro:
      "The savings are on your school district tax only: the larger exemption times your school district's tax rate. County, city and special district taxes do not change.",
    valueLabel: "Your home's appraised value",
    rateLabel: "Your school district's tax rate (dollars per $100 of value)",
    rateHint:
      "Filled in with {{district}} ({{county}} County): {{rate}} per $100 for {{year}}. Your district's rate is on your tax statement and your appraisal district's website.",
    rateHintNoDefault: "Your district's rate is on your tax statement and your appraisal district's website.",
    seniorLabel: "I am 65 or older, or disabled",
    submit: "Calculate my savings",
    summary:
      "For a {{value}} home at a school rate of {{rate}} per $100, the amendments lower the school tax by {{savings}} a year.",
    enterRate: "Enter your school district's tax rate to see your savings.",
    exemption: "School exemptions, {{year}} law",
    taxBefore: "School tax with the {{year}} exemptions",
    taxAfter: "School tax with the {{year}} exemptions",
    savings: "Your savings each year",
    notes:
      "You need a homestead exemption on file with your appraisal district (the application is free). If you are 65 or older or disabled and already have a school tax ceiling, the ceiling is lowered by the same savings; this comparison leaves the ceiling out.",
  },
  ca: {
    title: "Proposition 13: what it saves you",
    intro:
      "Under Proposition 13 a home is taxed on its purchase price (its base year value), raised each year by an inflation factor of at most 2%, and reassessed only when it changes hands or is newly built. The general tax is 1% of that value, plus any bonds the voters of the area approved.",
    calcTitle: "Your Prop 13 savings",
    priceLabel: "Purchase price",
    yearLabel: "Year you bought",
    yearHint: "From {{min}} to {{max}}",
    marketLabel: "What the home is worth today",
    submit: "Show my savings",
    summary: "Prop 13 saves you {{savings}} this year and about {{total}} since {{year}}.",
    protected: "Protected assessed value ({{year}})",
    withoutTax: "Tax without Prop 13 (on today's value)",
    actualTax: "Tax with Prop 13",
    annualSavings: "Savings this year",
    totalSavings: "Total savings since {{year}}",
    rateNote:
      "Taxes here use the {{rate}} general levy. Voter-approved bonds in your tax rate area apply to both figures, so your real savings are somewhat larger.",
    assumedNote:
      "Years without a published inflation factor in our data use the 2% maximum (marked * in the table).",
    yearsTable: "Year by year",
    colYear: "Year",
    colFactor: "Inflation factor",
    colMarket: "Market value (estimated)",
    colAssessed: "Assessed value",
    colSavings: "Savings",
    assumedMark: "*",
    marketNote: "Market values between your purchase and today are estimated at a steady growth rate.",
    share: "Copy a link to these figures",
    timelineTitle: "California property tax calendar, {{year}}–{{next}}",
    timelineIntro:
      "The dates of the {{year}}–{{next}} tax year. Counties publish the new rates in late summer; until they do, the calculator uses the previous year's rates.",
    notifyLink: "Notify me when the new rates are published",
    notifyText: "Sign up for the newsletter at the bottom of the page.",
  },
  fl: {
    title: "First-time buyer tax shock",
    intro:
      "Florida's Save Our Homes cap keeps a homestead's assessed value from rising more than 3% a year, or the change in the consumer price index if lower. When the home is sold the cap ends: on January 1 after the sale the home is assessed at market value, usually close to the price paid. The seller's tax bill is a poor guide to yours.",
    calcTitle: "Compare the seller's bill with your first bill",
    priceLabel: "Your purchase price",
    countyLabel: "County",
    sellerLegend: "The seller's figures",
    sellerHint:
      "Filled in with an example. The property appraiser's website shows the seller's last sale (year and price) and the current assessed value; with the assessed value, the year and price are not needed.",
    sellerYearLabel: "Year the seller bought",
    sellerPriceLabel: "Price the seller paid",
    sellerAssessedLabel: "Seller's assessed value (optional)",
    submit: "Compare the tax bills",
    summary:
      "Your first full tax bill would be {{increase}} a year more than the seller's ({{percent}} more).",
    summaryNoIncrease:
      "Your first bill would not be higher than the seller's: the seller's assessed value is already at your price.",
    sellerTax: "What the seller paid",
    buyerTax: "Your first bill",
    assessed: "Assessed value: {{value}}",
    buyerRange:
      "An estimate from the county's census-based rate: roughly {{low}} to {{high}}, depending on your city and districts. Your property appraiser's TRIM notice gives the real millage.",
    basis:
      "Both bills assume a homestead exemption and use {{county}} County's {{kind}} ({{year}}). If you move a Save Our Homes benefit from a previous Florida homestead (portability), your bill is lower.",
    timelineTitle: "Florida property tax calendar, {{year}}",
  },
  cdd: {
    title: "Buying in a CDD? Check its assessments first",
    what: "Many newer Florida neighborhoods lie inside a community development district (CDD), a special district created under Chapter 190 of the Florida Statutes to build and maintain roads, water and sewer lines, stormwater systems and amenities. It pays for them with bonds and charges each home yearly non-ad valorem assessments, for the debt and for upkeep, usually on the county tax bill.",
    cost: "These assessments do not depend on the home's value and are not in the tax rates this site uses. They are often around $1,000 to $3,000 a year (a rough range, not an official figure), and the debt part lasts as long as the bonds, often decades.",
    check:
      "The contract for the first sale of a home in a CDD must say, in bold type, that the district may levy taxes and assessments on top of county and other local taxes (s. 190.048). Before you buy, ask for the current tax bill of the exact address and look for CDD lines.",
    guideLink: "Read the special districts guide",
  },
  hub: {
    statesTitle: "Guides by state",
    statesText:
      "Each state taxes homes its own way. Start with your state's five guides: how the tax is worked out, how to appeal, the exemptions, ways to pay less and the county guide.",
    tagline_TX:
      "Appraisal districts, the school homestead exemption and protests to the appraisal review board.",
    tagline_CA: "Proposition 13 assessments, the homeowners' exemption, appeals and Mello-Roos.",
    tagline_FL: "Save Our Homes, the homestead exemption, TRIM notices and value adjustment board petitions.",
    tagline_NY:
      "STAR, exemptions for seniors and veterans, Grievance Day and New York City's property classes.",
    generalTitle: "Guides for every state",
    allGuides: "All tax guides",
  },
  og: {
    title: "{{state}} Property Tax Calculator",
    hubTitle: "Property Tax Guides",
    tagline: "All {{count}} counties · Every rate with its source · Free",
    hubTagline: "Texas · California · Florida · New York",
  },
};
