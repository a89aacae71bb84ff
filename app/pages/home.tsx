import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PAGE_JSON_LD, PageJsonLd } from "~/components/PageJsonLd";
import { Calculator } from "~/calculator/ui/Calculator";
import { loadCalculator, startCalculatorCounties } from "~/calculator/ui/calculator.server";
import { PageErrorBoundary, PageSection } from "~/components/errors";
import { badgeClass, shortRateBadgeText } from "~/components/county-rate-badge";
import { loadStateExtras, startStateExtras } from "~/components/extras/extras.server";
import { extraSourceLists } from "~/components/extras/source-lists.server";
import { HubStates } from "~/components/extras/HubStates";
import { StateExtras } from "~/components/extras/StateExtras";
import { StateFaqs } from "~/components/home/StateFaqs";
import { faqsByState, type StateFaqGroup } from "~/components/home/state-faqs";
import { WaysToPay } from "~/components/home/WaysToPay";
import { PageArt } from "~/components/PageArt";
import { answerText } from "~/content/faq-search";
import { sampleTax } from "~/content/sample-home";
import { countyListQuery, faqQuery, guideListQuery, stateConfigQuery } from "~/content/queries";
import type { CountyCardView, StateConfigView } from "~/content/queries/views";
import { GuideList, type LinkedGuide } from "~/components/GuideList";
import type { StateConfigDisplay } from "~/content/state-config";
import { readStateConfig } from "~/content/state-config.server";
import { countyHref, hrefFor } from "~/i18n/links";
import { countyNameFor } from "~/i18n/place-names";
import { guidePage, listsGuide, pathFor, TAX_STATES, type Lang, type TaxState } from "~/i18n/route-table";
import { formatMoney, formatNumber, formatPercent } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { mapSection, sectionOf, type SectionData } from "~/utils/section-data";
import { loadSection, sectionsPolicy } from "~/utils/section.server";
import { calculatorJsonLd, pageMeta } from "~/utils/seo";
import type { PageHandle } from "~/utils/page-handle";
import { ServerSection, serverSection, serverSectionEntries } from "~/utils/server-sections";
import { withSections } from "~/i18n/page-sections";

await withSections("home");

