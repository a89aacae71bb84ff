export default {
  figureTitle: "How a property tax bill is computed",
  figureCaption:
    "Each taxing unit applies its own exemptions and rate; the bill is the sum of the units' lines.",
  stepValue: "Appraised or assessed value",
  stepExemptions: "minus the exemptions each unit grants",
  stepTaxable: "= taxable value, per unit",
  stepRates: "× each unit's rate",
  stepTax: "= your tax (sum of the lines)",
};
