/**
 * One section's data as a loader sends it: the data, or the fact that it could not be loaded.
 * The page then renders the section's error screen (SectionUnavailable) instead of failing
 * whole: a county directory without its map, a home page without its guide list.
 */
export type SectionData<T> = { ok: true; data: T } | { ok: false };

export function mapSection<T, U>(section: SectionData<T>, fn: (data: T) => U): SectionData<U> {
  return section.ok ? { ok: true, data: fn(section.data) } : section;
}

export const sectionOf = <T>(data: T): SectionData<T> => ({ ok: true, data });
