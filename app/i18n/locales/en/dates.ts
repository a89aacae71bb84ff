import months from "./months";

export default {
  months,
  dueBy: "Due by {{date}}",
  deadline: "Deadline",
  deadline_ratesSetting: "Rates set",
  deadline_ratesAvailable: "Rates published",
  deadline_protestDeadline: "Protest or appeal deadline",
  deadline_exemptionApplication: "Exemption applications",
  deadline_taxDue: "Taxes due",
};
