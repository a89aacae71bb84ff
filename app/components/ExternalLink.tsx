import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "rel" | "target" | "children">;

/** A link to another site: it opens in a new tab, and says so to screen readers in the page's language. */
export function ExternalLink({
  href,
  children,
  ...rest
}: AnchorProps & {
  href: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a {...rest} href={href} rel="noopener noreferrer external" target="_blank">
      {children}
      <span className="visually-hidden"> {t("common.externalLink")}</span>
    </a>
  );
}
