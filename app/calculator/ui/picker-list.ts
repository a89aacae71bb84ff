// The county picker's list as the page carries it: one line of text instead of an array of
// objects. Remix serialises an array of 254 { name, slug } objects into about 13 KB of inline
// script (each object, key and string indexed and escaped); names alone, with a slug only
// where it is not the name's usual form, come to about 2.5 KB. A county's rates, units and
// notes are fetched when it is chosen (county-details.ts). On a document request the loader data
// carries no list at all: the server renders it into the picker's select, which the browser reads
// (pickerListFromSelect), as decision 111's server sections do.
import type { County } from "~/calculator/engine/schemas";
import { slugify } from "~/utils/slugify";

/**
 * What the picker shows and the form sends, and whether the county is a New York City borough
 * (the form then asks for the property's class): the rest of a county comes with its details.
 */
export type PickerCounty = Pick<County, "name" | "slug" | "nycClass">;

/** The server-section id under which a document request keeps the packed list for its render. */
export const PICKER_SECTION = "calculator-counties";

/**
 * The value of the select's last choice while its list is partial (a home page's largest
 * counties, CountyPicker): not a slug, so the calculator's page, where the form goes, reads it as
 * no county chosen and asks for one from its whole list.
 */
export const OTHER_COUNTY = "*";

const COUNTY = "|";
const SLUG = "=";

/**
 * The list as one string: "Anderson|Fort Bend|St. Lucie=saint-lucie", a slug only where it is
 * not the name's (most are: the seed builds them so, seed/scripts/counties.ts).
 */
export function packPickerList(counties: readonly PickerCounty[]): string {
  return counties
    .map((c) => {
      if (c.name.includes(COUNTY) || c.name.includes(SLUG))
        throw new Error(`county name ${JSON.stringify(c.name)} holds a separator of the picker list`);
      return c.slug === slugify(c.name) ? c.name : `${c.name}${SLUG}${c.slug}`;
    })
    .join(COUNTY);
}

/** The list packed by packPickerList, in the same order; the New York City boroughs by slug (New York builds). */
export function unpackPickerList(packed: string, nycBoroughs: readonly string[] = []): PickerCounty[] {
  if (!packed) return [];
  return packed.split(COUNTY).map((entry) => {
    const at = entry.indexOf(SLUG);
    const county: PickerCounty =
      at === -1
        ? { name: entry, slug: slugify(entry) }
        : { name: entry.slice(0, at), slug: entry.slice(at + 1) };
    if (nycBoroughs.includes(county.slug)) county.nycClass = true;
    return county;
  });
}

/**
 * The list as the server rendered it into the picker's select (an option's value is the slug,
 * its text the name, data-nyc marks a borough), for the browser on a document, whose loader data
 * does not repeat it. In the select's order, which is the list's (both A–Z by compareNames).
 */
export function pickerListFromSelect(select: HTMLSelectElement | null): PickerCounty[] {
  if (!select) return [];
  const out: PickerCounty[] = [];
  for (const option of Array.from(select.options)) {
    if (!option.value || option.value === OTHER_COUNTY) continue;
    const county: PickerCounty = { name: option.textContent ?? "", slug: option.value };
    if (option.hasAttribute("data-nyc")) county.nycClass = true;
    out.push(county);
  }
  return out;
}

/** The waits before each new try of the whole list: a blip costs a second, a short outage a few. */
export const WHOLE_LIST_RETRY_MS: readonly number[] = [1_000, 3_000, 9_000];

/**
 * The whole packed list where a home page's picker carries only the largest counties, tried again
 * after each of `retries` while `fetchOnce` fails (null or a throw). Null once every try has
 * failed, or as soon as `live()` is false (the picker is gone).
 */
export async function fetchWholeList(
  fetchOnce: () => Promise<string | null>,
  wait: (ms: number) => Promise<void>,
  live: () => boolean,
  retries: readonly number[] = WHOLE_LIST_RETRY_MS,
): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    const packed = await fetchOnce().catch(() => null);
    if (packed !== null) return live() ? packed : null;
    const delay = retries[attempt];
    if (delay === undefined || !live()) return null;
    await wait(delay);
    if (!live()) return null;
  }
}
