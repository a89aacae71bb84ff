import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "rel" | "target" | "children">;

/**
 * A link to another site: it opens in a new tab, and says so to screen readers in the page's
 * language. A `sponsored` link (the affiliate link) is marked as such for search engines and
 * keeps its referrer, which an affiliate program needs to credit the visit.
 */
export function ExternalLink({
  href,
  sponsored = false,
  children,
  ...rest
}: AnchorProps & {
  href: string;
  sponsored?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      {...rest}
      href={href}
      rel={sponsored ? "sponsored noopener" : "noopener noreferrer external"}
      target="_blank"
    >
      {children}
      <span className="visually-hidden"> {t("common.externalLink")}</span>
    </a>
  );
}
