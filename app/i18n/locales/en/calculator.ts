export default {
  title: "{{state}} Property Tax Calculator",
  description: "Estimate your {{state}} property tax by county with your exemptions: annual, monthly, effective rate and every taxing unit's line, with sources.",
  homeValue: "Home value",
  county: "County",
  calculate: "Calculate",
  calculating: "Calculating...",
  validValue: "Please enter a valid value",
  selectCounty: "Please select a county",
  errorCalculating: "Error calculating taxes",
};
