export default {
  propertyTax: {
    officeName: "oficina del tasador del condado (County Assessor)",
    appealWord: "apelación",
    collectorName: "oficina del tesorero y recaudador de impuestos del condado",
  },
};
