export default {
  officeKind: "Appraisal district or assessor",
  rateBasis_per100: "per $100 of taxable value",
  rateBasis_mills: "mills (per $1,000 of taxable value)",
  rateBasis_percent: "% of assessed value",
  rateBasis_fixed: "fixed charge per parcel",
  rateKind_official: "Official adopted rate",
  rateKind_estimate: "Estimated rate",
  estimateNote:
    "Estimated rate before exemptions: U.S. Census ACS {{years}} taxes paid and home values, with the exemptions of those years added back (in California, the 1% levy plus the statewide average debt rate); not a rate on any bill.",
  status_proposed: "proposed",
  status_adopted: "adopted",
  "status_voter-approved": "approved by voters",
  status_estimate: "estimate",
};
