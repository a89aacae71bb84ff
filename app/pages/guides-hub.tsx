import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { PageErrorBoundary } from "~/components/errors";
import { guideListQuery } from "~/content/queries";
import type { GuideCardView } from "~/content/queries/views";
import { GuideList } from "~/components/GuideList";
import { guidePage, listsGuide, pathFor, TAX_STATES, type Lang, type SiteState } from "~/i18n/route-table";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import { ServerSection, serverSection } from "~/utils/server-sections";
import { withSections } from "~/i18n/page-sections";
import { PageArt } from "~/components/PageArt";

await withSections("guides");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    lang,
    site,
    t,
    respond,
    queried: guides,
  } = await requirePage({ request, context }, "guides-hub", ({ cms, state, lang }) =>
    cms(guideListQuery, { states: state === "HUB" ? ["ALL", ...TAX_STATES] : ["ALL", state], lang }),
  );
  const linked = guides
    .map((g) => {
      if (!listsGuide(g.key, site.state)) return null;
      const at = guidePage({ ...g, state: g.state as never }, site.state, lang);
      return at ? { ...g, href: pathFor(at.route, lang, at.params) } : null;
    })
    .filter((g): g is GuideCardView & { href: string } => g !== null);
  return respond({
    lang,
    state: site.state,
    stateName: site.stateName,
    // The cards: rendered by the server, not handed to the browser a second time on a
    // document request (server-sections.tsx).
    guides: serverSection(context, GUIDE_CARDS, linked),
    meta: { title: t("guides.hubTitle"), description: t("guides.hubDescription") },
  });
}

export const meta = pageMeta;
export const headers = pageHeaders;

export function GuideSections({
  guides,
  state,
  stateName,
  lang,
}: {
  guides: (GuideCardView & { href: string })[];
  state: SiteState;
  stateName: string;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const general = guides.filter((g) => g.state === "ALL");
  const states = state === "HUB" ? TAX_STATES : [state];
  return (
    <>
      {states.map((s) => {
        const own = guides.filter((g) => g.state === s);
        if (own.length === 0) return null;
        const name = state === "HUB" ? t(`states.${s}`, { defaultValue: s }) : stateName;
        return (
          <section key={s} aria-labelledby={`guides-${s}`} lang={lang}>
            <h2 id={`guides-${s}`}>{t("guides.stateTitle", { state: name })}</h2>
            <GuideList guides={own} />
          </section>
        );
      })}
      <section aria-labelledby="guides-general">
        <h2 id="guides-general">{t("guides.generalTitle")}</h2>
        <GuideList guides={general} />
      </section>
    </>
  );
}

const GUIDE_CARDS = "guide-cards";

export default function GuidesHub() {
  const { guides, state, stateName, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container">
      <Breadcrumbs
        items={[{ label: t("nav.home"), to: lang === "es" ? "/es" : "/" }, { label: t("nav.taxGuides") }]}
      />
      <header className="page-header page-header--art">
        <PageArt name="guides" />
        <h1>{t("guides.hubTitle")}</h1>
        <p className="lede">{t("guides.hubDescription")}</p>
      </header>
      <ServerSection id={GUIDE_CARDS} data={guides}>
        {(g) => <GuideSections guides={g} state={state} stateName={stateName} lang={lang} />}
      </ServerSection>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
