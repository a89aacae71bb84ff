import { useMatches } from "@remix-run/react";

/**
 * The page's address in the other language when the route table alone cannot give it: a guide
 * made in the Studio answers at its key in English and at its Spanish slug in Spanish, which only
 * its content knows. Its loader returns that address as `counterpart`.
 */
export function usePageCounterpart(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { counterpart?: unknown } | null | undefined;
    if (data && typeof data === "object" && typeof data.counterpart === "string") return data.counterpart;
  }
  return undefined;
}
