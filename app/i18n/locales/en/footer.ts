export default {
  tagline:
    "Free property tax estimates and plain-language guides for homeowners, buyers and the professionals who advise them.",
  resources: "Resources",
  legal: "Legal",
  privacy: "Privacy policy",
  terms: "Terms of service",
  affiliate: "Affiliate disclosure",
  cookieSettings: "Cookie settings",
  notAdvice:
    "Estimates only. Not tax, legal or financial advice: confirm figures with your appraisal district, assessor or tax collector.",
  copyright: "© {{year}} {{site}}",
  languages: "Languages",
};
