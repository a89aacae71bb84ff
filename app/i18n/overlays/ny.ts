export default {
  propertyTax: {
    officeName: "tasador (assessor) de su ciudad o municipio (town)",
    appealWord: "reclamo (grievance)",
    collectorName: "recaudador de impuestos de su municipio",
  },
};
