import months from "./months";

export default {
  months,
  dueBy: "Vence el {{date}}",
  deadline: "Fecha límite",
  deadline_ratesSetting: "Fijación de tasas",
  deadline_ratesAvailable: "Publicación de tasas",
  deadline_protestDeadline: "Fecha límite de protesta o apelación",
  deadline_exemptionApplication: "Solicitud de exenciones",
  deadline_taxDue: "Vencimiento de los impuestos",
};
