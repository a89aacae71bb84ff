import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { CountyMap } from "~/components/map/CountyMap";
import { mapForSite } from "~/components/map/geometry.server";
import { PageErrorBoundary } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { COUNTY_SORTS, parseSort, searchCounties, sortCounties } from "~/content/county-directory";
import { countyListQuery } from "~/content/queries";
import type { CountyCard } from "~/content/queries/views";
import { countyHref } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { formatMoney, formatNumber, formatPercent } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { ExternalLink } from "~/components/ExternalLink";

const SAMPLE_VALUE = 350_000;

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, site, t, cms, respond } = await requirePage(request, "counties");
  const counties = await cms(countyListQuery, { state: site.state });
  return respond({
    lang,
    counties,
    stateName: site.stateName,
    map: mapForSite(site.state),
    meta: {
      title: t("counties.title", { state: site.stateName }),
      description: t("counties.description", { state: site.stateName, count: counties.length }),
    },
  });
}

export const meta = pageMeta;
export const headers = pageHeaders;

function CountyCardView({ county, lang, sourceNote }: { county: CountyCard; lang: Lang; sourceNote: number }) {
  const { t } = useTranslation();
  // Without exemptions, the sample tax is the combined rate applied to the value.
  const annual = (SAMPLE_VALUE * county.rate) / 100;
  return (
    <li className="card county-card">
      <h2 className="card-title">
        <Link to={countyHref(county.slug, lang)}>{county.name}</Link>
      </h2>
      <dl className="facts">
        <div>
          <dt>{t("counties.rate")}</dt>
          <dd>
            {formatPercent(county.rate, lang)}{" "}
            <span className={`badge badge--${county.rateKind}`}>
              {t(county.rateKind === "official" ? "common.official" : "common.estimate")} · {county.rateYear}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t("counties.taxOn350")}</dt>
          <dd>{formatMoney(annual, lang)}</dd>
        </div>
        <div>
          <dt>{t("counties.monthly")}</dt>
          <dd>{formatMoney(annual / 12, lang)}</dd>
        </div>
        <div>
          <dt>{t("counties.population")}</dt>
          <dd>{county.population != null ? formatNumber(county.population, lang) : "—"}</dd>
        </div>
        <div>
          <dt>{t("counties.office")}</dt>
          <dd>{county.officeName ?? t("counties.noOffice")}</dd>
        </div>
      </dl>
      {/* Most cards share one source: it is named once, in the notes below the list (a 254-card
          page repeated its 200-character title on every card: a third of the page's HTML). */}
      <p className="source-line">
        {t("common.source")}: <a href={`#rate-source-${sourceNote}`}>{t("counties.sourceNote", { n: sourceNote })}</a>
      </p>
    </li>
  );
}

/** The distinct sources of the rates shown, numbered in order of first appearance. */
function sourceNotes(cards: readonly CountyCard[]): { notes: CountyCard["rateSource"][]; noteOf: (card: CountyCard) => number } {
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
      <Breadcrumbs items={[{ label: t("nav.home"), to: hrefFor("home", lang) }, { label: t("nav.counties") }]} />
      <header className="page-header">
        <h1>{t("counties.title", { state: stateName })}</h1>
      </header>
      {map ? <CountyMap geometry={map} counties={counties} lang={lang} stateName={stateName} directoryId="county-directory" /> : null}
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
          <select id="county-sort" ref={sortRef} name="sort" value={sort} onChange={(e) => setSort(parseSort(e.currentTarget.value))}>
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
      <ul className="card-grid county-grid" data-testid="county-list">
        {shown.map((c) => (
          <CountyCardView key={c.slug} county={c} lang={lang} sourceNote={sources.noteOf(c)} />
        ))}
      </ul>
      {sources.notes.length ? (
        <section className="sources" aria-labelledby="rate-sources-title">
          <h2 id="rate-sources-title">{t("counties.sourcesTitle")}</h2>
          <p className="meta-line">{t("counties.sourcesIntro")}</p>
          <ol>
            {sources.notes.map((s, i) => (
              <li key={`${s.url} ${s.title}`} id={`rate-source-${i + 1}`}>
                <ExternalLink href={s.url}>
                  {s.title}
                </ExternalLink>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
