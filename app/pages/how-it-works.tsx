import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageErrorBoundary } from "~/components/errors";
import { RichText } from "~/content/portable-text";
import { pageParams, pageQuery } from "~/content/queries";
import { readStateConfig } from "~/content/state-config.server";
import { hrefFor } from "~/i18n/links";
import { pageHeaders } from "~/utils/http.server";
import { notFound, requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { ServerSection, serverSection } from "~/utils/server-sections";
import { withSections } from "~/i18n/page-sections";

await withSections("howItWorks", "home");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    lang,
    site,
    t,
    respond,
    queried: content,
  } = await requirePage({ request, context }, "how-it-works", ({ cms, match, lang, state }) =>
    cms(pageQuery, pageParams(match.route.pageKey!, state, lang)),
  );
  if (!content) throw notFound();
  const config = readStateConfig(site.config, lang, t);
  // The page's text: rendered by the server, not handed to the browser a second time on a
  // document request (server-sections.tsx).
  const { body, ...heading } = content;
  return respond(
    {
      lang,
      content: heading,
      body: serverSection(context, PAGE_TEXT, body),
      how: config.howItWorks ?? null,
      hub: site.state === "HUB",
      meta: { title: content.title, description: content.description ?? content.title },
    },
    "static",
  );
}

export const meta = pageMeta;
export const headers = pageHeaders;

/** The calculation as a picture: value, less exemptions, times each unit's rate, summed. */
function FlowIllustration() {
  const { t } = useTranslation();
  const boxes = [
    t("howItWorks.stepValue"),
    t("howItWorks.stepExemptions"),
    t("howItWorks.stepTaxable"),
    t("howItWorks.stepRates"),
    t("howItWorks.stepTax"),
  ];
  const w = 150;
  const gap = 28;
  return (
    <figure className="flow-figure">
      <svg
        viewBox={`0 0 ${boxes.length * (w + gap) - gap} 90`}
        role="img"
        aria-labelledby="flow-title flow-desc"
      >
        <title id="flow-title">{t("howItWorks.figureTitle")}</title>
        <desc id="flow-desc">{boxes.join(" → ")}</desc>
        {boxes.map((label, i) => {
          const x = i * (w + gap);
          return (
            <g key={label}>
              <rect
                x={x}
                y={10}
                width={w}
                height={64}
                rx={10}
                fill={i === boxes.length - 1 ? "#0f6b63" : "#ffffff"}
                stroke="#0b3d5c"
                strokeWidth={2}
              />
              <foreignObject x={x + 6} y={14} width={w - 12} height={56}>
                <div className={i === boxes.length - 1 ? "flow-label flow-label--result" : "flow-label"}>
                  {label}
                </div>
              </foreignObject>
              {i < boxes.length - 1 ? (
                <path
                  d={`M${x + w + 4} 42 h${gap - 10} l-6 -6 m6 6 l-6 6`}
                  stroke="#0b3d5c"
                  strokeWidth={2}
                  fill="none"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>{t("howItWorks.figureCaption")}</figcaption>
    </figure>
  );
}

const PAGE_TEXT = "page-text";

export default function HowItWorksPage() {
  const { lang, content, body, how, hub } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="container narrow">
      <Breadcrumbs items={[{ label: t("nav.home"), to: hrefFor("home", lang) }, { label: content.title }]} />
      <header className="page-header">
        <h1>{content.title}</h1>
        {content.description ? <p className="lede">{content.description}</p> : null}
      </header>
      <FlowIllustration />
      {how && (how.formula || how.description) ? (
        // The page body explains the steps for every state; this is the build state's own formula.
        <section aria-labelledby="state-formula">
          <h2 id="state-formula">{how.title ?? t("home.howItWorksTitle")}</h2>
          {how.formula ? <p className="formula">{how.formula}</p> : null}
          {how.description ? <p>{how.description}</p> : null}
          {how.image ? (
            <img
              src={how.image.src}
              alt={how.image.alt}
              width={640}
              height={300}
              loading="lazy"
              className="illustration"
            />
          ) : null}
        </section>
      ) : null}
      <ServerSection id={PAGE_TEXT} data={body} className="prose">
        {(b) => <RichText value={b} />}
      </ServerSection>
      {hub ? null : (
        <p>
          <Link className="button" to={hrefFor("calculator", lang)}>
            {t("home.heroCta")}
          </Link>
        </p>
      )}
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
