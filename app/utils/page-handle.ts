/** What a page route may declare in its `handle` export (root.tsx reads it). */
export interface PageHandle {
  /** The page renders the calculator at #calculator (the skip links then offer it). */
  hasCalculator?: boolean;
  /** The page shows the newsletter banner itself (the calculator page, spec §3): the footer's is left out, so the page asks once. */
  newsletterBanner?: boolean;
  /**
   * The page is framed by other sites (the embeddable calculator): the root renders it alone,
   * without the site's header, footer, consent banner, newsletter or analytics.
   */
  embedded?: boolean;
}

/** The id of an embedded page's heading, which names its main landmark (root.tsx). */
export const EMBEDDED_TITLE_ID = "embedded-title";
