export default {
  title: "Property tax FAQ",
  description:
    "Answers to common questions about property taxes, the calculator, exemptions, payments and appeals.",
  searchLabel: "Search the questions",
  searchPlaceholder: "e.g. homestead",
  searchButton: "Search",
  all: "All",
  general: "General",
  calculations: "Calculations",
  exemptions: "Exemptions",
  payments: "Payments",
  appeals: "Appeals",
  categories: "Categories",
  noResults: "No question matches “{{q}}”. Try another word or clear the search.",
  resultCount_one: "{{count}} question",
  resultCount_other: "{{count}} questions",
  clear: "Clear search",
};
