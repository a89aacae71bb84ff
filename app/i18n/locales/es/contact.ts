export default {
  title: "Contáctenos",
  description:
    "Envíe una pregunta o una corrección sobre la calculadora y las guías de impuestos sobre la propiedad de {{state}}.",
  intro:
    "¿Tiene preguntas sobre la calculadora, vio una cifra que parece incorrecta o quiere que agreguemos un condado? Envíenos un mensaje y le responderemos por correo electrónico.",
  notAdvice:
    "No podemos dar asesoría sobre su propia factura de impuestos o su avalúo. Para eso, comuníquese con el distrito de tasación, el tasador (assessor) o la oficina de impuestos de su condado.",
  nameLabel: "Su nombre",
  emailLabel: "Correo electrónico",
  subjectLabel: "Asunto",
  messageLabel: "Mensaje",
  messageHint: "Entre 10 y 2,000 caracteres.",
  submit: "Enviar mensaje",
  sending: "Enviando...",
  successTitle: "Mensaje enviado",
  successText:
    "Gracias por escribirnos. Recibimos su mensaje y le responderemos al correo electrónico que nos dio.",
  sendAnother: "Enviar otro mensaje",
  errorSummary: "Por favor corrija lo siguiente:",
  errors: {
    nameRequired: "Por favor ingrese su nombre.",
    nameTooLong: "Por favor acorte su nombre a 100 caracteres o menos.",
    nameInvalid: "Por favor use solo letras, espacios y signos de puntuación comunes en su nombre.",
    emailRequired: "Por favor ingrese su correo electrónico.",
    emailInvalid: "Por favor ingrese un correo electrónico válido, por ejemplo nombre@ejemplo.com.",
    emailTooLong: "Ese correo electrónico es demasiado largo (máximo 254 caracteres).",
    subjectRequired: "Por favor ingrese un asunto.",
    subjectTooLong: "Por favor acorte el asunto a 150 caracteres o menos.",
    subjectInvalid: "Por favor quite los caracteres especiales (como < y >) del asunto.",
    messageRequired: "Por favor escriba su mensaje.",
    messageTooShort: "Por favor escriba al menos 10 caracteres para que podamos ayudarle.",
    messageTooLong: "Por favor acorte su mensaje a 2,000 caracteres o menos.",
    messageInvalid:
      "Su mensaje contiene caracteres que no podemos aceptar. Por favor quítelos e inténtelo de nuevo.",
    unknownField:
      "El formulario envió campos que no debería. Por favor recargue la página e inténtelo de nuevo.",
    invalid: "No se pudo leer el formulario. Por favor recargue la página e inténtelo de nuevo.",
    rejected: "No pudimos procesar su solicitud.",
    unsupportedType: "Por favor envíe el formulario desde esta página.",
    tooLarge: "El mensaje es demasiado grande para enviarlo. Por favor acórtelo.",
    tooMany_one: "Demasiados mensajes desde su conexión. Por favor inténtelo de nuevo en {{count}} minuto.",
    tooMany_other:
      "Demasiados mensajes desde su conexión. Por favor inténtelo de nuevo en {{count}} minutos.",
    unavailable: "No podemos recibir mensajes en este momento. Por favor inténtelo de nuevo en unos minutos.",
    network: "No se pudo enviar su mensaje. Por favor revise su conexión e inténtelo de nuevo.",
  },
};
