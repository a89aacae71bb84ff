import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PAGE_JSON_LD, PageJsonLd } from "~/components/PageJsonLd";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { badgeClass, countyRateBadge } from "~/components/county-rate-badge";
import { PageErrorBoundary } from "~/components/errors";
import { countyBySlugQuery, deadlinesQuery } from "~/content/queries";
import { hrefFor } from "~/i18n/links";
import { countyNameFor, unitNameFor } from "~/i18n/place-names";
import type { Lang } from "~/i18n/route-table";
import { formatDate, formatList, formatMoney, formatNumber, formatPercent } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { notFound, requirePage } from "~/utils/page.server";
import { breadcrumbJsonLd, pageMeta } from "~/utils/seo";
import { ExternalLink, SourceCitation } from "~/components/ExternalLink";
import { sampleTax } from "~/content/sample-home";
import { withSections } from "~/i18n/page-sections";
import type { CountyPageView as CountyView } from "~/content/queries/views";
import { ServerSection, serverSection } from "~/utils/server-sections";
import { PageArt } from "~/components/PageArt";

await withSections("counties", "propertyTax");

const pick = (v: { en: string; es?: string } | undefined, lang: Lang) =>
  v ? (lang === "es" ? (v.es ?? v.en) : v.en) : undefined;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    lang,
    site,
    t,
    url,
    respond,
    queried: [found, deadlines],
  } = await requirePage({ request, context }, "county", ({ cms, state, match }) =>
    Promise.all([
      cms(countyBySlugQuery, { state, slug: match.params.slug?.toLowerCase() ?? "" }),
      cms(deadlinesQuery, { state }).catch(() => []),
    ]),
  );
  if (!found) throw notFound();
  const county = {
    ...found,
    name: countyNameFor(found.name, lang),
    units: found.units?.map((u) => ({ ...u, name: unitNameFor(u.name, lang) })),
  };
  const home = hrefFor("home", lang);
  const list = hrefFor("counties", lang);
  // The taxing units, notes, office and deadlines: rendered by the server, not handed to the
  // browser a second time on a document request (server-sections.tsx).
  const { units, notes, office, officeDirectory, unitsArea, unitsNotLoaded, ...heading } = county;
  const details: CountyDetailsText = {
    units,
    unitsArea: pick(unitsArea, lang),
    unitsNotLoaded: (unitsNotLoaded ?? []).map((n) => pick(n, lang)!),
    notes: (notes ?? []).map((n) => pick(n, lang)!),
    office,
    officeDirectory: officeDirectory
      ? { url: officeDirectory.url, title: pick(officeDirectory.title, lang) }
      : undefined,
    deadlines: deadlines.map((d) => ({ date: d.date, title: pick(d.title, lang)! })),
  };
  return respond({
    lang,
    county: heading,
    // From the units, which the page's data does not carry (they are in the server's section).
    rateBadge: countyRateBadge(county),
    stateName: site.stateName,
    details: serverSection(context, COUNTY_DETAILS, details),
    calculatorHref: `${hrefFor("calculator", lang)}?county=${encodeURIComponent(county.slug)}`,
    // Structured data for search engines: rendered by the server, not serialised (PageJsonLd).
    jsonLd: serverSection(context, PAGE_JSON_LD, [
      breadcrumbJsonLd(site.siteUrl, [
        { name: t("nav.home"), path: home },
        { name: t("nav.counties"), path: list },
        { name: county.name, path: url.pathname },
      ]),
    ]),
    meta: {
      title: t("counties.countyPageTitle", { county: county.name, state: site.stateName }),
      description: t("counties.countyPageDescription", { county: county.name }),
    },
  });
}

export const meta = pageMeta;
export const headers = pageHeaders;

const BASIS_SUFFIX: Record<string, string> = { per100: "", mills: "", percent: "%", fixed: "" };

interface CountyDetailsText {
  units: CountyView["units"];
  unitsArea?: string;
  unitsNotLoaded: string[];
  notes: string[];
  office: CountyView["office"];
  officeDirectory?: { url: string; title?: string };
  deadlines: { date: string; title: string }[];
}

const COUNTY_DETAILS = "county-details";

/** The unit's adopted rates of other years, newest first (decision 129). */
function otherYears(u: NonNullable<CountyView["units"]>[number]) {
  return (u.rates ?? [])
    .filter((r) => (r.status === "adopted" || r.status === "voter-approved") && r.taxYear !== u.taxYear)
    .sort((a, b) => b.taxYear - a.taxYear);
}

