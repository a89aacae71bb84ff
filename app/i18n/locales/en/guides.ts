export default {
  hubTitle: "Property tax guides",
  hubDescription:
    "Plain-language guides to property taxes: how they are computed, exemptions, protests and appeals, payments and savings, by state.",
  generalTitle: "Guides for every state",
  stateTitle: "{{state}} guides",
  category_basics: "Basics",
  category_exemptions: "Exemptions",
  category_appeals: "Appeals",
  category_payments: "Payments",
  category_savings: "Savings",
  category_counties: "Counties",
  category_updates: "Updates",
  category_reference: "Reference",
  sourcesTitle: "Sources",
  checked: "Facts checked on {{date}}",
  tocTitle: "Contents",
  protestKitCallout:
    "Get your deadline, a calendar reminder, an evidence checklist and a comparables worksheet for your county.",
  protestKitLink: "Open the protest kit",
};
