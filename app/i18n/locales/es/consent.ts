export default {
  title: "Sus opciones de privacidad",
  text: "Con su permiso medimos cómo se usa el sitio (páginas vistas y cálculos realizados, nunca su dirección ni cifras vinculadas a usted) para mejorarlo. No se envía nada hasta que usted decida, y puede cambiar de opinión cuando quiera desde “Configuración de cookies” en el pie de página.",
  analytics: "Medición de uso (analítica)",
  marketing: "Medición de marketing y afiliados",
  acceptAll: "Aceptar todo",
  save: "Guardar mis opciones",
  reject: "Rechazar todo",
};
