import { startTransition, useEffect, useState } from "react";

/** False during the server render and until React has hydrated; true after. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: a part of the page still waiting for its code (the results card on a shared
  // link) keeps its server HTML until it hydrates, instead of being thrown away and rendered
  // again from its fallback (React's error 421).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
