// The engine's errors and the form's value warnings, in English and Spanish. They are apart from
// the rest of messages.ts because the calculator form shows them before any result exists, so
// they are all the page needs on load; the other texts come with the engine, when a result does.

export type Lang = "en" | "es";
export type Text = { en: string; es: string };

export const ERROR_MESSAGES = {
  // Errors: the spec's wording (SPEC.md sections 5 and 8).
  "error.stateDataNotLoaded": { en: "State data not loaded", es: "No se cargaron los datos del estado" },
  "error.countyNotFound": { en: "County not found", es: "No se encontró el condado" },
  "error.invalidValue": {
    en: "Please enter a valid value",
    es: "Escriba el valor de su vivienda en dólares, por ejemplo 350,000.",
  },
  "error.selectCounty": { en: "Please select a county", es: "Elija un condado de la lista." },
  "error.calculation": { en: "Error calculating taxes", es: "Error al calcular los impuestos" },
  "error.calculationFailed": {
    en: "Unable to calculate property tax",
    es: "No se pudo calcular el impuesto",
  },
  "error.calculationFailedDescription": {
    en: "Please check your inputs and try again",
    es: "Revise los datos ingresados e intente de nuevo",
  },
  "error.taxYearNotCovered": {
    en: "This tax year is earlier than the tax law this calculator holds for the state; choose a later year",
    es: "Este año fiscal es anterior a las leyes tributarias que la calculadora tiene para el estado; elija un año más reciente",
  },
  "error.nyc.marketValuePositive": {
    en: "Market value must be greater than 0",
    es: "El valor de mercado debe ser mayor que 0",
  },
  "error.nyc.marketValueTooHigh": {
    en: "Market value seems unreasonably high",
    es: "El valor de mercado parece demasiado alto",
  },
  "error.nyc.invalidClass": { en: "Invalid property class", es: "Clase de propiedad no válida" },
  "error.nyc.seniorIncomeRequired": {
    en: "Senior income required for Enhanced STAR",
    es: "Se requieren los ingresos del adulto mayor para el Enhanced STAR",
  },
  "error.nyc.seniorIncomeNegative": {
    en: "Senior income cannot be negative",
    es: "Los ingresos del adulto mayor no pueden ser negativos",
  },

  // Value warnings (toasts): thresholds 10,000 and 10,000,000.
  "warning.veryHighValue": {
    en: "Very high property value detected",
    es: "Se detectó un valor de propiedad muy alto",
  },
  "warning.veryLowValue": {
    en: "Very low property value detected",
    es: "Se detectó un valor de propiedad muy bajo",
  },
  "warning.verifyAmount": {
    en: "Please verify this amount is correct for accurate calculations",
    es: "Verifique que este monto sea correcto para obtener cálculos precisos",
  },
} satisfies Record<string, Text>;

/** An error or a value warning: none takes parameters. */
export type ErrorKey = keyof typeof ERROR_MESSAGES;

export function errorText(key: ErrorKey, lang: Lang): string {
  return ERROR_MESSAGES[key][lang];
}
