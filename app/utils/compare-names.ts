// Names (counties, boroughs) in English alphabetical order, as localeCompare(…, "en") sorts
// them, without the browser's collation data: its first use costs 10–13 ms on this machine, and
// the calculator's county picker and the directory's map sorted their lists while hydrating.
// Case and accents count only to break ties; spaces, hyphens and periods sort before letters, as
// in English collation. compare-names.test.ts checks the order against Intl for every county.

const base = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function compareNames(a: string, b: string): number {
  const x = base(a);
  const y = base(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
