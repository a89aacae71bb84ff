import type { AffiliateView } from "~/content/queries/views";
import type { Lang } from "~/i18n/route-table";

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
