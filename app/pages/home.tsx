import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageErrorBoundary } from "~/components/errors";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, site, t, respond } = await requirePage(request, "home");
  return respond({
    lang,
    stateName: site.stateName,
    meta: { title: t("nav.home"), description: t("nav.home") },
  });
}

export const meta = pageMeta;
export const headers = pageHeaders;

export default function HomePage() {
  const { stateName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container" id="home" tabIndex={-1}>
      <header className="page-header">
        <h1>{t("nav.home")}</h1>
      </header>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
