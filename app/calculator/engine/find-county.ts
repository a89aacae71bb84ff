// Matching a typed county to the state's list, apart from the engine: the browser's county
// picker needs it on the first render, the engine's tax code only with a calculation.
import type { County } from "./schemas";

function norm(s: string): string {
  return s.trim().toLowerCase();
}

/** The county a visitor picked: matched case-insensitively by name ("Harris", "Harris County") or slug. */
export function findCounty<C extends Pick<County, "name" | "slug">>(
  counties: readonly C[],
  query: string,
): C | undefined {
  const q = norm(query);
  if (q === "") return undefined;
  const withoutSuffix = q.replace(/\s+county$/, "");
  for (const c of counties) {
    const name = norm(c.name);
    if (
      name === q ||
      c.slug === q ||
      name === withoutSuffix ||
      name.replace(/\s+county$/, "") === withoutSuffix
    )
      return c;
  }
  return undefined;
}
