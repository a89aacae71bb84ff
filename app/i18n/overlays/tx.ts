// Spanish wording particular to Texas. Looked up after the Spanish base table.
export default {
  propertyTax: {
    officeName: "distrito de tasación (appraisal district)",
    appealWord: "protesta",
    collectorName: "oficina del asesor-recaudador de impuestos",
  },
};
