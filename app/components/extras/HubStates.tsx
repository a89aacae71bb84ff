import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GuideList } from "~/components/GuideList";
import { hrefFor } from "~/i18n/links";
import { STATE_GUIDES, TAX_STATES, type Lang, type TaxState } from "~/i18n/route-table";
import { withSections } from "~/i18n/page-sections";

await withSections("extras");

export interface HubGuide {
  key: string;
  state: string;
  title: string;
  description: string | null;
  href: string;
}

const ORDER = new Map(STATE_GUIDES.map((g, i) => [g.key, i]));

/**
 * The hub's home: one panel per state with its five guides in reading order (basics, protest,
 * exemptions, savings, counties), then the general guides every state shares.
 */
export function HubStates({
  guides,
  lang,
  stats,
}: {
  guides: HubGuide[];
  lang: Lang;
  /** Each state's key figures, as its own home page shows them (label, value, note). */
  stats: Partial<Record<TaxState, { label: string; value: string; note?: string }[]>>;
}) {
  const { t } = useTranslation();
  const general = guides.filter((g) => g.state === "ALL");
  const ofState = (s: TaxState) =>
    guides.filter((g) => g.state === s).sort((a, b) => (ORDER.get(a.key) ?? 99) - (ORDER.get(b.key) ?? 99));
  return (
    <>
      <section aria-labelledby="hub-states" className="container">
        <h2 id="hub-states">{t("extras.hub.statesTitle")}</h2>
        <p className="lede">{t("extras.hub.statesText")}</p>
        <ul className="hub-states">
          {TAX_STATES.map((s) => {
            const own = ofState(s);
            if (own.length === 0) return null;
            return (
              <li key={s} className="card hub-state">
                <h3 id={`hub-state-${s}`} className="hub-state__title">
                  <span className="hub-state__code" aria-hidden="true">
                    {s}
                  </span>
                  {t(`states.${s}`)}
                </h3>
                <p className="hub-state__tagline">{t(`extras.hub.tagline_${s}`)}</p>
                {stats[s]?.length ? (
                  <dl className="hub-state__stats">
                    {stats[s]!.map((stat) => (
                      <div key={stat.label}>
                        <dt>{stat.label}</dt>
                        <dd>
                          {stat.value}
                          {stat.note ? <span className="muted">{stat.note}</span> : null}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <ol className="hub-state__guides" aria-labelledby={`hub-state-${s}`}>
                  {own.map((g) => (
                    <li key={g.key}>
                      <Link to={g.href}>{g.title}</Link>
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      </section>
      {general.length > 0 ? (
        <section aria-labelledby="hub-general" className="container">
          <h2 id="hub-general">{t("extras.hub.generalTitle")}</h2>
          <GuideList guides={general} />
          <p>
            <Link to={hrefFor("tax-guides", lang)}>{t("extras.hub.allGuides")} →</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
