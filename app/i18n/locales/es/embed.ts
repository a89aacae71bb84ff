// The Embed page (/es/insertar: the snippet and a live preview) and the embedded calculator's
// own lines (/es/insertar/calculadora: the estimate note and the attribution link).
export default {
  title: "Ponga la calculadora de impuesto predial de {{state}} en su sitio",
  description:
    "Gratis para cualquier sitio web: una línea de HTML muestra la calculadora de impuesto predial de {{state}}, con la fuente y el año de cada tasa, en español o en inglés.",
  intro:
    "Agentes inmobiliarios, prestamistas, medios de noticias y organizaciones comunitarias pueden mostrar esta calculadora en sus propias páginas sin costo. Sus visitantes obtienen la misma estimación línea por línea que aquí, con la fuente y el año de cada tasa, y las tasas se mantienen al día sin que usted tenga que hacer nada.",
  codeTitle: "El código para copiar",
  codeLabel: "HTML para pegar donde quiere que aparezca la calculadora",
  copy: "Copiar el código",
  copied: "Código copiado. Péguelo en el HTML de su página.",
  copyFailed: "No se pudo copiar el código: selecciónelo y cópielo usted.",
  otherLanguage: "Para la calculadora en inglés, use esta dirección en el código:",
  notesTitle: "Conviene saber",
  widthNote:
    "Se adapta a cualquier columna, desde la pantalla de un celular: con {{attribute}} ocupa todo el espacio que le dé.",
  heightNote:
    "La calculadora es más alta que la mayoría de los espacios de una página y se desplaza dentro de su marco. Con {{height}} píxeles de altura se ven a la vez el valor de la vivienda, el condado y las primeras exenciones, y en una columna ancha, las cifras principales del resultado al lado. Cambie el número según su diseño.",
  lazyNote:
    "Con {{attribute}}, el navegador carga la calculadora solo cuando el visitante se acerca a ella en la página.",
  privacyNote:
    "No carga scripts de analítica, publicidad ni rastreo. Lo que recuerda, como el último condado elegido, se queda en el navegador de su visitante.",
  noJsNote:
    "También funciona sin JavaScript: el formulario responde con una página que muestra el resultado.",
  termsTitle: "Condiciones",
  terms:
    "Su uso es gratuito en cualquier sitio. Mantenga visible el enlace “Calculadora ofrecida por” debajo de la calculadora y no presente sus cifras como la factura oficial de nadie: son estimaciones.",
  previewTitle: "Vista previa en vivo",
  previewText: "Esta es la calculadora enmarcada tal como la enmarca el código de arriba. Pruébela.",
  frameTitle: "Calculadora de impuesto predial de {{state}}",
  estimateNote: "Una estimación para planificar, no su factura oficial.",
  disclaimerLink: "Lea el aviso legal",
  attribution: "Calculadora ofrecida por {{site}}",
  newTab: "(se abre en una pestaña nueva)",
};
