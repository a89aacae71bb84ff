import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import type { AffiliateLinkData } from "~/utils/affiliate";
import { ExternalLink } from "./ExternalLink";

/** The state's affiliate link as the root loader read it from siteSettings (null when none is set). */
export function useAffiliate(): { affiliate: AffiliateLinkData | null; lang: Lang } {
  const data = useRouteLoaderData("root") as
    { affiliate?: AffiliateLinkData | null; lang?: Lang } | undefined;
  return { affiliate: data?.affiliate ?? null, lang: data?.lang ?? "en" };
}

/**
 * The per-state link to a tax-filing service with its tax tip and disclosure (spec §1). The link
 * is marked rel="sponsored", and the disclosure sits beside it, with the full explanation a click
 * away on the affiliate-disclosure page, which reads the same settings.
 */
export function AffiliateLink({ variant }: { variant: "results" | "footer" }) {
  const { t } = useTranslation();
  const { affiliate, lang } = useAffiliate();
  if (!affiliate) return null;
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
export function AffiliateNow() {
  const { t } = useTranslation();
  const { affiliate } = useAffiliate();
  if (!affiliate) return null;
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
