import { inReaderLanguage } from "~/content/reader-language";
import type { Lang } from "~/i18n/route-table";
import { EXTRA_SOURCES, type SourceLink } from "./sources";

const TEXAS_REFERENDUM_SOURCES: SourceLink[] = [
  {
    title:
      "Texas Legislature: S.J.R. 2 (89th Legislature), enrolled text: school homestead exemption $100,000 → $140,000",
    titleEs:
      "Legislatura de Texas: S.J.R. 2 (89.ª Legislatura), texto aprobado: exención escolar de vivienda principal de $100,000 → $140,000",
    url: "https://capitol.texas.gov/tlodocs/89R/billtext/html/SJ00002F.htm",
  },
  {
    title:
      "Dallas County Elections: November 4, 2025 election (Secretary of State explanatory statement on S.J.R. 85, Proposition 11: $10,000 → $60,000)",
    titleEs:
      "Elecciones del Condado de Dallas: elección del 4 de noviembre de 2025 (declaración explicativa de la Secretaría de Estado sobre la S.J.R. 85, Proposición 11: $10,000 → $60,000)",
    url: "https://beta.votedallas.org/2025/11",
  },
  {
    title: "Texas Senate, press release of November 5, 2025: Propositions 11 and 13 approved",
    titleEs:
      "Senado de Texas, comunicado de prensa del 5 de noviembre de 2025: se aprueban las Proposiciones 11 y 13",
    url: "https://senate.texas.gov/press.php?id=7-20251105a",
  },
  {
    title: "VoteTexas.gov (Texas Secretary of State): registration, early voting and election day",
    titleEs:
      "VoteTexas.gov (Secretaría de Estado de Texas): inscripción, votación anticipada y día de la elección",
    url: "https://www.votetexas.gov/",
  },
];

const PROP13_SOURCES: SourceLink[] = [
  {
    title: "San Bernardino County Assessor-Recorder-County Clerk: What is Proposition 13?",
    titleEs:
      "Tasador del Condado de San Bernardino (Assessor-Recorder-County Clerk): ¿qué es la Proposición 13?",
    url: "https://arc.sbcounty.gov/what-is-proposition-13",
  },
  {
    title: "Yolo County Assessor: Proposition 13",
    titleEs: "Tasador del Condado de Yolo: la Proposición 13",
    url: "https://www.yolorecorder.org/174/Proposition-13",
  },
];

const FLORIDA_SHOCK_SOURCES: SourceLink[] = [
  {
    title:
      "Hernando County Property Appraiser: Save Our Homes (the limitation is removed on January 1 after a sale)",
    titleEs:
      "Tasador de Propiedades del Condado de Hernando: Save Our Homes (el límite se elimina el 1 de enero siguiente a una venta)",
    url: "https://hernandopa-fl.us/Default.aspx?xml=SaveOurHomes",
  },
  {
    title:
      "Baker County Property Appraiser: Portability (moving a Save Our Homes benefit to a new homestead)",
    titleEs:
      "Tasador de Propiedades del Condado de Baker: portabilidad (cómo llevar el beneficio de Save Our Homes a una nueva vivienda principal)",
    url: "http://bakerpa.com/portability.html",
  },
];

const CDD_SOURCES: SourceLink[] = [
  {
    title: "Florida Statutes, Chapter 190: Community Development Districts (ss. 190.021, 190.048, 190.0485)",
    titleEs:
      "Estatutos de Florida, capítulo 190: distritos de desarrollo comunitario (CDD) (secciones 190.021, 190.048 y 190.0485)",
    url: "https://www.flsenate.gov/Laws/Statutes/2018/Chapter190/All",
  },
];

const BY_STATE: Record<"TX" | "CA" | "FL", Record<string, SourceLink[]>> = {
  TX: { [EXTRA_SOURCES.txReferendum]: TEXAS_REFERENDUM_SOURCES },
  CA: { [EXTRA_SOURCES.caProp13]: PROP13_SOURCES },
  FL: { [EXTRA_SOURCES.flShock]: FLORIDA_SHOCK_SOURCES, [EXTRA_SOURCES.flCdd]: CDD_SOURCES },
};

/** The source lists of a state's extras, by section, in the reader's language. */
export function extraSourceLists(state: "TX" | "CA" | "FL", lang: Lang): Record<string, SourceLink[]> {
  return inReaderLanguage(BY_STATE[state], lang);
}
