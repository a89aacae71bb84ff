import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import {
  AFFILIATE_FOOTER,
  AFFILIATE_NOW,
  AFFILIATE_RESULTS,
  type AffiliateLinkData,
} from "~/utils/affiliate";
import { ServerSection } from "~/utils/server-sections";
import { ExternalLink } from "./ExternalLink";

// The link's texts are server sections (decision 111): a page's loader data does not carry
// them on a document request. The root's answer has them only on a revalidation; the results'
// come with the county's details after a calculation in the browser (/api/county), and New York
// City's with its calculator's data.

function useRootData(): { affiliate: AffiliateLinkData | null; lang: Lang } {
  const data = useRouteLoaderData("root") as
    { affiliate?: AffiliateLinkData | null; lang?: Lang } | undefined;
  return { affiliate: data?.affiliate ?? null, lang: data?.lang ?? "en" };
}

/** The footer's link, kept from the server's markup. */
export function FooterAffiliate() {
  const { affiliate } = useRootData();
  return (
    <ServerSection id={AFFILIATE_FOOTER} data={affiliate}>
      {(a) => (a ? <AffiliateLink variant="footer" affiliate={a} /> : null)}
    </ServerSection>
  );
}

/**
 * The link under a result: `affiliate` from the data that came with the calculation; without it,
 * the server's markup of a result it rendered.
 */
export function ResultsAffiliate({
  affiliate,
  id = AFFILIATE_RESULTS,
}: {
  affiliate: AffiliateLinkData | null | undefined;
  /** Unique in the page: New York City's calculator shows its own beside the state's. */
  id?: string;
}) {
  const root = useRootData();
  return (
    <ServerSection id={id} data={affiliate ?? root.affiliate}>
      {(a) => (a ? <AffiliateLink variant="results" affiliate={a} /> : null)}
    </ServerSection>
  );
}

/**
 * The per-state link to a tax-filing service with its tax tip and disclosure (spec §1). The link
 * is marked rel="sponsored", and the disclosure sits beside it, with the full explanation a click
 * away on the affiliate-disclosure page, which reads the same settings.
 */
function AffiliateLink({
  variant,
  affiliate,
}: {
  variant: "results" | "footer";
  affiliate: AffiliateLinkData;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const more = (
    <Link to={hrefFor("affiliate-disclosure", lang)} className="affiliate__more">
      {t("affiliate.whatThisIs")}
    </Link>
  );
  const linkAndDisclosure = (linkClass: string) => (
    <>
      <p>
        <ExternalLink href={affiliate.url} sponsored className={linkClass}>
          {affiliate.label}
        </ExternalLink>
      </p>
      <p className="affiliate__disclosure">
        {affiliate.disclosure} {more}
      </p>
    </>
  );
  if (variant === "footer") {
    return (
      <div className="affiliate affiliate--footer" data-affiliate>
        <h2 className="footer-heading">{t("affiliate.footerTitle")}</h2>
        {linkAndDisclosure("affiliate__link")}
      </div>
    );
  }
  return (
    <aside className="affiliate affiliate--results" aria-labelledby="affiliate-title" data-affiliate>
      <h3 id="affiliate-title">{t("affiliate.title")}</h3>
      <p className="affiliate__tip">{affiliate.taxTip}</p>
      <p className="affiliate__source">
        <ExternalLink href={affiliate.taxTipSource.url}>
          {t("affiliate.tipSource", { source: affiliate.taxTipSource.title })}
        </ExternalLink>
      </p>
      {linkAndDisclosure("affiliate__link button button--secondary")}
    </aside>
  );
}

/** The disclosure page's summary of the link as it stands, read from the same settings as the link. */
export function AffiliateNow({ affiliate }: { affiliate: AffiliateLinkData | null }) {
  return (
    <ServerSection id={AFFILIATE_NOW} data={affiliate}>
      {(a) => (a ? <AffiliateNowText affiliate={a} /> : null)}
    </ServerSection>
  );
}

function AffiliateNowText({ affiliate }: { affiliate: AffiliateLinkData }) {
  const { t } = useTranslation();
  return (
    <section
      className="affiliate affiliate--results"
      aria-labelledby="affiliate-now-title"
      data-affiliate-now
    >
      <h2 id="affiliate-now-title">{t("affiliate.nowTitle")}</h2>
      <p>
        <ExternalLink href={affiliate.url} sponsored>
          {affiliate.label}
        </ExternalLink>
      </p>
      <p>
        {affiliate.partner
          ? t("affiliate.partner", { partner: affiliate.partner })
          : t("affiliate.noPartner")}
      </p>
      <p className="affiliate__disclosure">{affiliate.disclosure}</p>
    </section>
  );
}
