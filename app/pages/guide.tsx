import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { PAGE_JSON_LD, PageJsonLd } from "~/components/PageJsonLd";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageErrorBoundary } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { RichText, tableOfContents } from "~/content/portable-text";
import { guideBySpanishSlugQuery, guideQuery, type QueryDef } from "~/content/queries";
import {
  guidePage,
  guideRoute,
  pathFor,
  routeById,
  routesFor,
  studioGuideCandidates,
  type Lang,
  type PageRoute,
  type RouteMatch,
  type SiteState,
} from "~/i18n/route-table";
import { pageHeaders } from "~/utils/http.server";
import { notFound, requirePage, type PageQueries } from "~/utils/page.server";
import { breadcrumbJsonLd, pageMeta } from "~/utils/seo";
import { formatDate } from "~/utils/format";
import { ExternalLink } from "~/components/ExternalLink";
import { withSections } from "~/i18n/page-sections";
import { kitWords } from "~/protest/kit-words";
import { ServerSection, serverSection } from "~/utils/server-sections";
import { PageArt, type PageArtName } from "~/components/PageArt";

await withSections("guides");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    match,
    lang,
    site,
    t,
    respond,
    queried: { ref, guide, counterpart },
  } = await requirePage({ request, context }, "guide", (q) => findGuide(q.match, q.state, q.lang, q.cms));
  if (!ref || !guide) throw notFound();
  const path = pathFor(match.route, lang, match.params);
  // Protest guides point to the protest kit on the builds that have it (not the hub).
  const kitRoute = ["protest", "how-to-protest"].includes(ref.key) ? routeById("protest-kit") : undefined;
  const protestKit = kitRoute && routesFor(site.state).includes(kitRoute) ? pathFor(kitRoute, lang) : null;
  const hubPath = hrefFor("tax-guides", lang);
  const home = lang === "es" ? "/es" : "/";
  // The guide's text and sources: rendered by the server, not handed to the browser a second
  // time on a document request (server-sections.tsx).
  const { body, sources, state, ...heading } = guide;
  const text: GuideText = { body, sources, state };
  return respond({
    guide: heading,
    text: serverSection(context, GUIDE_TEXT, text),
    lang,
    protestKit,
    siteState: site.state,
    // A Studio guide's address in the other language (the header's switch, hreflang).
    ...(counterpart ? { counterpart } : {}),
    crumbs: [
      { label: t("nav.home"), to: home },
      { label: t("nav.taxGuides"), to: hubPath },
      { label: guide.title },
    ],
    // Structured data for search engines: rendered by the server, not serialised (PageJsonLd).
    jsonLd: serverSection(context, PAGE_JSON_LD, [
      breadcrumbJsonLd(site.siteUrl, [
        { name: t("nav.home"), path: home },
        { name: t("nav.taxGuides"), path: hubPath },
        { name: guide.title, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: guide.title,
        description: guide.description ?? undefined,
        inLanguage: lang === "es" ? "es-US" : "en-US",
        dateModified: guide.checked ?? undefined,
        mainEntityOfPage: `${site.siteUrl}${path}`,
        citation: (guide.sources ?? []).map((s) => s.url),
      },
    ]),
    meta: {
      title: guide.title,
      description: guide.description ?? guide.title,
    },
  });
}

/**
 * The guide a path names: its own row's, or for the Studio guides' address the first guide the
 * slug may stand for (in Spanish its Spanish slug first, then its key). A guide that has its own
 * row answers only there, and a Studio guide only at its own address in each language (a
 * permanent redirect from its key to its Spanish slug); `counterpart` is a Studio guide's address
 * in the other language, which the route table alone cannot give.
 */
async function findGuide(
  match: RouteMatch,
  site: SiteState,
  lang: Lang,
  cms: PageQueries["cms"],
): Promise<{ ref?: GuideRef; guide?: Guide; counterpart?: string }> {
  if (match.route.guide) {
    const ref = match.route.guide;
    return {
      ref,
      guide: (await cms(guideQuery, { key: ref.key, guideState: ref.state, lang })) ?? undefined,
    };
  }
  for (const { slug, state } of studioGuideCandidates(match.params.slug ?? "", site, lang)) {
    const guide =
      (lang === "es"
        ? await cms(guideBySpanishSlugQuery, { slugEs: slug, guideState: state, lang })
        : null) ?? (await cms(guideQuery, { key: slug, guideState: state, lang }));
    if (!guide) continue;
    const own = guideRoute(guide.key, state, site);
    if (own) throw redirect(pathFor(own, lang), 301);
    const address = { key: guide.key, state, slugEs: guide.slugEs };
    const other: Lang = lang === "en" ? "es" : "en";
    const here = guidePage(address, site, lang);
    const there = guidePage(address, site, other);
    if (!here || !there) continue;
    const path = pathFor(here.route, lang, here.params);
    if (path !== pathFor(match.route, lang, match.params)) throw redirect(path, 301);
    return {
      ref: { key: guide.key, state },
      guide,
      counterpart: pathFor(there.route, other, there.params),
    };
  }
  return {};
}

export const meta = pageMeta;
export const headers = pageHeaders;

type Guide = NonNullable<typeof guideQuery extends QueryDef<infer T> ? T : never>;
type GuideRef = NonNullable<PageRoute["guide"]>;
type GuideText = Pick<Guide, "body" | "sources" | "state">;
const GUIDE_TEXT = "guide-text";

/** A guide's picture by its category: appeals share the protest kit's, county guides the county pages'. */
const GUIDE_ART: Partial<Record<string, PageArtName>> = { appeals: "protest-kit", counties: "county" };

export default function GuidePage() {
  const { guide, text, crumbs, lang, protestKit, siteState, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="container guide">
      <Breadcrumbs items={crumbs} />
      <header className="page-header page-header--art">
        <PageArt name={GUIDE_ART[guide.category] ?? "guides"} />
        <h1>{guide.title}</h1>
        {guide.description ? <p className="lede">{guide.description}</p> : null}
        {guide.checked ? (
          <p className="meta-line">{t("guides.checked", { date: formatDate(guide.checked, lang) })}</p>
        ) : null}
      </header>
      {protestKit ? (
        <aside className="callout" aria-labelledby="protest-kit-callout">
          <h2 id="protest-kit-callout">{t("nav.protestKit", kitWords(siteState))}</h2>
          <p>
            {t("guides.protestKitCallout")} <Link to={protestKit}>{t("guides.protestKitLink")}</Link>
          </p>
        </aside>
      ) : null}
      <ServerSection id={GUIDE_TEXT} data={text}>
        {(g) => <GuideBody {...g} />}
      </ServerSection>
      <PageJsonLd data={jsonLd} />
    </article>
  );
}

/** The guide's table of contents, text and sources. */
function GuideBody({ body, sources, state }: GuideText) {
  const { t } = useTranslation();
  const toc = tableOfContents(body as never);
  return (
    <div className={toc.length >= 4 ? "guide-layout" : undefined}>
      {toc.length >= 4 ? (
        <nav className="toc" aria-label={t("guides.tocTitle")}>
          <h2>{t("guides.tocTitle")}</h2>
          <ol>
            {toc.map((e) => (
              <li key={e.id} className={e.level === 3 ? "toc-sub" : undefined}>
                <a href={`#${e.id}`}>{e.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose">
        <RichText value={body} contentState={state as never} />
        {sources && sources.length > 0 ? (
          <section className="sources" aria-labelledby="sources-heading">
            <h2 id="sources-heading">{t("guides.sourcesTitle")}</h2>
            <ul>
              {sources.map((s) => (
                <li key={s.url}>
                  <ExternalLink href={s.url} className="external" titleLang={s.titleLang}>
                    {s.title}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
