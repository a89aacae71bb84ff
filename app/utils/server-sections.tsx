// Sections of a page the server renders from data it does not serialise (issue 21; decision
// 111). Remix hands every loader's answer to the browser, inline in the HTML, so text a page
// renders went twice into its document: as markup, and again as loader data for hydration. A
// loader now keeps such a section's data for the render on a document request (the request
// handler gives it a store in the load context), and answers it only on a data request, when
// the browser moves to the page and renders the section itself. Hydration takes the section's
// markup as it finds it; its links go through Remix's router (markup-links.ts).
import { createContext, useContext, useState, type ReactNode } from "react";
import { useMarkupLinks } from "./markup-links";

type Store = Map<string, unknown>;

/** The document render's store (entry.server.tsx); none in the browser. */
export const ServerSectionsContext = createContext<Store | undefined>(undefined);

/** The load context's store for a document request (server/index.mjs), if there is one. */
export function serverSectionStore(context: unknown): Store | undefined {
  const store = (context as { serverSections?: unknown } | null | undefined)?.serverSections;
  return store instanceof Map ? (store as Store) : undefined;
}

/**
 * For a loader: the section's data in its answer on a data request; on a document request, kept
 * for the render and null in the answer. Without a store (a test server, another handler) the
 * data is answered as before.
 */
export function serverSection<T>(context: unknown, id: string, data: T): T | null {
  const store = serverSectionStore(context);
  if (!store) return data;
  store.set(id, data);
  return null;
}

/**
 * Several sections at once (one per entry, each under its own id): null on a document request,
 * the entries themselves otherwise.
 */
export function serverSectionEntries<T>(
  context: unknown,
  entries: Record<string, T>,
): Record<string, T> | null {
  const store = serverSectionStore(context);
  if (!store) return entries;
  for (const [id, data] of Object.entries(entries)) store.set(id, data);
  return null;
}

interface ServerSectionProps<T> {
  /** Unique in the page: the element's id, by which the browser finds the server's markup. */
  id: string;
  /** The loader's answer for the section: null on a document request. */
  data: T | null;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A section's data where there is some: the loader's answer, else the document render's store.
 * In the browser on a document there is none: `readPage` takes what the server rendered instead,
 * once, while hydrating.
 */
export function useSectionData<T, P>(id: string, data: T | null, readPage: () => P): [T | null, P | null] {
  const store = useContext(ServerSectionsContext);
  const value = data ?? (store?.get(id) as T | undefined) ?? null;
  const [page] = useState(() => (value === null && typeof document !== "undefined" ? readPage() : null));
  return [value, page];
}

export function ServerSection<T>({ id, data, className, children }: ServerSectionProps<T>) {
  const followLink = useMarkupLinks();
  // The markup the server sent, which React then leaves alone.
  const [value, markup] = useSectionData(id, data, () => document.getElementById(id)?.innerHTML ?? "");
  // The click handler only routes its links' clicks (Enter on a link is a click too).
  if (value !== null)
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div id={id} className={className} onClick={followLink}>
        {children(value)}
      </div>
    );
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      id={id}
      className={className}
      onClick={followLink}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup ?? "" }}
    />
  );
}
