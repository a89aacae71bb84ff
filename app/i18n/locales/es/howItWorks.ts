export default {
  figureTitle: "Cómo se calcula una factura de impuestos prediales",
  figureCaption:
    "Cada entidad fiscal aplica sus propias exenciones y su tasa; la factura es la suma de las líneas de todas las entidades.",
  stepValue: "Valor de tasación o avalúo",
  stepExemptions: "menos las exenciones de cada entidad",
  stepTaxable: "= valor gravable, por entidad",
  stepRates: "× la tasa de cada entidad",
  stepTax: "= su impuesto (suma de las líneas)",
};
