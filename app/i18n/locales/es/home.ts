export default {
  title: "Calculadora de impuesto predial de {{state}} {{year}}",
  description:
    "Calcule sus impuestos prediales en {{state}} por condado: monto anual y mensual, tasa efectiva, exenciones y cuánto le ahorran, con la fuente y el año de cada tasa.",
  heroTitle: "¿Cuánto pagará realmente de impuesto predial en {{state}}?",
  heroText:
    "Escriba el valor de su vivienda, elija el condado y marque sus exenciones: calculamos su impuesto predial (también llamado impuesto sobre la propiedad) línea por línea con las tasas publicadas y le mostramos de dónde sale cada cifra.",
  heroCta: "Calcular mis impuestos",
  statsTitle: "{{state}} en cifras",
  statCounties: "Condados",
  statAverageRate: "Tasa efectiva promedio",
  statMinExemption: "Exención escolar de vivienda principal",
  statDueDate: "Fecha de pago",
  essentialGuides: "Guías esenciales",
  howItWorksTitle: "Cómo funciona la calculadora",
  exemptionsTitle: "Exenciones que reducen su factura",
  paymentTitle: "Formas de pago",
  paymentIntro:
    "Todas las formas de pagar la factura de este año, cada una con su fecha límite. La factura de su condado indica el monto exacto y a dónde enviarlo.",
  paymentDeadline: "Fecha límite",
  keyDatesTitle: "Otras fechas clave del año",
  paymentGuideLink: "Guía de opciones de pago",
  majorCountiesTitle: "Condados principales",
  majorCountiesCaption:
    "Tasas e impuesto estimado sobre una vivienda de $350,000 sin exenciones, en los condados más poblados.",
  majorCountiesEstimates:
    "Cuando la tasa de un condado es una estimación del censo y no las tasas publicadas de sus entidades fiscales, el impuesto aparece como un rango.",
  colCounty: "Condado",
  colRate: "Tasa",
  colPopulation: "Población",
  colTax350: "Impuesto est. sobre $350 mil",
  faqTitle: "Preguntas comunes",
  proTitle: "Para profesionales fiscales e inmobiliarios",
  proText:
    "Compare condados, revise qué exenciones puede pedir un cliente y envíe un cálculo exacto con un enlace: las cifras, las tasas y sus fuentes van con él.",
  hubHowItWorksTitle: "Cómo se calcula una factura del impuesto predial",
  hubProText:
    "Cada guía cita la ley o la oficina detrás de cada regla y cada monto, con su año, para que pueda enviarle a un cliente la fuente además de la respuesta. El sitio de cada estado añade la calculadora y el directorio de condados.",
  hubTitle: "Guías de impuestos prediales de Texas, California, Florida y Nueva York",
  hubText:
    "Guías claras sobre cómo funcionan los impuestos prediales, las exenciones que puede solicitar y cómo apelar, en inglés y en español.",
  stateGuidesTitle: "Guías de {{state}}",
  stateFaqsTitle: "Preguntas sobre cada estado",
  stateFaqsText:
    "Cada estado cobra el impuesto sobre la vivienda a su manera. Estas son las preguntas más comunes de los propietarios en cada uno.",
};
