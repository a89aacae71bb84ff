// Texas calls contesting a value a protest (Tax Code chapter 41); California, Florida and New
// York call it an appeal (an assessment appeal, a petition to the value adjustment board, a
// grievance). The kit's words follow the state: these options select the dictionary's
// "_appeal" variants (i18next context), which fall back to the protest wording where none exists.
export function kitWords(state: string): { context?: "appeal" } {
  return state === "CA" || state === "FL" || state === "NY" ? { context: "appeal" } : {};
}
