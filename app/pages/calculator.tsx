import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Suspense } from "react";
import { Calculator } from "~/calculator/ui/Calculator";
import { loadCalculator } from "~/calculator/ui/calculator.server";
import type { NycCalculatorProps } from "~/calculator/ui/NycCalculator";
import { PageErrorBoundary } from "~/components/errors";
import { NewsletterBanner } from "~/forms/NewsletterBanner";
import { hrefFor } from "~/i18n/links";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { calculatorJsonLd, pageMeta } from "~/utils/seo";
import type { PageHandle } from "~/utils/page-handle";
import { onDemand } from "~/utils/on-demand";
import { useRootData } from "~/root";

// New York City's calculator is shown on the New York build only. The server renders it in
// place (it works without JavaScript); the browser fetches its code, and zod that reads its
// form, only on a page that has it, and hydrates it once fetched.
const NycCalculator = onDemand<NycCalculatorProps>(
  () => import("~/calculator/ui/NycCalculator").then((m) => m.NycCalculator),
  import.meta.env.SSR ? (await import("~/calculator/ui/NycCalculator")).NycCalculator : undefined,
).Component;

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
        calculatorJsonLd(
          t("calculator.title", { state: site.stateName }),
          lang,
          `${site.siteUrl}${hrefFor("calculator", lang)}`,
        ),
      ],
    },
  });
}

export const meta = pageMeta;
export const handle: PageHandle = { hasCalculator: true, newsletterBanner: true };
export const headers = pageHeaders;

export default function CalculatorPage() {
  const { lang, stateName, calculator } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The site owner's switch (siteSettings.newsletterEnabled) and the hub rule, as the footer's.
  const newsletter = useRootData()?.newsletter === true;
  return (
    <div className="container calculator-page" id="calculator" tabIndex={-1}>
      <header className="page-header">
        <h1>{t("calculator.title", { state: stateName })}</h1>
        <p className="lede">{t("calculator.intro")}</p>
      </header>
      {newsletter ? <NewsletterBanner placement="page" /> : null}
      <section className="calculator-disclaimer" aria-labelledby="calculator-disclaimer-title">
        <h2 id="calculator-disclaimer-title">{t("calculator.disclaimerTitle")}</h2>
        <p>
          {t("calculator.disclaimer")}{" "}
          <Link to={hrefFor("disclaimer", lang)}>{t("calculator.disclaimerLink")}</Link>
        </p>
      </section>
      <Calculator data={calculator} lang={lang} />
      {calculator.ok && calculator.nyc ? (
        <Suspense fallback={null}>
          <NycCalculator
            initial={calculator.nyc}
            counties={calculator.nyc.counties}
            rules={calculator.nyc.rules}
            lang={lang}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
