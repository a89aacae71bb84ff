export default {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  dueBy: "Due by {{date}}",
  deadline: "Deadline",
  deadline_ratesSetting: "Rates set",
  deadline_ratesAvailable: "Rates published",
  deadline_protestDeadline: "Protest or appeal deadline",
  deadline_exemptionApplication: "Exemption applications",
  deadline_taxDue: "Taxes due",
};
