export default {
  propertyTax: {
    officeName: "tasador de propiedades del condado (Property Appraiser)",
    appealWord: "petición ante la junta de ajuste de valores (VAB)",
    collectorName: "recaudador de impuestos del condado (Tax Collector)",
  },
};
