import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "rel" | "target" | "children">;

/**
 * A link to another site: it opens in a new tab, and says so to screen readers in the page's
 * language. A `sponsored` link (the affiliate link) is marked as such for search engines and
 * keeps its referrer, which an affiliate program needs to credit the visit. A link whose words
 * are English on a Spanish page (`inEnglish`, a source without a Spanish title) is marked so
 * that screen readers read it as English and readers know the document is in English.
 */
export function ExternalLink({
  href,
  sponsored = false,
  inEnglish = false,
  children,
  ...rest
}: AnchorProps & {
  href: string;
  sponsored?: boolean;
  inEnglish?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      {...rest}
      href={href}
      rel={sponsored ? "sponsored noopener" : "noopener noreferrer external"}
      target="_blank"
      {...(inEnglish && { hrefLang: "en" })}
    >
      {inEnglish ? (
        <>
          <span lang="en">{children}</span> <span className="link-language">{t("common.inEnglish")}</span>
        </>
      ) : (
        children
      )}
      <span className="visually-hidden"> {t("common.externalLink")}</span>
    </a>
  );
}
