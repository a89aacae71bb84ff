import type { AffiliateView } from "~/content/queries/views";
import type { Lang } from "~/i18n/route-table";
import { serverSectionEntries } from "./server-sections";

/** The elements that show the link, by which the browser finds the server's markup (decision 111). */
export const AFFILIATE_FOOTER = "affiliate-footer";
export const AFFILIATE_RESULTS = "affiliate-results";
export const AFFILIATE_NOW = "affiliate-now";

/** The affiliate link as a page shows it: one language, from siteSettings.affiliate (decision 033). */
export interface AffiliateLinkData {
  /** Null while the link goes to a free public service and nobody pays for it. */
  partner: string | null;
  url: string;
  label: string;
  taxTip: string;
  taxTipSource: { title: string; url: string };
  disclosure: string;
}

export function affiliateFor(affiliate: AffiliateView | undefined, lang: Lang): AffiliateLinkData | null {
  if (!affiliate) return null;
  const pick = (s: { en: string; es?: string }) => (lang === "es" ? (s.es ?? s.en) : s.en);
  return {
    partner: affiliate.partner,
    url: affiliate.url,
    label: pick(affiliate.label),
    taxTip: pick(affiliate.taxTip),
    taxTipSource: { title: affiliate.taxTipSource.title, url: affiliate.taxTipSource.url },
    disclosure: pick(affiliate.disclosure),
  };
}

/**
 * For the root loader: the link kept for the server's render of the footer and of a result; null
 * in the answer then (a document request), the link itself otherwise.
 */
export function serverAffiliate(
  context: unknown,
  affiliate: AffiliateLinkData | null,
): AffiliateLinkData | null {
  const kept = serverSectionEntries(context, {
    [AFFILIATE_FOOTER]: affiliate,
    [AFFILIATE_RESULTS]: affiliate,
  });
  return kept === null ? null : affiliate;
}
