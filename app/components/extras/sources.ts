import type { Source } from "~/calculator/engine/schemas";

// The extras' explanations rest on official pages (the figures themselves come from the state
// rules and the dataset, each with its own source). Their lists are rendered by the server
// (source-lists.server.ts): the browser gets them as markup, not as code in both languages.
export type SourceLink = Pick<Source, "title" | "titleEs" | "titleLang" | "url">;

/** Each list's section in the page (server-sections.tsx). */
export const EXTRA_SOURCES = {
  txReferendum: "tx-referendum-sources",
  caProp13: "ca-prop13-sources",
  flShock: "fl-shock-sources",
  flCdd: "fl-cdd-sources",
} as const;

/** The lists a state's extras show, by section, in the reader's language; null on a document request. */
export type ExtraSourceLists = Record<string, SourceLink[]> | null;
