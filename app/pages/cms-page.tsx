import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AffiliateNow } from "~/components/AffiliateLink";
import { AFFILIATE_NOW, affiliateFor } from "~/utils/affiliate";
import { PageErrorBoundary } from "~/components/errors";
import { RichText } from "~/content/portable-text";
import { pageParams, pageQuery } from "~/content/queries";
import { formatDate } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { notFound, requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { ServerSection, serverSection } from "~/utils/server-sections";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    lang,
    site,
    respond,
    queried: content,
  } = await requirePage({ request, context }, "cms-page", ({ cms, match, lang, state }) =>
    cms(pageQuery, pageParams(match.route.pageKey!, state, lang)),
  );
  if (!content) throw notFound();
  // The page's text: rendered by the server, not handed to the browser a second time on a
  // document request (server-sections.tsx).
  const { body, ...heading } = content;
  return respond(
    {
      content: heading,
      body: serverSection(context, PAGE_TEXT, body),
      // The disclosure page describes the link as it stands (AffiliateNow).
      affiliate:
        heading.key === "affiliate-disclosure"
          ? serverSection(context, AFFILIATE_NOW, affiliateFor(site.settings?.affiliate, lang))
          : null,
      lang,
      meta: { title: content.title, description: content.description ?? content.title },
    },
    "static",
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

const PAGE_TEXT = "page-text";

export default function CmsPage() {
  const { content, body, affiliate, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="container narrow">
      <header className="page-header">
        <h1>{content.title}</h1>
        {content.updated ? (
          <p className="meta-line">{t("common.updated", { date: formatDate(content.updated, lang) })}</p>
        ) : null}
      </header>
      {content.key === "affiliate-disclosure" ? <AffiliateNow affiliate={affiliate} /> : null}
      <ServerSection id={PAGE_TEXT} data={body} className="prose">
        {(b) => <RichText value={b} />}
      </ServerSection>
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
