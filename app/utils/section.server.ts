import type { CachePolicyName } from "./http.server";
import { reportServerError } from "./monitoring/server";
import type { SectionData } from "./section-data";

/** Loads one section's data; a failure is logged and reported, and the page answers without it. */
export async function loadSection<T>(
  name: string,
  load: () => T | Promise<T>,
  request?: Request,
): Promise<SectionData<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    console.warn(`[section] ${name} failed: ${(error as Error).message}`);
    reportServerError(error, request);
    return { ok: false };
  }
}

/**
 * A page with a failed section must not be kept by the page cache or a CDN: the next request
 * should try again, and a visitor's Retry must reach the server.
 */
export function sectionsPolicy(
  sections: SectionData<unknown>[],
  policy: CachePolicyName = "content",
): CachePolicyName {
  return sections.every((s) => s.ok) ? policy : "private";
}
