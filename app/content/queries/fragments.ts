// Small GROQ pieces the page queries are composed from. `$lang` picks the reader's language
// and falls back to English when a translation is missing.
export const localized = (field: string) =>
  `"${field}": select($lang == "es" => coalesce(${field}.es, ${field}.en), ${field}.en)`;

export const SOURCE = `{ title, titleEs, url, quote, kind, publisher }`;

/** A county's own rate source (counties without units), with its Spanish title or a null one. */
export const COUNTY_RATE_SOURCE = `"rateSource": rateSource${SOURCE}`;

export const COUNTY_CARD = `
  name, slug, fips, state, rate, combinedRate, rateKind, rateYear,
  ${COUNTY_RATE_SOURCE},
  "population": population.value, "populationYear": population.year,
  "officeName": office.name,
  "officeDirectoryUrl": officeDirectory.url,
  "units": units[]{ kind, basis, rate, taxYear, status, "source": source${SOURCE} }
`;

/** A county's taxing units, each source with its Spanish title or a null one (inReaderLanguage). */
export const COUNTY_UNITS = `"units": units[]{ ..., "source": source${SOURCE}, "rates": rates[]{ ..., "source": source${SOURCE} } }`;

// County pages take the whole document: units, office and notes are localized in code.
export const COUNTY_FULL = `..., ${COUNTY_RATE_SOURCE}, ${COUNTY_UNITS}`;

export const GUIDE_CARD = `
  "key": key, state, category, checked, "slugEs": slug.es,
  ${localized("title")},
  ${localized("description")}
`;

export const GUIDE_FULL = `
  ${GUIDE_CARD},
  ${localized("body")},
  "sources": sources[]${SOURCE}
`;

export const FAQ_ITEM = `
  "id": _id, category, state, order,
  ${localized("question")},
  ${localized("answer")}
`;

export const PAGE_FULL = `
  "key": key, updated,
  ${localized("title")},
  ${localized("description")},
  ${localized("body")}
`;
