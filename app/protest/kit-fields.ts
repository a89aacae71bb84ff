// The protest kit form's field names, shared by the page and the schema (kit-form.server.ts),
// and the id of its county list as a server section (kit.server.ts).

/** The server-section id under which a document request keeps the county list for its render. */
export const KIT_COUNTIES_SECTION = "kit-counties";

export const MIN_COMPARABLES = 3;
export const MAX_COMPARABLES = 5;

/** The URL's parameter names: c1v/c1s are the first comparable's value and square feet. */
export const KIT_FIELDS = ["county", "notice", "hearing", "class", "value", "homestead", "sqft"] as const;
export const compValueField = (i: number) => `c${i}v`;
export const compSizeField = (i: number) => `c${i}s`;
