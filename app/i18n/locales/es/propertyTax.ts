export default {
  officeKind: "Distrito de tasación u oficina del tasador",
  rateBasis_per100: "por cada $100 de valor gravable",
  rateBasis_mills: "milésimas (por cada $1,000 de valor gravable)",
  rateBasis_percent: "% del avalúo",
  rateBasis_fixed: "cargo fijo por propiedad",
  rateKind_official: "Tasa oficial adoptada",
  rateKind_estimate: "Tasa estimada",
  estimateNote:
    "Tasa estimada antes de exenciones: impuestos pagados y valores de vivienda de la encuesta ACS {{years}} del Censo de EE. UU., sumando de nuevo las exenciones de esos años (en California, el gravamen del 1% más la tasa promedio estatal de deuda); no es la tasa de ninguna factura.",
  status_proposed: "propuesta",
  status_adopted: "adoptada",
  "status_voter-approved": "aprobada por los votantes",
  status_estimate: "estimación",
};
