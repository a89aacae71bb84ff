import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { countyCardsMarkup } from "~/components/county-cards";
import { ExternalLink } from "~/components/ExternalLink";
import { CountyMap } from "~/components/map/CountyMap";
import { mapForSite } from "~/components/map/geometry.server";
import { PageErrorBoundary, PageSection } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { COUNTY_SORTS, parseSort, searchCounties, sortCounties } from "~/content/county-directory";
import { countyListQuery } from "~/content/queries";
import type { CountyCard } from "~/content/queries/views";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { loadSection, sectionsPolicy } from "~/utils/section.server";
import { useMarkupLinks } from "~/utils/markup-links";
import { pageMeta } from "~/utils/seo";
import { withSections } from "~/i18n/page-sections";

await withSections("counties", "extras", "faq");

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, site, t, cms, respond } = await requirePage(request, "counties");
  const counties = await cms(countyListQuery, { state: site.state });
  // The map is a section of the directory: if its shapes cannot be built, the list still answers.
  const map = await loadSection("county-map", () => mapForSite(site.state), request);
  return respond(
    {
      lang,
      counties,
      stateName: site.stateName,
      map,
      meta: {
        title: t("counties.title", { state: site.stateName }),
        description: t("counties.description", { state: site.stateName, count: counties.length }),
      },
    },
    sectionsPolicy([map]),
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

/** The distinct sources of the rates shown, numbered in order of first appearance. */
function sourceNotes(cards: readonly CountyCard[]): {
  notes: CountyCard["rateSource"][];
  noteOf: (card: CountyCard) => number;
} {
  const numbers = new Map<string, number>();
  const notes: CountyCard["rateSource"][] = [];
  const key = (s: CountyCard["rateSource"]) => `${s.url}\n${s.title}`;
  for (const card of cards) {
    if (numbers.has(key(card.rateSource))) continue;
    notes.push(card.rateSource);
    numbers.set(key(card.rateSource), notes.length);
  }
  return { notes, noteOf: (card) => numbers.get(key(card.rateSource)) ?? 0 };
}

export default function CountiesPage() {
  const { counties, lang, stateName, map } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get("q") ?? "");
  const [sort, setSort] = useState(parseSort(params.get("sort")));
  const shown = useMemo(() => sortCounties(searchCounties(counties, q), sort), [counties, q, sort]);
  const sources = useMemo(() => sourceNotes(shown), [shown]);
  const cards = useMemo(() => countyCardsMarkup(shown, lang, t, sources.noteOf), [shown, lang, t, sources]);
  const followLink = useMarkupLinks();
  // A visitor may type or pick a sort before the page has hydrated: adopt what the fields hold.
  const searchRef = useRef<HTMLInputElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (searchRef.current && searchRef.current.value !== q) setQ(searchRef.current.value);
    if (sortRef.current && sortRef.current.value !== sort) setSort(parseSort(sortRef.current.value));
    // Only once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="container">
      <Breadcrumbs
        items={[{ label: t("nav.home"), to: hrefFor("home", lang) }, { label: t("nav.counties") }]}
      />
      <header className="page-header">
        <h1>{t("counties.title", { state: stateName })}</h1>
      </header>
      <PageSection data={map} name={t("counties.mapSection")}>
        {(geometry) =>
          geometry ? (
            <CountyMap
              geometry={geometry}
              counties={counties}
              lang={lang}
              stateName={stateName}
              directoryId="county-directory"
            />
          ) : null
        }
      </PageSection>
      <h2 id="county-directory" tabIndex={-1}>
        {t("extras.map.directoryTitle")}
      </h2>
      <Form method="get" role="search" className="search-form directory-controls" preventScrollReset>
        <div>
          <label htmlFor="county-search">{t("counties.searchLabel")}</label>
          <input
            id="county-search"
            ref={searchRef}
            name="q"
            type="search"
            value={q}
            placeholder={t("counties.searchPlaceholder")}
            onChange={(e) => setQ(e.currentTarget.value)}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor="county-sort">{t("counties.sortLabel")}</label>
          <select
            id="county-sort"
            ref={sortRef}
            name="sort"
            value={sort}
            onChange={(e) => setSort(parseSort(e.currentTarget.value))}
          >
            {COUNTY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`counties.sort${s[0].toUpperCase()}${s.slice(1)}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("faq.searchButton")}
        </button>
      </Form>
      <p role="status" className="meta-line" data-testid="county-count">
        {shown.length === 0 ? t("counties.noResults", { q }) : t("counties.count", { count: shown.length })}
      </p>
      {/* The cards are one piece of markup (county-cards.ts); their links are routed here. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        className="card-grid county-grid"
        data-testid="county-list"
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: cards }}
      />
      {sources.notes.length ? (
        <section className="sources" aria-labelledby="rate-sources-title">
          <h2 id="rate-sources-title">{t("counties.sourcesTitle")}</h2>
          <p className="meta-line">{t("counties.sourcesIntro")}</p>
          <ol>
            {sources.notes.map((s, i) => (
              <li key={`${s.url} ${s.title}`} id={`rate-source-${i + 1}`}>
                <ExternalLink href={s.url}>{s.title}</ExternalLink>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