/** The sections below the state's tools: text and links the server renders (decision 111). */
const HOME_MORE = "home-more";
/** The state's figures under the calculator, rendered by the server as well. */
const HOME_STATS = "home-stats";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requirePage({ request, context }, "home", (q) => {
    const hub = q.state === "HUB";
    const { cms, lang, state } = q;
    const guideStates = hub ? ["ALL", ...TAX_STATES] : ["ALL", state];
    return Promise.all([
      loadSection("guides", () => cms(guideListQuery, { states: guideStates, lang }), request),
      hub
        ? sectionOf([] as CountyCardView[])
        : loadSection("major-counties", () => cms(countyListQuery, { state }), request),
      loadSection("faq", () => cms(faqQuery, { state, lang }), request),
      // The hub's FAQ holds the questions every state shares; its home adds each state's own.
      hub
        ? loadSection("state-faqs", () => faqsByState((s) => cms(faqQuery, { state: s, lang })), request)
        : sectionOf([] as StateFaqGroup[]),
      // The hub's panel per state shows that state's key figures, as the state's own home does.
      hub
        ? loadSection(
            "state-configs",
            () => Promise.all(TAX_STATES.map((s) => cms(stateConfigQuery, { state: s }))),
            request,
          )
        : sectionOf([] as (StateConfigView | null)[]),
      // The calculator's and the extras' queries, asked for now: what they make of the answers
      // waits on the state's rules, the asking need not.
      hub ? undefined : Promise.all([startCalculatorCounties(q), startStateExtras(q)]),
    ]);
  });
  const {
    lang,
    site,
    t,
    respond,
    queried: [guides, counties, faq, stateFaqs, stateConfigs],
  } = ctx;
  const hub = site.state === "HUB";
  // Only what the table shows: the cards' sources, FIPS and offices are not serialised.
  const majorCounties = mapSection(counties, (list): MajorCounty[] =>
    [...list]
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
      .slice(0, 10)
      .map(({ name, slug, rate, rateBadge, population }) => ({
        name,
        slug,
        rate,
        rateBadge,
        population,
      })),
  );
  // The home page embeds the calculator (spec §2); the hub has none. In the document its picker
  // lists the major-counties table's counties; the rest come once the page is interactive.
  const firstCounties = majorCounties.ok ? majorCounties.data.map((c) => c.slug) : [];
  const [calculator, extras] = await Promise.all([
    hub ? null : loadCalculator(ctx, context, { firstCounties }),
    hub ? null : loadStateExtras(ctx),
  ]);
  const config = readStateConfig(site.config, lang, t);
  const linked = mapSection(guides, (list) =>
    list
      .map((g) => {
        if (!listsGuide(g.key, site.state)) return null;
        const at = guidePage({ ...g, state: g.state as never }, site.state, lang);
        // The card's title, line and link (GuideList, HubStates); not its category or review date.
        return at
          ? {
              key: g.key,
              state: g.state,
              title: g.title,
              description: g.description,
              href: pathFor(at.route, lang, at.params),
            }
          : null;
      })
      .filter((g): g is LinkedGuide => g !== null),
  );
  const more: HomeMore = {
    essentialGuides: mapSection(linked, (list) =>
      list
        .filter((g) => g.state !== "ALL")
        .concat(list.filter((g) => g.state === "ALL"))
        .slice(0, hub ? undefined : 8),
    ),
    howItWorks: config.howItWorks,
    exemptions: config.exemptions,
    payments: config.payments,
    deadlines: config.deadlines,
    majorCounties,
    faq: mapSection(faq, (list) =>
      list.slice(0, 6).map((f) => ({ id: f.id, question: f.question, answer: answerText(f.answer) })),
    ),
    stateFaqs,
    stateStats: mapSection(stateConfigs, (list) =>
      Object.fromEntries(
        TAX_STATES.map((s, i) => [s, list[i] ? readStateConfig(list[i], lang, t).stats : []]),
      ),
    ),
  };
  // A section whose data failed shows its error screen with a Retry button, which needs React's
  // handlers: the page then hands the sections to the browser as an ordinary part of the page.
  const allLoaded = [guides, counties, faq, stateFaqs].every((section) => section.ok);
  const year = config.taxYear ?? new Date().getFullYear();
  const title = hub ? t("home.hubTitle") : t("home.title", { state: site.stateName, year });
  return respond(
    {
      lang,
      hub,
      calculator,
      stateName: site.stateName,
      stats: serverSection(context, HOME_STATS, config.stats),
      year,
      extras: extras && {
        ...extras,
        sources: serverSectionEntries(context, extraSourceLists(extras.state, lang)),
      },
      more: allLoaded ? serverSection(context, HOME_MORE, more) : more,
      // Structured data for search engines: rendered by the server, not serialised (PageJsonLd).
      jsonLd: serverSection(
        context,
        PAGE_JSON_LD,
        hub
          ? []
          : [
              calculatorJsonLd(
                t("calculator.title", { state: site.stateName }),
                lang,
                `${site.siteUrl}${hrefFor("calculator", lang)}`,
              ),
            ],
      ),
      meta: {
        title,
        description: hub ? t("home.hubText") : t("home.description", { state: site.stateName }),
      },
    },
    sectionsPolicy([guides, counties, faq, stateFaqs]),
  );
}

export const meta = pageMeta;
export const handle: PageHandle = { hasCalculator: true };
export const headers = pageHeaders;

type MajorCounty = Pick<CountyCardView, "name" | "slug" | "rate" | "rateBadge" | "population">;

