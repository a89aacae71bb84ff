/** What a page route may declare in its `handle` export (root.tsx reads it). */
export interface PageHandle {
  /** The page renders the calculator at #calculator (the skip links then offer it). */
  hasCalculator?: boolean;
  /** The page shows the newsletter banner itself (the calculator page, spec §3): the footer's is left out, so the page asks once. */
  newsletterBanner?: boolean;
}
