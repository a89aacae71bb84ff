import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A link to another site: it opens in a new tab, and says so to screen readers in the page's language. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} rel="noopener noreferrer external" target="_blank" className={className}>
      {children}
      <span className="visually-hidden"> {t("common.externalLink")}</span>
    </a>
  );
}
