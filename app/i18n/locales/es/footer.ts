export default {
  tagline:
    "Estimaciones gratuitas de impuestos prediales y guías claras para propietarios, compradores y los profesionales que los asesoran.",
  resources: "Recursos",
  legal: "Información legal",
  privacy: "Política de privacidad",
  terms: "Términos del servicio",
  affiliate: "Aviso sobre enlaces de afiliados",
  cookieSettings: "Configuración de cookies",
  notAdvice:
    "Solo son estimaciones, no asesoría fiscal, legal ni financiera: confirme las cifras con su distrito de tasación, tasador o recaudador de impuestos.",
  copyright: "© {{year}} {{site}}",
  languages: "Idiomas",
};
