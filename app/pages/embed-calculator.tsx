import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { loadCalculator, startCalculatorCounties } from "~/calculator/ui/calculator.server";
import { StateCalculators } from "~/calculator/ui/StateCalculators";
import { PageErrorBoundary } from "~/components/errors";
import { hrefFor } from "~/i18n/links";
import { withSections } from "~/i18n/page-sections";
import { pageHeaders } from "~/utils/http.server";
import { EMBEDDED_TITLE_ID, type PageHandle } from "~/utils/page-handle";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";

// The calculator alone, for partner sites to frame (issue 20): the same form, results and
// no-JavaScript answer as /calculator, without the site around it (root.tsx reads the handle),
// with the estimate's caveat and a link back to this site. Only these paths may be framed by
// other sites (server/security.mjs).
await withSections("embed");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requirePage({ request, context }, "embed-calculator", startCalculatorCounties);
  const { lang, site, t, respond } = ctx;
  const calculator = await loadCalculator(ctx, context);
  return respond({
    lang,
    stateName: site.stateName,
    siteHost: new URL(site.siteUrl).host,
    // Absolute: inside a partner's page, a link opens this site in a new tab.
    siteHome: `${site.siteUrl}${lang === "es" ? "/es" : "/"}`,
    disclaimer: `${site.siteUrl}${hrefFor("disclaimer", lang)}`,
    calculator,
    meta: {
      title: t("calculator.title", { state: site.stateName }),
      description: t("calculator.description", { state: site.stateName }),
      noindex: true,
    },
  });
}

export const meta = pageMeta;
export const handle: PageHandle = { hasCalculator: true, embedded: true };
export const headers = pageHeaders;

/**
 * A link in the results (a guide, the exemptions page) opens this site in a new tab instead of
 * replacing the calculator inside the partner's frame. Links within the page stay.
 */
function openSiteLinksInNewTab(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) return;
  event.preventDefault();
  window.open(url.href, "_blank", "noopener");
}

export default function EmbedCalculatorPage() {
  const { lang, stateName, siteHost, siteHome, disclaimer, calculator } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div
      className="embed-calculator calculator-page"
      id="calculator"
      tabIndex={-1}
      onClickCapture={openSiteLinksInNewTab}
    >
      <header className="embed-calculator__header">
        <h1 id={EMBEDDED_TITLE_ID}>{t("calculator.title", { state: stateName })}</h1>
        <p className="muted">
          {t("embed.estimateNote")}{" "}
          <a href={disclaimer} target="_blank" rel="noopener">
            {t("embed.disclaimerLink")}
            <span className="visually-hidden"> {t("embed.newTab")}</span>
          </a>
        </p>
      </header>
      <StateCalculators data={calculator} lang={lang} embedded />
      <p className="embed-attribution">
        <a href={siteHome} target="_blank" rel="noopener">
          {t("embed.attribution", { site: siteHost })}
          <span className="visually-hidden"> {t("embed.newTab")}</span>
        </a>
      </p>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
