import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadCalculator } from "~/calculator/ui/calculator.server";
import { StateCalculators } from "~/calculator/ui/StateCalculators";
import { PageErrorBoundary } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";
import type { PageHandle } from "~/utils/page-handle";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requirePage(request, "calculator");
  const { lang, site, t, respond } = ctx;
  const calculator = await loadCalculator(ctx);
  return respond({
    lang,
    stateName: site.stateName,
    calculator,
    meta: {
      title: t("calculator.title", { state: site.stateName }),
      description: t("calculator.description", { state: site.stateName }),
      jsonLd: [
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

export default function CalculatorPage() {
  const { lang, stateName, calculator } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container calculator-page" id="calculator" tabIndex={-1}>
      <header className="page-header">
        <h1>{t("calculator.title", { state: stateName })}</h1>
        <p className="lede">{t("calculator.intro")}</p>
      </header>
      <section className="calculator-disclaimer" aria-labelledby="calculator-disclaimer-title">
        <h2 id="calculator-disclaimer-title">{t("calculator.disclaimerTitle")}</h2>
        <p>
          {t("calculator.disclaimer")}{" "}
          <Link to={hrefFor("disclaimer", lang)}>{t("calculator.disclaimerLink")}</Link>
        </p>
      </section>
      <StateCalculators data={calculator} lang={lang} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
