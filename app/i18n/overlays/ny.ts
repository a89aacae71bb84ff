export default {
  propertyTax: {
    officeName: "tasador municipal (assessor) de su ciudad o pueblo",
    appealWord: "reclamo (grievance)",
    collectorName: "recaudador de impuestos de su municipio",
  },
};
