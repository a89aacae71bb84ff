import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AffiliateNow } from "~/components/AffiliateLink";
import { PageErrorBoundary } from "~/components/errors";
import { RichText } from "~/content/portable-text";
import { pageQuery } from "~/content/queries";
import { formatDate } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { notFound, requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { match, lang, cms, respond } = await requirePage(request, "cms-page");
  const content = await cms(pageQuery, { key: match.route.pageKey!, lang });
  if (!content) throw notFound();
  return respond(
    { content, lang, meta: { title: content.title, description: content.description ?? content.title } },
    "static",
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

export default function CmsPage() {
  const { content, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="container narrow">
      <header className="page-header">
        <h1>{content.title}</h1>
        {content.updated ? (
          <p className="meta-line">{t("common.updated", { date: formatDate(content.updated, lang) })}</p>
        ) : null}
      </header>
      {content.key === "affiliate-disclosure" ? <AffiliateNow /> : null}
      <div className="prose">
        <RichText value={content.body} />
      </div>
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
