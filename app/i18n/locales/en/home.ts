export default {
  title: "{{state}} Property Tax Calculator {{year}}",
  description:
    "Estimate your {{state}} property tax by county: annual and monthly amounts, effective rate, exemptions and what they save, with every rate's source and year.",
  heroTitle: "What will you really pay in {{state}} property tax?",
  heroText:
    "Enter a home value, pick a county and choose your exemptions. We compute the bill line by line from published rates and show where every figure comes from.",
  heroCta: "Calculate my tax",
  statsTitle: "{{state}} at a glance",
  statCounties: "Counties",
  statAverageRate: "Average effective rate",
  statMinExemption: "School homestead exemption",
  statDueDate: "Taxes due",
  essentialGuides: "Essential guides",
  howItWorksTitle: "How the calculator works",
  exemptionsTitle: "Exemptions that lower your bill",
  paymentTitle: "Ways to pay",
  paymentIntro:
    "Every way to pay this year's bill, with the deadline that goes with it. Your county's bill has the exact amount and where to send it.",
  paymentDeadline: "Deadline",
  keyDatesTitle: "The year's other key dates",
  paymentGuideLink: "Payment options guide",
  majorCountiesTitle: "Major counties",
  majorCountiesCaption:
    "Rates and the estimated tax on a $350,000 home with no exemptions, for the most populous counties.",
  majorCountiesEstimates:
    "Where a county's rate is a census estimate, not its taxing units' published rates, the tax is a range.",
  colCounty: "County",
  colRate: "Tax rate",
  colPopulation: "Population",
  colTax350: "Est. tax on $350K",
  faqTitle: "Common questions",
  proTitle: "For tax and real-estate professionals",
  proText:
    "Compare counties side by side, check which exemptions a client can claim, and send an exact calculation as a link: the figures, rates and sources travel with it.",
  hubHowItWorksTitle: "How a property tax bill is worked out",
  hubProText:
    "Every guide names the statute or the office behind each rule and amount, with its year, so you can send a client the source as well as the answer. Each state's own site adds the calculator and the county directory.",
  hubTitle: "Property tax guides for Texas, California, Florida and New York",
  hubText:
    "Plain-language guides to how property taxes work, the exemptions you can claim and how to appeal, in English and Spanish.",
  stateGuidesTitle: "{{state}} guides",
  stateFaqsTitle: "Questions about each state",
  stateFaqsText:
    "Every state taxes homes its own way. These are the questions homeowners ask most in each one.",
};
