// A county's advisory notes, fetched once per county and language while the calculator works
// (the pages carry only the notes of the county in their address: calculator.server.ts).
import type { Lang } from "~/i18n/route-table";
import { reportingFetch } from "~/utils/analytics/client";
import type { CalcCounty } from "./counties";

const loaded = new Map<string, Promise<string[] | null>>();

/** The notes, or null when they could not be fetched (the result then shows the engine's notes only). */
export function countyNotes(
  slug: string,
  lang: Lang,
  fetcher: typeof fetch = reportingFetch,
): Promise<string[] | null> {
  const key = `${lang}:${slug}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetcher(`/api/county-notes?slug=${encodeURIComponent(slug)}&lang=${lang}`)
      .then(async (res) => {
        if (!res.ok) return null;
        const body = (await res.json()) as { notes?: unknown };
        return Array.isArray(body.notes)
          ? body.notes.filter((n): n is string => typeof n === "string")
          : null;
      })
      .catch(() => null);
    // A failure is not remembered: the next calculation asks again.
    void pending.then((notes) => {
      if (notes === null) loaded.delete(key);
    });
    loaded.set(key, pending);
  }
  return pending;
}

/** The county with its notes, when it has none yet. */
export function withNotes(county: CalcCounty, notes: string[] | null): CalcCounty {
  if (county.notes || notes === null) return county;
  return notes.length ? { ...county, notes } : county;
}
