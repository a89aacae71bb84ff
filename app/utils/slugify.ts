/** "Fort Bend" → "fort-bend", "Doña Ana" → "dona-ana": lower case, accents dropped, other runs of characters a hyphen. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
