// Every text the engine can hand to a person, in English and Spanish (US Spanish, es-MX
// number formats). Errors use the spec's exact English wording. Results carry only keys and
// values, so the UI, the PDF report and the CLI render them in the reader's language.

import { ERROR_MESSAGES, type ErrorKey, type Lang, type Text } from "./error-messages";

export type { ErrorKey, Lang } from "./error-messages";

export const MESSAGES = {
  ...ERROR_MESSAGES,

  // Eligibility.
  "eligibility.enhancedStarIncome": {
    en: "Enhanced STAR requires income at or below ${{limit}}",
    es: "El Enhanced STAR requiere ingresos de ${{limit}} o menos",
  },
  "eligibility.starClass": {
    en: "STAR applies only to class 1 and class 2 properties",
    es: "El STAR solo se aplica a propiedades de clase 1 y clase 2",
  },

  // Rules a result applied.
  "rule.split": {
    en: "No taxing units on file: the county rate is split school {{school}}%, county {{county}}%, city {{city}}%, special districts {{special}}%",
    es: "No hay entidades tributarias registradas: la tasa del condado se reparte escuelas {{school}}%, condado {{county}}%, ciudad {{city}}%, distritos especiales {{special}}%",
  },
  "rule.splitSchool": {
    en: "No taxing units on file: the county rate is split school {{school}}%, other levies {{other}}%",
    es: "No hay entidades tributarias registradas: la tasa del condado se reparte escuelas {{school}}%, otros impuestos {{other}}%",
  },
  "rule.tx.schoolHomestead": {
    en: "School district homestead exemption of ${{amount}} (Tax Code 11.13(b))",
    es: "Exención de vivienda principal del distrito escolar de ${{amount}} (Código Tributario 11.13(b))",
  },
  "rule.tx.over65": {
    en: "Additional school exemption of ${{amount}} for age 65 or older or disabled (Tax Code 11.13(c))",
    es: "Exención escolar adicional de ${{amount}} para mayores de 65 años o personas con discapacidad (Código Tributario 11.13(c))",
  },
  "rule.tx.localOption": {
    en: "{{unit}}: local-option homestead exemption of {{percent}}% of appraised value, at least ${{minimum}} (Tax Code 11.13(n))",
    es: "{{unit}}: exención local opcional de vivienda principal del {{percent}}% del valor tasado, mínimo ${{minimum}} (Código Tributario 11.13(n))",
  },
  "rule.tx.localFlat": {
    en: "{{unit}}: homestead exemption of ${{amount}}",
    es: "{{unit}}: exención de vivienda principal de ${{amount}}",
  },
  "rule.tx.localOver65": {
    en: "{{unit}}: local exemption of ${{amount}} for age 65 or older or disabled (Tax Code 11.13(d))",
    es: "{{unit}}: exención local de ${{amount}} para mayores de 65 años o personas con discapacidad (Código Tributario 11.13(d))",
  },
  "rule.tx.veteranBand": {
    en: "Disabled veteran exemption of ${{amount}} for a {{rating}}% disability rating (Tax Code 11.22)",
    es: "Exención para veteranos con discapacidad de ${{amount}} por una calificación de discapacidad del {{rating}}% (Código Tributario 11.22)",
  },
  "rule.tx.veteranTotal": {
    en: "100% disabled veteran: the homestead is fully exempt (Tax Code 11.131)",
    es: "Veterano con 100% de discapacidad: la vivienda principal está totalmente exenta (Código Tributario 11.131)",
  },
  "rule.tx.ceiling": {
    en: "School tax ceiling of ${{amount}} (Tax Code 11.26)",
    es: "Límite del impuesto escolar de ${{amount}} (Código Tributario 11.26)",
  },
  "rule.ca.factoredBase": {
    en: "Assessed value ${{value}}: the ${{price}} purchase price of {{year}} raised each year by the State Board of Equalization's inflation factor, at most 2% (Prop 13)",
    es: "Valor tasado de ${{value}}: el precio de compra de ${{price}} en {{year}}, aumentado cada año por el factor de inflación de la Junta Estatal de Igualación, como máximo 2% (Proposición 13)",
  },
  "rule.nyc.class2Cap": {
    en: "Class 2a, 2b or 2c: assessed value raised at most 8% over last year and 30% over five years (RPTL 1805(2))",
    es: "Clase 2a, 2b o 2c: el valor tasado sube como máximo 8% sobre el año anterior y 30% en cinco años (RPTL 1805(2))",
  },
  "rule.nyc.transitional": {
    en: "Class 2 with 11 units or more: the lesser of the actual assessed value and the transitional assessed value of ${{transitional}} (RPTL 1805(3))",
    es: "Clase 2 con 11 unidades o más: el menor entre el valor tasado real y el valor tasado de transición de ${{transitional}} (RPTL 1805(3))",
  },
  "rule.tx.ceilingPortability": {
    en: "School tax ceiling of ${{amount}} carried from your former home: {{percent}}% of this home's school tax, the share your former ceiling was of its tax (Tax Code 11.26(h))",
    es: "Límite del impuesto escolar de ${{amount}} trasladado de su vivienda anterior: el {{percent}}% del impuesto escolar de esta vivienda, la misma proporción que el límite anterior representaba de aquel impuesto (Código Tributario 11.26(h))",
  },
  "rule.tx.ceilingReduced": {
    en: "Ceiling lowered from ${{from}} to ${{to}} because the school exemptions rose by ${{increase}} since {{year}} (Tax Code 11.26)",
    es: "Límite reducido de ${{from}} a ${{to}} porque las exenciones escolares aumentaron ${{increase}} desde {{year}} (Código Tributario 11.26)",
  },
  "rule.tx.homesteadCap": {
    en: "Homestead appraised value may rise at most {{percent}}% a year (Tax Code 23.23)",
    es: "El valor tasado de la vivienda principal puede subir como máximo {{percent}}% al año (Código Tributario 23.23)",
  },
  "rule.fl.firstHomestead": {
    en: "Homestead exemption of ${{amount}} on all taxes (s. 196.031, F.S.)",
    es: "Exención de vivienda principal de ${{amount}} sobre todos los impuestos (s. 196.031, F.S.)",
  },
  "rule.fl.additionalHomestead": {
    en: "Additional homestead exemption of ${{amount}} on non-school taxes, on assessed value above ${{threshold}}",
    es: "Exención adicional de vivienda principal de ${{amount}} sobre impuestos no escolares, para el valor tasado por encima de ${{threshold}}",
  },
  "rule.fl.senior": {
    en: "{{unit}}: senior exemption of ${{amount}} (local option, s. 196.075, F.S.; income at most ${{limit}})",
    es: "{{unit}}: exención para adultos mayores de ${{amount}} (opción local, s. 196.075, F.S.; ingresos de hasta ${{limit}})",
  },
  "rule.fl.disabledPerson": {
    en: "Exemption of ${{amount}} for a totally and permanently disabled person (s. 196.202, F.S.)",
    es: "Exención de ${{amount}} para una persona con discapacidad total y permanente (s. 196.202, F.S.)",
  },
  "rule.fl.veteran": {
    en: "Disabled veteran exemption of ${{amount}} (10% or more, s. 196.24, F.S.)",
    es: "Exención de ${{amount}} para veteranos con discapacidad (10% o más, s. 196.24, F.S.)",
  },
  "rule.fl.veteranTotal": {
    en: "Service-connected total and permanent disability: the homestead is fully exempt (s. 196.081, F.S.)",
    es: "Discapacidad total y permanente relacionada con el servicio: la vivienda principal está totalmente exenta (s. 196.081, F.S.)",
  },
  "rule.fl.saveOurHomes": {
    en: "Save Our Homes: assessed value may rise at most {{percent}}% in {{year}}",
    es: "Save Our Homes: el valor tasado puede subir como máximo {{percent}}% en {{year}}",
  },
  "rule.ca.generalLevy": {
    en: "General levy of {{rate}}% (California Constitution, Article XIII A)",
    es: "Impuesto general del {{rate}}% (Constitución de California, Artículo XIII A)",
  },
  "rule.ca.homeowners": {
    en: "Homeowners' exemption of ${{amount}} of assessed value (R&T Code 218)",
    es: "Exención para propietarios de vivienda de ${{amount}} del valor tasado (Código R&T 218)",
  },
  "rule.ca.veteran": {
    en: "Disabled veterans' exemption of ${{amount}} ({{tier}}, R&T Code 205.5), in place of the homeowners' exemption",
    es: "Exención para veteranos con discapacidad de ${{amount}} ({{tier}}, Código R&T 205.5), en lugar de la exención para propietarios",
  },
  "rule.ca.prop13": {
    en: "Proposition 13: assessed value rises by the inflation factor, at most {{percent}}% a year",
    es: "Proposición 13: el valor tasado sube según el factor de inflación, como máximo {{percent}}% al año",
  },
  "rule.ny.star": {
    en: "{{type}} STAR exemption of ${{amount}} on school taxes",
    es: "Exención {{type}} STAR de ${{amount}} sobre los impuestos escolares",
  },
  "rule.ny.starSegment": {
    en: "{{type}} STAR: the State's maximum savings for {{district}} schools ({{municipality}}), school year {{schoolYear}}: ${{max}}",
    es: "{{type}} STAR: el ahorro máximo que fija el Estado para las escuelas de {{district}} ({{municipality}}), año escolar {{schoolYear}}: ${{max}}",
  },
  "rule.ny.starCapped": {
    en: "STAR savings limited to ${{cap}} (maximum savings or the 2% growth limit)",
    es: "Ahorro del STAR limitado a ${{cap}} (ahorro máximo o el límite de crecimiento del 2%)",
  },
  "rule.ny.senior": {
    en: "Senior citizens' exemption of {{percent}}% of assessed value (RPTL 467, local option)",
    es: "Exención para adultos mayores del {{percent}}% del valor tasado (RPTL 467, opción local)",
  },
  "rule.ny.veteran": {
    en: "Veterans' exemption of ${{amount}} on county, city, town and village taxes (RPTL {{section}})",
    es: "Exención para veteranos de ${{amount}} sobre impuestos del condado, ciudad, pueblo y villa (RPTL {{section}})",
  },
  "rule.nyc.assessment": {
    en: "Assessed value is {{ratio}}% of market value for {{class}}",
    es: "El valor tasado es el {{ratio}}% del valor de mercado para la {{class}}",
  },
  "rule.nyc.class1Cap": {
    en: "Class 1 assessed value may rise at most 6% a year and 20% over five years, rounded down",
    es: "El valor tasado de clase 1 puede subir como máximo 6% al año y 20% en cinco años, redondeado hacia abajo",
  },
  "rule.nyc.rate": {
    en: "Tax rate for {{class}}: {{rate}}% (fiscal year {{fiscalYear}})",
    es: "Tasa de impuesto para la {{class}}: {{rate}}% (año fiscal {{fiscalYear}})",
  },
  "rule.nyc.star": {
    en: "{{type}} STAR exemption of ${{amount}} of assessed value on the school share of the tax",
    es: "Exención {{type}} STAR de ${{amount}} del valor tasado sobre la parte escolar del impuesto",
  },
  "rule.nyc.veteran": {
    en: "Veterans' exemption of ${{amount}} of assessed value",
    es: "Exención para veteranos de ${{amount}} del valor tasado",
  },
  "rule.nyc.abatement": {
    en: "Co-op / condo abatement of {{percent}}% (RPTL 467-a)",
    es: "Reducción para cooperativas y condominios del {{percent}}% (RPTL 467-a)",
  },

  // Names a message can interpolate (a parameter whose value is one of these keys is translated too).
  "figure.additionalHomestead": {
    en: "additional homestead exemption",
    es: "exención adicional de vivienda principal",
  },
  "figure.disabledVeteranExemption": {
    en: "disabled veterans' exemption",
    es: "exención para veteranos con discapacidad",
  },
  "figure.enhancedStarBase": { en: "Enhanced STAR base amount", es: "monto base del Enhanced STAR" },
  "figure.starMaxSavings": {
    en: "State's maximum STAR savings for your school district",
    es: "ahorro máximo del STAR que fija el Estado para su distrito escolar",
  },
  "figure.nycClassRate": { en: "NYC class tax rate", es: "tasa de impuesto por clase de NYC" },
  "figure.nycStarCertified": {
    en: "STAR exemption certified by the State for New York City",
    es: "exención STAR que el estado certifica para la ciudad de Nueva York",
  },
  "figure.basic": { en: "basic", es: "básica" },
  "figure.lowIncome": { en: "low-income", es: "de bajos ingresos" },
  "figure.class1": { en: "class 1", es: "clase 1" },
  "figure.class2": { en: "class 2", es: "clase 2" },
  "figure.class3": { en: "class 3", es: "clase 3" },
  "figure.class4": { en: "class 4", es: "clase 4" },

  // Notes on a result.
  "note.estimateRate": {
    en: "This county's rate is an estimate; see its source and method.",
    es: "La tasa de este condado es una estimación; consulte su fuente y método.",
  },
  "note.carriedForward": {
    en: "The {{figure}} for {{year}} is not published yet; the {{from}} figure is used.",
    es: "El dato de {{figure}} para {{year}} aún no se ha publicado; se usa el de {{from}}.",
  },
  "note.ca.factorAssumed": {
    en: "A year's inflation factor is not published yet, so the 2% maximum is assumed for it; your bill's assessed value is exact.",
    es: "El factor de inflación de algún año aún no se ha publicado, así que se supone el máximo de 2%; el valor tasado de su factura es el dato exacto.",
  },
  "note.nyc.class2Notice": {
    en: 'For a co-op or condo, the Department of Finance values the building by its income, usually far below a sale price, so this figure from the value you entered can be several times your bill. Enter the billable assessed value from your Notice of Property Value (the "Billable Assessed Value" line of the assessment table on its first page) for a figure close to your bill.',
    es: 'En una cooperativa o condominio, el Departamento de Finanzas valora el edificio por sus ingresos, casi siempre muy por debajo del precio de venta, así que esta cifra calculada con el valor que ingresó puede ser varias veces su factura. Ingrese el valor tasado facturable de su Aviso de Valor de la Propiedad (la línea "Billable Assessed Value" de la tabla de tasación en la primera página) para obtener una cifra cercana a su factura.',
  },
  "note.tx.ceilingAmountMissing": {
    en: "Enter the school tax ceiling from your tax statement; without it the ceiling cannot lower this year's tax.",
    es: "Ingrese el límite del impuesto escolar de su estado de cuenta; sin él, el límite no puede reducir el impuesto de este año.",
  },
  "note.tx.over65NeedsHomestead": {
    en: "The 65-or-older and disability exemptions apply only to a residence homestead.",
    es: "Las exenciones para mayores de 65 años y por discapacidad solo se aplican a la vivienda principal.",
  },
  "note.fl.seniorIncomeMissing": {
    en: "Enter household income to check the senior exemption's income limit.",
    es: "Ingrese los ingresos del hogar para verificar el límite de ingresos de la exención para adultos mayores.",
  },
  "note.fl.seniorNotOnFile": {
    en: "The senior exemption is a local option; no taxing unit on file for this county grants it.",
    es: "La exención para adultos mayores es una opción local; ninguna entidad tributaria registrada de este condado la otorga.",
  },
  "note.ny.enhancedIncomeOver": {
    en: "Income is above the Enhanced STAR limit of ${{limit}}: Basic STAR applies.",
    es: "Los ingresos superan el límite del Enhanced STAR de ${{limit}}: se aplica el Basic STAR.",
  },
  "note.ny.seniorIncomeMissing": {
    en: "Enter income to check the senior exemption's income limit.",
    es: "Ingrese los ingresos para verificar el límite de ingresos de la exención para adultos mayores.",
  },
  "note.ny.veteranServiceAssumed": {
    en: "Wartime service was assumed for the veterans' exemption.",
    es: "Para la exención de veteranos se supuso servicio en tiempo de guerra.",
  },
  "note.nyc.starClass": {
    en: "STAR applies only to class 1 and class 2 properties.",
    es: "El STAR solo se aplica a propiedades de clase 1 y clase 2.",
  },
  "note.nyc.veteranNotOnSchool": {
    en: "The veterans' exemption does not reduce the school share of the tax.",
    es: "La exención para veteranos no reduce la parte escolar del impuesto.",
  },
  "note.inflationFactorAssumed": {
    en: "No published inflation factor for {{year}}: the {{percent}}% maximum was used.",
    es: "No hay un factor de inflación publicado para {{year}}: se usó el máximo de {{percent}}%.",
  },
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-MX" };
const NUMBER_FORMAT: Partial<Record<Lang, Intl.NumberFormat>> = {};

function formatParam(name: string, value: string | number, lang: Lang): string {
  if (typeof value === "string") {
    const named = value.startsWith("figure.") ? (MESSAGES as Record<string, Text>)[value] : undefined;
    return named ? named[lang] : value;
  }
  // Years are written without thousands separators.
  if (/year$/i.test(name) || name === "from") return String(value);
  const format = (NUMBER_FORMAT[lang] ??= new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 6 }));
  return format.format(value);
}

export function formatMessage(key: string, lang: Lang, params?: MessageParams): string {
  const entry = (MESSAGES as Record<string, Text>)[key];
  if (!entry) return key;
  const template = entry[lang];
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? formatParam(name, params[name], lang) : whole,
  );
}

/** A calculation that cannot proceed; `key` names the message to show. */
export class EngineError extends Error {
  readonly key: ErrorKey;
  readonly params?: MessageParams;

  constructor(key: ErrorKey, params?: MessageParams) {
    super(MESSAGES[key].en);
    this.name = "EngineError";
    this.key = key;
    this.params = params;
  }

  text(lang: Lang): string {
    return formatMessage(this.key, lang, this.params);
  }
}
