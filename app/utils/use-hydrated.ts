import { createContext, startTransition, useContext, useEffect, useState } from "react";

/**
 * True inside UI that only ever renders in the browser (a dialog the visitor opens): the server
 * rendered nothing there to match, so it is interactive from its first render.
 */
export const BrowserOnly = createContext(false);

/** False during the server render and until React has hydrated; true after (at once in BrowserOnly UI). */
export function useHydrated(): boolean {
  const browserOnly = useContext(BrowserOnly);
  const [hydrated, setHydrated] = useState(browserOnly);
  // A transition: a part of the page still waiting for its code (the results card on a shared
  // link) keeps its server HTML until it hydrates, instead of being thrown away and rendered
  // again from its fallback (React's error 421).
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Once per mount: the flag only ever goes from false to true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated;
}
