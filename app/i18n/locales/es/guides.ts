export default {
  hubTitle: "Guías de impuestos prediales",
  hubDescription:
    "Guías claras sobre los impuestos prediales: cómo se calculan, exenciones, protestas y apelaciones, pagos y ahorros, por estado.",
  generalTitle: "Guías para todos los estados",
  stateTitle: "Guías de {{state}}",
  category_basics: "Conceptos básicos",
  category_exemptions: "Exenciones",
  category_appeals: "Apelaciones",
  category_payments: "Pagos",
  category_savings: "Ahorros",
  category_counties: "Condados",
  category_updates: "Novedades",
  category_reference: "Referencia",
  sourcesTitle: "Fuentes",
  checked: "Datos verificados el {{date}}",
  tocTitle: "Contenido",
  protestKitCallout:
    "Obtenga su fecha límite, un recordatorio para su calendario, la lista de pruebas y una hoja de comparables para su condado.",
  protestKitLink: "Abrir el kit de protesta",
};