interface HomeMore {
  essentialGuides: SectionData<LinkedGuide[]>;
  howItWorks: StateConfigDisplay["howItWorks"];
  exemptions: StateConfigDisplay["exemptions"];
  payments: StateConfigDisplay["payments"];
  deadlines: StateConfigDisplay["deadlines"];
  majorCounties: SectionData<MajorCounty[]>;
  faq: SectionData<{ id: string; question: string; answer: string }[]>;
  stateFaqs: SectionData<StateFaqGroup[]>;
  /** The hub: each state's key figures (its home page's), for its panel. */
  stateStats: SectionData<Partial<Record<TaxState, StateConfigDisplay["stats"]>>>;
}

function MajorCounties({ counties, lang }: { counties: MajorCounty[]; lang: Lang }) {
  const { t } = useTranslation();
  if (counties.length === 0) return null;
  return (
    <section aria-labelledby="major-counties" className="container">
      <h2 id="major-counties">{t("home.majorCountiesTitle")}</h2>
      <p id="major-counties-note">
        {t("home.majorCountiesCaption")}
        {counties.some((c) => c.rateBadge.tone === "estimate")
          ? ` ${t("home.majorCountiesEstimates")}`
          : null}
      </p>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="major-counties">
        <table aria-describedby="major-counties-note">
          <thead>
            <tr>
              <th scope="col">{t("home.colCounty")}</th>
              <th scope="col">{t("home.colRate")}</th>
              <th scope="col">{t("home.colPopulation")}</th>
              <th scope="col">{t("home.colTax350")}</th>
            </tr>
          </thead>
          <tbody>
            {counties.map((c) => (
              <tr key={c.slug}>
                <th scope="row">
                  <Link to={countyHref(c.slug, lang)}>{countyNameFor(c.name, lang)}</Link>
                </th>
                <td>
                  {formatPercent(c.rate, lang)}{" "}
                  <span className={`badge badge--${badgeClass(c.rateBadge)}`}>
                    {shortRateBadgeText(c.rateBadge, t)}
                  </span>
                </td>
                <td>{c.population != null ? formatNumber(c.population, lang) : "—"}</td>
                <td>{sampleTax(c.rate, c.rateBadge.tone, (n) => formatMoney(n, lang)).annual}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HomeFaq({ items, lang }: { items: { id: string; question: string; answer: string }[]; lang: Lang }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-faq" className="container narrow">
      <h2 id="home-faq">{t("home.faqTitle")}</h2>
      {items.map((f) => (
        <details key={f.id} className="faq-item">
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
      <p>
        <Link to={hrefFor("faq", lang)}>{t("nav.faq")} →</Link>
      </p>
    </section>
  );
}

export default function HomePage() {
  const { lang, hub, stateName, stats, more, calculator, extras, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <section className={calculator ? "hero hero--with-form" : "hero"}>
        <div className="container hero__inner">
          <PageArt name="bill" className="hero-bill" />
          <h1>{hub ? t("home.hubTitle") : t("home.heroTitle", { state: stateName })}</h1>
          <p className="hero__text">{hub ? t("home.hubText") : t("home.heroText")}</p>
          {hub ? null : (
            <Link className="button hero__cta hero__cta--with-form" to={hrefFor("calculator", lang)}>
              {t("home.heroCta")}
            </Link>
          )}
        </div>
      </section>

      {calculator ? (
        <section
          aria-labelledby="home-calculator-title"
          className="container home-calculator"
          id="calculator"
          tabIndex={-1}
        >
          <h2 id="home-calculator-title">{t("calculator.title", { state: stateName })}</h2>
          <Calculator data={calculator} lang={lang} />
        </section>
      ) : null}

      {hub ? null : (
        <ServerSection id={HOME_STATS} data={stats}>
          {(figures) => <StateStats stats={figures} stateName={stateName} />}
        </ServerSection>
      )}

      <StateExtras data={extras} lang={lang} action={hrefFor("home", lang)} />

      <ServerSection id={HOME_MORE} data={more}>
        {(m) => <HomeMoreSections more={m} hub={hub} lang={lang} />}
      </ServerSection>

      <section aria-labelledby="pro" className="container">
        <h2 id="pro">{t("home.proTitle")}</h2>
        {/* The hub has no calculator or directory to offer: its guides' sources are what it has. */}
        <p>{t(hub ? "home.hubProText" : "home.proText")}</p>
        <p className="actions">
          {hub ? null : (
            <Link className="button button--secondary" to={hrefFor("counties", lang)}>
              {t("nav.counties")}
            </Link>
          )}
          <Link className="button button--secondary" to={hrefFor("how-it-works", lang)}>
            {t("nav.howItWorks")}
          </Link>
        </p>
      </section>
      <PageJsonLd data={jsonLd} />
    </>
  );
}

function StateStats({ stats, stateName }: { stats: StateConfigDisplay["stats"]; stateName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats" className="container">
      <h2 id="stats">{t("home.statsTitle", { state: stateName })}</h2>
      <dl className="stats">
        {stats.map((s) => (
          <div className="stat" key={s.label}>
            <dt>{s.label}</dt>
            <dd>
              <span className="stat-value">{s.value}</span>
              {s.note ? <span className="muted">{s.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The guides, how it works, exemptions, ways to pay, largest counties and questions. */
function HomeMoreSections({ more, hub, lang }: { more: HomeMore; hub: boolean; lang: Lang }) {
  const { t } = useTranslation();
  const { essentialGuides, howItWorks, exemptions, payments, deadlines, majorCounties, faq, stateFaqs } =
    more;
  return (
    <>
      {hub ? (
        <PageSection data={essentialGuides} name={t("home.essentialGuides")} className="container">
          {(guides) => (
            <HubStates guides={guides} lang={lang} stats={more.stateStats.ok ? more.stateStats.data : {}} />
          )}
        </PageSection>
      ) : (
        <section aria-labelledby="essential-guides" className="container">
          <h2 id="essential-guides">{t("home.essentialGuides")}</h2>
          <PageSection data={essentialGuides} name={t("home.essentialGuides")} heading="h3">
            {(guides) => <GuideList guides={guides} />}
          </PageSection>
        </section>
      )}

      {howItWorks ? (
        <section aria-labelledby="how-it-works" className="container">
          {/* The hub has no calculator: its steps say how a bill is worked out. */}
          <h2 id="how-it-works">{t(hub ? "home.hubHowItWorksTitle" : "home.howItWorksTitle")}</h2>
          <ol className="steps">
            {howItWorks.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          {howItWorks.formula ? <p className="formula">{howItWorks.formula}</p> : null}
          <p>
            <Link to={hrefFor("how-it-works", lang)}>{t("nav.howItWorks")}</Link>
          </p>
        </section>
      ) : null}

      {exemptions.length > 0 ? (
        <section aria-labelledby="exemptions" className="container">
          <h2 id="exemptions">{t("home.exemptionsTitle")}</h2>
          <ul className="card-grid">
            {exemptions.map((e) => (
              <li className="card" key={e.title}>
                <h3>{e.title}</h3>
                <p>{e.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <WaysToPay payments={payments} deadlines={deadlines} lang={lang} />

      {hub ? null : (
        <PageSection data={majorCounties} name={t("home.majorCountiesTitle")} className="container">
          {(counties) => <MajorCounties counties={counties} lang={lang} />}
        </PageSection>
      )}

      <PageSection data={faq} name={t("home.faqTitle")} className="container narrow">
        {(items) => <HomeFaq items={items} lang={lang} />}
      </PageSection>

      {hub ? (
        <PageSection data={stateFaqs} name={t("home.stateFaqsTitle")} className="container narrow">
          {(groups) => <StateFaqs groups={groups} />}
        </PageSection>
      ) : null}
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
