export default {
  title: "Un consejo para su declaración de impuestos",
  tipSource: "Fuente: {{source}}",
  footerTitle: "Su declaración de impuestos",
  whatThisIs: "Cómo funciona este enlace",
  nowTitle: "El enlace de este sitio hoy",
  noPartner: "Ninguna empresa nos paga por este enlace.",
  partner:
    "{{partner}} puede pagarnos una comisión si usted compra a través de este enlace, sin costo para usted.",
};
