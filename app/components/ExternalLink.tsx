import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Source } from "~/calculator/engine/schemas";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "rel" | "target" | "children">;

/**
 * A link to another site: it opens in a new tab, and says so to screen readers in the page's
 * language. A `sponsored` link (the affiliate link) is marked as such for search engines and
 * keeps its referrer, which an affiliate program needs to credit the visit. A source's English
 * title on a Spanish page (`titleLang`, set by inReaderLanguage) is marked so that screen
 * readers read it as English and readers know the document is in English.
 */
export function ExternalLink({
  href,
  sponsored = false,
  titleLang,
  children,
  ...rest
}: AnchorProps & {
  href: string;
  sponsored?: boolean;
  titleLang?: "en";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      {...rest}
      href={href}
      rel={sponsored ? "sponsored noopener" : "noopener noreferrer external"}
      target="_blank"
      hrefLang={titleLang}
    >
      {titleLang ? (
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

/** "Source: <title>", the title the link to the document (marked when it is English on a Spanish page). */
export function SourceCitation({ source }: { source: Pick<Source, "title" | "url" | "titleLang"> }) {
  const { t } = useTranslation();
  return (
    <>
      {t("common.source")}:{" "}
      <ExternalLink href={source.url} titleLang={source.titleLang}>
        {source.title}
      </ExternalLink>
    </>
  );
}
