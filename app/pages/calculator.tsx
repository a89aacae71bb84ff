import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PAGE_JSON_LD, PageJsonLd } from "~/components/PageJsonLd";
import { serverSection } from "~/utils/server-sections";
import { loadCalculator, startCalculatorCounties } from "~/calculator/ui/calculator.server";
import { StateCalculators } from "~/calculator/ui/StateCalculators";
import { PageErrorBoundary } from "~/components/errors";
import { NewsletterBanner } from "~/forms/NewsletterBanner";
import { hrefFor } from "~/i18n/links";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { calculatorJsonLd, pageMeta } from "~/utils/seo";
import type { PageHandle } from "~/utils/page-handle";
import { useRootData } from "~/root";
import { PageArt } from "~/components/PageArt";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requirePage({ request, context }, "calculator", startCalculatorCounties);
  const { lang, site, t, respond } = ctx;
  const calculator = await loadCalculator(ctx, context);
  return respond({
    lang,
    stateName: site.stateName,
    calculator,
    // Structured data for search engines: rendered by the server, not serialised (PageJsonLd).
    jsonLd: serverSection(context, PAGE_JSON_LD, [
      calculatorJsonLd(
        t("calculator.title", { state: site.stateName }),
        lang,
        `${site.siteUrl}${hrefFor("calculator", lang)}`,
      ),
    ]),
    meta: {
      title: t("calculator.title", { state: site.stateName }),
      description: t("calculator.description", { state: site.stateName }),
    },
  });
}

export const meta = pageMeta;
export const handle: PageHandle = { hasCalculator: true, newsletterBanner: true };
export const headers = pageHeaders;

export default function CalculatorPage() {
  const { lang, stateName, calculator, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The site owner's switch (siteSettings.newsletterEnabled) and the hub rule, as the footer's.
  const newsletter = useRootData()?.newsletter === true;
  return (
    <div className="container calculator-page" id="calculator" tabIndex={-1}>
      <header className="page-header page-header--art">
        <PageArt name="calculator" />
        <h1>{t("calculator.title", { state: stateName })}</h1>
        <p className="lede">{t("calculator.intro")}</p>
      </header>
      {newsletter ? <NewsletterBanner placement="page" /> : null}
      <section className="calculator-disclaimer" aria-labelledby="calculator-disclaimer-title">
        <h2 id="calculator-disclaimer-title">{t("calculator.disclaimerTitle")}</h2>
        <p>
          {/* On a phone the one sentence that matters, so the form starts on the first screen. */}
          <span className="calculator-disclaimer__full">{t("calculator.disclaimer")}</span>
          <span className="calculator-disclaimer__short">{t("calculator.disclaimerShort")}</span>{" "}
          <Link to={hrefFor("disclaimer", lang)}>{t("calculator.disclaimerLink")}</Link>
        </p>
      </section>
      <StateCalculators data={calculator} lang={lang} />
      <PageJsonLd data={jsonLd} />
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
