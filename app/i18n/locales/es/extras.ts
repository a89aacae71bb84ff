// El mapa de condados y los extras de cada estado (referéndum de Texas, demostración de la
// Proposición 13 y calendario de California, calendario, calculadora del impacto fiscal y
// aviso sobre los CDD de Florida).
export default {
  map: {
    title: "Mapa de los condados de {{state}} según su tasa de impuestos prediales",
    caption:
      "Cada condado tiene un tono según su tasa: más oscuro significa más alta. Los condados rayados tienen una tasa estimada y los de color liso una tasa oficial adoptada. Seleccione un condado para abrir su página; el directorio de condados que sigue presenta las mismas cifras en texto.",
    skip: "Saltar el mapa e ir al directorio de condados",
    legendTitle: "Tasa de impuestos (porcentaje del valor de la vivienda)",
    range: "{{lo}} a {{hi}}",
    binCount_one: "({{count}} condado)",
    binCount_other: "({{count}} condados)",
    legendOfficial: "Liso: tasa oficial adoptada",
    legendEstimate: "Rayado: tasa estimada",
    noData: "Sin tasa disponible",
    countyLabel: "Condado de {{county}}: {{rate}}, {{kind}} {{year}}",
    kind_official: "tasa oficial",
    kind_estimate: "tasa estimada",
    directoryTitle: "Directorio de condados",
  },
  common: {
    example: "Con cifras de ejemplo: cámbielas por las suyas.",
    fixFields: "Revise los campos señalados para ver el resultado.",
  },
  errors: {
    amount: "Escriba una cantidad en dólares, por ejemplo 350,000.",
    yearRange: "Ingrese un año de {{min}} a {{max}}.",
    rateRange: "Ingrese una tasa entre {{min}} y {{max}} dólares por cada $100 de valor.",
  },
  timeline: {
    to: "al",
  },
  tx: {
    title: "Las enmiendas de noviembre de 2025 al impuesto predial de Texas",
    intro:
      "El {{date}}, los votantes de Texas aprobaron dos enmiendas constitucionales que aumentan las exenciones de vivienda principal que deben conceder los distritos escolares. Ambas se aplican desde el año fiscal {{year}}, así que las facturas de 2025 en adelante ya las incluyen.",
    prop13Title: "Proposición 13 (S.J.R. 2): una exención escolar de vivienda principal más alta",
    prop13Text:
      "La exención de vivienda principal que todo propietario recibe en los impuestos del distrito escolar subió de {{before}} a {{after}} del valor de la vivienda.",
    prop11Title: "Proposición 11 (S.J.R. 85): más para propietarios de 65 años o más o con discapacidad",
    prop11Text:
      "La exención escolar adicional para propietarios de 65 años o más o con discapacidad subió de {{before}} a {{after}}, así que sus exenciones escolares suman ahora {{total}} (antes {{totalBefore}}).",
    datesTitle: "Cuándo votaron los texanos",
    registration: "Último día para inscribirse para votar",
    earlyVoting: "Votación anticipada",
    election: "Día de la elección",
    approvedBadge: "Aprobadas",
    approved:
      "Los votantes aprobaron ambas proposiciones; los nuevos montos se aplican desde el año fiscal {{year}}.",
    calcTitle: "¿Cuánto le ahorran las enmiendas?",
    calcIntro:
      "El ahorro está solo en el impuesto del distrito escolar: la exención adicional por la tasa de su distrito escolar. Los impuestos del condado, la ciudad y los distritos especiales no cambian.",
    valueLabel: "Avalúo de su vivienda",
    rateLabel: "Tasa de impuestos de su distrito escolar (dólares por cada $100 de valor)",
    rateHint:
      "Con la tasa de {{district}} (condado de {{county}}): {{rate}} por cada $100 en {{year}}. La tasa de su distrito figura en su estado de cuenta de impuestos y en el sitio web de su distrito de tasación.",
    rateHintNoDefault:
      "La tasa de su distrito figura en su estado de cuenta de impuestos y en el sitio web de su distrito de tasación.",
    seniorLabel: "Tengo 65 años o más, o una discapacidad",
    submit: "Calcular mi ahorro",
    summary:
      "Para una vivienda de {{value}} con una tasa escolar de {{rate}} por cada $100, las enmiendas bajan el impuesto escolar en {{savings}} al año.",
    enterRate: "Ingrese la tasa de su distrito escolar para ver su ahorro.",
    exemption: "Exenciones escolares, ley de {{year}}",
    taxBefore: "Impuesto escolar con las exenciones de {{year}}",
    taxAfter: "Impuesto escolar con las exenciones de {{year}}",
    savings: "Su ahorro cada año",
    notes:
      "Necesita tener registrada la exención de vivienda principal en su distrito de tasación (la solicitud es gratuita). Si tiene 65 años o más o una discapacidad y ya tiene un tope del impuesto escolar, el tope baja en el mismo ahorro; esta comparación no incluye el tope.",
  },
  ca: {
    title: "Proposición 13: cuánto le ahorra",
    intro:
      "Con la Proposición 13 una vivienda paga impuestos sobre su precio de compra (su valor del año base), aumentado cada año por un factor de inflación de 2% como máximo, y solo se vuelve a tasar cuando cambia de dueño o se construye algo nuevo. El gravamen general es el 1% de ese valor, más los bonos que hayan aprobado los votantes de la zona.",
    calcTitle: "Su ahorro por la Prop 13",
    priceLabel: "Precio de compra",
    yearLabel: "Año en que compró",
    yearHint: "De {{min}} a {{max}}",
    marketLabel: "Valor actual de la vivienda",
    submit: "Ver mi ahorro",
    summary: "La Prop 13 le ahorra {{savings}} este año y unos {{total}} desde {{year}}.",
    protected: "Avalúo protegido ({{year}})",
    withoutTax: "Impuesto sin la Prop 13 (sobre el valor actual)",
    actualTax: "Impuesto con la Prop 13",
    annualSavings: "Ahorro este año",
    totalSavings: "Ahorro total desde {{year}}",
    rateNote:
      "Los impuestos se calculan con el gravamen general de {{rate}}. Los bonos aprobados por los votantes en su Área de Tasa Impositiva (TRA) se aplican a ambas cifras, así que su ahorro real es algo mayor.",
    assumedNote:
      "Los años sin un factor de inflación publicado en nuestros datos usan el máximo de 2% (marcados con * en la tabla).",
    yearsTable: "Año por año",
    colYear: "Año",
    colFactor: "Factor de inflación",
    colMarket: "Valor de mercado (estimado)",
    colAssessed: "Avalúo",
    colSavings: "Ahorro",
    assumedMark: "*",
    marketNote: "Los valores de mercado entre su compra y hoy se estiman con un crecimiento constante.",
    share: "Copiar un enlace a estas cifras",
    timelineTitle: "Calendario del impuesto predial en California, {{year}}–{{next}}",
    timelineIntro:
      "Las fechas del año fiscal {{year}}–{{next}}. Los condados publican las nuevas tasas a fines del verano; mientras tanto, la calculadora usa las tasas del año anterior.",
    notifyLink: "Avisarme cuando se publiquen las nuevas tasas",
    notifyText: "Suscríbase al boletín al final de la página.",
  },
  fl: {
    title: "El impacto fiscal para quien compra su primera vivienda",
    intro:
      "El tope Save Our Homes de Florida impide que el avalúo de una vivienda principal suba más de 3% al año, o más que el cambio del Índice de Precios al Consumidor (IPC) si es menor. Cuando la vivienda se vende, el tope termina: el 1 de enero siguiente a la venta se tasa a valor de mercado, que suele ser cercano al precio pagado. La factura del vendedor no sirve para prever la suya.",
    calcTitle: "Compare la factura del vendedor con su primera factura",
    priceLabel: "Su precio de compra",
    countyLabel: "Condado",
    sellerLegend: "Las cifras del vendedor",
    sellerHint:
      "Con un ejemplo. El sitio web del tasador de propiedades muestra la última venta del vendedor (año y precio) y el avalúo actual; con el avalúo, no hacen falta el año ni el precio.",
    sellerYearLabel: "Año en que compró el vendedor",
    sellerPriceLabel: "Precio que pagó el vendedor",
    sellerAssessedLabel: "Avalúo del vendedor (opcional)",
    submit: "Comparar las facturas",
    summary:
      "Su primera factura completa sería {{increase}} al año más alta que la del vendedor ({{percent}} más).",
    summaryNoIncrease:
      "Su primera factura no sería más alta que la del vendedor: el avalúo del vendedor ya está a su precio.",
    sellerTax: "Lo que pagaba el vendedor",
    buyerTax: "Su primera factura",
    assessed: "Avalúo: {{value}}",
    buyerRange:
      "Es una estimación con la tasa del condado basada en el censo: aproximadamente {{low}} a {{high}}, según su ciudad y distritos. El aviso TRIM del tasador de propiedades indica la tasa real.",
    basis:
      "Ambas facturas suponen una exención de vivienda principal y usan la {{kind}} del condado de {{county}} ({{year}}). Si traslada el beneficio Save Our Homes de una vivienda principal anterior en Florida (portabilidad), su factura es menor.",
    timelineTitle: "Calendario del impuesto predial en Florida, {{year}}",
  },
  cdd: {
    title: "¿Compra en un CDD? Revise primero sus cargos",
    what: "Muchos vecindarios nuevos de Florida están dentro de un distrito de desarrollo comunitario (CDD), un distrito especial creado según el capítulo 190 de los Estatutos de Florida para construir y mantener calles, redes de agua y alcantarillado, drenaje pluvial y áreas comunes. Los paga con bonos y cobra a cada vivienda cargos anuales no basados en el valor (non-ad valorem), por la deuda y por el mantenimiento, normalmente en la factura de impuestos del condado.",
    cost: "Estos cargos no dependen del valor de la vivienda y no están en las tasas que usa este sitio. Suelen rondar entre $1,000 y $3,000 al año (un rango aproximado, no una cifra oficial), y la parte de la deuda dura tanto como los bonos, a menudo décadas.",
    check:
      "El contrato de la primera venta de una vivienda en un CDD debe decir, en letra negrita, que el distrito puede cobrar impuestos y cargos además de los del condado y otros gobiernos locales (sección 190.048). Antes de comprar, pida la factura de impuestos actual de la dirección exacta y busque las líneas del CDD.",
    guideLink: "Lea la guía de distritos especiales",
  },
  hub: {
    statesTitle: "Guías por estado",
    statesText:
      "Cada estado grava las viviendas a su manera. Empiece por las cinco guías de su estado: cómo se calcula el impuesto, cómo apelar, las exenciones, formas de pagar menos y la guía de condados.",
    tagline_TX:
      "Distritos de tasación, la exención escolar de vivienda principal y las protestas ante la junta de revisión de tasaciones (ARB).",
    tagline_CA: "Tasaciones de la Proposición 13, la exención para propietarios, apelaciones y Mello-Roos.",
    tagline_FL:
      "Save Our Homes, la exención de vivienda principal, los avisos TRIM y las peticiones ante la Junta de Ajuste de Valores (VAB).",
    tagline_NY:
      "STAR, exenciones para personas mayores y veteranos, el Día de Reclamaciones (Grievance Day) y las clases de propiedad de la ciudad de Nueva York.",
    generalTitle: "Guías para todos los estados",
    allGuides: "Todas las guías de impuestos",
  },
  og: {
    title: "Calculadora de impuesto predial de {{state}}",
    hubTitle: "Guías de impuesto predial",
    tagline: "Los {{count}} condados · Cada tasa con su fuente · Gratis",
    hubTagline: "Texas · California · Florida · Nueva York",
  },
};