export default function CountyPage() {
  const {
    county,
    lang,
    stateName,
    details,
    calculatorHref,
    rateBadge: badge,
    jsonLd,
  } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tax = sampleTax(county.rate, badge.tone, (n) => formatMoney(n, lang));
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: t("nav.home"), to: hrefFor("home", lang) },
          { label: t("nav.counties"), to: hrefFor("counties", lang) },
          { label: county.name },
        ]}
      />
      <header className="page-header page-header--art">
        <PageArt name="county" />
        <h1>{t("counties.countyPageTitle", { county: county.name, state: stateName })}</h1>
        <p className="lede">
          {t("counties.rate")}: <strong>{formatPercent(county.rate, lang)}</strong>{" "}
          <span className={`badge badge--${badgeClass(badge)}`}>
            {badge.statuses === null || (badge.statuses.length === 1 && badge.statuses[0] === "adopted")
              ? t(
                  badge.tone !== "official"
                    ? "propertyTax.rateKind_estimate"
                    : badge.news > 0
                      ? "propertyTax.rateKind_adopted"
                      : "propertyTax.rateKind_official",
                )
              : t("propertyTax.ratesOfLines", {
                  statuses: formatList(
                    badge.statuses.map((s) => t(`propertyTax.statusPlural_${s}`)),
                    lang,
                  ),
                })}{" "}
            · {badge.years}
          </span>
          {badge.news > 0 ? (
            <span className="source-line">
              {" "}
              {t("propertyTax.ratesFromNews", { news: badge.news, units: badge.units })}
            </span>
          ) : null}
        </p>
        <p>
          {t("counties.taxOn350")}: <strong>{tax.annual}</strong> ({tax.monthly}
          {t("numbers.perMonth")})
          {county.population ? (
            <>
              {" · "}
              {t("counties.population")}: {formatNumber(county.population.value, lang)} (
              {county.population.year})
            </>
          ) : null}
        </p>
        {tax.estimate ? (
          <p data-testid="estimate-note">
            {t("counties.estimateNote")} {t(`calculator.results.recentBuyer.${county.state}`)}
          </p>
        ) : null}
        <p className="source-line">
          <SourceCitation source={county.rateSource} />
        </p>
        <Link className="button" to={calculatorHref}>
          {t("counties.calculateHere", { county: county.name })}
        </Link>
      </header>

      <ServerSection id={COUNTY_DETAILS} data={details}>
        {(d) => <CountyDetailsSections {...d} lang={lang} />}
      </ServerSection>
      <PageJsonLd data={jsonLd} />
    </div>
  );
}

/** The county's taxing units and notes, its office and the state's deadlines. */
function CountyDetailsSections({
  units,
  unitsArea,
  unitsNotLoaded,
  notes,
  office,
  officeDirectory,
  deadlines,
  lang,
}: CountyDetailsText & { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="units-heading">
        <h2 id="units-heading">{t("counties.unitsTitle")}</h2>
        {units && units.length > 0 ? (
          <>
            {unitsArea ? <p>{t("counties.unitsFor", { area: unitsArea })}</p> : null}
            {unitsNotLoaded.length > 0 ? (
              <p data-testid="units-not-loaded">
                {t("counties.unitsNotLoaded", {
                  count: units.length,
                  total: units.length + unitsNotLoaded.length,
                  units: formatList(unitsNotLoaded, lang),
                })}
              </p>
            ) : null}
            <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="units-heading">
              <table className="units-table">
                <thead>
                  <tr>
                    <th scope="col">{t("counties.unit")}</th>
                    <th scope="col">{t("counties.unitRate")}</th>
                    <th scope="col">{t("counties.unitYear")}</th>
                    <th scope="col">{t("counties.unitSource")}</th>
                  </tr>
                </thead>
                <tbody>
                  {units.map((u) => (
                    <tr key={u.id}>
                      <th scope="row">{u.name}</th>
                      <td data-label={t("counties.unitRate")}>
                        <span>
                          {u.basis === "fixed"
                            ? formatMoney(u.rate, lang)
                            : `${u.rate}${BASIS_SUFFIX[u.basis]}`}{" "}
                          <span className="muted">{t(`propertyTax.rateBasis_${u.basis}`)}</span>
                          {u.status !== "adopted" ? (
                            <span className="badge badge--estimate">
                              {" "}
                              {t(`propertyTax.status_${u.status}`)}
                            </span>
                          ) : null}
                        </span>
                      </td>
                      <td data-label={t("counties.unitYear")}>
                        {u.taxYear}
                        {otherYears(u).length > 0 ? (
                          <span className="muted unit-years">
                            {" "}
                            {t("counties.otherYears", {
                              rates: otherYears(u)
                                .map((r) => `${r.taxYear}: ${r.rate}${BASIS_SUFFIX[u.basis]}`)
                                .join(" · "),
                            })}
                          </span>
                        ) : null}
                      </td>
                      <td data-label={t("counties.unitSource")}>
                        <ExternalLink href={u.source.url} titleLang={u.source.titleLang}>
                          {u.source.title}
                        </ExternalLink>
                        {u.source.kind === "secondary" ? (
                          <>
                            {" "}
                            <span className="badge badge--news">{t("counties.newsReport")}</span>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p>{t("counties.noUnits")}</p>
        )}
        {notes.length > 0 ? (
          <ul className="notes">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="office-heading">
        <h2 id="office-heading">{t("counties.officeTitle")}</h2>
        {office ? (
          <div className="card">
            <p>
              <strong>{office.name}</strong>
            </p>
            <ul className="plain">
              {office.website ? (
                <li>
                  <ExternalLink href={office.website}>
                    {office.website.replace(/^https?:\/\//, "")}
                  </ExternalLink>
                </li>
              ) : null}
              {office.phone ? <li>{office.phone}</li> : null}
              {office.email ? <li>{office.email}</li> : null}
              {office.address ? <li>{office.address}</li> : null}
            </ul>
          </div>
        ) : officeDirectory ? (
          <p>
            {t("counties.officeFromDirectory")}{" "}
            <ExternalLink href={officeDirectory.url}>{officeDirectory.title}</ExternalLink>
          </p>
        ) : (
          <p>{t("counties.noOffice")}</p>
        )}
      </section>

      {deadlines.length > 0 ? (
        <section aria-labelledby="deadlines-heading">
          <h2 id="deadlines-heading">{t("counties.deadlinesTitle")}</h2>
          <ul className="plain">
            {deadlines.map((d) => (
              <li key={`${d.date}-${d.title}`}>
                <strong>{/^\d{4}-\d{2}-\d{2}$/.test(d.date) ? formatDate(d.date, lang) : d.date}</strong>:{" "}
                {d.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
