export default {
  title: "Calculadora de impuestos sobre la propiedad de {{state}}",
  description: "Calcule sus impuestos sobre la propiedad en {{state}} por condado y con sus exenciones: monto anual, mensual, tasa efectiva y cada entidad fiscal, con sus fuentes.",
  homeValue: "Valor de la vivienda",
  county: "Condado",
  calculate: "Calcular",
  calculating: "Calculando...",
  validValue: "Por favor ingrese un valor válido",
  selectCounty: "Por favor seleccione un condado",
  errorCalculating: "Error al calcular los impuestos",
};
