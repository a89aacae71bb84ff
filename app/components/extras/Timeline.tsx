import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/route-table";
import { formatDate } from "~/utils/format";
import { SourceCitation } from "~/components/ExternalLink";
import { withSections } from "~/i18n/page-sections";
import type { TimelineItem } from "./types";

await withSections("extras");

/** The dates of the state's tax year, each with what happens and where it is stated. */
export function Timeline({
  items,
  lang,
  labelledBy,
}: {
  items: TimelineItem[];
  lang: Lang;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="extra-timeline">
      <ol className="timeline" aria-labelledby={labelledBy}>
        {items.map((e) => (
          <li key={e.key} className="timeline__item">
            <p className="timeline__date">
              <time dateTime={e.date}>{formatDate(e.date, lang)}</time>
              {e.endDate ? (
                <>
                  {" "}
                  {t("extras.timeline.to")} <time dateTime={e.endDate}>{formatDate(e.endDate, lang)}</time>
                </>
              ) : null}
            </p>
            <p className="timeline__title">{e.title}</p>
            <p className="timeline__text">{e.text}</p>
            <p className="source-line">
              <SourceCitation source={e.source} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
