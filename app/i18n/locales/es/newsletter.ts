export default {
  default: {
    title: "Novedades de impuestos sobre la propiedad en su correo",
    text: "Fechas límite, cambios de tasas y formas de ahorrar para propietarios de vivienda en {{state}}, más o menos una vez al mes. Cancele cuando quiera.",
    emailLabel: "Correo electrónico",
    emailPlaceholder: "usted@ejemplo.com",
    submit: "Suscribirme",
    submitting: "Suscribiendo...",
    success: "¡Gracias! Revise su correo electrónico para confirmar su suscripción.",
    error: "Algo salió mal. Por favor, inténtelo de nuevo.",
    privacy: "Usamos su correo solo para este boletín.",
    privacyLink: "Política de privacidad",
  },
  popup: {
    title: "Esté al tanto de sus impuestos sobre la propiedad",
    text: "Reciba por correo recordatorios de fechas límite, consejos sobre exenciones y cambios de tasas en {{state}}.",
    textCounty:
      "Reciba por correo recordatorios de fechas límite, consejos sobre exenciones y cambios de tasas en el condado de {{county}}, {{state}}.",
    firstNameLabel: "Nombre",
    emailLabel: "Correo electrónico",
    submit: "Quiero recibir novedades",
    submitting: "Suscribiendo...",
    success: "¡Suscripción exitosa!",
    error: "Algo salió mal. Por favor, inténtelo de nuevo.",
    close: "Cerrar",
    dismiss: "No, gracias",
    privacy: "Más o menos un correo al mes. Cancele cuando quiera.",
  },
  toast: {
    success: "¡Listo! Revise su correo electrónico para confirmar.",
  },
  errors: {
    emailRequired: "Por favor ingrese su correo electrónico.",
    emailInvalid: "Por favor ingrese un correo electrónico válido, por ejemplo nombre@ejemplo.com.",
    emailTooLong: "Ese correo electrónico es demasiado largo (máximo 254 caracteres).",
    firstNameRequired: "Por favor ingrese su nombre.",
    firstNameTooLong: "Por favor acorte su nombre a 60 caracteres o menos.",
    firstNameInvalid: "Por favor use solo letras, espacios y signos de puntuación comunes en su nombre.",
    countyInvalid: "El nombre del condado no es válido.",
    taxInvalid: "El impuesto calculado debe ser un número entre 0 y 100,000,000.",
    stateInvalid: "Este sitio no ofrece un boletín para ese estado.",
    languageInvalid: "El idioma debe ser inglés (en) o español (es).",
    tagsInvalid: "Los temas del boletín en la solicitud no son válidos.",
    unknownField: "La solicitud contiene campos que este formulario no acepta.",
    invalid: "No se pudo leer la solicitud. Por favor recargue la página e inténtelo de nuevo.",
    rejected: "No pudimos procesar su solicitud.",
    invalidJson: "El cuerpo de la solicitud no es JSON válido.",
    unsupportedType: "Por favor envíe la suscripción como JSON (Content-Type: application/json).",
    tooLarge: "La solicitud es demasiado grande.",
    tooMany_one: "Demasiados intentos desde su conexión. Por favor inténtelo de nuevo en {{count}} minuto.",
    tooMany_other:
      "Demasiados intentos desde su conexión. Por favor inténtelo de nuevo en {{count}} minutos.",
    methodNotAllowed: "Esta dirección solo acepta suscripciones enviadas con POST.",
    unavailable:
      "Las suscripciones no están disponibles en este momento. Por favor inténtelo de nuevo en unos minutos.",
  },
  api: {
    subscribed: "¡Gracias! Revise su correo electrónico para confirmar su suscripción.",
    developmentMode:
      "Suscripción guardada (development mode, modo de desarrollo: no hay un proveedor de correo configurado, así que no se envió ningún correo).",
    queued:
      "¡Gracias! Su suscripción quedó guardada; el correo de confirmación puede tardar un poco más de lo normal.",
  },
  unsubscribe: {
    title: "Cancelar la suscripción al boletín",
    description: "Deje de recibir los correos de este sitio con novedades de impuestos sobre la propiedad.",
    confirmText: "Presione el botón para dejar de enviar el boletín a {{email}} sobre {{state}}.",
    confirm: "Cancelar suscripción",
    working: "Cancelando...",
    doneTitle: "Su suscripción fue cancelada",
    doneText: "No enviaremos más correos del boletín a {{email}} sobre {{state}}.",
    alreadyText: "Esta dirección ya había cancelado su suscripción. No recibirá más correos del boletín.",
    invalidTitle: "Este enlace para cancelar la suscripción no funciona",
    missingText:
      "Abra esta página con el enlace para cancelar la suscripción que aparece al final de nuestros correos del boletín.",
    invalidText:
      "El enlace está incompleto o fue modificado. Use el enlace de su correo más reciente del boletín, o contáctenos y eliminaremos su dirección.",
    expiredText:
      "Este enlace ya venció. Use el enlace de un correo más reciente del boletín, o contáctenos y eliminaremos su dirección.",
    contact: "Contáctenos",
    home: "Ir a la página de inicio",
  },
};
