// "If you buy this home" under the calculator's result, and its part of the PDF report.
export default {
  title: "If you buy this home",
  introReset:
    "The seller's bill is no guide to yours. A sale ends the seller's assessment cap: your bill starts from the price, {{price}}, while the seller's may rest on a value capped for years.",
  introNoReset:
    "Here a sale does not reset the assessment, so your bill starts where the seller's is; it differs by the exemptions each of you has.",
  sellerBill: "Seller's bill, {{year}} (capped)",
  sellerBillUncapped: "Seller's bill, {{year}}",
  onValue: "on an assessed value of {{value}}",
  buyerBill: "Your first bill",
  difference: "Difference",
  differencePercent: "{{percent}} against the seller's bill",
  tableCaption: "Your first {{years}} years, next to the seller's bill had they kept the home",
  colYear: "Year",
  colSeller: "Seller",
  colBuyer: "You",
  colDifference: "Difference",
  escrowTitle: "Your escrow at the first analysis",
  escrowOld: "Monthly tax deposit set on the seller's bill",
  escrowNew: "New monthly deposit for your bill",
  escrowShortage: "Shortage of {{shortage}}, spread over 12 months",
  escrowPayment: "New monthly tax payment",
  escrowChange: "Change per month",
  escrowNote:
    "If your lender set your escrow deposit on the seller's bill, the account pays your larger bill and comes up short. At the yearly escrow analysis the lender raises the deposit to your bill and usually spreads the shortage over 12 months (federal Regulation X, 12 CFR 1024.17). Figured with a {{months}}-month cushion, the most the rule allows, for property tax only: insurance is not included.",
  escrowNoteLower:
    "Your bill is lower than the seller's: at the yearly escrow analysis the lender lowers the deposit, and refunds a surplus of $50 or more (federal Regulation X, 12 CFR 1024.17). Property tax only: insurance is not included.",
  escrowNoteSame:
    "Your first bill is the seller's: the monthly deposit your lender set on it at closing stays, and the first escrow analysis finds no shortage. Property tax only: insurance is not included.",
  differs: {
    tx: {
      reset:
        "Texas: the 10% homestead cap belongs to the seller and ends with the sale. Your first bill is on the full market value; your own cap starts the year after your first homestead year (Tax Code 23.23).",
      homestead:
        "The homestead exemption counts only once the appraisal district grants it. The seller's exemption covers the year of the sale; yours starts the first January 1 you own and live in the home, once you apply (Tax Code 11.42, 11.43). Without it, your first bill would be {{amount}}.",
      more: "The bill for the year of the sale is on the seller's value and is usually split between you at closing. A seller's over-65 or disability school tax ceiling does not pass to you.",
    },
    fl: {
      reset:
        "Florida: Save Our Homes ends with the sale. On January 1 after the sale the home is assessed at its just value (s. 193.155(3), Florida Statutes), here the price.",
      homestead:
        "Your homestead exemption starts the first January 1 you own and live in the home, if you apply by March 1 (s. 196.011). Without it, your first bill would be {{amount}}.",
      more: "The bill for the year of the sale is on the seller's value and is usually split between you at closing.",
      portability:
        "Moving from another Florida homestead? Portability can bring up to {{max}} of its Save Our Homes benefit to this home, which would lower your bill. It is not counted here.",
    },
    ca: {
      reset:
        "California: the sale is a change in ownership. The price becomes the new base year value (Prop 13, Revenue and Taxation Code 110.1), which then rises at most 2% a year.",
      more: "The county also sends a supplemental bill for the rest of the fiscal year you buy in (Revenue and Taxation Code 75), on the difference between the price and the seller's value; it is not part of these figures. The homeowners' exemption counts once you file for it.",
    },
    nyc: {
      reset:
        "New York City: a sale does not reset the assessment. The class 1 limits (6% a year, 20% over five years) stay with the property, so your bill starts from the seller's assessed value (Real Property Tax Law 1805).",
      more: "The seller's exemptions do not pass to you. A new owner's STAR is a credit paid by check, not a reduction on the bill.",
    },
    ny: {
      reset:
        "New York outside New York City has no assessment cap to reset: the sale by itself does not change the assessed value.",
      more: "The seller's exemptions do not pass to you. A new owner's STAR is a credit paid by check, not a reduction on the bill.",
    },
  },
  basis: {
    assessed:
      "Seller's bill: on the assessed value you entered ({{value}}), with the homestead exemption and none of the seller's personal exemptions, which are not known.",
    purchase:
      "Seller's bill: on {{value}}, rebuilt from the seller's purchase year and price with each year's cap, the market value assumed to grow evenly in between. The {{office}} has the real figure.",
    assumedMarket:
      "You did not give the seller's assessed value or purchase, so we assumed the seller is assessed at the full value ({{value}}) and no cap savings are shown. A seller who has owned the home for years probably pays less, and your jump would be larger: enter the figure from the listing or the {{office}} to see it.",
    nycRatio:
      "You did not give the seller's assessed value, so we used the class 1 share of the market value ({{value}}), the most the assessment can be; the Notice of Property Value often shows less. The {{office}} has the real figure.",
    noCap: "Both bills are on the same assessed value ({{value}}).",
  },
  office: {
    tx: "county appraisal district",
    fl: "county property appraiser",
    ca: "county assessor",
    nyc: "NYC Department of Finance",
    ny: "town or city assessor",
  },
  assumeYears:
    "From the second year on, the market value is assumed to change {{growth}} a year, and the {{year}} rates and exemption amounts to stay as they are: a projection, not a forecast.",
  estimate:
    "This county's rate is a census-based estimate, so these bills are estimates too: the real ones can be {{spread}} higher or lower.",
  form: {
    title: "Figure it with the seller's numbers",
    hint: "All optional. The listing or the county's property record shows the seller's assessed value.",
    price: "Price you would pay",
    priceHint: "Leave empty to use the value above.",
    sellerAssessed: "Seller's assessed value",
    sellerYear: "Year the seller bought",
    sellerPrice: "Price the seller paid",
    sellerPurchaseHint: "Used when you don't have the seller's assessed value.",
    growth: "Yearly market value change (%)",
    submit: "Update the comparison",
  },
  errors: {
    amount: "Enter an amount in whole dollars, for example 250,000.",
    yearRange: "Enter a year from {{min}} to {{max}}.",
    rateRange: "Enter a percentage from {{min}} to {{max}}.",
  },
};
