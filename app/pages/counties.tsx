import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { countyCardsMarkup } from "~/components/county-cards";
import { ExternalLink } from "~/components/ExternalLink";
import { CountyMap, countyMapPointer } from "~/components/map/CountyMap";
import { mapForSite } from "~/components/map/geometry.server";
import { bringMapToLife } from "~/components/map/live-map";
import { PageErrorBoundary, PageSection } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import {
  COUNTY_SORTS,
  DIRECTORY_PAGE,
  directoryView,
  parseSort,
  sortCounties,
} from "~/content/county-directory";
import { countyListQuery } from "~/content/queries";
import type { CountyCardView } from "~/content/queries/views";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { loadSection, sectionsPolicy } from "~/utils/section.server";
import { ServerSection, serverSection } from "~/utils/server-sections";
import { pageMeta } from "~/utils/seo";
import { withSections } from "~/i18n/page-sections";
import { useFilledBeforeHydration } from "~/utils/filled-before-hydration";
import { loadOnce } from "~/utils/load-once";

await withSections("counties", "extras", "faq");

const COUNTY_CARDS = "county-cards";
const COUNTY_MAP = "county-map";
const RATE_SOURCES = "rate-sources";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    lang,
    site,
    t,
    respond,
    queried: counties,
  } = await requirePage({ request, context }, "counties", ({ cms, state }) =>
    cms(countyListQuery, { state }),
  );
  // The map is a section of the directory: if its shapes cannot be built, the list still answers.
  const map = await loadSection("county-map", () => mapForSite(site.state), request);
  const params = new URL(request.url).searchParams;
  const view = directoryView(counties, params.get("q") ?? "", parseSort(params.get("sort")), limitOf(params));
  return respond(
    {
      lang,
      stateName: site.stateName,
      // The address's search, done here: the browser shows its count until the visitor changes it.
      found: view.found,
      // The cards and the map are rendered by the server and kept by the browser (decision 111).
      // The server renders only the cards shown; the browser fetches every county's card
      // (/api/counties) when the visitor searches, sorts or shows all. A map that failed keeps
      // its Retry.
      cards: serverSection(context, COUNTY_CARDS, counties),
      sources: serverSection(context, RATE_SOURCES, sourceNotes(counties).notes),
      map: map.ok ? serverSection(context, COUNTY_MAP, { map, counties }) : { map, counties: [] },
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

/** `all=1` in the address shows every card found (the "Show all" link without JavaScript). */
function limitOf(params: URLSearchParams): number {
  return params.get("all") === "1" ? Infinity : DIRECTORY_PAGE;
}

/** The distinct sources of the rates, numbered in order of first appearance in the list A–Z. */
function sourceNotes(cards: readonly CountyCardView[]): {
  notes: CountyCardView["rateSource"][];
  noteOf: (card: CountyCardView) => number;
} {
  const numbers = new Map<string, number>();
  const notes: CountyCardView["rateSource"][] = [];
  const key = (s: CountyCardView["rateSource"]) => `${s.url}\n${s.title}`;
  for (const card of sortCounties(cards as CountyCardView[], "name")) {
    if (numbers.has(key(card.rateSource))) continue;
    notes.push(card.rateSource);
    numbers.set(key(card.rateSource), notes.length);
  }
  return { notes, noteOf: (card) => numbers.get(key(card.rateSource)) ?? 0 };
}

/**
 * Every county's card data for the directory in the browser, fetched once: the page renders only
 * the first cards found and keeps no county data.
 */
const directoryCounties = loadOnce(async () => {
  const res = await fetch("/api/counties");
  if (!res.ok) throw new Error(`/api/counties answered ${res.status}`);
  return ((await res.json()) as { counties: CountyCardView[] }).counties;
});

/** The cards shown (`shown`), numbered by the sources of every county's rate (`counties`). */
function CountyCards({
  counties,
  shown,
  lang,
}: {
  counties: CountyCardView[];
  shown: CountyCardView[];
  lang: Lang;
}) {
  const { t } = useTranslation();
  const sources = sourceNotes(counties);
  return (
    // The cards are one piece of markup (county-cards.ts); their links are routed by the section.
    <ul
      className="card-grid county-grid"
      data-testid="county-list"
      dangerouslySetInnerHTML={{
        __html: countyCardsMarkup(shown, lang, t, sources.noteOf),
      }}
    />
  );
}

/** The rates' sources, numbered as the cards' notes. */
function RateSources({ notes }: { notes: CountyCardView["rateSource"][] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <section className="sources" aria-labelledby="rate-sources-title">
      <h2 id="rate-sources-title">{t("counties.sourcesTitle")}</h2>
      <p className="meta-line">{t("counties.sourcesIntro")}</p>
      <ol>
        {notes.map((s, i) => (
          <li key={`${s.url} ${s.title}`} id={`rate-source-${i + 1}`}>
            <ExternalLink href={s.url} titleLang={s.titleLang}>
              {s.title}
            </ExternalLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function CountiesPage() {
  const { lang, stateName, found: foundByServer, cards, sources, map } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = { q: params.get("q") ?? "", sort: parseSort(params.get("sort")), limit: limitOf(params) };
  const [q, setQ] = useState(initial.q);
  const [sort, setSort] = useState(initial.sort);
  const [limit, setLimit] = useState(initial.limit);
  // The loader's cards after a client-side move; on a document, fetched when first needed.
  const [fetched, setFetched] = useState<CountyCardView[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const counties = cards ?? fetched;
  const loadCounties = () => {
    if (counties) return;
    directoryCounties.get().then(setFetched, () => setUnavailable(true));
  };
  const edited = q !== initial.q || sort !== initial.sort || limit !== initial.limit;
  // The search, sort and limit applied once, for the count and the cards; none until the
  // browser has the cards (the server's render works it out from the section's data).
  const view = counties ? directoryView(counties, q, sort, limit) : undefined;
  const found = view?.found ?? foundByServer;
  // A visitor may type or pick a sort before the page has hydrated: adopt what the fields hold.
  const formElement = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(formElement, (fields) => {
    setQ(fields.get("q") ?? "");
    setSort(parseSort(fields.get("sort")));
  });
  useEffect(() => {
    if (edited) loadCounties();
    // The first change asks for the cards; loadCounties fetches them once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edited]);
  // The map's picture gives way to its linked drawing when the visitor first uses it (decision 121).
  useEffect(() => {
    const picture = document.querySelector<HTMLImageElement>("img[data-live-map]");
    return picture ? bringMapToLife(picture) : undefined;
  }, []);
  const showAll = new URLSearchParams();
  if (q) showAll.set("q", q);
  if (sort !== "name") showAll.set("sort", sort);
  showAll.set("all", "1");
  return (
    <div className="container">
      <Breadcrumbs
        items={[{ label: t("nav.home"), to: hrefFor("home", lang) }, { label: t("nav.counties") }]}
      />
      <header className="page-header">
        <h1>{t("counties.title", { state: stateName })}</h1>
      </header>
      <div {...countyMapPointer}>
        <ServerSection id={COUNTY_MAP} data={map}>
          {({ map: geometry, counties }) => (
            <PageSection data={geometry} name={t("counties.mapSection")}>
              {(shapes) =>
                shapes ? (
                  <CountyMap
                    geometry={shapes}
                    counties={counties}
                    lang={lang}
                    stateName={stateName}
                    directoryId="county-directory"
                  />
                ) : null
              }
            </PageSection>
          )}
        </ServerSection>
      </div>
      <h2 id="county-directory" tabIndex={-1}>
        {t("extras.map.directoryTitle")}
      </h2>
      <Form
        ref={formElement}
        method="get"
        role="search"
        className="search-form directory-controls"
        preventScrollReset
      >
        <div>
          <label htmlFor="county-search">{t("counties.searchLabel")}</label>
          <input
            id="county-search"
            name="q"
            type="search"
            value={q}
            placeholder={t("counties.searchPlaceholder")}
            onChange={(e) => setQ(e.currentTarget.value)}
            onFocus={loadCounties}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor="county-sort">{t("counties.sortLabel")}</label>
          <select
            id="county-sort"
            name="sort"
            value={sort}
            onChange={(e) => setSort(parseSort(e.currentTarget.value))}
            onFocus={loadCounties}
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
        {edited && !counties
          ? // Until every county's card has arrived, the server's count is not the search's.
            t(unavailable ? "counties.listUnavailable" : "counties.searching")
          : found === 0
            ? t("counties.noResults", { q })
            : t("counties.count", { count: found })}
      </p>
      <ServerSection id={COUNTY_CARDS} data={counties}>
        {(list) => (
          <CountyCards
            counties={list}
            shown={(view ?? directoryView(list, q, sort, limit)).shown}
            lang={lang}
          />
        )}
      </ServerSection>
      {found > limit ? (
        <p className="directory-more">
          {t("counties.firstShown", { shown: limit, total: found })}{" "}
          <a
            className="button button--secondary"
            href={`?${showAll.toString()}#county-directory`}
            onPointerEnter={loadCounties}
            onFocus={loadCounties}
            onClick={(e) => {
              e.preventDefault();
              setLimit(Infinity);
            }}
          >
            {t("counties.showAll", { total: found })}
          </a>
        </p>
      ) : null}
      <ServerSection id={RATE_SOURCES} data={sources}>
        {(notes) => <RateSources notes={notes} />}
      </ServerSection>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
