export default {
  title: "Kit de protesta del impuesto predial en {{state}}",
  title_appeal: "Kit de apelación del impuesto predial en {{state}}",
  description:
    "La fecha límite para protestar el avalúo de su vivienda en {{state}}, un recordatorio para su calendario, la lista de pruebas y una hoja de comparables que calcula cuánto ahorraría con un avalúo más bajo.",
  description_appeal:
    "La fecha límite para apelar el avalúo de su vivienda en {{state}}, un recordatorio para su calendario, la lista de pruebas y una hoja de comparables que calcula cuánto ahorraría con un avalúo más bajo.",
  intro:
    "Escriba la fecha de su aviso de avalúo y elija su condado: el kit le da el último día para impugnar el avalúo según la ley de su estado, un recordatorio para su calendario, qué pruebas reunir y cuánto vale su vivienda según casas comparables.",
  notAdvice:
    "La fecha límite que damos sigue la ley; si la fecha impresa en su aviso o la que le da la oficina de su condado es distinta, vale esa.",
  formTitle: "Su aviso",
  countyLabel: "Condado",
  countyChoose: "Elija un condado",
  hearingLabel: "Fecha de la audiencia (si ya la tiene)",
  hearingHint: "Opcional: así el archivo de calendario le recuerda la audiencia un día antes.",
  classLabel: "Clase de propiedad en la Ciudad de Nueva York",
  classHint: "Solo para la Ciudad de Nueva York. Las casas de una, dos o tres familias son de clase 1.",
  class1: "Clase 1 (casas de hasta tres familias)",
  classOther: "Clase 2, 3 o 4 (edificios de departamentos, condominios, servicios públicos, comercios)",
  dateHint: "Por ejemplo 2026-04-15 o 15/4/2026.",
  worksheetTitle: "Hoja de comparables (opcional)",
  worksheetIntro:
    "Escriba de 3 a 5 casas parecidas a la suya que se hayan vendido hace poco (o su avalúo) y sus pies cuadrados. La hoja toma la mediana del valor por pie cuadrado y con ella calcula el valor de su vivienda.",
  valueLabel: "Avalúo que aparece en su aviso ($)",
  sqftLabel: "Pies cuadrados de su vivienda",
  homesteadNote: "Se calcula con esta exención si la tiene.",
  compLegend: "Casa comparable {{n}}",
  compValue: "Precio de venta o avalúo ($)",
  compSize: "Pies cuadrados",
  submit: "Preparar mi kit de protesta",
  submit_appeal: "Preparar mi kit de apelación",
  errorSummary: "Corrija lo siguiente:",
  errors: {
    countyRequired: "Elija su condado de la lista.",
    countyUnknown: "No tenemos ese condado. Elija uno de la lista.",
    noticeRequired: "Escriba la fecha de su aviso.",
    noticeInvalid: "No pudimos leer esa fecha. Escríbala así: 2026-04-15 o 15/4/2026.",
    hearingInvalid:
      "No pudimos leer la fecha de la audiencia. Escríbala así: 2026-07-14 o 14/7/2026, o deje el campo vacío.",
    hearingBeforeNotice: "La fecha de la audiencia es anterior a la del aviso. Revise las dos fechas.",
    invalid: "No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.",
    valueRequired: "Escriba el avalúo de su aviso para compararlo con las casas comparables.",
    valueInvalid: "Escriba el avalúo de su aviso en dólares, por ejemplo 350,000.",
    valueNegative: "El avalúo de su aviso debe ser mayor que cero.",
    sqftRequired: "Escriba los pies cuadrados de su vivienda.",
    sqftInvalid: "Escriba los pies cuadrados de su vivienda con números, por ejemplo 1,850.",
    sqftNegative: "Los pies cuadrados deben ser mayores que cero.",
    compValueInvalid: "Escriba el precio o el avalúo de esta casa en dólares, por ejemplo 340,000.",
    compValueNegative: "El precio o el avalúo de una casa debe ser mayor que cero.",
    compValueMissing: "Escriba el precio o el avalúo de esta casa, o borre sus pies cuadrados.",
    compSizeInvalid: "Escriba los pies cuadrados de esta casa con números, por ejemplo 1,900.",
    compSizeNegative: "Los pies cuadrados deben ser mayores que cero.",
    compSizeMissing: "Escriba los pies cuadrados de esta casa, o borre su precio.",
    tooFewComparables:
      "Escriba al menos 3 casas comparables, cada una con su precio o avalúo y sus pies cuadrados.",
  },
  deadlineTitle: "Su fecha límite",
  deadlineLead: "Último día para impugnar el avalúo en el {{county}}:",
  moved:
    "La fecha que fija la ley, {{ruleDate}}, cae en fin de semana o día feriado, así que el plazo se corre al siguiente día hábil.",
  passed:
    "Esta fecha ya pasó. Pregunte en la oficina de su condado si aceptan una protesta tardía por causa justificada.",
  opens: "El periodo para presentar la apelación empieza el {{date}}.",
  noticeOn: "Aviso con fecha del {{date}}.",
  hearingOn: "Su audiencia: {{date}}.",
  rulesTitle: "La regla y su fuente",
  calendar: "Agregar la fecha límite a su calendario (.ics)",
  calendarWithHearing: "Agregar la fecha límite y su audiencia a su calendario (.ics)",
  calendarDeadline: "Fecha límite para protestar el avalúo: {{county}}",
  calendarDeadline_appeal: "Fecha límite para apelar el avalúo: {{county}}",
  calendarDeadlineText: "Último día para impugnar el avalúo en el {{county}}. {{rule}}",
  calendarHearing: "Audiencia de su protesta del avalúo: {{county}}",
  calendarHearing_appeal: "Audiencia de su apelación del avalúo: {{county}}",
  calendarHearingText:
    "Lleve sus pruebas: el resumen del kit de protesta, las casas comparables, fotos y presupuestos.",
  calendarHearingText_appeal:
    "Lleve sus pruebas: el resumen del kit de apelación, las casas comparables, fotos y presupuestos.",
  checklistTitle: "Lista de pruebas",
  worksheetResultTitle: "Lo que dicen sus comparables",
  colHome: "Casa",
  colValue: "Precio o avalúo",
  colSize: "Pies cuadrados",
  colPerSqft: "Por pie cuadrado",
  medianPerSqft: "Mediana del valor por pie cuadrado",
  impliedValue: "Valor que indican sus comparables ({{sqft}} pies cuadrados)",
  noticeValue: "Avalúo de su aviso",
  taxAtNotice: "Impuesto estimado de {{year}} con el avalúo del aviso",
  taxAtComparables: "Impuesto estimado de {{year}} con el valor de los comparables",
  savings: "Lo que ahorraría al año con el valor más bajo",
  noLowerValue:
    "Sus comparables dan un valor igual o mayor que el de su aviso: por sí solos no justifican un avalúo más bajo.",
  taxNotPriced: "La diferencia de impuesto se calcula solo para viviendas de clase 1.",
  rateNote:
    "Los impuestos son estimaciones con el método de la calculadora y las tasas {{kind}} del {{county}}. La calculadora muestra cada tasa con su fuente y su año.",
  rateLink: "Ver este valor en la calculadora",
  rateOfficial: "publicadas",
  rateEstimate: "estimadas",
  pdf: "Descargar el resumen de una página (PDF)",
  pdfWorking: "Preparando el PDF...",
  pdfFailed: "No se pudo crear el PDF. Inténtelo de nuevo.",
  pdfTitle: "Resumen de la protesta del avalúo",
  pdfTitle_appeal: "Resumen de la apelación del avalúo",
  pdfFooter:
    "Hecho con el kit de protesta de {{url}}. Una estimación para su uso personal; no es asesoría legal.",
  pdfFooter_appeal:
    "Hecho con el kit de apelación de {{url}}. Una estimación para su uso personal; no es asesoría legal.",
  pdfDeadline: "Fecha límite",
  pdfHearing: "Audiencia",
  pdfRequested: "Valor que solicito",
  basis: {
    "tx-fixed":
      "Texas: presente su protesta a más tardar el 15 de mayo o 30 días después de que le entregaron el aviso, lo que ocurra después. Con su aviso, la fecha es el 15 de mayo.",
    "tx-after-notice":
      "Texas: presente su protesta a más tardar el 15 de mayo o 30 días después de que le entregaron el aviso, lo que ocurra después. Con su aviso, son 30 días después de la entrega.",
    "fl-after-notice":
      "Florida: presente su petición ante la junta de ajuste de valores (value adjustment board) dentro de los 25 días siguientes al envío del aviso TRIM. Vale la fecha impresa en su aviso TRIM.",
    "ca-early":
      "California: en el {{county}} el tasador envía a cada propietario un aviso de avalúo, así que las apelaciones ordinarias se presentan del 2 de julio al 15 de septiembre.",
    "ca-late":
      "California: en el {{county}} el tasador no envía a cada propietario un aviso de avalúo antes del 1 de agosto, así que las apelaciones ordinarias pueden presentarse del 2 de julio al 30 de noviembre.",
    "ca-unconfirmed":
      "California: las apelaciones se presentan del 2 de julio al 15 de septiembre, o hasta el 30 de noviembre en los condados que no envían a cada propietario un aviso de avalúo antes del 1 de agosto. No hemos confirmado la fecha de este año en el {{county}}: por seguridad mostramos la más temprana. Pregunte al secretario de la junta de apelaciones de avalúos (assessment appeals board).",
    "ca-short-notice":
      "California: su aviso llegó menos de 15 días antes del cierre del periodo, así que tiene 60 días a partir de que lo recibió.",
    "ny-grievance-day":
      "Nueva York: presente su reclamo ante el tasador o la junta de revisión de avalúos (board of assessment review) a más tardar el Día de Reclamos (Grievance Day), que en la mayoría de los pueblos es el cuarto martes de mayo. Las ciudades, las villas y el condado de Nassau pueden fijar otro día: confírmelo con su tasador.",
    "nyc-class1":
      "Ciudad de Nueva York: la Comisión Tributaria (Tax Commission) debe recibir las solicitudes de viviendas de clase 1 a más tardar el 15 de marzo (5 p. m.).",
    "nyc-other-classes":
      "Ciudad de Nueva York: la Comisión Tributaria (Tax Commission) debe recibir las solicitudes de las clases 2, 3 y 4 a más tardar el 1 de marzo (5 p. m.).",
  },
  states: {
    TX: {
      noticeLabel: "Fecha en que le entregaron el aviso de avalúo",
      checklist: [
        "Su aviso de avalúo (notice of appraised value) y el del año pasado, con la fecha en que se lo entregaron.",
        "Las pruebas del distrito de tasación: pídalas por escrito; el distrito debe dejarle verlas antes de su audiencia (Código Tributario, § 41.461).",
        "De 3 a 5 ventas recientes de casas cercanas a la suya, parecidas en tamaño, antigüedad y estado (la hoja de comparables de este kit).",
        "Fotos con fecha de los defectos que el distrito quizá no conozca: grietas en los cimientos, daños en el techo o por agua.",
        "Presupuestos por escrito de contratistas para reparar esos defectos.",
        "Su declaración de cierre (closing statement) o un avalúo reciente, si compró o refinanció hace poco.",
        "El resumen de una página de este kit con el valor que solicita, y copias de sus pruebas para entregar a la junta.",
      ],
    },
    FL: {
      noticeLabel: "Fecha en que se envió su aviso TRIM",
      checklist: [
        "Su aviso TRIM (Notice of Proposed Property Taxes), que muestra la fecha de envío y su fecha límite.",
        "El formulario de petición DR-486 y la cuota que cobra la junta de ajuste de valores de su condado (no más de $15, art. 194.013).",
        "Las pruebas del tasador (property appraiser): si entrega las suyas al menos 15 días antes de la audiencia, puede pedir las del tasador 7 días antes (art. 194.011(4)).",
        "De 3 a 5 ventas recientes de casas cercanas a la suya, parecidas en tamaño, antigüedad y estado (la hoja de comparables de este kit).",
        "Fotos con fecha de los defectos y presupuestos de reparación por escrito.",
        "Los documentos de su exención de vivienda principal u otra exención, si la exención es parte del desacuerdo.",
        "El resumen de una página de este kit con el valor que solicita.",
      ],
    },
    CA: {
      noticeLabel: "Fecha en que recibió su aviso de avalúo (o su factura de impuestos)",
      checklist: [
        "El aviso de avalúo del tasador (assessor) o su factura de impuestos.",
        "La solicitud de cambio de avalúo de su condado (Application for Changed Assessment), presentada ante el secretario de la junta de apelaciones de avalúos.",
        "Ventas de casas parecidas a la suya cercanas a la fecha de valuación del 1 de enero (también cuentan las de hasta 90 días después).",
        "Fotos con fecha de los defectos y presupuestos de reparación por escrito.",
        "Sus documentos de compra, si no está de acuerdo con el valor base que se fijó cuando compró.",
        "El resumen de una página de este kit con el valor que solicita.",
      ],
    },
    NY: {
      noticeLabel: "Fecha de su aviso de avalúo (en la Ciudad de Nueva York: Notice of Property Value)",
      checklist: [
        "Su aviso de avalúo provisional (tentative assessment) o, en la Ciudad de Nueva York, su aviso de valor (Notice of Property Value).",
        "Fuera de la Ciudad de Nueva York: el formulario de reclamo RP-524, presentado ante el tasador o la junta de revisión de avalúos. En la ciudad: la solicitud de corrección de la Comisión Tributaria (TC101 para viviendas de clase 1).",
        "La proporción de avalúo residencial o la tasa de equalización de su municipio, para convertir el avalúo en valor de mercado.",
        "De 3 a 5 ventas recientes de casas cercanas a la suya, parecidas en tamaño, antigüedad y estado (la hoja de comparables de este kit).",
        "Fotos con fecha de los defectos y presupuestos de reparación por escrito.",
        "El resumen de una página de este kit con el valor que solicita.",
      ],
    },
  },
};
