import { useMemo } from "react";
import { useSectionData } from "~/utils/server-sections";
import { pickerListFromSelect, unpackPickerList, type PickerCounty } from "./picker-list";

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
