import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SourceCitation } from "~/components/ExternalLink";
import type { PaymentOptionDisplay } from "~/content/state-config";
import { hrefFor } from "~/i18n/links";
import type { Lang } from "~/i18n/route-table";
import { withSections } from "~/i18n/page-sections";

await withSections("home");

/**
 * The home page's "Ways to pay": each way with its deadline beside it and the rule it comes
 * from, then the year's other key dates. Both lists are the state configuration's (CMS) data.
 */
export function WaysToPay({
  payments,
  deadlines,
  lang,
}: {
  payments: PaymentOptionDisplay[];
  deadlines: { label: string; value: string }[];
  lang: Lang;
}) {
  const { t } = useTranslation();
  if (payments.length === 0 && deadlines.length === 0) return null;
  return (
    <section aria-labelledby="payment" className="container" id="ways-to-pay">
      <h2 id="payment">{t("home.paymentTitle")}</h2>
      {payments.length > 0 ? (
        <>
          <p>{t("home.paymentIntro")}</p>
          <ul className="card-grid payment-options">
            {payments.map((p) => (
              <li className="card payment-option" key={p.key} data-method={p.method}>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
                <p className="payment-option__deadline">
                  <strong>{t("home.paymentDeadline")}:</strong> {p.deadline}
                </p>
                {p.source ? (
                  <p className="payment-option__source muted">
                    <SourceCitation source={p.source} />
                    {p.taxYear ? ` · ${t("common.taxYear", { year: p.taxYear })}` : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {deadlines.length > 0 ? (
        <>
          <h3 id="key-dates">{t("home.keyDatesTitle")}</h3>
          <ul className="plain deadlines" aria-labelledby="key-dates">
            {deadlines.map((d) => (
              <li key={d.label}>
                <strong>{d.label}:</strong> {d.value}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={hrefFor("guide.payment-options", lang)}>{t("home.paymentGuideLink")} →</Link>
      </p>
    </section>
  );
}
