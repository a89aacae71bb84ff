import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Calculator } from "~/calculator/ui/Calculator";
import { loadCalculator } from "~/calculator/ui/calculator.server";
import { PageErrorBoundary } from "~/components/errors";
import { loadStateExtras } from "~/components/extras/extras.server";
import { HubStates } from "~/components/extras/HubStates";
import { StateExtras } from "~/components/extras/StateExtras";
import { answerText } from "~/content/faq-search";
import { SAMPLE_VALUE } from "~/content/sample-home";
import { countyListQuery, faqQuery, guideListQuery } from "~/content/queries";
import type { CountyCard } from "~/content/queries/views";
import { GuideList, type LinkedGuide } from "~/components/GuideList";
import { readStateConfig } from "~/content/state-config";
import { countyHref, hrefFor } from "~/i18n/links";
import { countyNameFor } from "~/i18n/place-names";
import { guideRoute, listsGuide, pathFor, TAX_STATES, type Lang } from "~/i18n/route-table";
import { formatMoney, formatNumber, formatPercent } from "~/utils/format";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { ServerSection, serverSection } from "~/utils/server-sections";
import type { PageHandle } from "~/utils/page-handle";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requirePage(request, "home");
  const { lang, site, t, cms, respond } = ctx;
  const hub = site.state === "HUB";
  const guideStates = hub ? ["ALL", ...TAX_STATES] : ["ALL", site.state];
  const [guides, counties, faq, calculator, extras] = await Promise.all([
    cms(guideListQuery, { states: guideStates, lang }),
    hub ? Promise.resolve([] as CountyCard[]) : cms(countyListQuery, { state: site.state }),
    cms(faqQuery, { state: site.state, lang }),
    // The home page embeds the calculator (spec §2); the hub has none.
    hub ? Promise.resolve(null) : loadCalculator(ctx),
    hub ? Promise.resolve(null) : loadStateExtras(ctx),
  ]);
  const config = readStateConfig(site.config, lang, t);
  const linked = guides
    .map((g) => {
      if (!listsGuide(g.key, site.state)) return null;
      const r = guideRoute(g.key, g.state as never, site.state);
      // The card's title, line and link (GuideList, HubStates); not its category or review date.
      return r
        ? { key: g.key, state: g.state, title: g.title, description: g.description, href: pathFor(r, lang) }
        : null;
    })
    .filter((g): g is LinkedGuide => g !== null);
  // Only what the table shows: the cards' sources, FIPS and offices are not serialised.
  const majorCounties: MajorCounty[] = [...counties]
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .slice(0, 10)
    .map(({ name, slug, rate, rateKind, rateYear, population }) => ({
      name,
      slug,
      rate,
      rateKind,
      rateYear,
      population,
    }));
  const year = config.taxYear ?? new Date().getFullYear();
  const title = hub ? t("home.hubTitle") : t("home.title", { state: site.stateName, year });
  // The sections after the state's extras are text and links: on a document request the server
  // renders them without handing their data to the browser a second time (server-sections.tsx).
  const more: HomeMore = {
    essentialGuides: linked
      .filter((g) => g.state !== "ALL")
      .concat(linked.filter((g) => g.state === "ALL"))
      .slice(0, hub ? undefined : 8),
    howItWorks: config.howItWorks,
    exemptions: config.exemptions,
    deadlines: config.deadlines,
    majorCounties,
    faq: faq.slice(0, 6).map((f) => ({ id: f.id, question: f.question, answer: answerText(f.answer) })),
  };
  return respond({
    lang,
    hub,
    calculator,
    stateName: site.stateName,
    stats: config.stats,
    year,
    extras,
    more: serverSection(context, HOME_MORE, more),
    meta: {
      title,
      description: hub ? t("home.hubText") : t("home.description", { state: site.stateName }),
      jsonLd: hub
        ? []
        : [
            {
              "@context": "https://schema.org",
              "@type": "WebApplication",
              name: t("calculator.title", { state: site.stateName }),
              applicationCategory: "FinanceApplication",
              operatingSystem: "Any",
              inLanguage: lang === "es" ? "es-US" : "en-US",
              offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
              url: `${site.siteUrl}${hrefFor("calculator", lang)}`,
            },
          ],
    },
  });
}

