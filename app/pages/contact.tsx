import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageErrorBoundary } from "~/components/errors";
import { pageHeaders } from "~/utils/http.server";
import { requirePage } from "~/utils/page.server";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, site, t, respond } = await requirePage(request, "contact");
  return respond({
    lang,
    stateName: site.stateName,
    meta: { title: t("nav.contact"), description: t("nav.contact") },
  });
}

export const meta = pageMeta;
export const headers = pageHeaders;

export default function ContactPage() {
  const { stateName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container" id="contact" tabIndex={-1}>
      <header className="page-header">
        <h1>{t("nav.contact")}</h1>
      </header>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
