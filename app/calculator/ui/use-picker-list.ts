import { useEffect, useMemo, useState } from "react";
import { reportingFetch } from "~/utils/analytics/client";
import { useSectionData } from "~/utils/server-sections";
import { fetchWholeList, pickerListFromSelect, unpackPickerList, type PickerCounty } from "./picker-list";

/**
 * A county select's list: unpacked from the loader's answer or the document render's section,
 * or, in the browser on a document (whose loader data does not carry it), read back once from
 * the select `selectId` that the server rendered. Used by the calculator and the protest kit.
 */
export function usePickerList(
  section: string,
  packed: string | null,
  selectId: string,
  nycBoroughs?: readonly string[],
): PickerCounty[] {
  const [value, fromSelect] = useSectionData(section, packed, () =>
    pickerListFromSelect(document.getElementById(selectId) as HTMLSelectElement | null),
  );
  return useMemo(
    () => (value !== null ? unpackPickerList(value, nycBoroughs) : (fromSelect ?? [])),
    [value, nycBoroughs, fromSelect],
  );
}

/**
 * The whole county list where the page's picker carries only some counties (`partial`: a home
 * page's document lists the largest, calculator.server.ts): fetched once the page is
 * interactive, tried again a few times if it fails. `complete` is false until it has come; the
 * counties of the page meanwhile.
 */
export function useWholePickerList(
  counties: PickerCounty[],
  partial: boolean,
  nycBoroughs?: readonly string[],
): { counties: PickerCounty[]; complete: boolean } {
  const [whole, setWhole] = useState<string | null>(null);
  useEffect(() => {
    if (!partial) return;
    let live = true;
    // Each failed try is reported as every API fetch is; until one succeeds the largest counties
    // stay, and after the last the calculator's own page still lists them all.
    const fetchOnce = () =>
      reportingFetch("/api/county-names").then((res) =>
        res.ok ? (res.json() as Promise<{ counties: string }>).then((body) => body.counties) : null,
      );
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    void fetchWholeList(fetchOnce, wait, () => live).then((packed) => packed !== null && setWhole(packed));
    return () => {
      live = false;
    };
  }, [partial]);
  const all = useMemo(
    () => (whole === null ? null : unpackPickerList(whole, nycBoroughs)),
    [whole, nycBoroughs],
  );
  return { counties: all ?? counties, complete: !partial || all !== null };
}
