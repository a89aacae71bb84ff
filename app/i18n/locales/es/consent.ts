export default {
  title: "Sus opciones de privacidad",
  text: "Con su permiso medimos cómo se usa el sitio (páginas vistas y cálculos hechos, nunca su dirección ni sus cifras) para mejorarlo. No se envía nada hasta que usted elija; puede cambiar de opinión cuando quiera en “Configuración de cookies”, al pie de la página.",
  analytics: "Medición de uso (analítica)",
  marketing: "Medición de marketing y afiliados",
  acceptAll: "Aceptar todo",
  save: "Guardar mis opciones",
  reject: "Rechazar todo",
  choose: "Elegir qué permitir",
};