export const meta = pageMeta;
export const handle: PageHandle = { hasCalculator: true };
export const headers = pageHeaders;

type MajorCounty = Pick<CountyCard, "name" | "slug" | "rate" | "rateKind" | "rateYear" | "population">;

type StateConfigView = ReturnType<typeof readStateConfig>;

interface HomeMore {
  essentialGuides: LinkedGuide[];
  howItWorks: StateConfigView["howItWorks"];
  exemptions: StateConfigView["exemptions"];
  deadlines: StateConfigView["deadlines"];
  majorCounties: MajorCounty[];
  faq: { id: string; question: string; answer: string }[];
}

const HOME_MORE = "home-more";

function MajorCounties({ counties, lang }: { counties: MajorCounty[]; lang: Lang }) {
  const { t } = useTranslation();
  if (counties.length === 0) return null;
  return (
    <section aria-labelledby="major-counties" className="container">
      <h2 id="major-counties">{t("home.majorCountiesTitle")}</h2>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="major-counties">
        <table>
          <caption>{t("home.majorCountiesCaption")}</caption>
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
                  <span className={`badge badge--${c.rateKind}`}>
                    {t(c.rateKind === "official" ? "common.official" : "common.estimate")} · {c.rateYear}
                  </span>
                </td>
                <td>{c.population != null ? formatNumber(c.population, lang) : "—"}</td>
                <td>{formatMoney((SAMPLE_VALUE * c.rate) / 100, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Guides, how it works, exemptions, deadlines, the largest counties and the FAQ: text and links. */
function HomeMoreSections({
  essentialGuides,
  howItWorks,
  exemptions,
  deadlines,
  majorCounties,
  faq,
  hub,
  lang,
}: HomeMore & { hub: boolean; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <>
      {hub ? (
        <HubStates guides={essentialGuides} lang={lang} />
      ) : (
        <section aria-labelledby="essential-guides" className="container">
          <h2 id="essential-guides">{t("home.essentialGuides")}</h2>
          <GuideList guides={essentialGuides} />
        </section>
      )}

      {howItWorks ? (
        <section aria-labelledby="how-it-works" className="container">
          <h2 id="how-it-works">{t("home.howItWorksTitle")}</h2>
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

      {deadlines.length > 0 ? (
        <section aria-labelledby="payment" className="container">
          <h2 id="payment">{t("home.paymentTitle")}</h2>
          <ul className="plain deadlines">
            {deadlines.map((d) => (
              <li key={d.label}>
                <strong>{d.label}:</strong> {d.value}
              </li>
            ))}
          </ul>
          <p>
            <Link to={hrefFor("guide.payment-options", lang)}>{t("home.paymentTitle")} →</Link>
          </p>
        </section>
      ) : null}

      {hub ? null : <MajorCounties counties={majorCounties} lang={lang} />}

      {faq.length > 0 ? (
        <section aria-labelledby="home-faq" className="container narrow">
          <h2 id="home-faq">{t("home.faqTitle")}</h2>
          {faq.map((f) => (
            <details key={f.id} className="faq-item">
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
          <p>
            <Link to={hrefFor("faq", lang)}>{t("nav.faq")} →</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

export default function HomePage() {
  const { lang, hub, stateName, stats, more, calculator, extras } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <section className={calculator ? "hero hero--with-form" : "hero"}>
        <div className="container">
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
      )}

      <StateExtras data={extras} lang={lang} action={hrefFor("home", lang)} />

      <ServerSection id={HOME_MORE} data={more}>
        {(m) => <HomeMoreSections {...m} hub={hub} lang={lang} />}
      </ServerSection>

      <section aria-labelledby="pro" className="container">
        <h2 id="pro">{t("home.proTitle")}</h2>
        <p>{t("home.proText")}</p>
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
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
